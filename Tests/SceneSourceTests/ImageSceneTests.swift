import LayoutEngine
import SceneSource
import Testing

/// `Image`, `Label` and `Button` as the interpreter builds them, and the image modifiers.
@Suite("Image scenes")
struct ImageSceneTests {
    private func root(_ source: String) throws -> ViewNode {
        let loaded = load(source)
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        #expect(loaded.diagnostics.filter { $0.severity == .warning }.isEmpty, "\(loaded.diagnostics)")
        return try #require(loaded.root)
    }

    private func image(_ root: ViewNode, _ path: String) -> ImageContent? {
        guard let found = node(root, at: path), case .image(let image) = found.content else { return nil }
        return image
    }

    @Test("Image(systemName:) and Image(\"name\") build Image leaves with their source")
    func imageSources() throws {
        let tree = try root("VStack {\n    Image(systemName: \"star.fill\")\n    Image(\"swiftui\")\n    Image(decorative: \"logo\")\n}")
        #expect(image(tree, "0.0")?.source == .systemName("star.fill"))
        #expect(image(tree, "0.1")?.source == .named("swiftui"))
        #expect(image(tree, "0.2")?.source == .named("logo"))
        #expect(node(tree, at: "0.0")?.typeName == "Image")
        #expect(node(tree, at: "0.0")?.argumentSummary == "systemName: \"star.fill\"")
        #expect(node(tree, at: "0.1")?.sourceLocation == SourceLocation(file: "scene.swift", line: 3, column: 5))
    }

    @Test("resizable, renderingMode, symbolRenderingMode and symbolVariant change the image and take no level")
    func imageModifiersTakeNoLevel() throws {
        let tree = try root("""
            Image(systemName: "person")
                .resizable()
                .renderingMode(.original)
                .symbolRenderingMode(.hierarchical)
                .symbolVariant(.circle.fill)
                .aspectRatio(contentMode: .fit)
                .frame(width: 25, height: 25)
            """)
        #expect(node(tree, at: "0")?.typeName == "frame")
        #expect(node(tree, at: "0.0")?.typeName == "aspectRatio")
        let content = try #require(image(tree, "0.0.0"))
        #expect(content.isResizable)
        #expect(content.renderingMode == .original)
        #expect(content.symbolRenderingMode == .hierarchical)
        #expect(content.symbolName == "person.circle.fill")
        #expect(node(tree, at: "0.0.0")?.children.isEmpty == true)
    }

    @Test("symbolVariant and symbolRenderingMode on a container reach the images inside it")
    func symbolVariantOnContainer() throws {
        let tree = try root("Label(\"Favourites\", systemImage: \"star\").symbolVariant(.fill).symbolRenderingMode(.multicolor)")
        #expect(image(tree, "0.0")?.symbolName == "star.fill")
        #expect(image(tree, "0.0")?.symbolRenderingMode == .multicolor)
    }

    @Test("resizable() on a view that is not an Image is an error at the modifier")
    func resizableOnText() {
        let loaded = load("Text(\"a\").resizable()")
        #expect(messages(loaded) == ["resizable() applies to an Image, not to 'Text'"])
        #expect(loaded.diagnostics.first?.location == SourceLocation(file: "scene.swift", line: 1, column: 11))
    }

    @Test("imageScale is an environment level that scales symbols below it")
    func imageScaleEnvironment() throws {
        let tree = try root("HStack {\n    Image(systemName: \"star\")\n    Text(\"Star\")\n}\n.imageScale(.large)")
        #expect(node(tree, at: "0")?.typeName == "imageScale")
        #expect(node(tree, at: "0")?.role == .modifier)
        let result = try layout(tree, .unspecified)
        let side = try #require(result.view(at: "0.0.0")).frame.width
        #expect(abs(side - 22 * 1.29) < 1e-9)
        let explicit = try root("Image(systemName: \"star\").environment(\\.imageScale, Image.Scale.small)")
        #expect(abs(try layout(explicit, .unspecified).size.width - 22 * 0.78) < 1e-9)
    }

    @Test("A symbol in a largeTitle font is bigger than one in the body font")
    func symbolFollowsFont() throws {
        let tree = try root("HStack {\n    Image(systemName: \"star\")\n    Image(systemName: \"star\").font(.largeTitle)\n}")
        let result = try layout(tree, .unspecified)
        #expect(try #require(result.view(at: "0.0")).frame.height == 22)
        #expect(try #require(result.view(at: "0.1")).frame.height == 41)
    }

