extension Scope {
    /// True when a scope from this one out to (not including) `outermost` declares `name`: a
    /// local variable or parameter, which a plain name means before any member of `self`.
    func definesLocally(_ name: String, below outermost: Scope) -> Bool {
        var scope: Scope? = self
        while let current = scope, current !== outermost {
            if current.names[name] != nil { return true }
            scope = current.lookupParent
        }
        return false
    }
}
