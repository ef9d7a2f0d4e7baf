import LayoutEngine
import SceneSource
import Testing

/// Swift's rules across an app's files and the SDK it imports (issue 39): overload resolution
/// across modules, trailing closures, access control of extensions, and iOS 17's
/// `Color.resolve(in:)`.
@Suite("An app's files beside the SDK's names")
struct AppModuleRulesTests {
    /// The texts of the laid-out root and whether anything was an error.
    private func texts(_ loaded: SceneLoadResult) throws -> (texts: [String], frames: [Rect], errors: [String]) {
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let diagnostics = laidOut(loaded)
        let views = try layout(root, ProposedViewSize(width: 393, height: 852)).views.filter { $0.textLines != nil }
        return (views.compactMap { $0.textLines?.joined() }, views.map(\.frame), messages(diagnostics))
    }

    @Test("A trailing closure never goes to a String parameter: UIColor { traits in ... } is not the app's UIColor(hex:), which stays usable")
    func trailingClosureNotToString() throws {
        let loaded = SceneLoader.load(files: [
            ("Theme.swift", """
                import SwiftUI
                extension UIColor {
                    convenience init(hex: String) {
                        let digits = hex.trimmingCharacters(in: .whitespaces).count
                        self.init(red: CGFloat(digits) / 10, green: 0, blue: 0, alpha: 1)
                    }
                }
                extension Color {
                    init(light: String, dark: String) {
                        self = Color(UIColor { traits in
                            traits.userInterfaceStyle == .dark ? UIColor(hex: dark) : UIColor(hex: light)
                        })
                    }
                }
                """),
            ("Screen.swift", """
                import SwiftUI
                #Preview {
                    VStack {
                        Text("Themed").foregroundStyle(Color(light: "FFFFFF", dark: "000000"))
                        Text("Plain").foregroundStyle(Color(UIColor(hex: "ABC")))
                    }
                }
                """),
        ])
        let laid = try texts(loaded)
        #expect(laid.errors.isEmpty, "\(laid.errors)")
        #expect(laid.texts == ["Themed", "Plain"])
    }

    @Test("An app's own `struct List` (a model) does not hide SwiftUI's List from a call only SwiftUI's initializers take")
    func appTypeBesideSwiftUIType() throws {
        let loaded = SceneLoader.load(files: [
            ("Models.swift", """
                public struct List: Codable, Identifiable {
                    public let id: String
                    public let title: String
                }
                """),
            ("Screen.swift", """
                import SwiftUI
                struct Lists: View {
                    let lists = [List(id: "1", title: "Friends"), List(id: "2", title: "Work")]
                    var body: some View {
                        SwiftUI.List(lists) { list in Text(list.title) }
                    }
                }
                #Preview {
                    List {
                        Text("Row")
                    }
                }
                """),
        ])
        let laid = try texts(loaded)
        #expect(laid.errors.isEmpty, "\(laid.errors)")
        #expect(laid.texts == ["Row"])
        // SwiftUI's List: an inset-grouped row, not the text alone at the top left.
        let row = try #require(laid.frames.first)
        #expect(row.minX >= 16 && row.minY > 0, "\(row)")
        // The app's List is still the app's where its initializer fits.
        let own = SceneLoader.load(files: [
            ("Models.swift", "public struct List { public let title: String }"),
            ("Screen.swift", "import SwiftUI\n#Preview { Text(List(title: \"Friends\").title) }"),
        ])
        #expect(try texts(own).texts == ["Friends"])
    }

    @Test("A private static member an app's extension of Font adds is seen in its own file only: elsewhere .subheadline is SwiftUI's text style")
    func privateExtensionMemberStaysInItsFile() throws {
        let loaded = SceneLoader.load(files: [
            ("Font.swift", """
                import SwiftUI
                extension Font {
                    private static let subheadline = 30.0
                    static var scaledSubheadline: Font { .system(size: subheadline) }
                }
                """),
            ("Screen.swift", """
                import SwiftUI
                #Preview {
                    VStack {
                        Text("Styled").font(.subheadline)
                        Text("Scaled").font(.scaledSubheadline)
                        Text("Body")
                    }
                }
                """),
        ])
        let laid = try texts(loaded)
        #expect(laid.errors.isEmpty, "\(laid.errors)")
        #expect(laid.texts == ["Styled", "Scaled", "Body"])
        // The text style is smaller than the body's 17 points; the file's own 30 points larger.
        let heights = laid.frames.map(\.height)
        #expect(heights.count == 3 && heights[0] < heights[2] && heights[1] > heights[2], "\(heights)")
    }

    @Test("Color.resolve(in:) gives the colour's linear sRGB components as iOS does, and Color(resolved) is the colour again")
    func resolvedColor() throws {
        let loaded = load("""
            import SwiftUI
            func luminance(_ color: Color.Resolved) -> Float {
                0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
            }
            #Preview {
                let red = Color.red.resolve(in: EnvironmentValues())
                let white = Color.white.resolve(in: .init())
                let gray = Color(red: 0.5, green: 0.5, blue: 0.5).resolve(in: .init())
                VStack {
                    Text("\\(red.red) \\(Int(red.green * 10000)) \\(Int(gray.red * 10000))")
                    Text(luminance(white) > 0.99 && luminance(red) < luminance(white) ? "contrast" : "none")
                    Text(red.description)
                    Rectangle().fill(Color(red))
                }
            }
            """)
        let laid = try texts(loaded)
        #expect(laid.errors.isEmpty, "\(laid.errors)")
        // iOS's red is (255, 59, 48): 59/255 = 0.2314 encoded is 0.0437 linear; 0.5 is 0.2140.
        #expect(laid.texts == ["1.0 437 2140", "contrast", "#FF3B30FF"])
    }

    @Test("A package's tree walked recursively (an HTML parser's nodes, which the app does not ship) stands in as two levels of three, not an endless recursion")
    func standInTreeIsTwoLevelsDeep() throws {
        let loaded = load("""
            import SwiftUI
            import SwiftSoup
            struct Walker {
                var visited = 0
                mutating func walk(_ node: Node) {
                    visited += 1
                    for child in node.getChildNodes() { walk(child) }
                }
            }
            #Preview {
                var walker = Walker()
                if let body = (try? SwiftSoup.parse("<p>Hi</p>"))?.body() { walker.walk(body) }
                return Text("\\(walker.visited)")
            }
            """)
        let laid = try texts(loaded)
        #expect(laid.errors.isEmpty, "\(laid.errors)")
        // The body, its three children, and their three children each: 1 + 3 + 9.
        #expect(laid.texts == ["13"])
    }
}