    @Test("Label(_:systemImage:) is an HStack of its icon and title, centred, 8 points apart")
    func labelWithSystemImage() throws {
        let tree = try root("Label(\"Favourites\", systemImage: \"star\")")
        #expect(tree.typeName == "Label")
        #expect(image(tree, "0.0")?.source == .systemName("star"))
        guard case .text(let title) = try #require(node(tree, at: "0.1")).content else {
            Issue.record("the title is not a Text")
            return
        }
        #expect(title.string == "Favourites")
        guard let content = tree.content.layout, let stack = content as? HStackLayout else {
            Issue.record("not an HStackLayout")
            return
        }
        #expect(stack.spacing == 8 && stack.alignment == .center)
        let result = try layout(tree, .unspecified)
        // Icon 22 x 22, 8 points, then "Favourites" (10 characters x 8.5 x 20.4).
        #expect(result.size == Size(width: 22 + 8 + 85, height: 22))
        #expect(try #require(result.view(at: "0.1")).frame.minX == 30)
    }

    @Test("Label with title and icon closures builds the same two children")
    func labelWithClosures() throws {
        let tree = try root("Label {\n    Text(\"Inbox\")\n} icon: {\n    Image(systemName: \"tray\")\n}")
        #expect(node(tree, at: "0.0")?.typeName == "Image")
        #expect(node(tree, at: "0.1")?.typeName == "Text")
        #expect(node(tree, at: "0.0")?.sourceLocation == SourceLocation(file: "scene.swift", line: 4, column: 5))
        let labelled = try root("Label(title: { Text(\"Inbox\") }, icon: { Image(\"tray\") })")
        #expect(image(labelled, "0.0")?.source == .named("tray"))
    }

    @Test("A label without an icon is an error")
    func labelWithoutIcon() {
        #expect(messages(load("Label(\"Title\")")) == ["Label needs a title and an icon: Label(\"Title\", systemImage: \"star\")"])
    }

    @Test("Button's three spellings wrap their label in a Button drawn in the accent colour, with no padding")
    func buttons() throws {
        for source in [
            "Button(\"Sign in\") { }",
            "Button(action: { }) { Text(\"Sign in\") }",
            "Button { } label: { Text(\"Sign in\") }",
            "Button(action: {}, label: { Text(\"Sign in\") })",
        ] {
            let tree = try root(source)
            #expect(tree.typeName == "Button", "\(source)")
            #expect(tree.style.foreground == .named("accentColor"), "\(source)")
            #expect(node(tree, at: "0.0")?.typeName == "Text", "\(source)")
            #expect(try layout(tree, .unspecified).size == Size(width: 7 * 8.5, height: 20.4), "\(source)")
        }
    }

    @Test("Button(_:systemImage:) is labelled with a Label")
    func buttonWithSystemImage() throws {
        let tree = try root("Button(\"Add\", systemImage: \"plus\") { }")
        #expect(node(tree, at: "0.0")?.typeName == "Label")
        #expect(image(tree, "0.0.0")?.source == .systemName("plus"))
    }

    @Test("A foreground style on or around a button replaces its accent colour; the label's own wins")
    func buttonForeground() throws {
        let direct = try root("Button(\"a\") { }.foregroundStyle(.red)")
        #expect(direct.style.foreground == .named("red"))
        let around = try root("Button(\"a\") { }.padding().foregroundColor(.white)")
        #expect(node(around, at: "0.0")?.style.foreground == .named("white"))
        let label = try root("VStack { Button { } label: { Text(\"a\").foregroundColor(.green) } }.foregroundColor(.white)")
        #expect(node(label, at: "0.0")?.style.foreground == .named("white"))
        #expect(node(label, at: "0.0.0")?.style.foreground == .named("green"))
    }

    @Test("The info badge of seed 000 lays out its resizable symbol in 25 x 25")
    func infoBadge() throws {
        let tree = try root("""
            VStack {
                Image(systemName: "video.circle.fill")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(width: 25, height: 25)
                Text("Video call available")
                    .frame(maxWidth: .infinity)
                    .multilineTextAlignment(.center)
            }
            """)
        let result = try layout(tree, ProposedViewSize(width: 100, height: 400))
        let icon = try #require(result.view(at: "0.0.0.0")).frame
        #expect(icon.width == 25 && icon.height == 25)
        #expect(try #require(result.view(at: "0.1")).frame.width == 100)
    }
}
