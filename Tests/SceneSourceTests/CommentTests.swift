import SceneSource
import Testing

/// Comments survive reading and printing: a scene edited in the window keeps them.
@Suite("Comments")
struct CommentTests {
    /// Comments in every place the model keeps them, in the printer's own format, so that
    /// printing the scene read from it gives it back unchanged.
    static let commented = """
        // render: --proposal 200x140
        // A header comment about the scene.
        import SwiftUI

        /// The row.
        struct Row: View {
            // the title
            let title: String // after the property

            var body: some View {
                // before the stack
                HStack(spacing: 8) {
                    // before the text
                    Text(title) // after the text
                        // before font
                        .font(.headline) // after font
                    Spacer()
                    /* Text("commented out") */
                    // Text("also commented out")
                }
                .padding() // after padding
            }
        }

        #Preview {
            Row(title: "Hi") // the preview's row
            // end of preview
        }

        // end of file

        """

    @Test("Every comment comes back where it was")
    func roundTrip() throws {
        let loaded = load(Self.commented)
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        #expect(ScenePrinter.print(try #require(loaded.scene)) == Self.commented)
    }

    @Test("Comments do not change what a scene is: equality ignores them")
    func equality() throws {
        let plain = try #require(load("Text(\"Hi\")\n    .padding()").scene)
        let commented = try #require(load("// a view\nText(\"Hi\") // hi\n    // padded\n    .padding()").scene)
        #expect(plain == commented)
    }

    @Test("A closure with a comment inside is written as a block, not on one line")
    func commentedClosure() throws {
        let source = """
            Color.red
                .alignmentGuide(.top) { d in
                    // half way
                    d.height / 2
                }

            """
        #expect(ScenePrinter.print(try #require(load(source).scene)) == source)
    }
}
