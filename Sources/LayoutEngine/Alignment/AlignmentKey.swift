import Synchronization

/// Identifies one alignment guide: its axis and its name (`leading`, `firstTextBaseline`, or the
/// name of a custom `AlignmentID`).
public struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    public let axis: Axis
    public let id: String
    /// A number per name, the same for every key of that name: keys compare and hash by it.
    /// Stacks ask for a guide at every subview they align, and comparing names (a baseline's
    /// is 17 bytes, past Swift's inline strings) was a twentieth of a re-layout.
    private let token: Int32

    public init(axis: Axis, id: String) {
        self.axis = axis
        self.id = id
        token = AlignmentKeyNames.token(for: id)
    }

    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        a.token == b.token && a.axis == b.axis
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(token)
        hasher.combine(axis == .horizontal)
    }

    public var description: String {
        "\(axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment").\(id)"
    }
}

/// How an alignment guide's value is found when no view sets it explicitly, and how a container
/// combines the explicit values of several children into its own (SwiftUI's `AlignmentID`).
public struct AlignmentGuideDefinition {
    /// The default value in a view's dimensions, as a closure over `ViewDimensions`.
    public var defaultValue: (ViewDimensions) -> Double
    /// How explicit values of children merge in a container that does not set the guide itself.
    public var combination: Combination
    /// For a guide at a fixed fraction of the view's extent (the built-in guides), that
    /// fraction: stacks and frames then find the default value from a subview's size
    /// (`fractionValue`), without making its `ViewDimensions` and calling `defaultValue`.
    var fraction: Double?

    /// The default value of a guide at `fraction` of a view `extent` long, made finite as
    /// `ViewDimensions` makes every guide's value (an infinite probe's centre is 0, not inf).
    @inline(__always)
    static func fractionValue(_ fraction: Double, of extent: Double) -> Double {
        (extent * fraction).finiteOrZero
    }

    public enum Combination {
        /// The first child's value (`firstTextBaseline`).
        case first
        /// The last child's value (`lastTextBaseline`).
        case last
        /// The mean of the children's values: SwiftUI's default for every other guide.
        case average
    }

    public init(
        combination: Combination = .average,
        defaultValue: @escaping (ViewDimensions) -> Double
    ) {
        self.defaultValue = defaultValue
        self.combination = combination
    }

    /// A guide at a fixed fraction of the view's extent along its axis.
    static func fraction(_ fraction: Double, along axis: Axis) -> AlignmentGuideDefinition {
        var definition = AlignmentGuideDefinition { dimensions in
            (axis == .horizontal ? dimensions.width : dimensions.height) * fraction
        }
        definition.fraction = fraction
        return definition
    }
}

/// A horizontal or a vertical guide, for code that handles both.
public enum AnyAlignmentGuide: Hashable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    public var key: AlignmentKey {
        switch self {
        case .horizontal(let guide): return guide.key
        case .vertical(let guide): return guide.key
        }
    }

    public var definition: AlignmentGuideDefinition {
        switch self {
        case .horizontal(let guide): return guide.definition
        case .vertical(let guide): return guide.definition
        }
    }
}

/// The numbers of alignment names (`AlignmentKey.token`), shared by every thread that makes keys.
enum AlignmentKeyNames {
    private static let tokens = Mutex<[String: Int32]>([:])

    static func token(for name: String) -> Int32 {
        tokens.withLock { tokens in
            if let token = tokens[name] { return token }
            let token = Int32(tokens.count)
            tokens[name] = token
            return token
        }
    }
}
