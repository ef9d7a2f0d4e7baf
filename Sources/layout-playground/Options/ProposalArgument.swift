import ArgumentParser
import LayoutEngine

/// A proposal on the command line: `WxH`, where each of W and H is a number of points, `nil`
/// (unspecified) or `inf` (infinite). `393x852` is an iPhone's portrait screen in points.
struct ProposalArgument: ExpressibleByArgument, CustomStringConvertible {
    var proposal: ProposedViewSize

    init(_ proposal: ProposedViewSize) {
        self.proposal = proposal
    }

    /// Why the argument was refused, for `validate()`: parsing only says "invalid".
    var problem: String?

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        guard let width = Self.dimension(parts[0]), let height = Self.dimension(parts[1]) else {
            let negative = parts.contains { Double($0).map { $0 < 0 } ?? false }
            proposal = ProposedViewSize(width: 0, height: 0)
            problem = negative
                ? "--proposal \(argument): a proposed size cannot be negative; use numbers of points from 0, nil or inf"
                : "--proposal \(argument): each dimension is a number of points, nil or inf (for example 393x852)"
            return
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
