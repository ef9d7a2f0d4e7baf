import LayoutEngine
import SceneSource
import Testing

/// Reading source into the model: structure, locations, operators, declarations.
@Suite("Reading")
struct SceneReaderTests {
    private func rootExpression(_ source: String) throws -> Expression {
        let scene = try #require(load(source).scene)
        guard case .expression(let expression)? = scene.items.first else {
            Issue.record("no expression item")
            throw CancellationError()
        }
        return expression
    }

    @Test("A modifier chain reads as the view and its modifiers, innermost first, each at its name")
    func modifierChain() throws {
        let expression = try rootExpression("Text(\"Hi\")\n    .font(.headline)\n    .padding(8)\n")
        let (base, modifiers) = expression.modifierChain
        #expect(base.calleeName == "Text")
        #expect(modifiers.map(\.name) == ["font", "padding"])
        #expect(modifiers[0].mark.location?.line == 2 && modifiers[0].mark.location?.column == 6)
        #expect(modifiers[1].arguments == [Argument(value: Expression(.integerLiteral(8)))])
        #expect(Expression(base: base, modifiers: modifiers) == expression)
    }

    @Test("Operators fold by Swift's precedence: multiplication before addition, ranges, ternary last")
    func operatorPrecedence() throws {
        let expression = try rootExpression("a ? 1 + 2 * 3 : 0..<n - 1")
        guard case .ternary(let condition, let then, let otherwise) = expression.kind else {
            Issue.record("not a ternary: \(expression)")
            return
        }
        #expect(condition.kind == .identifier("a"))
        let product = Expression(.binary(operator: "*", lhs: Expression(.integerLiteral(2)), rhs: Expression(.integerLiteral(3))))
        #expect(then.kind == .binary(operator: "+", lhs: Expression(.integerLiteral(1)), rhs: product))
        guard case .binary("..<", _, let upper) = otherwise.kind else {
            Issue.record("not a range: \(otherwise)")
            return
        }
        #expect(upper.kind == .binary(operator: "-", lhs: Expression(.identifier("n")), rhs: Expression(.integerLiteral(1))))
    }

    @Test("A struct reads into properties with their wrappers, defaults and the body getter")
    func structDeclaration() throws {
        let source = """
            private struct Row: View {
                @Environment(\\.sizeCategory) var sizeCategory
                @ScaledMetric(relativeTo: .title) var spacing = 8
                let value: String?

                var body: some View {
                    Text(value ?? "")
                }
            }
            """
        let scene = try #require(load(source).scene)
        let declaration = try #require(scene.structDeclarations.first)
        #expect(declaration.name == "Row" && declaration.modifiers == ["private"] && declaration.inheritedTypes == ["View"])
        #expect(declaration.properties.map(\.name) == ["sizeCategory", "spacing", "value", "body"])
        let environment = try #require(declaration.property(named: "sizeCategory")?.attribute(named: "Environment"))
        #expect(environment.arguments == [Argument(value: Expression(.keyPath(root: nil, components: ["sizeCategory"])))])
        #expect(declaration.property(named: "spacing")?.initializer == Expression(.integerLiteral(8)))
        #expect(declaration.property(named: "value")?.type == "String?")
        #expect(declaration.property(named: "body")?.getter?.count == 1)
        #expect(declaration.mark.location == SourceLocation(file: "scene.swift", line: 1, column: 16))
    }

    @Test("Previews, imports, expressions and other declarations become items in file order")
    func items() throws {
        let source = """
            import SwiftUI

            #Preview("Name") {
                Color.red
            }

            extension View {
                func tinted() -> some View { self }
            }
            """
        let scene = try #require(load(source).scene)
        #expect(scene.items.count == 3)
        guard case .importDeclaration("SwiftUI", _) = scene.items[0],
              case .preview(let preview) = scene.items[1],
              case .verbatim(let verbatim) = scene.items[2]
        else {
            Issue.record("unexpected items \(scene.items)")
            return
        }
        #expect(preview.arguments == [Argument(value: .string("Name"))])
        #expect(preview.body.count == 1)
        #expect(verbatim.keyword == "extension" && verbatim.name == "View")
    }

    @Test("String literals keep escapes and interpolations as values")
    func strings() throws {
        let expression = try rootExpression(#"Text("a \"b\"\n\(count + 1)")"#)
        guard case .call(_, let arguments, _) = expression.kind else { return }
        let segments: [Expression.StringSegment] = [
            .text("a \"b\"\n"),
            .interpolation(Expression(.binary(operator: "+", lhs: Expression(.identifier("count")), rhs: Expression(.integerLiteral(1))))),
        ]
        #expect(arguments.first?.value.kind == .stringLiteral(segments))
    }

    @Test("Locations ignore equality: the same scene read at different places is equal")
    func locationsDoNotAffectEquality() throws {
        let first = try #require(load("Color.red").scene)
        let second = try #require(load("\n\n    Color.red").scene)
        #expect(first == second)
    }
}
