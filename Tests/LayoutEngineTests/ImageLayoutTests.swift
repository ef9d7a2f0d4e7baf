import LayoutEngine
import Testing

/// Answers fixed intrinsic sizes by image name, for ratios the default measurer cannot give.
private final class TableImageMeasurer: ImageMeasuring {
    let sizes: [String: Size]
    let warning: String?

    init(_ sizes: [String: Size], warning: String? = nil) {
        self.sizes = sizes
        self.warning = warning
    }

    func measure(_ image: ImageContent, in environment: EnvironmentValues) -> ImageMeasurement {
        ImageMeasurement(size: sizes[image.name] ?? .zero, warning: warning)
    }
}

private func layout(
    _ root: ViewNode, _ width: Double?, _ height: Double?, measurer: ImageMeasuring,
    environment: EnvironmentValues = EnvironmentValues()
) throws -> LayoutResult {
    let tree = try LayoutTree(
        root: root, environment: environment, textMeasurer: FixedAdvanceTextMeasurer(), imageMeasurer: measurer)
    return tree.layout(proposal: ProposedViewSize(width: width, height: height))
}

@Suite("Image layout")
struct ImageLayoutTests {
    @Test("An image without resizable() is its intrinsic size whatever the proposal")
    func fixedImage() throws {
        for (width, height) in [(Double?.none, Double?.none), (0, 0), (50, 30), (.infinity, .infinity), (500, nil)] {
            let result = try layout(ViewNode.image("swiftui"), width, height)
            #expect(result.size == Size(width: 100, height: 100))
        }
    }

    @Test("A frame smaller or larger than a fixed image centres it and the image keeps its size")
    func fixedImageInFrame() throws {
        let measurer = TableImageMeasurer(["swiftui": Size(width: 60, height: 60)])
        let larger = try layout(ViewNode.image("swiftui").frame(width: 80, height: 80), nil, nil, measurer: measurer)
        #expect(frame(larger, "0.0").isClose(to: Rect(x: 10, y: 10, width: 60, height: 60)))
        let narrower = try layout(ViewNode.image("swiftui").frame(width: 40, height: 80), nil, nil, measurer: measurer)
        #expect(narrower.size == Size(width: 40, height: 80))
        #expect(frame(narrower, "0.0").isClose(to: Rect(x: -10, y: 10, width: 60, height: 60)))
    }

