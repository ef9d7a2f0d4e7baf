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

    /// Styles, control sizes, tints and list-row settings: environment values the system views
    /// read when their parts are built, or values the enclosing list reads from its row.
    func systemStyleModifier(_ name: String, _ base: Value, _ call: NativeCall) throws -> Value {
        let argument = call.arguments.first?.value
        let environmentKeys: [String: String] = [
            "listStyle": StyleKey.list, "buttonStyle": StyleKey.button, "pickerStyle": StyleKey.picker,
            "textFieldStyle": StyleKey.textField, "toggleStyle": StyleKey.toggle, "labelStyle": StyleKey.label,
            "progressViewStyle": StyleKey.progress, "datePickerStyle": StyleKey.datePicker, "controlSize": StyleKey.controlSize,
            "buttonBorderShape": StyleKey.borderShape, "scrollContentBackground": StyleKey.scrollContentBackground,
        ]
        if let key = environmentKeys[name] {
            guard let style = styleName(argument) else { throw call.error("\(name)(_:) expects a style such as .\(name == "controlSize" ? "small" : "automatic")") }
            return level(name, base, call, layout: PassthroughLayout()) { node in
                node.environmentChange = { $0.custom[key] = style }
            }
        }
        switch name {
        case "tint", "accentColor":
            var colour = "accentColor"
            if case .native(let value as ColorValue)? = argument, case .named(let named) = value.color.value { colour = named }
            else if let symbol = argument?.symbolName { colour = symbol }
            return level(name, base, call, layout: PassthroughLayout()) { node in
                node.environmentChange = { $0.custom[StyleKey.tint] = colour }
            }
        case "labelsHidden":
            return level(name, base, call, layout: PassthroughLayout()) { node in
                node.environmentChange = { $0.custom[StyleKey.labelsHidden] = "1" }
            }
        case "listSectionSpacing":
            var spacing = SystemMetrics.sectionSpacing
            if let number = argument?.number, number.isFinite, number >= 0 { spacing = number }
            else if argument?.symbolName == "compact" { spacing = 16 }
            return level(name, base, call, layout: PassthroughLayout()) { node in
                node.environmentChange = { $0.custom[StyleKey.sectionSpacing] = String(spacing) }
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
