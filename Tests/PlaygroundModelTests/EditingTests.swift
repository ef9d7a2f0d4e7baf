import PlaygroundModel
import SceneSource
import Testing

/// Tree edits, each checked against the source it should print, written by hand.
@Suite("Tree edits")
struct EditingTests {
    static let source = """
        #Preview {
            VStack(spacing: 8) {
                Text("Hello")
                    .font(.headline)
                    .padding()
                Color.blue
            }
        }

        """

    /// The document and the id of the outline row titled `title`.
    func document(_ text: String = source) -> PlaygroundDocument {
        PlaygroundDocument(source: text, filePath: nil)
    }


    func applying(_ make: (PlaygroundDocument) throws -> SceneEdit) throws -> String {
        try edited(Self.source, make)
    }

    @Test("Adding a palette view after a row inserts it as the next sibling")
    func insertAfter() throws {
        let text = try applying { try SceneEdit.insert(.circle, after: try row("Text(\"Hello\")", in: $0).id) }
        #expect(text == """
            #Preview {
                VStack(spacing: 8) {
                    Text("Hello")
                        .font(.headline)
                        .padding()
                    Circle()
                    Color.blue
                }
            }

            """)
    }

    @Test("Adding a stack into a container at an index puts an empty builder there")
    func insertInto() throws {
        let text = try applying { document in
            let stack = try row("VStack(spacing: 8)", in: document)
            return try SceneEdit.insert(.hStack, into: try #require(stack.contentBuilder), at: 0)
        }
        #expect(text == """
            #Preview {
                VStack(spacing: 8) {
                    HStack {
                    }
                    Text("Hello")
                        .font(.headline)
                        .padding()
                    Color.blue
                }
            }

            """)
    }

    @Test("Every palette view and modifier reads as source")
    func palettes() throws {
        for view in PaletteView.allCases { _ = try view.expression }
        for modifier in PaletteModifier.allCases { #expect(try modifier.modifier.name == String(modifier.source.prefix { $0.isLetter || $0.isNumber })) }
        // Labels stay short, so the palette's list does not spread over the canvas.
        for modifier in PaletteModifier.allCases { #expect(modifier.title.count <= 40, "\(modifier.title)") }
        #expect(PaletteModifier.first("toolbar")?.title == ".toolbar { … }")
    }

    @Test("A palette modifier is appended to a view and inserted after a modifier row")
    func addModifier() throws {
        let appended = try applying { try SceneEdit.add(.frameMaxWidth, to: try row("Color.blue", in: $0).id) }
        #expect(appended.contains("""
                    Color.blue
                        .frame(maxWidth: .infinity)
            """))
        let inserted = try applying { try SceneEdit.add(.border, to: try row(".font(.headline)", in: $0).id) }
        #expect(inserted.contains("""
                    Text("Hello")
                        .font(.headline)
                        .border(Color.red)
                        .padding()
            """))
    }

    @Test("Deleting a view removes it with its modifiers; deleting a modifier removes only it")
    func delete() throws {
        let withoutText = try applying { .delete(try row("Text(\"Hello\")", in: $0).id) }
        #expect(withoutText == """
            #Preview {
                VStack(spacing: 8) {
                    Color.blue
                }
            }

            """)
        let withoutFont = try applying { .delete(try row(".font(.headline)", in: $0).id) }
        #expect(withoutFont.contains("    Text(\"Hello\")\n            .padding()\n        Color.blue"))
    }

    @Test("Moving up and down swaps views within a builder and modifiers within a chain")
    func moveAmongSiblings() throws {
        let up = try applying { .moveUp(try row("Color.blue", in: $0).id) }
        #expect(up == """
            #Preview {
                VStack(spacing: 8) {
                    Color.blue
                    Text("Hello")
                        .font(.headline)
                        .padding()
                }
            }

            """)
        let down = try applying { .moveDown(try row(".font(.headline)", in: $0).id) }
        #expect(down.contains(".padding()\n            .font(.headline)"))
        let document = document()
        #expect(throws: SceneEditError.self) { try document.apply(.moveDown(try row("Color.blue", in: document).id)) }
        #expect(document.sourceText == Self.source)
    }

    @Test("Dragging a row into another container moves it with its modifiers")
    func moveToContainer() throws {
        let document = document()
        try document.apply(try SceneEdit.insert(.zStack, into: try #require(try row("VStack(spacing: 8)", in: document).contentBuilder), at: 2))
        let zStack = try row("ZStack", in: document)
        try document.apply(.move(try row("Text(\"Hello\")", in: document).id, to: try #require(zStack.contentBuilder), at: 0))
        #expect(document.sourceText == """
            #Preview {
                VStack(spacing: 8) {
                    Color.blue
                    ZStack {
                        Text("Hello")
                            .font(.headline)
                            .padding()
                    }
                }
            }

            """)
        let stack = try row("VStack(spacing: 8)", in: document)
        #expect(throws: SceneEditError.self) {
            try document.apply(.move(stack.id, to: try #require(stack.contentBuilder), at: 0))
        }
    }

    @Test("Moving a row later in its own builder counts the index before the move")
    func moveLaterInSameBuilder() throws {
        let document = document()
        let stack = try row("VStack(spacing: 8)", in: document)
        try document.apply(.move(try row("Text(\"Hello\")", in: document).id, to: try #require(stack.contentBuilder), at: 2))
        #expect(document.sourceText.contains("{\n        Color.blue\n        Text(\"Hello\")"))
    }

    @Test("Wrapping in a stack puts the view with its modifiers in the stack's builder")
    func wrapInStack() throws {
        let text = try applying { .wrap(try row("Text(\"Hello\")", in: $0).id, in: .hStack) }
        #expect(text == """
            #Preview {
                VStack(spacing: 8) {
                    HStack {
                        Text("Hello")
                            .font(.headline)
                            .padding()
                    }
                    Color.blue
                }
            }

            """)
        let framed = try applying { .wrap(try row("Color.blue", in: $0).id, in: .frame) }
        #expect(framed.contains("Color.blue\n            .frame(width: 100)\n"))
        let padded = try applying { .wrap(try row("Color.blue", in: $0).id, in: .padding) }
        #expect(padded.contains("Color.blue\n            .padding()\n"))
    }

    @Test("Unwrapping a stack with one view replaces it by that view; unwrapping a modifier removes it")
    func unwrap() throws {
        let document = document("""
            #Preview {
                HStack {
                    Text("A")
                        .bold()
                }
                .padding()
            }

            """)
        try document.apply(.unwrap(try row("HStack", in: document).id))
        #expect(document.sourceText == """
            #Preview {
                Text("A")
                    .bold()
                    .padding()
            }

            """)
        try document.apply(.unwrap(try row(".bold()", in: document).id))
        #expect(document.sourceText == "#Preview {\n    Text(\"A\")\n        .padding()\n}\n")
        let two = self.document()
        #expect(throws: SceneEditError.self) { try two.apply(.unwrap(try row("VStack(spacing: 8)", in: two).id)) }
    }

    @Test("Setting an argument replaces it, adds it in Swift's order, or removes it")
    func setArgument() throws {
        let replaced = try applying { .setArgument(try row("VStack(spacing: 8)", in: $0).id, label: "spacing", source: "20") }
        #expect(replaced.contains("VStack(spacing: 20) {"))
        let added = try applying { .setArgument(try row("VStack(spacing: 8)", in: $0).id, label: "alignment", source: ".leading") }
        #expect(added.contains("VStack(alignment: .leading, spacing: 8) {"))
        let removed = try applying { .setArgument(try row("VStack(spacing: 8)", in: $0).id, label: "spacing", source: nil) }
        #expect(removed.contains("    VStack {"))
        let unlabelled = try applying { .setArgument(try row(".padding()", in: $0).id, label: nil, source: "12") }
        #expect(unlabelled.contains(".padding(12)"))
        let frame = try applying { document in
            try document.apply(.wrap(try row("Color.blue", in: document).id, in: .frame))
            return .setArgument(try row(".frame(width: 100)", in: document).id, label: "height", source: "40")
        }
        #expect(frame.contains(".frame(width: 100, height: 40)"))
    }

    @Test("An invalid argument is refused with a plain message and changes nothing")
    func invalidArgument() throws {
        let document = document()
        let stack = try row("VStack(spacing: 8)", in: document)
        #expect(throws: SceneEditError("'8 +' is not a valid Swift expression")) {
            try document.apply(.setArgument(stack.id, label: "spacing", source: "8 +"))
        }
        #expect(throws: SceneEditError.self) {
            try document.apply(.setArgument(stack.id, label: "spacing", source: "1 }\n}\nstruct X {"))
        }
        #expect(throws: SceneEditError.self) {
            try document.apply(.setArgument(stack.id, label: "spacing", source: "\"wide\""))
        }
        #expect(document.sourceText == Self.source)
        #expect(!document.canUndo)
        #expect(!document.isModified || document.filePath == nil)
    }

    @Test("Edits of a custom view's body change its declaration")
    func customViewBody() throws {
        let document = document("""
            struct Badge: View {
                var body: some View {
                    Text("New")
                }
            }

            #Preview {
                Badge()
            }

            """)
        try document.apply(try SceneEdit.add(.padding, to: try row("Text(\"New\")", in: document).id))
        #expect(document.sourceText.contains("        Text(\"New\")\n            .padding()\n"))
    }

    @Test("Every edit reads back to the model it printed")
    func roundTrip() throws {
        let document = document()
        try document.apply(.wrap(try row("Color.blue", in: document).id, in: .zStack))
        let scene = try #require(document.scene)
        #expect(SceneLoader.load(source: ScenePrinter.print(scene), fileName: "x.swift").scene == scene)
        #expect(ScenePrinter.print(scene) == document.sourceText)
    }
}

/// Tree edits reprint the scene: the comments written in it stay with their views.
@Suite("Tree edits keep comments")
struct CommentEditingTests {
    static let source = """
        // Two rows.
        #Preview {
            VStack(spacing: 8) {
                // the greeting
                Text("Hello") // says hello
                    .font(.headline)
                Color.blue
                // Color.red
            }
        }

        """

    func edited(_ make: (PlaygroundDocument) throws -> SceneEdit) throws -> String {
        try PlaygroundModelTests.edited(Self.source, make)
    }


    @Test("Adding a modifier keeps every comment")
    func addModifier() throws {
        let text = try edited { try SceneEdit.addModifier(try PaletteModifier.padding.modifier, to: try row("Color.blue", in: $0).id) }
        #expect(text == """
            // Two rows.
            #Preview {
                VStack(spacing: 8) {
                    // the greeting
                    Text("Hello") // says hello
                        .font(.headline)
                    Color.blue
                        .padding()
                    // Color.red
                }
            }

            """)
    }

    @Test("Wrapping a view takes its comments into the wrapper; deleting it takes them away")
    func wrapAndDelete() throws {
        let wrapped = try edited { .wrap(try row("Text(\"Hello\")", in: $0).id, in: .hStack) }
        #expect(wrapped == """
            // Two rows.
            #Preview {
                VStack(spacing: 8) {
                    HStack {
                        // the greeting
                        Text("Hello") // says hello
                            .font(.headline)
                    }
                    Color.blue
                    // Color.red
                }
            }

            """)
        let deleted = try edited { .delete(try row("Text(\"Hello\")", in: $0).id) }
        #expect(!deleted.contains("greeting") && !deleted.contains("says hello"))
        #expect(deleted.contains("// Two rows.") && deleted.contains("// Color.red"))
    }
}

/// The outline row of `document` titled `title`.
func row(_ title: String, in document: PlaygroundDocument) throws -> TreeRow {
    let scene = try #require(document.scene)
    return try #require(SceneOutline.rows(of: scene).first { $0.title == title }, "no row \(title)")
}

/// The source after applying the edit `make` builds to a document of `source`; the edit must
/// leave the scene readable.
func edited(_ source: String, _ make: (PlaygroundDocument) throws -> SceneEdit) throws -> String {
    let document = PlaygroundDocument(source: source, filePath: nil)
    try document.apply(try make(document))
    #expect(!document.hasErrors, "\(document.diagnostics)")
    return document.sourceText
}
