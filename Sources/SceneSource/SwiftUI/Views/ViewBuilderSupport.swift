import LayoutEngine
import SwiftEvaluator

/// `@ViewBuilder`: statements become one view value. Several views are a tuple whose views are
/// placed one after the other; a branch of `if`/`switch` is tagged with its index, so that the
/// views of different branches have different identities (and `@State`).
struct ViewBuilder: ResultBuilder {
    unowned let library: SwiftUILibrary

    var name: String { "ViewBuilder" }

    /// A colour written as a view (`Color.blue` on a line of its own) is a shared constant
    /// without a place in the source: as a statement it becomes a view written there, so that
    /// the window maps it to its own row (a click on it selects `Color.blue`, not its stack).
    func buildExpression(_ value: Value, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value {
        guard case .native(let color as ColorValue) = value, let position else { return value }
        let location = library.location(position)
        var view = ViewValue("Color", at: position) { _, _ in
            [ViewNode("Color", content: .color(color.color), sourceLocation: location)]
        }
        view.color = color.color
        return .native(view)
    }

    /// A view statement that failed (`Card(item: items[3])` out of range) is an error
    /// placeholder named by what it makes; the views around it lay out. The error is reported
    /// when the placeholder is built into a tree, so that a value read and not shown (the
    /// previews a provider lists, read to name them) reports nothing.
    func buildFailure(_ error: RuntimeError, name: String, at position: SourcePosition?, in evaluator: Evaluator) -> Value? {
        var located = error
        if located.position == nil { located.position = position }
        let library = self.library
        return .native(ViewValue(name, at: position) { _, _ in
            library.report(located)
            return [library.placeholderNode(name, at: position)]
        })
    }

    func buildBlock(_ components: [Value], in evaluator: Evaluator) throws -> Value {
        let views = components.filter { if case .void = $0 { return false } else { return true } }
        if views.count == 1 { return views[0] }
        return .native(library.tuple(views, typeName: "TupleView"))
    }

    func buildOptional(_ component: Value?, in evaluator: Evaluator) throws -> Value {
        guard let component else { return .native(library.tuple([], typeName: "Optional")) }
        return .native(library.tagged(component, tag: "?"))
    }

    func buildEither(_ component: Value, branch: Int, of count: Int, in evaluator: Evaluator) throws -> Value {
        .native(library.tagged(component, tag: "?\(branch)"))
    }

    func buildArray(_ components: [Value], in evaluator: Evaluator) throws -> Value {
        .native(library.tuple(components, typeName: "ForEach", indexed: true))
    }
}

extension SwiftUILibrary {
    /// Several views placed one after the other; each realized at `path.i` (`path[i]` for
    /// the iterations of a `for`).
    func tuple(_ values: [Value], typeName: String, indexed: Bool = false) -> ViewValue {
        var view = ViewValue(typeName, at: nil) { context, path in
            var nodes: [ViewNode] = []
            for (index, value) in values.enumerated() {
                nodes += try self.realize(value, context, path: indexed ? "\(path)[\(index)]" : "\(path).\(index)")
            }
            return nodes
        }
        view.previewParts = values
        return view
    }

    /// A view realized at a path with `tag` added (a branch of `if`/`switch`).
    func tagged(_ value: Value, tag: String) -> ViewValue {
        ViewValue("Conditional", at: nil) { context, path in
            try self.realize(value, context, path: path + tag)
        }
    }
}
