import LayoutEngine

/// Where an element of the source model was read from, for diagnostics and for
/// `ViewNode.sourceLocation`.
///
/// Every mark compares equal to every other mark and hashes to nothing, so that two models that
/// differ only in where they came from are equal: `load(print(scene)).scene == scene` holds even
/// though printing moves everything. Elements built in code (by an editor) have no location.
public struct SourceMark: Hashable, Sendable {
    public var location: SourceLocation?

    public init(_ location: SourceLocation? = nil) {
        self.location = location
    }

    public static func == (lhs: SourceMark, rhs: SourceMark) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}
