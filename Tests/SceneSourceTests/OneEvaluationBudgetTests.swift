import LayoutEngine
import SceneSource
import SwiftEvaluator
import Testing

/// A command (`layout`, `render`, `explain`) is one evaluation of its scene: loading it,
/// building its tree and laying it out share one scene budget, so a scene cannot spend the
/// budget three times over by spreading its work across the three. The window starts a new
/// budget for each evaluation (a keystroke's load, a drag's layout).
@Suite("A command's load, tree and layout share one budget")
struct OneEvaluationBudgetTests {
    /// An initializer that makes 10,000 elements (spent building the tree) and a geometry
    /// reader that makes 10,000 more (spent laying out).
    static let scene = """
        struct Maker: View {
            let items: [Int]
            init() { items = Array(repeating: 1, count: 10_000) }
            var body: some View {
                GeometryReader { _ in
                    let more = Array(repeating: 2, count: 10_000)
                    Color.red.frame(width: CGFloat(more.count % 7), height: 2)
                }
            }
        }
        #Preview { Maker() }
        """

    /// Bytes spent after building the tree, and after laying it out.
    private func spent(oneEvaluation: Bool) throws -> (tree: Int, layout: Int) {
        let session = EvaluationSession(files: [("maker.swift", Self.scene)], oneEvaluation: oneEvaluation)
        let tree = try #require(try session.makeTree(environment: EnvironmentValues(), textMeasurer: FixedAdvanceTextMeasurer()))
        let afterTree = session.budgetSpent.bytes
        _ = session.layout(tree, proposal: ProposedViewSize(width: 393, height: 852))
        return (afterTree, session.budgetSpent.bytes)
    }

    @Test("The bytes the tree spent are still counted while the command lays out; the window's layout starts from none")
    func sharedAcrossTheCommand() throws {
        let element = MemoryLayout<Value>.stride
        let command = try spent(oneEvaluation: true)
        let window = try spent(oneEvaluation: false)
        // Building the tree made the initializer's array; laying out made the reader's.
        #expect(command.tree >= 10_000 * element && window.tree >= 10_000 * element, "\(command) \(window)")
        #expect(window.layout >= 10_000 * element, "\(window)")
        // The window's layout counted only its own; the command's, the tree's too.
        #expect(window.layout < 2 * 10_000 * element + 10_000, "\(window)")
        #expect(command.layout == command.tree + window.layout, "\(command) \(window)")
    }
}
