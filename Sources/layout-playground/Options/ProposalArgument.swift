import ArgumentParser
import LayoutEngine
import PlaygroundModel

/// A proposal on the command line: `WxH`, where each of W and H is a number of points, `nil`
/// (unspecified) or `inf` (infinite). `393x852` is an iPhone's portrait screen in points.
struct ProposalArgument: ExpressibleByArgument, CustomStringConvertible {
    var proposal: ProposedViewSize

    init(_ proposal: ProposedViewSize) {
        self.proposal = proposal
    }

    /// Why the argument was refused, for `validate()`: parsing only says "invalid".
    var problem: String?

    /// Read with the window's grammar (`ProposalState.parse`): `393x852`, `393 x 852`,
    /// `nil x inf`. A proposal that is not one is kept with its `problem`, for `validate()`.
    init?(argument: String) {
        switch ProposalState.parse(argument) {
        case .success(let proposal):
            self.proposal = proposal.proposal
        case .failure(let problem):
            proposal = ProposedViewSize(width: 0, height: 0)
            self.problem = "--proposal \(argument): \(problem)"
        }
    }

    var description: String { proposal.description }

    static var defaultValueDescription: String { "393x852" }
}

extension LayoutDirection: ExpressibleByArgument {}
