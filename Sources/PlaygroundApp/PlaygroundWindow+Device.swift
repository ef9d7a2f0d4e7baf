import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering

/// The device's screen as the device shows it (issue 33): over the canvas when the Device
/// Chrome toggle is on (off by default), in the pictures the window exports on a device
/// preset's screen unless the export turned it off (`ExportPreferences.withDeviceChrome`).
extension PlaygroundWindow {
    /// The chrome of the device whose screen `result` was laid out on: the document's preset
    /// when the result fills its screen, else a preset of that size and safe area (a preview
    /// or a variant on another device); nil for a custom size.
    func deviceChrome(for result: LayoutResult) -> DeviceChrome? {
        let screen = result.containerFrame.size
        guard screen.width.isFinite, screen.height.isFinite else { return nil }
        let preset = document.screen.preset.flatMap(DevicePreset.named).flatMap { $0.size == screen ? $0 : nil }
            ?? DevicePreset.all.first { $0.size == screen && $0.safeArea == result.safeAreaInsets }
        return preset.flatMap { DeviceChrome.named($0.name, screen: $0.size) }
    }

    /// Shows or hides the chrome over the canvas, for the layout shown.
    func updateDeviceChrome() {
        canvas.deviceChrome = showsDeviceChrome ? result.flatMap(deviceChrome(for:)) : nil
    }

    /// The Device Chrome toggle.
    func setDeviceChrome(_ on: Bool) {
        showsDeviceChrome = on
        updateDeviceChrome()
        if on, document.screen.preset == nil {
            showToast("Device chrome shows on a device's screen: choose a device over the canvas")
        }
    }

    /// The picture an export draws of `result`: on a device's screen with its chrome unless
    /// the export settings turned it off; else the bare screen.
    func exportPicture(_ result: LayoutResult) -> CanvasPainting {
        let scene = SceneCanvas(result: result, renderer: canvas.renderer)
        guard exportSettings.withDeviceChrome, let chrome = deviceChrome(for: result) else { return scene }
        return DeviceChromeCanvas(scene: scene, chrome: chrome)
    }

    /// The export chooser's choice of the device's chrome, when the canvas shows a device;
    /// whether it was added.
    func addDeviceChoice(to chooser: GBorrowed<GKind.FileChooser>) -> Bool {
        guard let result, deviceChrome(for: result) != nil else { return false }
        Self.addChoice(chooser, id: "device", label: "Device", options: [
            ("with", "The screen as the device shows it"), ("without", "The bare screen"),
        ], selected: exportSettings.withDeviceChrome ? "with" : "without")
        return true
    }
}
