/// What a scene can never reach: files, processes, the network, the machine's clock and its
/// environment. A scene is code from a stranger (a pull request, a reader's gist) that the
/// window runs on every keystroke, so the Foundation types that would reach outside the
/// evaluator are refused with an error at the code that uses them, and the clock and the
/// environment answer fixed values with a warning saying so (a layout is the same every time
/// it is run, and real views that show a date or read a flag still lay out).
public enum Sandbox {
    /// Types every use of which reaches outside the scene, with what they would reach.
    static let refusedTypes: [String: String] = [
        "FileManager": "files", "NSFileManager": "files", "FileHandle": "files", "NSFileHandle": "files",
        "FileWrapper": "files", "InputStream": "files", "OutputStream": "files", "NSFileCoordinator": "files",
        "Process": "processes", "NSTask": "processes", "Thread": "threads", "NSThread": "threads",
        "URLSession": "the network", "NSURLSession": "the network", "NSURLConnection": "the network",
        "NWConnection": "the network", "NWListener": "the network", "NWBrowser": "the network",
        "CFSocket": "the network",
        "NSAppleScript": "processes", "DispatchSource": "the system's event sources",
    ]

    /// The error for using `type`, or nil when the scene may use it (`program` declares its
    /// own type of that name, or the name is not a refused one).
    public static func refusal(ofType type: String, declaredByScene: Bool, at position: SourcePosition?) -> RuntimeError? {
        guard !declaredByScene, let reached = refusedTypes[type] else { return nil }
        return RuntimeError("a scene cannot reach \(reached): \(type) is refused", at: position,
                            hint: "write the values the view shows into the scene")
    }

    /// The warning for reading the clock: `Date()`, `Date.now` are one fixed moment.
    public static let clockWarning = "a scene cannot read the machine's clock: Date() and .now are 10 June 2024, 9:41, the same every run"

    /// The warning for reading the machine's environment or arguments: they are empty.
    public static let environmentWarning = "a scene cannot read the machine's environment: ProcessInfo's environment and arguments are empty"
}
