/// `#Preview("name", traits: ...) { body }`: the scene's root when present.
public struct PreviewMacro: Hashable, Sendable {
    /// The arguments in parentheses (a display name, traits), as written.
    public var arguments: [Argument]
    /// The statements of the trailing closure: the previewed views.
    public var body: [BuilderStatement]
    public var mark: SourceMark

    public init(arguments: [Argument] = [], body: [BuilderStatement], mark: SourceMark = SourceMark()) {
        self.arguments = arguments
        self.body = body
        self.mark = mark
    }
}
