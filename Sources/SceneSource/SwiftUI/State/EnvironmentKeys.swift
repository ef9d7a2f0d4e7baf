import LayoutEngine
import SwiftEvaluator

/// The environment values layout reads, as scene code reads (`@Environment(\.dynamicTypeSize)`)
/// and writes them (`.environment(\.layoutDirection, .rightToLeft)`).
enum EnvironmentKeys {
    static func value(_ path: [String], in environment: EnvironmentValues, library: SwiftUILibrary) -> Value? {
        guard let key = path.first else { return nil }
        func symbol(_ type: String, _ name: String) -> Value { .native(SymbolValue(typeName: type, name: name)) }
        switch key {
        case "dynamicTypeSize": return symbol("DynamicTypeSize", environment.dynamicTypeSize.name)
        case "sizeCategory": return symbol("ContentSizeCategory", environment.dynamicTypeSize.contentSizeCategoryName)
        case "layoutDirection": return symbol("LayoutDirection", environment.layoutDirection.rawValue)
        case "colorScheme": return symbol("ColorScheme", environment.colorScheme.rawValue)
        case "horizontalSizeClass": return symbol("UserInterfaceSizeClass", environment.horizontalSizeClass.rawValue)
        case "verticalSizeClass": return symbol("UserInterfaceSizeClass", environment.verticalSizeClass.rawValue)
        case "font": return environment.font.map { .native(FontValue(font: $0)) } ?? .nil
        case "lineLimit": return environment.lineLimit.map { .int($0) } ?? .nil
        case "multilineTextAlignment": return symbol("TextAlignment", environment.multilineTextAlignment.rawValue)
        case "truncationMode": return symbol("Text.TruncationMode", environment.truncationMode.rawValue)
        case "lineSpacing": return .double(environment.lineSpacing)
        case "minimumScaleFactor": return .double(environment.minimumScaleFactor)
        case "imageScale": return symbol("Image.Scale", environment.imageScale.rawValue)
        case "displayScale": return .double(environment.displayScale)
        case "isEnabled": return .bool(true)
        case "legibilityWeight": return symbol("LegibilityWeight", "regular")
        case "accessibilityReduceMotion", "accessibilityReduceTransparency", "accessibilityDifferentiateWithoutColor",
             "accessibilityInvertColors", "accessibilityVoiceOverEnabled", "isPresented", "isSearching", "editMode":
            return .bool(false)
        case "locale", "calendar", "timeZone": return .native(OpaqueHostValue(typeName: key))
        case "dismiss", "openURL", "refresh", "dismissSearch", "openWindow":
            return Function.native(key) { _ in .void }
        case "scenePhase": return symbol("ScenePhase", "active")
        case "presentationMode": return .native(BindingValue.constant(.native(PresentationModeValue())))
        case "modelContext", "managedObjectContext": return .native(OpaqueHostValue(typeName: key))
        default: return nil
        }
    }

    /// The change `.environment(\.key, value)` makes, or an error for a value of the wrong kind.
    static func change(_ key: String, _ value: Value, library: SwiftUILibrary, at position: SourcePosition?) throws -> ((inout EnvironmentValues) -> Void)? {
        func wrong(_ what: String) -> RuntimeError { RuntimeError("environment(\\.\(key), _:) expects \(what)", at: position) }
        switch key {
        case "layoutDirection":
            guard let name = value.symbolName, let direction = LayoutDirection(rawValue: name) else { throw wrong(".leftToRight or .rightToLeft") }
            return { $0.layoutDirection = direction }
        case "dynamicTypeSize", "sizeCategory":
            guard let size = value.symbolName.flatMap(DynamicTypeSize.init(name:)) else { throw wrong("a Dynamic Type size such as .large") }
            return { $0.dynamicTypeSize = size }
        case "font":
            if value.isNil { return { $0.font = nil } }
            guard let font = Modifiers.font(value) else { throw wrong("a font such as .headline") }
            return { $0.font = font }
        case "lineLimit":
            if value.isNil { return { $0.lineLimit = nil } }
            guard let limit = value.intValue else { throw wrong("a whole number or nil") }
            return { $0.lineLimit = limit }
        case "multilineTextAlignment":
            guard let alignment = value.symbolName.flatMap(EnvironmentValues.TextAlignment.init(rawValue:)) else { throw wrong(".leading, .center or .trailing") }
            return { $0.multilineTextAlignment = alignment }
        case "truncationMode":
            guard let mode = value.symbolName.flatMap(EnvironmentValues.TruncationMode.init(rawValue:)) else { throw wrong(".head, .middle or .tail") }
            return { $0.truncationMode = mode }
        case "lineSpacing":
            guard let number = value.number, number.isFinite else { throw wrong("a number") }
            return { $0.lineSpacing = number }
        case "minimumScaleFactor":
            guard let number = value.number, number.isFinite else { throw wrong("a number from 0 to 1") }
            return { $0.minimumScaleFactor = min(max(number, 0), 1) }
        case "imageScale":
            guard let scale = value.symbolName.flatMap(Image.Scale.init(rawValue:)) else { throw wrong(".small, .medium or .large") }
            return { $0.imageScale = scale }
        case "colorScheme":
            guard let scheme = value.symbolName.flatMap(EnvironmentValues.ColorScheme.init(rawValue:)) else { throw wrong(".light or .dark") }
            return { $0.colorScheme = scheme }
        case "displayScale":
            guard let number = value.number, number.isFinite, number > 0 else { throw wrong("a positive number") }
            return { $0.displayScale = number }
        case "horizontalSizeClass", "verticalSizeClass":
            guard let sizeClass = value.symbolName.flatMap(UserInterfaceSizeClass.init(rawValue:)) else { throw wrong(".compact or .regular") }
            return key == "horizontalSizeClass" ? { $0.horizontalSizeClass = sizeClass } : { $0.verticalSizeClass = sizeClass }
        default:
            // The app's own key: the views below read the value.
            if library.declaresEnvironmentKey(key) { return library.settingCustomEnvironment(key, value) }
            library.warning("the environment key '\\.\(key)' is not modelled; it does not affect layout", at: position)
            return library.settingCustomEnvironment(key, value)
        }
    }
}
