/// The names visible where an expression is evaluated: a custom view's properties, a closure's
/// parameters, `let`s in a builder. Lookups walk outwards through `parent`.
///
/// A class because closures and deferred values capture the scope they were written in.
final class Scope {
    let parent: Scope?
    private var values: [String: Value]

    init(parent: Scope? = nil, values: [String: Value] = [:]) {
        self.parent = parent
        self.values = values
    }

    func lookup(_ name: String) -> Value? {
        var scope: Scope? = self
        while let current = scope {
            if let value = current.values[name] { return value }
            scope = current.parent
        }
        return nil
    }

    func define(_ name: String, _ value: Value) {
        values[name] = value
    }

    func child(_ values: [String: Value] = [:]) -> Scope {
        Scope(parent: self, values: values)
    }
}
