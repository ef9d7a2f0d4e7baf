import LayoutEngine
import SwiftEvaluator

/// The SDK's singletons as a view reads them, answering for the device being shown:
/// `UIDevice.current` (an iPhone, or an iPad where both size classes are regular),
/// `UIApplication.shared` (active), `Bundle.main` (an app "App", version 1.0 (1)) and
/// `ProcessInfo.processInfo` (iOS 17.5). Nothing here reads the machine the playground runs on:
/// no file, no environment variable, no clock; `open(_:)` opens nothing.
enum SDKValues {
    static let typeNames: Set<String> = ["UIDevice", "UIApplication", "Bundle", "ProcessInfo"]

    /// The symbol types their members use, with their cases.
    static let symbolTypes: [String: Set<String>] = [
        "UIUserInterfaceIdiom": ["unspecified", "phone", "pad", "tv", "carPlay", "mac", "vision"],
        "UIDeviceOrientation": ["unknown", "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "faceUp", "faceDown"],
        "UIApplication.State": ["active", "inactive", "background"],
        "ProcessInfo.ThermalState": ["nominal", "fair", "serious", "critical"],
    ]

    static let version = "17.5"

    static func staticMember(_ name: String, ofType type: String, library: SwiftUILibrary) -> Value? {
        switch (type, name) {
        case ("UIDevice", "current"): return .native(DeviceValue(traits: library.screenTraits))
        case ("UIApplication", "shared"): return .native(ApplicationValue())
        // `Bundle.module` (a package's resources, as SwiftGen's code reads them): the app's bundle.
        case ("Bundle", "main"), ("Bundle", "module"): return .native(BundleValue())
        case ("ProcessInfo", "processInfo"): return .native(ProcessInfoValue())
        case ("UIApplication", "openSettingsURLString"): return .string("app-settings:")
        default: return nil
        }
    }

    static func symbol(_ type: String, _ name: String) -> Value { .native(SymbolValue(typeName: type, name: name)) }

    static func nothing(_ name: String) -> Value { Function.native(name) { _ in .void } }
}

/// `UIDevice.current`.
struct DeviceValue: NativeValue {
    let traits: ScreenTraits
    var typeName: String { "UIDevice" }
    var description: String { "UIDevice" }
    var isPad: Bool { traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        // iOS 16 and later give every app the model's name, not the owner's.
        case "name", "model", "localizedModel": return .string(isPad ? "iPad" : "iPhone")
        case "systemName": return .string("iOS")
        case "systemVersion": return .string(SDKValues.version)
        case "userInterfaceIdiom": return SDKValues.symbol("UIUserInterfaceIdiom", isPad ? "pad" : "phone")
        case "orientation":
            return SDKValues.symbol("UIDeviceOrientation", traits.size.width > traits.size.height ? "landscapeLeft" : "portrait")
        case "isBatteryMonitoringEnabled", "isProximityMonitoringEnabled", "isMultitaskingSupported": return .bool(name == "isMultitaskingSupported")
        case "batteryLevel": return .double(1)
        case "identifierForVendor": return .native(UUIDValue(text: "00000000-0000-4000-8000-000000000001"))
        case "beginGeneratingDeviceOrientationNotifications", "endGeneratingDeviceOrientationNotifications", "playInputClick":
            return SDKValues.nothing(name)
        default: return nil
        }
    }
}

/// `UIApplication.shared`.
struct ApplicationValue: NativeValue {
    var typeName: String { "UIApplication" }
    var description: String { "UIApplication" }
    /// A class's one instance: setting its property does not write `shared` back.
    var isReference: Bool { true }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "applicationState": return SDKValues.symbol("UIApplication.State", "active")
        case "isIdleTimerDisabled", "isRegisteredForRemoteNotifications", "isProtectedDataAvailable":
            return .bool(name == "isProtectedDataAvailable")
        case "applicationIconBadgeNumber": return .int(0)
        case "connectedScenes", "windows", "openSessions": return .array([])
        case "keyWindow": return .nil
        case "supportsAlternateIcons": return .bool(true)
        case "alternateIconName": return .nil
        case "canOpenURL": return Function.native(name) { _ in .bool(false) }
        // Opening a URL, ending editing, registering: nothing leaves the playground.
        case "open", "sendAction", "registerForRemoteNotifications", "setAlternateIconName", "endBackgroundTask", "requestSceneSessionActivation":
            return Function.native(name) { _ in .void }
        default: return nil
        }
    }

    /// The app's settings a view sets (`UIApplication.shared.isIdleTimerDisabled = true` while
    /// a screen shows): the device's, not the layout's, so setting one changes nothing.
    func settingMember(_ name: String, to value: Value, in context: EvaluationContext) throws -> (any NativeValue)? {
        ["isIdleTimerDisabled", "applicationIconBadgeNumber", "shortcutItems", "isNetworkActivityIndicatorVisible"].contains(name) ? self : nil
    }
}

