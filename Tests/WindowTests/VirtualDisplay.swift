import Foundation

/// An X server of our own (Xvfb) for the window's end-to-end tests, with the tools that drive
/// and photograph it: xdotool (pointer and keyboard) and ImageMagick's `import` and `compare`.
/// Scripts/install-dependencies.sh installs them; a missing tool fails the test loudly.
final class VirtualDisplay {
    let display: String
    private let server: Process
    private var helpers: [Process] = []

    init() throws {
        for tool in ["Xvfb", "xdotool", "import", "compare", "convert", "xclip", "xprop", "openbox"] {
            guard VirtualDisplay.which(tool) != nil else {
                throw Failure("'\(tool)' is not installed: run Scripts/install-dependencies.sh")
            }
        }
        // Xvfb picks a display number nobody uses and writes it on standard output when it is
        // ready (-displayfd): suites running side by side never share a server.
        server = Process()
        server.executableURL = URL(fileURLWithPath: VirtualDisplay.which("Xvfb")!)
        server.arguments = ["-displayfd", "1", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"]
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        let reader = output.fileHandleForReading
        var text = ""
        let deadline = Date().addingTimeInterval(10)
        while !text.contains("\n") {
            guard Date() < deadline, server.isRunning else { throw Failure("Xvfb did not start") }
            text += String(decoding: reader.availableData, as: UTF8.self)
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw Failure("Xvfb wrote no display number: \(text)")
        }
        display = ":\(number)"
    }

    deinit {
        for helper in helpers where helper.isRunning {
            kill(helper.processIdentifier, SIGKILL)
            helper.waitUntilExit()
        }
        // SIGKILL: an X server with clients still connected may ignore SIGTERM for a while.
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
    }

    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["GSK_RENDERER"] = "cairo"
        environment["GDK_BACKEND"] = "x11"
        environment["NO_AT_BRIDGE"] = "1"
        return environment
    }

    /// Runs a tool against this display and returns its standard output.
    @discardableResult
    func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = self.process(tool, arguments)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// A screenshot of the whole screen.
    func screenshot(to path: String) throws {
        try run("import", ["-window", "root", path])
    }

    /// Starts `tool` in the background on this display (a window manager, a drag source); it is
    /// killed when the display goes.
    @discardableResult
    func start(_ tool: String, _ arguments: [String]) throws -> Process {
        let process = self.process(tool, arguments)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        helpers.append(process)
        return process
    }

    /// `tool` (a name on the PATH or an absolute path) set up to run on this display.
    private func process(_ tool: String, _ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: VirtualDisplay.which(tool) ?? tool)
        process.arguments = arguments
        process.environment = environment
        return process
    }

    /// Presses `button` at `start` (when given; else where the pointer is), moves by `step`
    /// `steps` times a little apart (a drag is seen motion by motion), and releases.
    func drag(from start: (x: Int, y: Int)? = nil, button: Int = 1, steps: Int, by step: (dx: Int, dy: Int), pause: useconds_t = 50_000) throws {
        if let start { try run("xdotool", ["mousemove", "\(start.x)", "\(start.y)"]) }
        try run("xdotool", ["mousedown", "\(button)"])
        for _ in 0..<steps {
            try run("xdotool", ["mousemove_relative", "--", "\(step.dx)", "\(step.dy)"])
            usleep(pause)
        }
        try run("xdotool", ["mouseup", "\(button)"])
    }

    /// The colour of one pixel of a screenshot: red, green, blue, 0...255.
    func pixel(_ screenshot: String, x: Int, y: Int) throws -> (red: Int, green: Int, blue: Int) {
        let output = try run("convert", [screenshot, "-format", "%[fx:int(255*p{\(x),\(y)}.r)],%[fx:int(255*p{\(x),\(y)}.g)],%[fx:int(255*p{\(x),\(y)}.b)]", "info:"])
        let parts = output.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard parts.count == 3 else { throw Failure("no pixel at \(x),\(y) of \(screenshot): \(output)") }
        return (parts[0], parts[1], parts[2])
    }

    /// The darkest grey (0...255) in a rectangle of a screenshot: 255 when it is all white.
    func darkest(_ screenshot: String, x: Int, y: Int, width: Int, height: Int) throws -> Int {
        let output = try run("convert", [screenshot, "-crop", "\(width)x\(height)+\(x)+\(y)", "+repage", "-colorspace", "Gray", "-format", "%[fx:int(255*minima.r)]", "info:"])
        guard let value = Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) else { throw Failure("no pixels in \(width)x\(height)+\(x)+\(y): \(output)") }
        return value
    }

    /// The contrast ratio (WCAG: lighter + 0.05 over darker + 0.05, in linear luminance)
    /// between the darkest and the lightest pixel of a rectangle: text over its background.
    func contrast(_ screenshot: String, x: Int, y: Int, width: Int, height: Int) throws -> Double {
        let output = try run("convert", [screenshot, "-crop", "\(width)x\(height)+\(x)+\(y)", "+repage", "-colorspace", "LinearGray",
                                         "-format", "%[fx:minima.r] %[fx:maxima.r]", "info:"])
        let values = output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard values.count == 2 else { throw Failure("no pixels in \(width)x\(height)+\(x)+\(y): \(output)") }
        return (values[1] + 0.05) / (values[0] + 0.05)
    }

    /// The number of pixels that differ between two screenshots.
    func differingPixels(_ first: String, _ second: String) throws -> Int {
        let output = try run("compare", ["-metric", "AE", first, second, "/dev/null"])
        return Int(Double(output.split(separator: " ").first ?? "0") ?? 0)
    }

    static func which(_ tool: String) -> String? {
        if tool.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: tool) ? tool : nil }
        for directory in ["/usr/bin", "/usr/local/bin", "/bin"] {
            let path = directory + "/" + tool
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
