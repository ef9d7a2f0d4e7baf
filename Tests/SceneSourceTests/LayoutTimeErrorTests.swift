import LayoutEngine
import SceneSource
import Testing

/// Loading only evaluates: errors in scene code that only layout runs reach the session's
/// diagnostics, at their place, when the scene is laid out (as the commands and the window
/// read them after their layout).
@Suite("Errors of code that layout runs")
struct LayoutTimeErrorTests {
    /// The session of `source` after a layout at `width` x 852 and its shapes' paths, as the
    /// `layout` command does.
    private func laidOut(_ source: String, width: Double = 393) throws -> EvaluationSession {
        let session = EvaluationSession(files: [("scene.swift", source)])
        // A root whose own code fails has no tree; its error is reported all the same.
        if let tree = try session.makeTree(environment: EnvironmentValues(), textMeasurer: FixedAdvanceTextMeasurer()) {
            session.checkDrawing(session.layout(tree, proposal: ProposedViewSize(width: width, height: 852)))
        }
        return session
    }

    /// The line of every error reported for `source` once it is laid out.
    private func errorLines(_ source: String) throws -> [Int] {
        try laidOut(source).diagnostics.filter { $0.severity == .error }.map { $0.location.line }
    }

    @Test("An error in a Layout's sizeThatFits is reported at its line")
    func sceneLayout() throws {
        let lines = try errorLines("""
            struct Broken: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let widths = [1.0]
                    return CGSize(width: widths[3], height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            #Preview {
                Broken { Color.red }
            }
            """)
        #expect(lines.contains(4), "\(lines)")
    }

    @Test("An error in a GeometryReader's content is reported at its line")
    func geometryReader() throws {
        let lines = try errorLines("""
            #Preview {
                GeometryReader { proxy in
                    let widths = [proxy.size.width]
                    Color.red.frame(width: widths[3])
                }
            }
            """)
        #expect(lines.contains(4), "\(lines)")
    }

    @Test("An error in an alignment guide's closure is reported at its line")
    func alignmentGuide() throws {
        let lines = try errorLines("""
            #Preview {
                VStack(alignment: .leading) {
                    Color.red.frame(width: 10, height: 10)
                        .alignmentGuide(.leading) { d in [d.width][3] }
                    Color.blue.frame(width: 20, height: 10)
                }
            }
            """)
        #expect(lines.contains(4), "\(lines)")
    }

    @Test("An error in a custom alignment's default value is reported at its line")
    func customAlignment() throws {
        let lines = try errorLines("""
            struct Middle: AlignmentID {
                static func defaultValue(in d: ViewDimensions) -> CGFloat {
                    [d.width][3]
                }
            }

            #Preview {
                VStack(alignment: HorizontalAlignment(Middle.self)) {
                    Color.red.frame(width: 10, height: 10)
                    Color.blue.frame(width: 20, height: 10)
                }
            }
            """)
        #expect(lines.contains(3), "\(lines)")
    }

    @Test("An error in a Shape's path(in:) is reported at its line")
    func shapePath() throws {
        let lines = try errorLines("""
            struct Wedge: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.move(to: CGPoint(x: [rect.minX][3], y: 0))
                    return path
                }
            }

            #Preview {
                Wedge().frame(width: 40, height: 40)
            }
            """)
        #expect(lines.contains(4), "\(lines)")
    }

    @Test("Loading reports none of them: it only evaluates, and lays nothing out")
    func loadingDoesNotLayOut() {
        let loaded = load("""
            struct Broken: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: [1.0][3], height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            #Preview { Broken { Color.red } }
            """)
        #expect(loaded.root != nil)
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
    }

    @Test("An error met only at the real proposal (not at a trial one) is reported after that layout")
    func onlyAtTheRealProposal() throws {
        let source = """
            struct Picky: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    if proposal.width == 250 {
                        return CGSize(width: [1.0][3], height: 10)
                    }
                    return CGSize(width: proposal.width ?? 10, height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            #Preview { Picky { Color.red } }
            """
        let failing = try laidOut(source, width: 250).diagnostics.filter { $0.severity == .error }
        #expect(failing.map(\.location.line) == [4], "\(failing)")
        #expect(try errorLines(source).isEmpty)
    }

    @Test("A scene's view bodies run once per environment laid out, not again to be checked")
    func bodiesRunOncePerEnvironment() throws {
        let session = EvaluationSession(files: [("scene.swift", """
            struct Row: View {
                let title: String
                var body: some View { Text(title).padding() }
            }
            struct Rows: View {
                var body: some View {
                    VStack { Row(title: "A"); Row(title: "B") }
                }
            }
            #Preview { Rows() }
            """)])
        // Loading evaluates the declarations and the preview's root, no body.
        #expect(session.bodyEvaluationCount == 0)
        let tree = try #require(try session.makeTree(environment: EnvironmentValues(), textMeasurer: FixedAdvanceTextMeasurer()))
        #expect(session.bodyEvaluationCount == 3)
        // Laying the same tree out again, at other proposals, runs no body.
        _ = session.layout(tree, proposal: ProposedViewSize(width: 393, height: 852))
        _ = session.layout(tree, proposal: ProposedViewSize(width: 200, height: 852))
        #expect(session.bodyEvaluationCount == 3)
        // Another environment: the bodies run once more, for it.
        var large = EnvironmentValues()
        large.dynamicTypeSize = .accessibility3
        _ = try session.makeTree(environment: large, textMeasurer: FixedAdvanceTextMeasurer())
        #expect(session.bodyEvaluationCount == 6)
    }
}
