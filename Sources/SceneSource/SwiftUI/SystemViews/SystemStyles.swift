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
        case .instance, .object: return "custom"
        default: return nil
        }
    }

    /// `name(_:)` (`.listStyle(.plain)`): the style its argument names, set for the system views
    /// below it (`example` is the style an error suggests).
    func style<Style: StyleName>(_ name: String, _ base: Value, _ call: NativeCall, example: String = "automatic",
                                 _ set: @escaping (inout SystemStyles, Style) -> Void) throws -> Value {
        guard let styleName = styleName(call.arguments.first?.value) else { throw call.error("\(name)(_:) expects a style such as .\(example)") }
        let style = Style(named: styleName)
        return level(name, base, call, layout: PassthroughLayout()) { node in
            node.environmentChange = { set(&$0.systemStyles, style) }
        }
    }

    /// Styles, control sizes, tints and list-row settings: environment values the system views
    /// read when their parts are built, or values the enclosing list reads from its row.
    func systemStyleModifier(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        let argument = call.arguments.first?.value
        switch name {
        case "listStyle": return try style(name, base, call) { (styles, style: SystemStyles.ListStyle) in styles.list = style }
        case "buttonStyle": return try style(name, base, call) { (styles, style: SystemStyles.ButtonStyle) in styles.button = style }
        case "pickerStyle": return try style(name, base, call) { (styles, style: SystemStyles.PickerStyle) in styles.picker = style }
        case "textFieldStyle": return try style(name, base, call) { (styles, style: SystemStyles.TextFieldStyle) in styles.textField = style }
        case "toggleStyle": return try style(name, base, call) { (styles, style: SystemStyles.ToggleStyle) in styles.toggle = style }
        case "labelStyle": return try style(name, base, call) { (styles, style: SystemStyles.LabelStyle) in styles.label = style }
        case "progressViewStyle": return try style(name, base, call) { (styles, style: SystemStyles.ProgressViewStyle) in styles.progressView = style }
        case "datePickerStyle": return try style(name, base, call) { (styles, style: SystemStyles.DatePickerStyle) in styles.datePicker = style }
        case "controlSize": return try style(name, base, call, example: "small") { (styles, style: SystemStyles.ControlSize) in styles.controlSize = style }
        case "buttonBorderShape": return try style(name, base, call) { (styles, style: SystemStyles.ButtonBorderShape) in styles.buttonBorderShape = style }
        case "scrollContentBackground":
            return try style(name, base, call) { (styles, visibility: SystemStyles.Visibility) in styles.scrollContentBackground = visibility }
        default: break
        }
        switch name {
        case "tint", "accentColor":
            var colour = "accentColor"
            if case .native(let value as ColorValue)? = argument, case .named(let named) = value.color.value { colour = named }
            else if let symbol = argument?.symbolName { colour = symbol }
            return level(name, base, call, layout: PassthroughLayout()) { node in
                node.environmentChange = { $0.systemStyles.tint = colour }
            }
        case "labelsHidden":
            return level(name, base, call, layout: PassthroughLayout()) { node in
                node.environmentChange = { $0.systemStyles.labelsHidden = true }
            }
        case "listSectionSpacing":
            var spacing = SystemMetrics.sectionSpacing
            if let number = argument?.number, number.isFinite, number >= 0 { spacing = number }
            else if argument?.symbolName == "compact" { spacing = 16 }
            return level(name, base, call, layout: PassthroughLayout()) { node in
                node.environmentChange = { $0.systemStyles.listSectionSpacing = spacing }
            }
        case "listRowInsets":
            let insets = argument?.edgeInsets ?? EdgeInsets()
            return level(name, base, call, layout: PassthroughLayout()) { $0.layoutValues[ListKey.rowInsets] = insets }
        case "listRowSeparator":
            let visibility = argument?.symbolName ?? "automatic"
            return level(name, base, call, layout: PassthroughLayout()) { $0.layoutValues[ListKey.rowSeparator] = visibility }
        default: // listRowBackground
            return levelWithValues(name, base, call) { context, path in
                guard let background = try argument.flatMap({ try self.oneNode($0, context, path + ".bg") }) else { return [:] }
                return [ListKey.rowBackground: background]
            }
        }
    }
}
