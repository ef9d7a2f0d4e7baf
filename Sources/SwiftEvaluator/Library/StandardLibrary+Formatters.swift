/// Foundation's formatters (`DateFormatter`, `NumberFormatter`) made and named as types:
/// `DateFormatter()`, `DateFormatter.Style.medium`, `DateFormatter.localizedString(from:
/// dateStyle:timeStyle:)`, `NSNumber(value:)`.
extension StandardLibrary {
    static let formatterTypeNames: Set<String> = ["DateFormatter", "NumberFormatter", "NSNumber"]

    static func constructFormatter(_ type: String, _ call: NativeCall) -> Value? {
        switch type {
        case "DateFormatter": return .native(DateFormatterValue())
        case "NumberFormatter": return .native(NumberFormatterValue())
        case "NSNumber":
            // `NSNumber(value: 3)`: the number itself, which formatters and arithmetic read.
            return call.argument("value") ?? call.arguments.first?.value ?? .int(0)
        default: return nil
        }
    }

    static func formatterStaticMember(_ name: String, ofType type: String) -> Value? {
        switch (type, name) {
        // `DateFormatter.Style.medium`, `NumberFormatter.Style.decimal`: the style, as `.medium` is.
        case ("DateFormatter.Style", _), ("NumberFormatter.Style", _):
            return .implicitMember(ImplicitMember(name: name, arguments: nil))
        case ("DateFormatter", "localizedString"):
            return Function.native(name) { call in
                let formatter = DateFormatterValue()
                for label in ["dateStyle", "timeStyle"] {
                    if let style = call.argument(label) { _ = try formatter.settingMember(label, to: style, in: call.evaluator) }
                }
                guard let date = DateFormatterValue.date(call.argument("from")) else { throw call.error("localizedString(from:dateStyle:timeStyle:) takes a Date") }
                return .string(formatter.text(of: date))
            }
        default: return nil
        }
    }
}
