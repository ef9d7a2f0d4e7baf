import Foundation
import Testing

/// Size classes in the real window: a scene that reads `horizontalSizeClass` shows the layout of
/// the device the window is set to, and the devices variant strip shows each device's.
@Suite("Size classes in the window", .serialized)
struct WindowSizeClassTests {
    /// A view that shows an HStack when the width is regular, a VStack when it is compact.
    private static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../CommandTests/Scenes/size-classes.swift").standardized.path

    /// The type of the view at `path` in a layout dump.
    private func type(at path: String, _ layout: [String: Any]) -> String? {
        (layout["views"] as? [[String: Any]])?.first { $0["path"] as? String == path }?["type"] as? String
    }

    /// The device preset the window's screen is, in a layout dump.
    private func preset(_ layout: [String: Any]) -> String? {
        (layout["screenState"] as? [String: Any])?["preset"] as? String
    }

    private func variants(_ layout: [String: Any]) -> [[String: Any]] {
        (layout["window"] as? [String: Any])?["variants"] as? [[String: Any]] ?? []
    }

    @Test("On the iPad preset the window shows the HStack; the devices variants show VStack on the iPhones and HStack on the iPad")
    func ipadAndDeviceVariants() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: Self.scene, arguments: ["--device", "iPad (10th generation)"], on: display)
        // The window may show a layout before the preset is applied: wait for the iPad's.
        let ipad = try #require(app.layout { $0["handles"] != nil && preset($0) == "iPad (10th generation)" && type(at: "0.0", $0) == "HStack" },
                                "the iPad preset does not show the HStack: \(type(at: "0.0", app.layout() ?? [:]) ?? "no layout")")
        usleep(500_000)
        let area = try #require(PlaygroundProcess.area(ipad))
        try display.run("xdotool", ["mousemove", "\(Int(area.minX) - 15)", "\(Int((area.minY + area.maxY) / 2))", "click", "1"])
        // Ctrl+Shift+V: Dynamic Type sizes, then devices.
        try display.run("xdotool", ["key", "ctrl+shift+v"])
        _ = try #require(app.layout { variants($0).count == 5 }, "no Dynamic Type variants")
        try display.run("xdotool", ["key", "ctrl+shift+v"])
        let devices = try #require(app.layout { variants($0).count == 4 }, "no device variants")
        #expect(variants(devices).map { $0["name"] as? String ?? "" } == ["iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad (10th generation)"])
        #expect(variants(devices).map { ($0["types"] as? [String: String])?["0.0"] ?? "" } == ["VStack", "VStack", "VStack", "HStack"])
    }

    @Test("On the iPhone 15 preset the window shows the VStack")
    func iphone() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: Self.scene, arguments: ["--device", "iPhone 15"], on: display)
        let layout = try #require(app.layout { $0["handles"] != nil && preset($0) == "iPhone 15" && type(at: "0.0", $0) != nil }, "no layout")
        usleep(500_000)
        #expect(type(at: "0.0", app.layout() ?? layout) == "VStack")
    }
}
