import SwiftIfConfig
import SwiftSyntax

/// The build configuration `#if` is evaluated in: an iOS debug build for an arm64 iPhone, as
/// Xcode's previews are. `DEBUG` is set, `os(iOS)` and `canImport(UIKit)`/`canImport(SwiftUI)`
/// are true, `targetEnvironment(simulator)` is false, Swift is 6.0.
public struct IOSBuildConfiguration: BuildConfiguration {
    /// Modules `canImport` finds: Apple's frameworks an iOS app can import.
    public static let importableModules: Set<String> = [
        "SwiftUI", "UIKit", "Foundation", "Combine", "Observation", "CoreGraphics", "MapKit", "Charts",
        "PhotosUI", "AVKit", "CoreLocation", "CoreData", "SwiftData", "WidgetKit", "StoreKit", "os", "Darwin",
        "QuartzCore", "CoreText", "TipKit", "Accessibility",
    ]

    public init() {}

    public func isCustomConditionSet(name: String) throws -> Bool { name == "DEBUG" }
    public func hasFeature(name: String) throws -> Bool { false }
    public func hasAttribute(name: String) throws -> Bool { true }
    public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard let first = importPath.first?.1 else { return false }
        return Self.importableModules.contains(first)
    }
    public func isActiveTargetOS(name: String) throws -> Bool { name == "iOS" }
    public func isActiveTargetArchitecture(name: String) throws -> Bool { name == "arm64" }
    public func isActiveTargetEnvironment(name: String) throws -> Bool { false }
    public func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" }
    public func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
    public func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }
    public var targetPointerBitWidth: Int { 64 }
    public var targetAtomicBitWidths: [Int] { [32, 64, 128] }
    public var endianness: Endianness { .little }
    public var languageVersion: VersionTuple { VersionTuple(6, 0) }
    public var compilerVersion: VersionTuple { VersionTuple(6, 0) }
}
