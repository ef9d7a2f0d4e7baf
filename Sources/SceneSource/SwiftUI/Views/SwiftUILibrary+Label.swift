import LayoutEngine
import SwiftEvaluator

extension SwiftUILibrary {
    /// `Label("Title", systemImage:)`, `Label(_:image:)` and `Label { } icon: { }`: an icon and a
    /// title in a row, or one of them under `.labelStyle(.iconOnly)` / `.titleOnly`.
    func label(_ call: NativeCall, summary: String) throws -> ViewValue {
        let location = location(call.position)
        var title: Value?
        var icon: Value?
        if let text = call.argument(nil)?.stringValue {
            title = .native(textView(TextContent(text), at: call.position, summary: "\"\(text)\""))
            if let name = call.argument("systemImage")?.stringValue {
                icon = .native(ViewValue("Image", at: call.position) { _, _ in
                    [ViewNode("Image", content: .image(.systemName(name)), argumentSummary: "systemName: \"\(name)\"", sourceLocation: location)]
                })
            } else if let name = call.argument("image")?.stringValue {
                icon = .native(ViewValue("Image", at: call.position) { _, _ in
                    [ViewNode("Image", content: .image(.named(name)), argumentSummary: "\"\(name)\"", sourceLocation: location)]
                })
            }
        } else {
            if let closure = contentClosure(call, label: "title") { title = try runBuilder(closure, at: call.position) }
            if let closure = call.arguments.first(where: { $0.label == "icon" })?.value { icon = try runBuilder(closure, at: call.position) }
        }
        guard let title, let icon else {
            throw call.error("Label needs a title and an icon: Label(\"Title\", systemImage: \"star\")")
        }
        return ViewValue("Label", at: call.position) { context, path in
            if let styled = try self.styledBody("labelStyle", configuration: "LabelStyleConfiguration",
                                                members: ["title": self.configurationPart("Title", title, context, path: path + ".1"),
                                                          "icon": self.configurationPart("Icon", icon, context, path: path + ".0")],
                                                context, path: path, at: call.position) {
                return [ViewNode("Label", content: .layout(PassthroughLayout()), children: styled, argumentSummary: summary, sourceLocation: location)]
            }
            let children = [self.single(try self.realize(icon, context, path: path + ".0")), self.single(try self.realize(title, context, path: path + ".1"))]
            let node = ViewNode("Label", content: .layout(HStackLayout(alignment: .center, spacing: 8)), children: children, argumentSummary: summary, sourceLocation: location)
            // `.labelStyle(.iconOnly)` and `.titleOnly` from above: one part shown.
            node.environmentDependentChildren = { environment in
                switch environment.systemStyles.label {
                case .iconOnly: return [children[0]]
                case .titleOnly: return [children[1]]
                default: return children
                }
            }
            return [node]
        }
    }
}
