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
}
