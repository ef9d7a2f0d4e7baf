import LayoutEngine
import SwiftEvaluator
import SwiftSyntax

/// A widget's preview, `#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(...) }`:
/// the widget's view for the timeline's first entry (the one Xcode's canvas shows first),
/// laid out at the size of the family on an iPhone 15 (393 x 852 points), as the home screen
/// gives it. Without a `timeline:`, the provider's `placeholder(in:)` gives the entry.
extension RootFinder {
    /// The sizes of the widget families on an iPhone 15, in points (Apple's Human Interface
    /// Guidelines, "Widgets": 158 x 158, 338 x 158, 338 x 354; the Lock Screen's accessory
    /// families 76 x 76, 172 x 76, 257 x 26).
    static let widgetFamilySizes: [String: Size] = [
        "systemSmall": Size(width: 158, height: 158), "systemMedium": Size(width: 338, height: 158),
        "systemLarge": Size(width: 338, height: 354), "systemExtraLarge": Size(width: 715, height: 338),
        "accessoryCircular": Size(width: 76, height: 76), "accessoryRectangular": Size(width: 172, height: 76),
        "accessoryInline": Size(width: 257, height: 26), "accessoryCorner": Size(width: 76, height: 76),
    ]

    /// True for a `#Preview(as: family) ...` of a widget.
    static func isWidgetPreview(_ arguments: LabeledExprListSyntax) -> Bool {
        arguments.contains { $0.label?.text == "as" }
    }

    /// The candidate of a widget's preview.
    func widgetPreview(
        _ arguments: LabeledExprListSyntax, trailing: ClosureExprSyntax?, additional: MultipleTrailingClosureElementListSyntax,
        node: some SyntaxProtocol, number: Int
    ) -> Candidate {
        var name = "Preview \(number)"
        var family = "systemSmall"
        for argument in arguments {
            if argument.label == nil, let value = try? evaluator.evaluate(argument.expression, in: evaluator.globalScope),
               case .string(let text) = value {
                name = text
            }
            if argument.label?.text == "as", let member = argument.expression.as(MemberAccessExprSyntax.self) {
                family = member.declName.baseName.text
            }
        }
        let size = Self.widgetFamilySizes[family] ?? Self.widgetFamilySizes["systemSmall"]!
        let position = evaluator.position(of: node)
        let preview = ScenePreview(
            name: name, layout: .fixed(width: size.width, height: size.height), location: library.location(position))
        let timeline = additional.first { $0.label.text == "timeline" }?.closure
        let provider = additional.first { $0.label.text == "timelineProvider" }?.closure
        return Candidate(preview: preview, build: { [evaluator, library] in
            guard let trailing else { throw RuntimeError("the preview has no widget", at: position, hint: "write '#Preview(as: .systemSmall) { MyWidget() } timeline: { ... }'") }
            let widget = try evaluator.call(try evaluator.evaluate(ExprSyntax(trailing), in: evaluator.globalScope), arguments: [], at: position)
            let body = try evaluator.member("body", of: widget, node: Syntax(TokenSyntax.identifier("body")))
            guard let configuration = body.native(WidgetConfigurationValue.self), let content = configuration.content else {
                throw RuntimeError("\(evaluator.describe(widget))'s body is not a widget configuration", at: position,
                                   hint: "a widget's body is a StaticConfiguration or AppIntentConfiguration with its entry view")
            }
            let entry = try Self.firstEntry(timeline: timeline, provider: provider, evaluator: evaluator, at: position)
            let view = try library.runBuilder(content, passing: [entry], at: position)
            let frame = try evaluator.member("frame", of: view, node: Syntax(TokenSyntax.identifier("frame")))
            return try evaluator.call(frame, arguments: [
                SwiftEvaluator.Argument(label: "width", value: .double(size.width)),
                SwiftEvaluator.Argument(label: "height", value: .double(size.height)),
            ], at: position)
        }, position: position)
    }

    /// The first entry of `timeline:`, or the `placeholder(in:)` of `timelineProvider:`'s
    /// provider.
    private static func firstEntry(
        timeline: ClosureExprSyntax?, provider: ClosureExprSyntax?, evaluator: Evaluator, at position: SourcePosition?
    ) throws -> Value {
        if let timeline, case .function(let function) = try evaluator.evaluate(ExprSyntax(timeline), in: evaluator.globalScope) {
            let entries = try evaluator.call(.function(function.withBuilder(EntriesBuilder())), arguments: [], at: position)
            if let first = entries.arrayValue?.first { return first }
            throw RuntimeError("the widget's timeline has no entry", at: position)
        }
        if let provider {
            let made = try evaluator.call(try evaluator.evaluate(ExprSyntax(provider), in: evaluator.globalScope), arguments: [], at: position)
            let placeholder = try evaluator.member("placeholder", of: made, node: Syntax(TokenSyntax.identifier("placeholder")))
            return try evaluator.call(placeholder, arguments: [
                SwiftEvaluator.Argument(label: "in", value: .native(OpaqueHostValue(typeName: "TimelineProviderContext"))),
            ], at: position)
        }
        throw RuntimeError("the widget's preview has no timeline", at: position, hint: "add 'timeline: { MyEntry(date: .now) }'")
    }
}

/// `timeline: { Entry(...); Entry(...) }`: the entries, in order.
struct EntriesBuilder: ResultBuilder {
    var name: String { "TimelineEntriesBuilder" }
    func buildExpression(_ value: Value, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value { .array([value]) }
    func buildBlock(_ components: [Value], in evaluator: Evaluator) throws -> Value { .array(components.flatMap { $0.arrayValue ?? [$0] }) }
    func buildOptional(_ component: Value?, in evaluator: Evaluator) throws -> Value { component ?? .array([]) }
    func buildEither(_ component: Value, branch: Int, of count: Int, in evaluator: Evaluator) throws -> Value { component }
    func buildArray(_ components: [Value], in evaluator: Evaluator) throws -> Value { .array(components.flatMap { $0.arrayValue ?? [$0] }) }
}
