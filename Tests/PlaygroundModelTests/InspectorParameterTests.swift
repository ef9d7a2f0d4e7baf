import PlaygroundModel
import SceneSource
import Testing

@Suite("The inspector's parameters")
struct InspectorParameterTests {
    private func row(_ source: String, _ title: String) throws -> (TreeRow, Scene) {
        let document = PlaygroundDocument(source: source, filePath: nil)
        let scene = try #require(document.scene)
        let row = try #require(SceneOutline.rows(of: scene).first { $0.title == title }, "\(SceneOutline.rows(of: scene).map(\.title))")
        return (row, scene)
    }

    @Test("Every parameter of the call is listed, set or not, with SwiftUI's default; the content closure is not")
    func everyParameter() throws {
        let (stack, _) = try row("HStack(spacing: 8) {\n    Text(\"A\")\n}\n", "HStack(spacing: 8)")
        let parameters = InspectorParameter.parameters(of: stack, arguments: [("spacing", "8")])
        #expect(parameters.map(\.label) == ["alignment", "spacing"])
        #expect(parameters[0].source == nil && parameters[0].defaultSource == ".center" && parameters[0].step == nil)
        #expect(parameters[1].source == "8" && parameters[1].defaultSource == "nil" && parameters[1].step == 1)
        let (frame, _) = try row("Text(\"A\")\n    .frame(width: 100)\n", ".frame(width: 100)")
        let frameParameters = InspectorParameter.parameters(of: frame, arguments: [("width", "100")])
        #expect(frameParameters.map(\.label) == ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"])
        #expect(frameParameters.filter { $0.source != nil }.map(\.label) == ["width"])
    }

    @Test("Up and Down step a number by one, Shift by ten (steppers); an opacity steps by tenths within 0...1 (its slider's range)")
    func stepping() throws {
        let (stack, _) = try row("VStack(spacing: 8) {\n    Text(\"A\")\n}\n", "VStack(spacing: 8)")
        let spacing = try #require(InspectorParameter.parameters(of: stack, arguments: [("spacing", "8")]).first { $0.label == "spacing" })
        #expect(spacing.stepped(by: 1) == "9" && spacing.stepped(by: -10) == "-2" && spacing.stepped(by: 10) == "18")
        let unset = try #require(InspectorParameter.parameters(of: stack, arguments: []).first { $0.label == "spacing" })
        #expect(unset.stepped(by: 1) == "1")
        let (faded, _) = try row("Text(\"A\")\n    .opacity(0.5)\n", ".opacity(0.5)")
        let opacity = try #require(InspectorParameter.parameters(of: faded, arguments: [(nil, "0.5")]).first)
        #expect(opacity.range == 0...1 && opacity.defaultSource == nil)
        #expect(opacity.stepped(by: 1) == "0.6" && opacity.stepped(by: 10) == "1" && opacity.stepped(by: -2) == "0.3")
        let alignment = try #require(InspectorParameter.parameters(of: stack, arguments: []).first { $0.label == "alignment" })
        #expect(alignment.stepped(by: 1) == nil)
    }
}
