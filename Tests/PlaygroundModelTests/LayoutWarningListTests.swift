import Foundation
import LayoutEngine
import PlaygroundModel
import SceneSource
import Testing

/// Issue 40, item 5: what only laying out finds (an image the scene names that has no file) is
/// in the window's list of diagnostics, as the command line prints it.
@Suite("Layout warnings in the document's diagnostics")
struct LayoutWarningListTests {
    /// Every named image is missing, with the warning `AssetImageMeasurer` gives.
    final class MissingImages: ImageMeasuring {
        func measure(_ image: ImageContent, in environment: EnvironmentValues) -> ImageMeasurement {
            ImageMeasurement(size: Size(width: 0, height: 0), warning: "no image '\(image.name).png' in any folder")
        }
    }

    @Test("A missing image is a warning at its place in the document's diagnostics, once, after a layout in the foreground or the background")
    func missingImageWarning() throws {
        let document = PlaygroundDocument(source: "VStack {\n    Image(\"hero\")\n    Text(\"A\")\n}\n", filePath: nil)
        #expect(!document.diagnostics.contains { $0.message.contains("hero") })
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer(), imageMeasurer: { _ in MissingImages() })
        _ = try #require(session.layout())
        let warnings = document.diagnostics.filter { $0.severity == .warning && $0.message == "no image 'hero.png' in any folder" }
        #expect(warnings.count == 1, "\(document.diagnostics)")
        #expect(warnings.first?.location.line == 2 && warnings.first?.location.column == 5)
        // Laid out again: still once.
        _ = session.layout()
        #expect(document.diagnostics.filter { $0.message.contains("hero") }.count == 1)
    }
}
