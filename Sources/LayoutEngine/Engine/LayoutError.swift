/// Why a scene cannot be laid out at all.
public enum LayoutError: Error, CustomStringConvertible {
    /// The view tree nests deeper than `LayoutTree.maximumDepth`.
    case tooDeep(depth: Int, limit: Int)

    public var description: String {
        switch self {
        case .tooDeep(let depth, let limit):
            return "the scene nests views \(depth) levels deep; the playground lays out at most \(limit) levels"
        }
    }
}

/// Something the engine noticed and worked around, reported with the result.
public struct LayoutWarning: Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var sourceLocation: SourceLocation?

    public init(_ message: String, at sourceLocation: SourceLocation? = nil) {
        self.message = message
        self.sourceLocation = sourceLocation
    }

    public var description: String {
        (sourceLocation.map { "\($0): " } ?? "") + "warning: " + message
    }

    /// `warnings` with repeats dropped, in order: an image used twice at one place (a view in
    /// both branches of a `ViewThatFits`) is reported once.
    static func once(_ warnings: [LayoutWarning]) -> [LayoutWarning] {
        var seen: Set<LayoutWarning> = []
        return warnings.filter { seen.insert($0).inserted }
    }
}
