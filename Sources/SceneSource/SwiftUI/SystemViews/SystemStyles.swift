import LayoutEngine
import SwiftEvaluator

/// `PlainListStyle()`, `BorderedProminentButtonStyle()`, ...: a style written as a type. The
/// modifiers take it as they take `.plain` or `.borderedProminent`.
struct SystemStyleValue: NativeValue {
    let typeName: String
    /// The style's name as an implicit member: `plain`, `borderedProminent`.
    let name: String

    func member(_ name: String, in context: EvaluationContext) throws -> Value? { nil }

    static let suffixes = ["ListStyle", "ButtonStyle", "PickerStyle", "TextFieldStyle", "ToggleStyle", "LabelStyle",
                           "ProgressViewStyle", "DatePickerStyle", "NavigationViewStyle", "TabViewStyle", "GaugeStyle",
                           "MenuStyle", "FormStyle", "IndexViewStyle", "GroupBoxStyle", "ControlGroupStyle", "LabeledContentStyle",
                           "DisclosureGroupStyle"]

    /// The style named by a type such as `InsetGroupedListStyle`, or nil for another name.
    static func named(_ type: String) -> SystemStyleValue? {
        for suffix in suffixes where type.hasSuffix(suffix) && type.count > suffix.count {
            let stem = String(type.dropLast(suffix.count))
            return SystemStyleValue(typeName: type, name: stem.prefix(1).lowercased() + stem.dropFirst())
        }
        return nil
    }
}

extension SwiftUILibrary {
    /// The style a modifier's argument names: `.plain`, `.page(indexDisplayMode: .never)`,
    /// `PlainListStyle()`; `custom` for a style the scene declares.
    func styleName(_ value: Value?) -> String? {
        guard let value else { return nil }
        if let name = value.symbolName { return name }
        switch value {
        case .implicitMember(let member): return member.name
        case .native(let style as SystemStyleValue): return style.name
        // A style the scene declares, or one of its app's (a stand-in): drawn as the default.
        case .instance, .object, .native(is StandInValue): return "custom"
        default: return nil
        }
    }

    /// `name(_:)` (`.listStyle(.plain)`): the style its argument names, set for the system views
    /// below it (`example` is the style an error suggests).
    func style<Style: StyleName>(_ name: String, _ base: Value, _ call: NativeCall, example: String = "automatic",
                                 _ set: @escaping (inout SystemStyles, Style) -> Void) throws -> Value {
        guard let styleName = styleName(call.arguments.first?.value) else { throw call.error("\(name)(_:) expects a style such as .\(example)") }
        let style = Style(named: styleName)
        let custom = customStyle(call.arguments.first?.value)
        return level(name, base, call, layout: PassthroughLayout(), style: custom, resetsStyle: custom == nil) { node in
            node.environmentChange = { set(&$0.systemStyles, style) }
        }
    }
}
