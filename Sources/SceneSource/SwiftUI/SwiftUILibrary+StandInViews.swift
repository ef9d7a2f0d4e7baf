import LayoutEngine
import SwiftEvaluator

/// A view of an app that the scene does not declare (`CustomButton(title:) { ... }`), made
/// where a view goes: a labelled box, its content closure's views under the name.
extension SwiftUILibrary {
    /// The nodes of a made stand-in placed where a view goes.
    func standInViewNodes(_ standIn: StandInValue, _ context: RealizeContext, path: String) throws -> [ViewNode] {
        let inside = try standIn.content.map { content -> [ViewNode] in
            let built = try runBuilder(content, passing: closureSamples(content, of: standIn), at: standIn.position)
            do {
                return try realize(built, context, path: path + ".c")
            } catch let error as RuntimeError where error.message.hasSuffix(" is not a view") {
                // The closure of an app's view is not always its content: `CustomButton(title:)
                // { Task { await send() } }` passes an action. What it makes is not drawn.
                warning("the closure given to '\(standIn.name)' makes no view (an action?); it is not drawn", at: standIn.position, hint: Self.standInHint)
                return []
            }
        } ?? []
        return [standInNode(standIn.name, content: inside, location: location(standIn.position))]
    }

    /// What a stand-in view passes its content closure (`BlockSequence(items) { index, item in
    /// ... }`): a sample for each parameter, chosen from its name (`index` 3, `item` a
    /// stand-in), reported with the view's own warning.
    func closureSamples(_ content: Value, of standIn: StandInValue) -> [Value] {
        guard case .function(let function) = content, let names = function.closureParameterNames else { return [] }
        return names.map { name in
            switch StandIns.sample(forMember: name) {
            case .int(let number): return .int(number)
            case .double(let number): return .double(number)
            case .bool(let flag): return .bool(flag)
            case .string(let text): return .string(text)
            default: return .native(StandInValue(name: standIn.name + "." + name, typeName: StandIns.words(name).replacingOccurrences(of: " ", with: "")))
            }
        }
    }

    /// The labelled box of a stand-in view: the name in a subheadline line, padded, on a grey
    /// rounded rectangle, with `content` under the name; the size the scene's text gives it
    /// (`StandInSizes`), when it gives one, is a frame around the padded label.
    func standInNode(_ name: String, content: [ViewNode], location: LayoutEngine.SourceLocation?, fills: Bool = false) -> ViewNode {
        let label = ViewNode.label(name, font: .textStyle(.subheadline)).located(location)
        let column = content.isEmpty ? label : ViewNode.vStack(spacing: 6, [label] + content).located(location)
        let box = ViewNode.shape(.roundedRectangle(cornerRadius: 8)).located(location)
        box.style.fill = LayoutEngine.Color(StandIns.color.value, opacity: 0.35)
        var padded = column.padding(EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)).located(location)
        if let size = standInSizes[name] {
            padded = padded.frame(width: size.width, height: size.height).located(location)
        } else if fills {
            padded = padded.frame(maxWidth: .infinity, maxHeight: .infinity).located(location)
        }
        return ViewNode(name, role: .view, content: .layout(PassthroughLayout()), children: [padded.background(box).located(location)],
                        argumentSummary: "stand-in", sourceLocation: location)
    }
}
