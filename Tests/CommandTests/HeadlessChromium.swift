import Foundation
import Testing

/// Debian's Chromium, headless, with the network cut off (every host resolves to nothing, the
/// proxy is a closed port): what the web page and contact sheet tests open pages in.
enum HeadlessChromium {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The page's DOM after its scripts ran.
    static func dom(_ url: String) throws -> String {
        String(decoding: try run(["--virtual-time-budget=3000", "--dump-dom", url]), as: UTF8.self)
    }

    /// A screenshot of the page at `width` x `height` pixels, written to `file` (PNG).
    static func screenshot(_ url: String, to file: String, width: Int, height: Int) throws {
        _ = try run(["--virtual-time-budget=3000", "--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=" + file, url])
    }

    private static func run(_ arguments: [String]) throws -> Data {
        let browser = try #require(path, "Chromium is not installed (Scripts/install.sh installs it)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        let profile = NSTemporaryDirectory() + "lp-chromium-\(UUID().uuidString)"
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + profile,
                             "--host-resolver-rules=MAP * ~NOTFOUND", "--proxy-server=127.0.0.1:9"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 90, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        try? FileManager.default.removeItem(atPath: profile)
        return data
    }
}
