import CGtk
import Foundation
import PlaygroundModel

/// The GTK application (`org.layoutplayground.LayoutPlayground`): app-scoped actions and
/// accelerators, one window per document. `layout-playground` and `layout-playground gui
/// [SCENE]` call `run`.
public final class PlaygroundApplication {
    public static let applicationID = "org.layoutplayground.LayoutPlayground"

    /// Options the command line passes in.
    public struct Options {
        /// The scene to open; nil opens the built-in example.
        public var scenePath: String?
        /// Other files of the scene (models, views it uses), read along and not edited.
        public var companionPaths: [String] = []
        /// An app folder to open instead (`AppProject`): the navigator lists its files, previews
        /// and views.
        public var appFolder: String?
        /// Test hook: after every layout, the current layout is written here as the `layout`
        /// command's JSON (temporary file then rename).
        public var layoutDumpPath: String?
        /// The device preset to start on (`DevicePreset.id`); nil starts on a custom size.
        public var devicePreset: String?
        /// The size to start at (`--proposal`); nil for the scene's own or 393 x 852.
        public var proposal: ProposalState?

        public init(scenePath: String? = nil, layoutDumpPath: String? = nil, devicePreset: String? = nil) {
            self.scenePath = scenePath
            self.layoutDumpPath = layoutDumpPath
            self.devicePreset = devicePreset
        }
    }

    // MARK: Owned
    private let application: GRef<GKind.Application>
    private let options: Options
    private var windows: [PlaygroundWindow] = []

    /// The scene file being read while GTK starts (reading a large scene and starting GTK take
    /// similar time; the first window waits for whichever is later, not their sum).
    private var opening: OpeningDocument?

    public init(options: Options) {
        self.options = options
        if options.layoutDumpPath != nil { GObjectCensus.start() }
        if let folder = options.appFolder {
            opening = OpeningDocument(folder: folder, defaultScreen: PlaygroundWindow.defaultScreen(options))
        } else if let path = options.scenePath {
            opening = OpeningDocument(path: path, companions: options.companionPaths)
        }
        // libadwaita's application: its style sheet, dark style through AdwStyleManager.
        application = GRef(adopting: adw_application_new(Self.applicationID, G_APPLICATION_NON_UNIQUE)!)
        application.on("activate") { [weak self] in self?.activate() }
    }

    /// Runs the main loop until the last window closes; returns the exit status.
    public func run() -> Int32 {
        // GApplication would parse our arguments; the command line has already done that.
        g_application_run(application.cast(), 0, nil)
    }

    private func activate() {
        PlaygroundAction.install(in: self, application)
        let opened = opening?.wait()
        opening = nil
        let window = PlaygroundWindow(application: application.borrowed, options: options, opened: opened)
        windows.append(window)
        window.present()
    }

    /// `app.quit`: closes every window (each may ask about unsaved changes first).
    func closeWindows() {
        for window in windows { window.close() }
    }
}

/// A scene file or an app folder read on a large-stack thread of its own; `wait` returns the
/// document (and the app), or why it could not be opened.
final class OpeningDocument: @unchecked Sendable {
    /// What a window opens with: a document, and the app it is a file of.
    typealias Opened = (document: PlaygroundDocument, project: AppProject?)
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Opened, Error>?

    init(path: String, companions: [String]) {
        start { (try PlaygroundDocument.open(path: path, companions: companions), nil) }
    }

    init(folder: String, defaultScreen: Screen) {
        start {
            let project = try AppProject(folder: folder)
            guard let file = project.openingFile else { throw DocumentError("the folder '\(folder)' has no Swift file to open") }
            return (try project.open(file, defaultScreen: defaultScreen), project)
        }
    }

    private func start(_ work: @escaping () throws -> Opened) {
        let thread = Thread { [self] in
            result = Result { try work() }
            done.signal()
        }
        thread.stackSize = LargeStack.size
        thread.start()
    }

    func wait() -> Result<Opened, Error> {
        done.wait()
        done.signal()
        return result!
    }
}
