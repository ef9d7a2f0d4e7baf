import LayoutEngine
import SceneSource
import Testing

/// Constructs found in real SwiftUI files that the playground refused.
@Suite("Real code")
struct RealCodeTests {
    @Test("Angles add, subtract, scale and compare: a Shape's path turns its arc by a quarter")
    func angleArithmetic() throws {
        let source = """
        import SwiftUI
        struct Arc: Shape {
            var startAngle: Angle
            func path(in rect: CGRect) -> Path {
                let turned = startAngle - Angle.degrees(90)
                return Path { path in
                    path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                                startAngle: turned, endAngle: turned + .degrees(90), clockwise: false)
                }
            }
        }
        #Preview {
            VStack {
                Arc(startAngle: .degrees(30)).frame(width: 50, height: 50)
                Text(Angle.degrees(10) < Angle.degrees(20) ? "less" : "more")
                Text("\\(Int(((Angle.degrees(30) - Angle.degrees(90)) * 2).degrees))")
                Text("\\(Int((Angle.degrees(180) / 2 + Angle.degrees(1)).degrees))")
                Text("\\(Int((-Angle.degrees(45)).degrees)) \\(Int((2 * Angle.degrees(10)).degrees))")
            }
        }
        """
        let loaded = load(source)
        #expect(messages(loaded) == [])
        let root = try #require(loaded.root)
        func text(_ path: String) -> String? {
            if case .text(let text)? = node(root, at: path)?.content { return text.string }
            return nil
        }
        #expect(text("0.1") == "less")
        #expect(text("0.2") == "-120")
        #expect(text("0.3") == "91")
        #expect(text("0.4") == "-45 20")
    }

    @Test("An animation chain on an implicit member (.linear(duration:).repeatForever) is an Animation")
    func animationChain() throws {
        let source = """
        import SwiftUI
        struct Pulse: View {
            static let animation: Animation = .linear(duration: 1.5).repeatForever(autoreverses: false)
            @State private var on = false
            var body: some View {
                Circle().frame(width: on ? 40 : 20).animation(Self.animation, value: on)
            }
        }
        #Preview { Pulse() }
        """
        let loaded = load(source)
        #expect(messages(loaded) == [])
        #expect(loaded.root != nil)
    }
}
