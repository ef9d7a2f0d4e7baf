import ArgumentParser
import LayoutEngine

/// A proposal on the command line: `WxH`, where each of W and H is a number of points, `nil`
/// (unspecified) or `inf` (infinite). `393x852` is an iPhone's portrait screen in points.
struct ProposalArgument: ExpressibleByArgument, CustomStringConvertible {
    var proposal: ProposedViewSize

    init(_ proposal: ProposedViewSize) {
        self.proposal = proposal
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Self.dimension(parts[0]), let height = Self.dimension(parts[1]) else {
            return nil
        }
        proposal = ProposedViewSize(width: width, height: height)
    }

    /// nil for an invalid dimension; `.some(nil)` for `nil`.
    private static func dimension(_ text: Substring) -> Double?? {
        switch text {
        case "nil": return .some(nil)
        case "inf", "infinity": return .some(.infinity)
        default:
            guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
            return .some(value)
        }
    }

    var description: String { proposal.description }

    static var defaultValueDescription: String { "393x852" }
}

extension LayoutDirection: ExpressibleByArgument {}
