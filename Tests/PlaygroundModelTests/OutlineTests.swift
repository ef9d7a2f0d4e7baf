import Foundation
import LayoutEngine
import PlaygroundModel
import SceneSource
import Testing

@Suite("Tree outline")
struct OutlineTests {
    func countryRows() throws -> (PlaygroundDocument, [TreeRow]) {
        let document = try PlaygroundDocument.open(path: repositoryRoot + "/data/country-rows.swift")
        let scene = try #require(document.scene)
        return (document, SceneOutline.rows(of: scene))
    }

    @Test("The seed scene's rows follow the preview into custom views, branches and modifiers")
    func countryRowsOutline() throws {
        let (_, rows) = try countryRows()
        let lines = rows.prefix(18).map { String(repeating: "  ", count: $0.depth) + $0.title }
        #expect(lines == [
            "CountryView()",
            "  ScrollView",
            "    VStack(spacing: 8.0)",
            "      Row(name: \"Capital\", value: \"Canberra\")",
            "        if sizeCategory.isAccessibilityCategory",
            "          VStack(spacing: 8.0)",
            "            Text(name)",
            "              .font(.headline)",
            "            Text(value ?? \"\")",
            "              .font(.body)",
            "        else",
            "          HStack(spacing: 8.0)",
            "            Text(name)",
            "              .font(.headline)",
            "              .frame(maxWidth: .infinity, alignment: .trailing)",
            "            Text(value ?? \"\")",
            "              .font(.body)",
            "              .frame(maxWidth: .infinity, alignment: .leading)",
        ])
        #expect(rows.count == 3 + 5 * 15 + 2)
        #expect(rows.suffix(2).map(\.title) == [".padding()", ".navigationBarTitle(Text(\"Australia\"), displayMode: .inline)"])
        #expect(rows.suffix(2).allSatisfy { $0.isModifier && $0.depth == 2 })
        #expect(Set(rows.map(\.id)).count == rows.count)
        #expect(rows[0].kind == .customView && rows[3].kind == .customView)
        #expect(rows[1].iconName == "view-grid-symbolic")
        #expect(rows[2].iconName == "view-list-symbolic")
        #expect(rows[6].iconName == "format-text-plaintext-symbolic")
        #expect(rows[7].iconName == "format-text-rich-symbolic")
        #expect(rows[11].iconName == "view-dual-symbolic")
        #expect(rows[6].sourceLocation?.line == 15 && rows[6].sourceLocation?.column == 17)
        #expect(rows[7].sourceLocation?.line == 16 && rows[7].sourceLocation?.column == 22)
    }

    @Test("A row inside a custom view's body maps to that instance's placed view and back")
    func rowsToPlacedViews() throws {
        let (document, rows) = try countryRows()
        let outline = SceneOutline(scene: try #require(document.scene))
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        let result = try #require(session.layout())
        let capitalRow = try #require(rows.firstIndex { $0.title.hasPrefix("Row(name: \"Capital\"") })
        let populationRow = try #require(rows.firstIndex { $0.title.hasPrefix("Row(name: \"Population\"") })
        let nameInPopulation = rows[populationRow + 9]
        #expect(nameInPopulation.title == "Text(name)" && nameInPopulation.depth == 6)
        let placed = outline.placedViews(for: nameInPopulation, in: result)
        #expect(placed.count == 1)
        let index = try #require(placed.first)
        #expect(result.views[index].path == "0.0.0.0.0.1.0.0.0.0")
        #expect(outline.row(forPlacedViewAt: index, in: result)?.id == nameInPopulation.id)
        #expect(outline.placedViews(for: rows[capitalRow], in: result).map { result.views[$0].path } == ["0.0.0.0.0.0"])
        let branchName = rows[capitalRow + 3]
        #expect(branchName.title == "Text(name)")
        #expect(outline.placedViews(for: branchName, in: result).isEmpty)
        #expect(outline.placedViews(for: rows[0], in: result).map { result.views[$0].path } == ["0"])
        let padding = try #require(result.views.firstIndex { $0.path == "0.0.0" })
        #expect(outline.row(forPlacedViewAt: padding, in: result)?.title == ".padding()")
        #expect(outline.row(for: result.views[padding])?.title == ".padding()")
    }

    @Test("A view without a row of its own maps to its nearest ancestor's row")
    func argumentViewMapsToModifier() throws {
        let document = PlaygroundDocument(source: "#Preview {\n    Text(\"A\")\n        .background(Color.yellow)\n}\n", filePath: nil)
        let outline = SceneOutline(scene: try #require(document.scene))
        let result = try #require(LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer()).layout())
        let color = try #require(result.views.firstIndex { $0.view.typeName == "Color" })
        #expect(outline.row(forPlacedViewAt: color, in: result)?.title == ".background(Color.yellow)")
    }

    @Test("A colour written as a view of its own (Color.blue) maps to its own row, not its container's")
    func memberColourMapsToItsRow() throws {
        let document = PlaygroundDocument(source: "VStack(spacing: 0) {\n    Text(\"Top\")\n    Color.blue\n}\n", filePath: nil)
        let outline = SceneOutline(scene: try #require(document.scene))
        let result = try #require(LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer()).layout())
        let color = try #require(result.views.firstIndex { $0.view.typeName == "Color" })
        #expect(outline.row(forPlacedViewAt: color, in: result)?.title == "Color.blue")
        let row = try #require(outline.rows.first { $0.title == "Color.blue" })
        #expect(outline.placedViews(for: row, in: result) == [color])
    }

    @Test("A row moved up or down is found where it went, with its modifiers and children")
    func indexAfterMoving() throws {
        let document = PlaygroundDocument(source: "VStack {\n    Text(\"A\")\n        .padding()\n    HStack {\n        Color.red\n    }\n    Text(\"C\")\n}\n", filePath: nil)
        let outline = SceneOutline(scene: try #require(document.scene))
        #expect(outline.rows.map(\.title) == ["VStack", "Text(\"A\")", ".padding()", "HStack", "Color.red", "Text(\"C\")"])
        // Text("C") up passes the HStack (two rows): it is where the HStack was.
        #expect(outline.index(afterMoving: 5, up: true) == 3)
        // Text("A") down passes the HStack: it lands after the HStack's two rows.
        #expect(outline.index(afterMoving: 1, up: false) == 3)
        // Each applied: the row is where the outline says.
        try document.apply(.moveUp(outline.rows[5].id))
        #expect(SceneOutline(scene: try #require(document.scene)).rows[3].title == "Text(\"C\")")
        document.undo()
        try document.apply(.moveDown(outline.rows[1].id))
        #expect(SceneOutline(scene: try #require(document.scene)).rows[3].title == "Text(\"A\")")
        // No sibling that way.
        #expect(outline.index(afterMoving: 1, up: true) == nil)
        #expect(outline.index(afterMoving: 5, up: false) == nil)
        #expect(outline.index(afterMoving: 4, up: true) == nil)
    }

    @Test("After an insertion the first changed row is the inserted one")
    func insertedRow() throws {
        let document = PlaygroundDocument(source: "VStack {\n    Text(\"A\")\n    Text(\"C\")\n}\n", filePath: nil)
        let before = SceneOutline(scene: try #require(document.scene)).rows
        try document.apply(try .insert(try #require(PaletteView.named("Circle")), after: before[1].id))
        let after = SceneOutline(scene: try #require(document.scene))
        let index = try #require(after.firstChangedRow(comparedTo: before))
        #expect(after.rows[index].title == "Circle()")
        #expect(SceneOutline(scene: try #require(document.scene)).firstChangedRow(comparedTo: after.rows) == nil)
    }

    @Test("The branch of an if that the layout did not take is inactive, with its rows; the branch taken is not")
    func inactiveBranches() throws {
        let document = PlaygroundDocument(source: """
            struct Pair: View {
                let vertical: Bool
                var body: some View {
                    if vertical {
                        VStack { Text("A") }
                    } else {
                        HStack { Text("B") }
                    }
                }
            }

            #Preview {
                Pair(vertical: false)
            }
            """, filePath: nil)
        let outline = SceneOutline(scene: try #require(document.scene))
        let result = try #require(LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer()).layout())
        let titles = outline.rows.map(\.title)
        let inactive = outline.inactiveBranchRows(in: result).sorted().map { titles[$0] }
        #expect(inactive == ["if vertical", "VStack", "Text(\"A\")"], "\(titles)")
    }

    @Test("The cursor's row: the last written before it on its line, else the line's first, else the last before the line")
    func rowAtCursor() throws {
        let document = PlaygroundDocument(source: "VStack {\n    Text(\"A\")\n        .padding()\n\n    Color.red\n}\n", filePath: nil)
        let outline = SceneOutline(scene: try #require(document.scene))
        func title(_ line: Int, _ column: Int) -> String? { outline.row(atLine: line, column: column, file: nil).map { outline.rows[$0].title } }
        #expect(title(3, 1) == ".padding()")
        #expect(title(3, 12) == ".padding()")
        #expect(title(2, 9) == "Text(\"A\")")
        #expect(title(4, 1) == ".padding()")
        #expect(title(5, 5) == "Color.red")
        #expect(title(1, 1) == "VStack")
    }

    @Test("The root follows the loader: a top-level expression, or ContentView's body under an implicit row")
    func rootRule() throws {
        let expression = try #require(SceneLoader.load(source: "HStack {\n    Text(\"A\")\n}\n", fileName: "a.swift").scene)
        #expect(SceneOutline.rows(of: expression).map(\.title) == ["HStack", "Text(\"A\")"])
        let contentView = try #require(SceneLoader.load(
            source: "struct ContentView: View {\n    var body: some View {\n        Text(\"B\")\n    }\n}\n", fileName: "b.swift").scene)
        let rows = SceneOutline.rows(of: contentView)
        #expect(rows.map(\.title) == ["ContentView()", "Text(\"B\")"])
        #expect(rows.map(\.depth) == [0, 1])
        #expect(rows[0].address == .implicitRoot(type: "ContentView"))
    }

    @Test("Without a preview or ContentView the root is the first view made without arguments, as the loader shows")
    func rootWithoutContentView() throws {
        let source = """
            struct RowView: View {
                let title: String
                var body: some View { Text(title) }
            }

            struct SettingsView: View {
                @State private var isOn = true
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Form {
                        Toggle("On", isOn: $isOn)
                    }
                }
            }

            """
        let scene = try #require(SceneLoader.load(source: source, fileName: "settings.swift").scene)
        let rows = SceneOutline.rows(of: scene)
        #expect(rows.map(\.title) == ["SettingsView()", "Form", "Toggle(\"On\", isOn: $isOn)"])
        #expect(rows.first?.address == .implicitRoot(type: "SettingsView"))
        #expect(rows.dropFirst().first?.iconName == SwiftUICatalog.Icon.list)
    }

    @Test("A custom view that contains itself is expanded once")
    func recursiveCustomView() throws {
        // Built in code: loading it would make the interpreter nest the view a thousand times.
        let body = PropertyDeclaration(isConstant: false, name: "body", type: "some View", getter: [.expression(.call("Loop"))])
        let scene = Scene(items: [
            .structDeclaration(StructDeclaration(name: "Loop", inheritedTypes: ["View"], members: [.property(body)])),
            .preview(PreviewMacro(body: [.expression(.call("Loop"))])),
        ])
        #expect(SceneOutline.rows(of: scene).map(\.title) == ["Loop()", "Loop()"])
    }
}
