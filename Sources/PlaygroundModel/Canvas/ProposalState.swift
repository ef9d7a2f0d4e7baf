import Foundation
import LayoutEngine

/// The size the window proposes to the scene's root, one dimension at a time, as the canvas
/// handles and the proposal field edit it.
///
/// Unlike `ProposedViewSize`, whose `nil` and `.infinity` are values of a `Double?`, each
/// dimension here says which of SwiftUI's three kinds of proposal it is, so the window can show
/// `nil` and `inf` and a drag can turn either into points.
public struct ProposalState: Hashable, Sendable, CustomStringConvertible {
    /// One dimension of the proposal.
    public enum Dimension: Hashable, Sendable, CustomStringConvertible {
        /// A number of points, `>= 0` (`init` clamps negatives and NaN to 0).
        case points(Double)
        /// `nil`: asks for the ideal size.
        case unspecified
        /// `.infinity`: asks for the maximum size.
        case infinity

        /// The dimension as `ProposedViewSize` stores it.
        public var value: Double? {
            switch self {
            case .points(let points): return points.isNaN || points < 0 ? 0 : points
            case .unspecified: return nil
            case .infinity: return .infinity
            }
        }

        /// The dimension for a `ProposedViewSize` value: nil is `.unspecified`, infinity
        /// `.infinity`, a negative or NaN number 0 points.
        public init(_ value: Double?) {
            guard let value else { self = .unspecified; return }
            if value == .infinity { self = .infinity } else { self = .points(value.isNaN || value < 0 ? 0 : value) }
        }

        /// Reads `393`, `nil` or `inf` (also `infinity`, `.infinity`); nil for anything else or
        /// a negative number.
        public init?(parsing text: String) {
            let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
            switch trimmed {
            case "nil", "unspecified": self = .unspecified
            case "inf", "infinity", ".infinity": self = .infinity
            default:
                guard let number = Double(trimmed), number.isFinite, number >= 0 else { return nil }
                self = .points(number)
            }
        }

        /// `393`, `nil` or `inf`, numbers as the engine formats them.
        public var description: String {
            switch self {
            case .points(let points): return formatPoints(points)
            case .unspecified: return "nil"
            case .infinity: return "inf"
            }
        }

        /// The points of a `.points` dimension, nil for the others.
        public var points: Double? {
            if case .points(let points) = self { return points }
            return nil
        }
    }

    public var width: Dimension
    public var height: Dimension

    public init(width: Dimension, height: Dimension) {
        self.width = width
        self.height = height
    }

    /// Both dimensions in points.
    public init(width: Double, height: Double) {
        self.init(width: .points(width), height: .points(height))
    }

    public init(_ proposal: ProposedViewSize) {
        self.init(width: Dimension(proposal.width), height: Dimension(proposal.height))
    }

    /// The default proposal of the commands: an iPhone's portrait screen, 393 x 852.
    public static let standard = ProposalState(width: 393, height: 852)

    /// Reads `393x852`, `393 x 852`, `393×852`, `nil x inf`; nil when it is not a proposal.
    public init?(parsing text: String) {
        guard case .success(let proposal) = Self.parse(text) else { return nil }
        self = proposal
    }

    /// The one grammar of a proposal, for the command line's `--proposal` and the window's
    /// field: `W x H` (or `WxH`, `W×H`), each a number of points from 0, `nil` or `inf`. The
    /// failure says what is wrong, in words both can show.
    public static func parse(_ text: String) -> Result<ProposalState, ProposalSyntaxError> {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            return .failure(ProposalSyntaxError("a proposal is a width and a height, W x H (for example 393x852)"))
        }
        guard let width = Dimension(parsing: String(parts[0])), let height = Dimension(parsing: String(parts[1])) else {
            let negative = parts.contains { Double($0.trimmingCharacters(in: .whitespaces)).map { $0 < 0 } ?? false }
            return .failure(ProposalSyntaxError(negative
                ? "a proposed size cannot be negative; use numbers of points from 0, nil or inf"
                : "each dimension is a number of points, nil or inf (for example 393x852)"))
        }
        return .success(ProposalState(width: width, height: height))
    }

    /// What the engine is asked with.
    public var proposal: ProposedViewSize {
        ProposedViewSize(width: width.value, height: height.value)
    }

    /// The dimension along `axis`.
    public subscript(axis: Axis) -> Dimension {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// `393 x 852`, `nil x inf`.
    public var description: String { "\(width) x \(height)" }
}

/// Why a proposal could not be read (`ProposalState.parse`).
public struct ProposalSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
