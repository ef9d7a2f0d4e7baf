import LayoutEngine
import SceneSource
import Testing

/// Loading lays a scene out once only when scene code runs during layout (`LayoutCheck`), and
/// the errors of that code are still reported at their place when it does.
@Suite("The loader's layout check")
struct LayoutCheckTests {
    /// The line of every error the loader reports for `source`.
    private func errorLines(_ source: String) -> [Int] {
        load(source).diagnostics.filter { $0.severity == .error }.map { $0.location.line }
    }

    @Test("An error in a Layout's sizeThatFits is reported at its line")
    func sceneLayout() {
        let lines = errorLines("""
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
    func geometryReader() {
        let lines = errorLines("""
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
    func alignmentGuide() {
        let lines = errorLines("""
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
    func customAlignment() {
        let lines = errorLines("""
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
    func shapePath() {
        let lines = errorLines("""
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

    @Test("A scene of plain stacks, texts and colours is not laid out to be loaded; one with a GeometryReader, a guide or a Layout is")
    func whenNeeded() {
        #expect(!load("VStack { Text(\"a\").padding(); HStack { Color.red; Spacer() } }").wasLaidOutToCheck)
        #expect(load("GeometryReader { proxy in Color.red }").wasLaidOutToCheck)
        #expect(load("Color.red.alignmentGuide(.leading) { d in 0 }").wasLaidOutToCheck)
        #expect(load("""
            struct Pair: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            #Preview { Pair { Color.red } }
            """).wasLaidOutToCheck)
    }
}