/// `Bundle.main`: an app called "App", version 1.0 (1); it finds no resource (nothing is read
/// from disk).
struct BundleValue: NativeValue {
    var typeName: String { "Bundle" }
    var description: String { "Bundle.main" }

    static let info: [(String, String)] = [
        ("CFBundleName", "App"), ("CFBundleDisplayName", "App"), ("CFBundleIdentifier", "com.example.app"),
        ("CFBundleShortVersionString", "1.0"), ("CFBundleVersion", "1"), ("CFBundleExecutable", "App"),
    ]

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "bundleIdentifier": return .string("com.example.app")
        case "infoDictionary", "localizedInfoDictionary":
            var dictionary = OrderedDictionary()
            for (key, value) in Self.info { dictionary[.string(key)] = .string(value) }
            return .dictionary(dictionary)
        case "object":
            // `object(forInfoDictionaryKey:)`
            return Function.native(name) { call in
                guard let key = call.arguments.first?.value.stringValue else { return .nil }
                return Self.info.first { $0.0 == key }.map { .string($0.1) } ?? .nil
            }
        case "bundleURL", "resourceURL": return .native(URLValue(text: "file:///App.app/"))
        case "bundlePath", "resourcePath": return .string("/App.app")
        case "url", "path":
            // `url(forResource: "items", withExtension: "json")`: the app's bundle holds what
            // its target ships, so the resource is there (a force unwrap succeeds); it is never
            // read from disk, so reading it stands in.
            return Function.native(name) { call in
                guard case .string(let resource)? = call.argument("forResource") ?? call.arguments.first?.value else { return .nil }
                var file = resource
                if case .string(let ext)? = call.argument("withExtension") ?? call.argument("ofType"), !ext.isEmpty {
                    file += (ext.hasPrefix(".") ? "" : ".") + ext
                }
                return name == "url" ? .native(URLValue(text: "file:///App.app/" + file)) : .string("/App.app/" + file)
            }
        case "urls", "paths":
            return Function.native(name) { _ in .array([]) }
        case "preferredLocalizations", "localizations": return .array([.string("en")])
        case "localizedString":
            // `localizedString(forKey:value:table:)` finds no string table beside the scene: as
            // Foundation does for a missing key, the value when one is given, else the key.
            return Function.native(name) { call in
                if case .string(let value)? = call.argument("value"), !value.isEmpty { return .string(value) }
                return call.argument("forKey") ?? call.arguments.first?.value ?? .string("")
            }
        default: return nil
        }
    }
}

/// `ProcessInfo.processInfo`: iOS 17.5 on a phone with nothing unusual; its environment and
/// arguments are empty (the machine's are never read).
struct ProcessInfoValue: NativeValue {
    var typeName: String { "ProcessInfo" }
    var description: String { "ProcessInfo" }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "operatingSystemVersionString": return .string("Version \(SDKValues.version) (Build 21F79)")
        case "isLowPowerModeEnabled", "isiOSAppOnMac", "isMacCatalystApp": return .bool(false)
        case "thermalState": return SDKValues.symbol("ProcessInfo.ThermalState", "nominal")
        case "processorCount", "activeProcessorCount": return .int(6)
        case "physicalMemory": return .int(8 << 30)
        case "systemUptime": return .double(3600)
        case "processName": return .string("App")
        case "processIdentifier": return .int(1)
        case "hostName": return .string("localhost")
        case "globallyUniqueString": return .string("00000000-0000-4000-8000-000000000002")
        case "environment":
            context.warnOnce(Sandbox.environmentWarning, at: context.memberAccessPosition)
            return .dictionary(OrderedDictionary())
        case "arguments":
            context.warnOnce(Sandbox.environmentWarning, at: context.memberAccessPosition)
            return .array([.string("App")])
        case "isOperatingSystemAtLeast": return Function.native(name) { _ in .bool(true) }
        default: return nil
        }
    }
}
