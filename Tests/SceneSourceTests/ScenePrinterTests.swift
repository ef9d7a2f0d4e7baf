import SceneSource
import Testing

/// The printer's format, checked against text written by hand.
@Suite("Printing")
struct ScenePrinterTests {
    private func printed(_ source: String) throws -> String {
        ScenePrinter.print(try #require(load(source).scene))
    }

    @Test("A modifier chain prints one modifier per line, one level in from a one-line view")
    func modifiersOnTheirOwnLines() throws {
        #expect(try printed(#"Text("Hi").font(.headline).padding(.horizontal, 8)"#) == """
            Text("Hi")
                .font(.headline)
                .padding(.horizontal, 8)

            """)
    }

    @Test("A container prints a trailing builder closure and its modifiers level with the closing brace")
    func containers() throws {
        let source = "HStack(alignment: .top, spacing: 8) { Color.red.frame(width: 10); Spacer() }.frame(height: 80)"
        #expect(try printed(source) == """
            HStack(alignment: .top, spacing: 8) {
                Color.red
                    .frame(width: 10)
                Spacer()
            }
            .frame(height: 80)

            """)
    }

    @Test("Value closures stay on one line; builder closures with parameters open a block")
    func closures() throws {
        let source = "ForEach(0..<3) { i in Circle().alignmentGuide(.top) { d in d[.top] + 10 } }"
        #expect(try printed(source) == """
            ForEach(0..<3) { i in
                Circle()
                    .alignmentGuide(.top) { d in d[.top] + 10 }
            }

            """)
    }

    @Test("Declarations print with their properties, a blank line before the body, and blank lines between items")
    func declarations() throws {
        let source = """
            import SwiftUI
            struct Row: View {
            @Environment(\\.sizeCategory) var sizeCategory
            let name: String
            var body: some View {
            if sizeCategory.isAccessibilityCategory { VStack { Text(name) } } else { Text(name) }
            }
            }
            #Preview { Row(name: "A") }
            """
        #expect(try printed(source) == """
            import SwiftUI

            struct Row: View {
                @Environment(\\.sizeCategory) var sizeCategory
                let name: String

                var body: some View {
                    if sizeCategory.isAccessibilityCategory {
                        VStack {
                            Text(name)
                        }
                    } else {
                        Text(name)
                    }
                }
            }

            #Preview {
                Row(name: "A")
            }

            """)
    }

    @Test("Expressions built in code print with the parentheses their structure needs")
    func parenthesesFromStructure() {
        let sum = Expression(.binary(operator: "+", lhs: Expression(.identifier("a")), rhs: Expression(.identifier("b"))))
        let product = Expression(.binary(operator: "*", lhs: sum, rhs: Expression(.floatLiteral(0.5))))
        #expect(ScenePrinter.print(product) == "(a + b) * 0.5")
        let modified = Expression(base: .call("Text", [Argument(value: .string("x"))]), modifiers: [ModifierApplication(name: "bold")])
        let scene = Scene(items: [.expression(modified)])
        #expect(ScenePrinter.print(scene) == "Text(\"x\")\n    .bold()\n")
    }
}
