import LayoutEngine
import SceneSource
import Testing

/// Custom views that read the environment build their bodies for the environment they get.
@Suite("Environment")
struct EnvironmentTests {
    static let adaptiveRow = """
        Row()
        struct Row: View {
            @Environment(\\.sizeCategory) var sizeCategory
            var body: some View {
                if sizeCategory.isAccessibilityCategory {
                    VStack { Text("Capital"); Text("Canberra") }
                } else {
                    HStack { Text("Capital"); Text("Canberra") }
                }
            }
        }
        """

    private func bodyType(_ source: String, _ size: DynamicTypeSize, path: String = "0.0") throws -> String? {
        let root = try #require(load(source).root)
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = size
        return try layout(root, ProposedViewSize(width: 400, height: 400), environment: environment).view(at: path)?.typeName
    }

    @Test("A custom view reading sizeCategory is a VStack at accessibility sizes and an HStack below")
    func sizeCategoryBranches() throws {
        #expect(try bodyType(Self.adaptiveRow, .accessibility1) == "VStack")
        #expect(try bodyType(Self.adaptiveRow, .large) == "HStack")
    }

    @Test("An environment modifier above the custom view decides its branch")
    func environmentModifierDecides() throws {
        let source = Self.adaptiveRow.replacingOccurrences(of: "Row()\n", with: "Row().environment(\\.sizeCategory, .accessibilityLarge)\n")
        #expect(try bodyType(source, .large, path: "0.0.0") == "VStack")
    }

    @Test("Comparisons and ternaries read dynamicTypeSize")
    func comparisons() throws {
        let source = """
            Dot()
            struct Dot: View {
                @Environment(\\.dynamicTypeSize) var size
                var body: some View {
                    Color.red.frame(width: size >= .xxLarge ? 20 : 10, height: size == .large ? 1 : 2)
                }
            }
            """
        let root = try #require(load(source).root)
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .xxLarge
        let large = try layout(root, .unspecified, environment: environment)
        #expect(large.size == Size(width: 20, height: 2))
        let standard = try layout(root, .unspecified)
        #expect(standard.size == Size(width: 10, height: 1))
    }

    @Test("@ScaledMetric scales like body text")
    func scaledMetric() throws {
        let source = """
            Gap()
            struct Gap: View {
                @ScaledMetric var spacing = 8
                var body: some View { Color.red.frame(width: spacing, height: spacing) }
            }
            """
        let root = try #require(load(source).root)
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility5
        let result = try layout(root, .unspecified, environment: environment)
        #expect(abs(result.size.width - 8 * 53 / 17) < 1e-9)
        #expect(try layout(root, .unspecified).size.width == 8)
    }

    @Test("A custom font scales with Dynamic Type as body (or its relativeTo: style) does; a fixed size does not")
    func customFontScales() throws {
        func width(_ font: String, at size: DynamicTypeSize) throws -> Double {
            let root = try #require(load("Text(\"Hello\").font(\(font))").root)
            var environment = EnvironmentValues()
            environment.dynamicTypeSize = size
            return try layout(root, .unspecified, environment: environment).size.width
        }
        let body = try width(#".custom("Avenir", size: 20)"#, at: .large)
        #expect(abs(try width(#".custom("Avenir", size: 20)"#, at: .accessibility5) - body * 53 / 17) < 0.01)
        let title = try width(#".custom("Avenir", size: 20, relativeTo: .title)"#, at: .large)
        #expect(abs(title - body) < 0.01)
        #expect(abs(try width(#".custom("Avenir", size: 20, relativeTo: .title)"#, at: .accessibility5) - title * 58 / 28) < 0.01)
        #expect(try width(#".custom("Avenir", fixedSize: 20)"#, at: .accessibility5) == body)
    }

    /// The Dynamic Type size a `Probe` custom view sees, read back from its width.
    private static let probe = """
        struct Probe: View {
            @Environment(\\.dynamicTypeSize) var size
            var body: some View {
                Color.red.frame(width: size == .xSmall ? 1 : size == .large ? 4 : size == .xxxLarge ? 7 : size == .accessibility5 ? 12 : 99, height: 1)
            }
        }
        """

    private func probedWidth(_ root: String, at size: DynamicTypeSize) throws -> Double {
        let loaded = load(root + "\n" + Self.probe)
        let tree = try #require(loaded.root, "\(loaded.diagnostics.map(\.description))")
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = size
        return try layout(tree, .unspecified, environment: environment).size.width
    }

    @Test(".environment(\\.dynamicTypeSize, ...) and .dynamicTypeSize(...) set the size below them")
    func setDynamicTypeSize() throws {
        #expect(try probedWidth("Probe().environment(\\.dynamicTypeSize, .xxxLarge)", at: .large) == 7)
        #expect(try probedWidth("Probe().dynamicTypeSize(.xSmall)", at: .accessibility5) == 1)
    }

    @Test("A range in .dynamicTypeSize clamps the size from the environment")
    func dynamicTypeSizeRangeClamps() throws {
        #expect(try probedWidth("Probe().dynamicTypeSize(...DynamicTypeSize.xxxLarge)", at: .accessibility5) == 7)
        #expect(try probedWidth("Probe().dynamicTypeSize(...DynamicTypeSize.xxxLarge)", at: .large) == 4)
        #expect(try probedWidth("Probe().dynamicTypeSize(.large ... .xxxLarge)", at: .xSmall) == 4)
        #expect(try probedWidth("Probe().dynamicTypeSize(.large ... .xxxLarge)", at: .accessibility5) == 7)
    }

    @Test(".environment(\\.layoutDirection, .rightToLeft) mirrors the stack below it")
    func layoutDirectionFromSource() throws {
        let root = try #require(load("""
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 30, height: 10)
            }
            .environment(\\.layoutDirection, .rightToLeft)
            """).root)
        let result = try layout(root, ProposedViewSize(width: 100, height: 10))
        #expect(result.view(at: "0.0.0")?.frame.minX == 30)
        #expect(result.view(at: "0.0.1")?.frame.minX == 0)
    }

    @Test("Text styles scale with Dynamic Type and fixed sizes do not")
    func fontsScale() throws {
        let root = try #require(load("""
            VStack(spacing: 0) {
                Text("a").font(.body)
                Text("a").font(.system(size: 17))
                Text("a").font(.headline).bold().italic()
            }
            """).root)
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility3
        let result = try layout(root, .unspecified, environment: environment)
        // Fixed-advance text: 0.5 em wide, 1.2 em tall; body is 40 points at accessibility3.
        #expect(result.view(at: "0.0")?.frame.height == 40 * 1.2)
        #expect(result.view(at: "0.1")?.frame.height == 17 * 1.2)
        let styled = try #require(result.view(at: "0.2.0"))
        guard case .text(let text) = styled.view.content else {
            Issue.record("0.2.0 is not a Text: \(styled.typeName)")
            return
        }
        #expect(text.weight == .bold && text.isItalic)
    }
}
