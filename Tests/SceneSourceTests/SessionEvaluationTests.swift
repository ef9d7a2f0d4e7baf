import LayoutEngine
import SceneSource
import Testing

/// `EvaluationSession.evaluation`: one evaluation of the scene (a `snapshot` item) with the
/// diagnostics it reported, repeats of what earlier evaluations reported included, and its
/// own scene budget.
@Suite("One evaluation's own diagnostics and budget")
struct SessionEvaluationTests {
    /// A preview that reads a model the scene does not declare, and a view whose body fails.
    static let scene = """
        struct Badge: View {
            var body: some View { Text(Profile.current.name) }
        }
        struct Broken: View {
            var body: some View {
                let items: [Int] = []
                Text("\\(items[3])")
            }
        }
        #Preview("Badge") { Badge() }
        #Preview("Broken") { Broken() }
        """

    private func laidOut(_ session: EvaluationSession, preview: Int, _ environment: EnvironmentValues) -> [Diagnostic] {
        session.evaluation { () throws -> Void in
            let tree = try session.makeTree(preview: preview, environment: environment, textMeasurer: FixedAdvanceTextMeasurer())
            if let tree { _ = session.layout(tree, proposal: ProposedViewSize(width: 393, height: 852)) }
        }.diagnostics
    }

    @Test("Each evaluation of a preview lists its stand-ins and errors, though the session reported them once")
    func repeatsAreListed() throws {
        let session = EvaluationSession(files: [("badge.swift", Self.scene)])
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let first = laidOut(session, preview: 0, EnvironmentValues())
        let second = laidOut(session, preview: 0, dark)
        #expect(first.filter(\.isStandIn).count >= 1, "\(first)")
        #expect(first == second, "the second tree reuses the root: its diagnostics are listed again")
        let broken = laidOut(session, preview: 1, EnvironmentValues())
        #expect(broken.contains { $0.severity == .error } && !broken.contains(where: \.isStandIn), "\(broken)")
        let again = laidOut(session, preview: 0, EnvironmentValues())
        #expect(again == first, "the other preview's error is not this one's")
        // The session itself holds each diagnostic once.
        #expect(session.diagnostics.filter(\.isStandIn).count == first.filter(\.isStandIn).count)
    }

    @Test("An evaluation starts the scene's budget afresh: one item cannot spend the next one's")
    func ownBudget() throws {
        let session = EvaluationSession(files: [("badge.swift", Self.scene)])
        _ = laidOut(session, preview: 0, EnvironmentValues())
        let once = session.budgetSpent.steps
        _ = laidOut(session, preview: 0, EnvironmentValues())
        #expect(once > 0 && session.budgetSpent.steps <= once, "\(once) then \(session.budgetSpent.steps)")
    }
}
