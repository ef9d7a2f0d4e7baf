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

    private func variants(_ layout: [String: Any]) -> [[String: Any]] {
        (layout["window"] as? [String: Any])?["variants"] as? [[String: Any]] ?? []
    }

    @Test("On the iPad preset the window shows the HStack; the devices variants show VStack on the iPhones and HStack on the iPad")
    func ipadAndDeviceVariants() throws {
        let display = try VirtualDisplay()
        let app = try PlaygroundProcess(scene: Self.scene, arguments: ["--device", "iPad (10th generation)"], on: display)
        let ipad = try #require(app.layout { $0["handles"] != nil && type(at: "0.0", $0) != nil }, "no layout")
        #expect(type(at: "0.0", ipad) == "HStack")
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
        let layout = try #require(app.layout { $0["handles"] != nil && type(at: "0.0", $0) != nil }, "no layout")
        #expect(type(at: "0.0", layout) == "VStack")
    }
}
