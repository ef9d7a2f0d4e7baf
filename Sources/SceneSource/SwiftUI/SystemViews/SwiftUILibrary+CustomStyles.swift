import LayoutEngine
import SwiftEvaluator
import SwiftSyntax

/// What a style's `makeBody(configuration:)` is given: the system view's parts as views
/// (`configuration.label`, `.content`, `.title`, `.icon`) and its state (`isPressed`, `isOn`,
/// `isExpanded`, `role`), by name.
struct StyleConfigurationValue: NativeValue {
    /// `ButtonStyleConfiguration`, `GroupBoxStyleConfiguration`, ...
    let typeName: String
    let members: [String: Value]

    func member(_ name: String, in context: EvaluationContext) throws -> Value? { members[name] }
    var description: String { typeName }
}

/// A scene's own style (`struct CardStyle: GroupBoxStyle { func makeBody(configuration:) }`)
/// set with `.groupBoxStyle(CardStyle())`, `.buttonStyle(...)`, `.toggleStyle(...)`,
/// `.labelStyle(...)`, `.labeledContentStyle(...)` or `.disclosureGroupStyle(...)`: the system
/// views below are what its `makeBody` builds from their parts, as in SwiftUI. The style travels
/// down the realized views in `RealizeContext.styles` (through custom views, as the
/// environment does); the nearest one wins, and a system style set nearer (`.plain`) ends it.
extension SwiftUILibrary {
    /// The scene's style a style modifier's argument is, or nil for a system style
    /// (`.bordered`, `PlainButtonStyle()`) or one the app declares elsewhere (a stand-in).
    func customStyle(_ value: Value?) -> Value? {
        switch value {
        case .instance(let instance) where instance.type.methods["makeBody"] != nil: return value
        case .object(let object) where object.type.methods["makeBody"] != nil: return value
        default: return nil
        }
    }

    /// The views the style set by `modifier` above this place builds for a system view whose
    /// parts are `members`, or nil when no scene style is set (the system view draws itself).
    /// The parts are realized where the system view is (`context`); the style's body without
    /// the style, so that a `GroupBox(configuration)` in it is the system's box.
    func styledBody(_ modifier: String, configuration typeName: String, members: [String: Value], _ context: RealizeContext, path: String,
                    at position: SourcePosition?) throws -> [ViewNode]? {
        guard let style = context.styles[modifier] else { return nil }
        let configuration = Value.native(StyleConfigurationValue(typeName: typeName, members: members))
        let typeName = Evaluator.typeName(of: style) ?? modifier
        let attached = state.attach(style, identity: path + ":" + typeName, environment: context.environment, library: self)
        let makeBody = try evaluator.member("makeBody", of: attached, node: Syntax(TokenSyntax.identifier("makeBody")))
        let body = try evaluator.call(makeBody, arguments: [SwiftEvaluator.Argument(label: "configuration", value: configuration)], at: position)
        let node = ViewNode(typeName, role: .customView, content: .layout(PassthroughLayout()),
                            children: try realize(body, context.with(style: nil, for: modifier), path: path + "/" + typeName),
                            argumentSummary: modifier, sourceLocation: location(position))
        return [node]
    }

    /// A part of a system view for a configuration: realized with the context the system view
    /// has, wherever the style's body places it.
    func configurationPart(_ name: String, _ value: Value?, _ context: RealizeContext, path: String) -> Value {
        guard let value else { return .native(ViewValue("EmptyView", at: nil) { _, _ in [] }) }
        return .native(ViewValue(name, at: nil) { _, _ in try self.realize(value, context, path: path) })
    }
}

extension ModifierApplier {
    /// `.groupBoxStyle(_:)`, `.labeledContentStyle(_:)`, `.disclosureGroupStyle(_:)`: iOS has one
    /// system style of each (`.automatic`); a scene's own style builds the views below.
    static let customStyle = ModifierApplier { library, name, base, call in
        guard let argument = call.arguments.first?.value else { throw call.error("\(name)(_:) expects a style") }
        let style = library.customStyle(argument)
        if style == nil, case .instance = argument {
            library.warning("'\(library.evaluator.describe(argument))' has no makeBody(configuration:); the system style is used", at: call.position)
        }
        return library.level(name, base, call, layout: PassthroughLayout(), style: style, resetsStyle: style == nil)
    }
}
