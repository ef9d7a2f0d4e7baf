/// One argument of a call or attribute: `width: 100`, or unlabelled `8`.
public struct Argument: Hashable, Sendable {
    /// nil for an unlabelled argument.
    public var label: String?
    public var value: Expression
    /// Where the argument starts (its label, or its value when unlabelled).
    public var mark: SourceMark

    public init(label: String? = nil, value: Expression, mark: SourceMark = SourceMark()) {
        self.label = label
        self.value = value
        self.mark = mark
    }
}
