import Foundation
import Testing

/// A scene that reads `horizontalSizeClass` is laid out and drawn for the device asked for:
/// an HStack where iOS gives a regular width (iPad, the Pro Max in landscape), a VStack where
/// it gives a compact one (an iPhone in portrait, the smaller iPhones in landscape).
@Suite("Size classes on the command line")
struct SizeClassCommandTests {
    private let scene = CommandRunner.scenes.appendingPathComponent("size-classes.swift").path

    /// The stack `layout` places under the root on `arguments`.
    private func stack(_ arguments: [String]) throws -> String? {
        let output = try CommandRunner.run(["layout", scene, "--fixed-advance-text", "--format", "text"] + arguments)
        #expect(output.status == 0, "\(output.standardError)")
        return output.standardOutput.split(separator: "\n").first { $0.hasPrefix("0.0 ") }?
            .split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map { String($0.prefix { $0 != "(" }) }
    }

    @Test("layout: HStack on the iPads and the Pro Max in landscape, VStack on iPhones in portrait and the iPhone 15 and SE in landscape")
    func layoutPerDevice() throws {
        for device in ["iPad (10th generation)", "iPad (10th generation) (landscape)", "iPhone 15 Pro Max (landscape)"] {
            #expect(try stack(["--device", device]) == "HStack", "\(device)")
        }
        for device in ["iPhone 15", "iPhone SE", "iPhone 15 Pro Max", "iPhone 15 (landscape)", "iPhone SE (landscape)"] {
            #expect(try stack(["--device", device]) == "VStack", "\(device)")
        }
        // No device: the default 393x852 screen, compact.
        #expect(try stack([]) == "VStack")
        // A custom size by the nearest rule: an iPad-sized window is regular, a phone-sized one compact.
        #expect(try stack(["--proposal", "1000x800"]) == "HStack")
        #expect(try stack(["--proposal", "500x800"]) == "VStack")
    }

    @Test("render draws the layout of the device's size class: side by side on an iPad, stacked on an iPhone")
    func renderPerDevice() throws {
        func origins(_ device: String) throws -> [String] {
            let output = NSTemporaryDirectory() + "size-classes-\(getpid())-\(device.filter(\.isLetter)).svg"
            defer { try? FileManager.default.removeItem(atPath: output) }
            let result = try CommandRunner.run(["render", scene, "--device", device, "--scale", "1", "-o", output])
            #expect(result.status == 0, "\(result.standardError)")
            let svg = try String(contentsOfFile: output, encoding: .utf8)
            // The two colours' rectangles, red then blue, by the point each path starts at.
            return ["fill:rgb(100%,23.137255%,18.823529%)", "fill:rgb(0%,47.843137%,100%)"].compactMap { colour in
                svg.components(separatedBy: "\n").first { $0.contains(colour) }?
                    .components(separatedBy: "d=\"M ").dropFirst().first?.components(separatedBy: " L").first
            }
        }
        // iPad: 820 x 1180, the 200 x 50 row centred in the safe area (24 top, 20 bottom).
        #expect(try origins("iPad (10th generation)") == ["310 567", "410 567"])
        // iPhone 15: 393 x 852, the 100 x 100 column centred in the safe area (59 top, 34
        // bottom) at (146.5, 388.5), drawn on whole pixels at scale 1.
        #expect(try origins("iPhone 15") == ["147 389", "147 439"])
    }
}

/// What a layout meets, the command prints: loading only evaluates, so an error in scene code
/// that only the real layout runs is printed after it, at its line, and the status is 1.
@Suite("Errors met during the layout")
struct LayoutTimeErrorCommandTests {
    private let scene = CommandRunner.scenes.appendingPathComponent("picky-layout.swift").path

    @Test("An error in a Layout method at the real proposal reaches stderr with its line, and exit status 1; another proposal is clean")
    func layoutMethodError() throws {
        for command in ["layout", "explain"] {
            let failing = try CommandRunner.run([command, scene, "--proposal", "250x400", "--fixed-advance-text"])
            #expect(failing.status == 1, "\(command): \(failing.standardError)")
            #expect(failing.standardError.contains("picky-layout.swift:7:"), "\(command): \(failing.standardError)")
            #expect(failing.standardError.contains("error: index 3 is out of range"), "\(command): \(failing.standardError)")
            let clean = try CommandRunner.run([command, scene, "--proposal", "300x400", "--fixed-advance-text"])
            #expect(clean.status == 0, "\(command): \(clean.standardError)")
            #expect(!clean.standardError.contains("error"), "\(command): \(clean.standardError)")
        }
    }
}

