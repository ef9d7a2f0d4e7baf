import LayoutEngine
import PlaygroundModel
import Testing

/// Size classes as iOS gives them, in the window's model: per device preset and orientation,
/// by the nearest rule for a custom size, and in the window's layouts and its variants.
@Suite("Size classes")
struct SizeClassTests {
    static let adaptive = """
        struct AdaptiveRow: View {
            @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
            var body: some View {
                if horizontalSizeClass == .regular {
                    HStack(spacing: 0) { Color.red.frame(width: 100, height: 50); Color.blue.frame(width: 100, height: 50) }
                } else {
                    VStack(spacing: 0) { Color.red.frame(width: 100, height: 50); Color.blue.frame(width: 100, height: 50) }
                }
            }
        }
        #Preview { AdaptiveRow() }
        """

    private func stack(_ result: LayoutResult?) -> String? {
        result?.views.first { ["HStack", "VStack"].contains($0.view.typeName) }?.view.typeName
    }

    @Test("Each preset has Apple's size classes: iPhones compact x regular in portrait; Pro Max regular x compact, the others compact x compact in landscape; iPad regular x regular")
    func presets() throws {
        func classes(_ id: String) throws -> String {
            let preset = try #require(DevicePreset.named(id))
            return "\(preset.horizontalSizeClass.rawValue) \(preset.verticalSizeClass.rawValue)"
        }
        #expect(try classes("iPhone SE") == "compact regular")
        #expect(try classes("iPhone 15") == "compact regular")
        #expect(try classes("iPhone 15 Pro Max") == "compact regular")
        #expect(try classes("iPad (10th generation)") == "regular regular")
        #expect(try classes("iPhone SE (landscape)") == "compact compact")
        #expect(try classes("iPhone 15 (landscape)") == "compact compact")
        #expect(try classes("iPhone 15 Pro Max (landscape)") == "regular compact")
        #expect(try classes("iPad (10th generation) (landscape)") == "regular regular")
    }

    @Test("The custom-size rule gives every preset's screen the preset's own size classes, and a narrow iPad split compact x regular")
    func ruleAgreesWithPresets() {
        for preset in DevicePreset.all {
            let rule = UserInterfaceSizeClass.sizeClasses(forScreen: preset.size)
            #expect(rule.horizontal == preset.horizontalSizeClass && rule.vertical == preset.verticalSizeClass, "\(preset.id)")
        }
        // The other Plus and Max iPhones in landscape (896, 926 points wide) are regular; the 844 and 812 ones compact.
        #expect(UserInterfaceSizeClass.sizeClasses(forScreen: Size(width: 896, height: 414)).horizontal == .regular)
        #expect(UserInterfaceSizeClass.sizeClasses(forScreen: Size(width: 844, height: 390)).horizontal == .compact)
        // An iPad app in a third of the screen: 320 x 1180, compact x regular.
        let split = UserInterfaceSizeClass.sizeClasses(forScreen: Size(width: 320, height: 1180))
        #expect(split.horizontal == .compact && split.vertical == .regular)
        // No NaN or infinity reaches the rule as a size class decision.
        let odd = UserInterfaceSizeClass.sizeClasses(forScreen: Size(width: .infinity, height: .nan))
        #expect(odd.horizontal == .compact && odd.vertical == .compact)
    }

    @Test("The window lays the size-class scene out as the device does: HStack on the iPads and the Pro Max in landscape, VStack on an iPhone 15")
    func windowLayout() throws {
        let document = PlaygroundDocument(source: Self.adaptive, filePath: nil)
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        #expect(stack(session.layout()) == "VStack")
        for id in ["iPad (10th generation)", "iPad (10th generation) (landscape)", "iPhone 15 Pro Max (landscape)"] {
            document.screen = Screen(try #require(DevicePreset.named(id)))
            #expect(stack(session.layout()) == "HStack", "\(id)")
            #expect(session.screenEnvironment.horizontalSizeClass == .regular)
        }
        #expect(session.screenCaption.contains("regular width, compact height"), "\(session.screenCaption)")
        document.screen = Screen(try #require(DevicePreset.named("iPhone 15")))
        #expect(stack(session.layout()) == "VStack")
        #expect(session.screenCaption.hasPrefix("iPhone 15  393×852  ·  compact width, regular height"), "\(session.screenCaption)")
        // A custom size wide and tall enough for an iPad window is regular.
        document.proposal = ProposalState(width: 1000, height: 800)
        #expect(document.screen.preset == nil)
        #expect(stack(session.layout()) == "HStack")
    }

    @Test("The devices variant strip shows each device's layout: VStack on the iPhones, HStack on the iPad")
    func deviceVariants() throws {
        let document = PlaygroundDocument(source: Self.adaptive, filePath: nil)
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        let devices = Variant.variants(.devices, environment: session.environment, screen: document.screen)
        #expect(devices.map(\.name) == ["iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad (10th generation)"])
        #expect(devices.map { stack(session.layout($0)) } == ["VStack", "VStack", "VStack", "HStack"])
    }

    @Test("UIScreen.main.bounds in a view's initializer is the device's screen")
    func screenInInitializer() throws {
        let document = PlaygroundDocument(source: """
            struct Sized: View {
                let width = UIScreen.main.bounds.width
                var body: some View { Color.red.frame(width: width / 10, height: 10) }
            }
            #Preview { Sized() }
            """, filePath: nil)
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        document.screen = Screen(try #require(DevicePreset.named("iPad (10th generation)")))
        #expect(session.layout()?.size.width == 82)
        document.screen = Screen(try #require(DevicePreset.named("iPhone 15")))
        #expect(session.layout()?.size.width == 39.3)
    }
}
