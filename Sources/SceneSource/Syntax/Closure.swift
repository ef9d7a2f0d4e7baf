/// A closure: a view builder (`HStack { ... }`), a `ForEach` body (`{ index in ... }`) or a
/// computed value (`{ $0.height / 2 }`, `{ d in d[.top] + 10 }`).
public struct Closure: Hashable, Sendable {
    /// The named parameters (`d`, `_`); empty when the closure has none or uses `$0`.
    public var parameters: [ClosureParameter]
    public var body: [BuilderStatement]
    public var mark: SourceMark

    public init(parameters: [ClosureParameter] = [], body: [BuilderStatement], mark: SourceMark = SourceMark()) {
        self.parameters = parameters
        self.body = body
        self.mark = mark
    }
}

/// A closure parameter: `d`, `_`, or `(d: ViewDimensions)`.
public struct ClosureParameter: Hashable, Sendable {
    public var name: String
    /// The type annotation as written, if any (`ViewDimensions`).
    public var type: String?

    public init(name: String, type: String? = nil) {
        self.name = name
        self.type = type
    }
}

/// A trailing closure after a call's parentheses; `label` is nil for the first one.
public struct TrailingClosure: Hashable, Sendable {
    public var label: String?
    public var closure: Closure

    public init(label: String? = nil, closure: Closure) {
        self.label = label
        self.closure = closure
    }
}
