import LayoutEngine
import SceneSource
import Testing

/// `UIDevice.current`, `UIApplication.shared`, `Bundle.main`, `ProcessInfo.processInfo`: values
/// of the device being shown, never of the machine the playground runs on.
@Suite("The SDK's singletons answer for the device shown")
struct SDKValueTests {
    static let scene = """
        #Preview {
            VStack {
                Text(UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone")
                Text(UIDevice.current.model)
                Text(Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "-")
                Text(Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "-")
                Text(UIApplication.shared.applicationState == .active ? "active" : "not")
                Text(ProcessInfo.processInfo.environment["HOME"] ?? "no home")
                Text(Bundle.main.url(forResource: "data", withExtension: "json") == nil ? "no file" : "file")
            }
        }
        """

    private func texts(_ environment: EnvironmentValues) throws -> [String] {
        let loaded = load(Self.scene)
        let session = try #require(loaded.session)
        // The one warning: the machine's environment is never read (`Sandbox`).
        #expect(!loaded.hasErrors && messages(loaded.diagnostics, .warning).count == 1, "\(loaded.diagnostics)")
        #expect(messages(loaded.diagnostics, .warning).first?.contains("cannot read the machine's environment") == true)
        let root = try #require(session.root(preview: 0, environment: environment))
        return try layout(root, ProposedViewSize(width: environment.screenSize.width, height: environment.screenSize.height), environment: environment)
            .views.compactMap { $0.textLines?.joined() }
    }

    @Test("On an iPhone, an iPhone; on a screen regular both ways, an iPad; the app's version, no environment variable, a bundled resource found (never read)")
    func deviceValues() throws {
        #expect(try texts(EnvironmentValues()) == ["phone", "iPhone", "1.0", "1", "active", "no home", "file"])
        var pad = EnvironmentValues()
        pad.setScreen(Size(width: 820, height: 1180))
        #expect(try texts(pad) == ["pad", "iPad", "1.0", "1", "active", "no home", "file"])
    }
}
