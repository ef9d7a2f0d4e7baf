/// A preference key (SwiftUI's `PreferenceKey`): its name, its default value, and how sibling
/// values combine. Values are opaque to the engine.
public struct PreferenceKey {
    public let name: String
    public let defaultValue: Any
    /// Combines the value so far with the next sibling's (SwiftUI's `reduce(value:nextValue:)`).
    public let reduce: (inout Any, Any) -> Void
    /// Value equality, to call observers only when the value changed.
    public let isEqual: (Any, Any) -> Bool

    public init(name: String, defaultValue: Any, reduce: @escaping (inout Any, Any) -> Void, isEqual: @escaping (Any, Any) -> Bool) {
        self.name = name
        self.defaultValue = defaultValue
        self.reduce = reduce
        self.isEqual = isEqual
    }
}

/// A value a view sets for a preference key.
public struct PreferenceWrite {
    public enum Kind {
        /// `.preference(key:value:)`, `.anchorPreference(key:value:transform:)`: replaces the
        /// subtree's value; computed from the view's frame in the root's coordinates.
        case set((Rect) -> Any)
        /// `.transformPreference(key:_:)`: changes the subtree's value (the default when none).
        case transform((inout Any) -> Void)
    }

    public let key: PreferenceKey
    public let kind: Kind

    public init(key: PreferenceKey, kind: Kind) {
        self.key = key
        self.kind = kind
    }
}

/// Something run after each layout pass. It returns true when it changed state the views read
/// (a `@State` written by `.onPreferenceChange`): the tree is then built again and laid out
/// again, as SwiftUI updates views after a preference changes.
public struct PassObserver {
    /// The key whose value (of the observing view's subtree) is passed, or nil for a hook run
    /// with no value (`.onAppear`).
    public let key: PreferenceKey?
    public let action: (Any?) -> Bool

    public init(key: PreferenceKey?, action: @escaping (Any?) -> Bool) {
        self.key = key
        self.action = action
    }
}

/// The frames of a finished pass, read by node (`LayoutNode.placedRow`).
struct PassFrames {
    let passID: Int
    let store: PlacedViewStore

    /// The node's frame in this pass; nil when the pass did not place it.
    func frame(of node: LayoutNode) -> Rect? {
        node.passID == passID && node.placedRow >= 0 ? store.frame(Int(node.placedRow)) : nil
    }
}

extension LayoutNode {
    /// The value of `key` for this node's subtree after a pass: its own write, else its
    /// children's values combined in order; nil when nothing in the subtree sets it.
    func preferenceValue(_ key: PreferenceKey, placed: PassFrames) -> Any? {
        var value: Any?
        for child in children {
            guard let childValue = child.preferenceValue(key, placed: placed) else { continue }
            if value == nil {
                value = childValue
            } else {
                key.reduce(&value!, childValue)
            }
        }
        for write in view.preferenceWrites where write.key.name == key.name {
            switch write.kind {
            case .set(let compute): value = compute(placed.frame(of: self) ?? Rect(x: 0, y: 0, width: 0, height: 0))
            case .transform(let change):
                var current = value ?? key.defaultValue
                change(&current)
                value = current
            }
        }
        return value
    }

    /// Runs the observers in this subtree (children first), returning true when any changed
    /// state.
    func runPassObservers(placed: PassFrames) -> Bool {
        var changed = false
        for child in children where child.runPassObservers(placed: placed) { changed = true }
        for observer in view.passObservers {
            if let key = observer.key {
                // The observed value is that of the modified view (child 0).
                let value = children.first?.preferenceValue(key, placed: placed) ?? key.defaultValue
                if observer.action(value) { changed = true }
            } else if observer.action(nil) {
                changed = true
            }
        }
        return changed
    }

    /// True when this subtree has observers to run after a pass. Walks the subtree: the tree
    /// asks only when `mayHavePassObservers` found one when it was built (or a
    /// `GeometryReader`, whose content is made during a pass).
    var hasPassObservers: Bool {
        !view.passObservers.isEmpty || children.contains { $0.hasPassObservers }
    }

    /// True when a node of this subtree, as built, has pass observers or is a `GeometryReader`.
    var mayHavePassObservers: Bool {
        var stack = [self]
        while let node = stack.popLast() {
            if !node.view.passObservers.isEmpty { return true }
            if node.isGeometryReader { return true }
            stack.append(contentsOf: node.children)
        }
        return false
    }
}
