import LayoutEngine

/// Where an element of the source model was read from, for diagnostics and for
/// `ViewNode.sourceLocation`.
///
/// Every mark compares equal to every other mark and hashes to nothing, so that two models that
/// differ only in where they came from are equal: `load(print(scene)).scene == scene` holds even
/// though printing moves everything. Elements built in code (by an editor) have no location.
///
/// A mark also carries the comments written around its element, so that printing the model,
/// after an editor changed it, gives them back where they were (`SourceComments`). Like the
/// location, they do not take part in equality.
public struct SourceMark: Hashable, Sendable {
    public var location: SourceLocation?
    public var comments = SourceComments()

    public init(_ location: SourceLocation? = nil) {
        self.location = location
    }

    public static func == (lhs: SourceMark, rhs: SourceMark) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

/// The comments around one element of the source model, each as written (`// note`,
/// `/* note */`): on the lines before it, after it on its last line, and, for an element with
/// braces, on the lines before its closing brace (a commented-out view at the end of a stack).
public struct SourceComments: Hashable, Sendable {
    public var leading: [String] = []
    public var trailing: [String] = []
    public var closing: [String] = []

    public init(leading: [String] = [], trailing: [String] = [], closing: [String] = []) {
        self.leading = leading
        self.trailing = trailing
        self.closing = closing
    }

    public var isEmpty: Bool { leading.isEmpty && trailing.isEmpty && closing.isEmpty }
}
