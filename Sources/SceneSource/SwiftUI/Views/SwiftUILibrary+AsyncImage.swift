import LayoutEngine
import SwiftEvaluator

/// `AsyncImagePhase.empty`: the phase an `AsyncImage` is in before its image loads, which is
/// the phase the playground shows (it loads nothing from the network). `phase.image` and
/// `phase.error` are nil; `switch phase` takes `case .empty`.
struct AsyncImagePhaseValue: NativeEnumCase {
    var typeName: String { "AsyncImagePhase" }
    var caseName: String { "empty" }
    var description: String { "AsyncImagePhase.empty" }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "image", "error": return .nil
        default: return nil
        }
    }
}

extension ViewMaker {
    static let asyncImage = ViewMaker { library, _, call, summary in try library.asyncImage(call, summary: summary) }
}

extension SwiftUILibrary {
    /// `AsyncImage` as SwiftUI shows it before the image arrives: the `placeholder` view, the
    /// `content` closure given the `.empty` phase, or, with neither, the default placeholder (a
    /// grey that fills what it is offered).
    func asyncImage(_ call: NativeCall, summary: String) throws -> ViewValue {
        warning("AsyncImage shows its placeholder: the playground loads nothing from the network", at: call.position)
        let location = location(call.position)
        var shown: Value?
        if let placeholder = call.arguments.first(where: { $0.label == "placeholder" })?.value {
            shown = try runBuilder(placeholder, at: call.position)
        } else if let content = contentClosure(call) {
            shown = try runBuilder(content, passing: [.native(AsyncImagePhaseValue())], at: call.position)
        }
        return ViewValue("AsyncImage", at: call.position) { context, path in
            let children: [ViewNode]
            if let shown {
                children = try self.realize(shown, context, path: path)
            } else {
                let grey = ViewNode("Rectangle", content: .shape(.rectangle), sourceLocation: location)
                grey.style.fill = LayoutEngine.Color(.named("gray"), opacity: 0.25)
                children = [grey]
            }
            return [ViewNode("AsyncImage", role: .view, content: .layout(PassthroughLayout()), children: children,
                             argumentSummary: summary, sourceLocation: location)]
        }
    }
}