    @Test("A resizable image takes the proposal and its intrinsic size where a dimension is unspecified")
    func resizableImage() throws {
        let measurer = TableImageMeasurer(["swiftui": Size(width: 60, height: 40)])
        let node = { ViewNode.image("swiftui").resizable() }
        #expect(try layout(node(), 80, 30, measurer: measurer).size == Size(width: 80, height: 30))
        #expect(try layout(node(), nil, nil, measurer: measurer).size == Size(width: 60, height: 40))
        #expect(try layout(node(), 10, nil, measurer: measurer).size == Size(width: 10, height: 40))
        #expect(try layout(node(), 0, 0, measurer: measurer).size == .zero)
        #expect(try layout(node().frame(width: 80, height: 80), nil, nil, measurer: measurer).view(at: "0.0")?.frame.size
                == Size(width: 80, height: 80))
    }

    @Test("Two fixed 80x80 images in an HStack with spacing 10 are 170x80 at any width (kean.blog)")
    func fixedImagesInStack() throws {
        let measurer = TableImageMeasurer(["swiftui": Size(width: 80, height: 80)])
        for width in [200.0, 140] {
            let node = ViewNode.hStack(spacing: 10, [.image("swiftui"), .image("swiftui")])
            #expect(try layout(node, width, 140, measurer: measurer).size == Size(width: 170, height: 80))
        }
    }

    @Test("scaledToFit and scaledToFill of a resizable image keep its intrinsic ratio")
    func aspectRatioOfResizableImage() throws {
        let measurer = TableImageMeasurer(["wide": Size(width: 40, height: 20)])
        let fit = ViewNode.image("wide").resizable().aspectRatio(contentMode: .fit).frame(width: 25, height: 25)
        let fitted = try layout(fit, nil, nil, measurer: measurer)
        #expect(frame(fitted, "0.0.0").isClose(to: Rect(x: 0, y: 6.25, width: 25, height: 12.5)))
        let fill = ViewNode.image("wide").resizable().aspectRatio(contentMode: .fill).frame(width: 25, height: 25)
        let filled = try layout(fill, nil, nil, measurer: measurer)
        #expect(frame(filled, "0.0.0").isClose(to: Rect(x: -12.5, y: 0, width: 50, height: 25)))
        // Without a frame, fitting into nil x nil keeps the intrinsic size.
        #expect(try layout(ViewNode.image("wide").resizable().aspectRatio(contentMode: .fit), nil, nil, measurer: measurer).size
                == Size(width: 40, height: 20))
    }

    @Test("A resizable symbol fitted into a 25x25 frame is 25x25, as in the info badges")
    func resizableSymbolInBadgeFrame() throws {
        let node = ViewNode.image(systemName: "doc.text.fill").resizable().aspectRatio(contentMode: .fit)
            .frame(width: 25, height: 25)
        let result = try layout(node, 300, 300)
        #expect(frame(result, "0.0.0").isClose(to: Rect(x: 0, y: 0, width: 25, height: 25)))
    }

    @Test("A symbol is a square as tall as the body line height, and grows with the font")
    func symbolFollowsFont() throws {
        #expect(try layout(ViewNode.image(systemName: "star"), nil, nil).size == Size(width: 22, height: 22))
        let title = ViewNode.image(systemName: "star").environment("font") { $0.font = .textStyle(.largeTitle) }
        #expect(try layout(title, nil, nil).size == Size(width: 41, height: 41))
        let fixed = ViewNode.image(systemName: "star").environment("font") { $0.font = .system(size: 20) }
        let side = try layout(fixed, nil, nil).size.width
        #expect(abs(side - 24) < 1e-9)
    }

    @Test("A symbol scales with Dynamic Type like its font's line height")
    func symbolFollowsDynamicType() throws {
        var environment = EnvironmentValues()
        for size in DynamicTypeSize.allCases {
            environment.dynamicTypeSize = size
            let result = try layout(ViewNode.image(systemName: "star"), nil, nil, environment: environment)
            let expected = Font.TextStyle.body.lineHeight(at: size)
            #expect(abs(result.size.height - expected) < 1e-9)
        }
        environment.dynamicTypeSize = .accessibility3
        let large = try layout(ViewNode.image(systemName: "star"), nil, nil, environment: environment).size.height
        #expect(large > 50)
    }

    @Test("imageScale small, medium and large scale a symbol by 0.78, 1 and 1.29")
    func imageScale() throws {
        for (scale, factor) in [(Image.Scale.small, 0.78), (.medium, 1), (.large, 1.29)] {
            let node = ViewNode.image(systemName: "star").environment("imageScale") { $0.imageScale = scale }
            let size = try layout(node, nil, nil).size
            #expect(abs(size.width - 22 * factor) < 1e-9 && abs(size.height - 22 * factor) < 1e-9)
        }
    }

    @Test("imageScale does not change a named image")
    func imageScaleIgnoredByNamedImages() throws {
        let node = ViewNode.image("swiftui").environment("imageScale") { $0.imageScale = .large }
        #expect(try layout(node, nil, nil).size == Size(width: 100, height: 100))
    }

    @Test("A symbol's first text baseline lines it up with text in a firstTextBaseline HStack")
    func symbolBaseline() throws {
        let node = ViewNode.hStack(alignment: .firstTextBaseline, [.image(systemName: "star"), .text("Favourites")])
        let result = try layout(node, nil, nil)
        let symbol = frame(result, "0.0")
        let text = frame(result, "0.1")
        // Symbol baseline: 22 / 2 + 0.36 x 17; text baseline: 0.95 x 17 (fixed-advance measurer).
        #expect(abs((symbol.minY + 11 + 0.36 * 17) - (text.minY + 0.95 * 17)) < 1e-9)
        // The baseline sits in the lower quarter of the symbol.
        #expect((11 + 0.36 * 17) / 22 > 0.75)
    }

    @Test("A named image's text baseline is its bottom edge")
    func namedImageBaseline() throws {
        let measurer = TableImageMeasurer(["swiftui": Size(width: 60, height: 60)])
        let node = ViewNode.hStack(alignment: .firstTextBaseline, [.image("swiftui"), .text("SwiftUI")])
        let result = try layout(node, nil, nil, measurer: measurer)
        #expect(abs(frame(result, "0.0").maxY - (frame(result, "0.1").minY + 0.95 * 17)) < 1e-9)
    }

    @Test("A measurer's warning becomes a layout warning, reported when the tree is built")
    func measurerWarning() throws {
        let measurer = TableImageMeasurer([:], warning: "no stand-in for SF Symbol 'x'; drawing a placeholder")
        let result = try layout(ViewNode.vStack([.image(systemName: "x"), .text("a")]), nil, nil, measurer: measurer)
        #expect(result.warnings.map(\.message) == ["no stand-in for SF Symbol 'x'; drawing a placeholder"])
        #expect(result.view(at: "0.0")?.imageMeasurement?.warning != nil)
    }

    @Test("symbolVariant components are inserted in SF Symbols' order")
    func symbolVariants() {
        var image = ImageContent.systemName("person")
        image.symbolVariants = ["fill", "circle"]
        #expect(image.symbolName == "person.circle.fill")
        image = .systemName("bell")
        image.symbolVariants = ["fill", "slash"]
        #expect(image.symbolName == "bell.slash.fill")
        image = .systemName("heart.fill")
        image.symbolVariants = ["circle", "fill"]
        #expect(image.symbolName == "heart.circle.fill")
    }
}
