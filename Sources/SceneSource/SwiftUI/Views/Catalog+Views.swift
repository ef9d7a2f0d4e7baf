import LayoutEngine
import SwiftEvaluator

/// How SwiftUI's views are made from their arguments: by the `ViewMaker` of their entry in
/// `SwiftUICatalog` (Documentation/scene-language.md, "Adding a view").
enum Catalog {
    /// A view made by calling its type, or nil when `type` is not a view the catalog makes
    /// (a name of another kind, or a value `HostTypes` makes: shapes, `Path`, the layout types).
    static func makeView(_ type: String, _ call: inout NativeCall, library: SwiftUILibrary) throws -> ViewValue? {
        guard let maker = SwiftUICatalog.views[type]?.make else { return nil }
        return try maker.make(library, type, call, Summary.arguments(call.arguments, evaluator: call.evaluator))
    }
}

/// Summaries of arguments for output: `spacing: 10`, `width: 100, height: 50`.
enum Summary {
    static func arguments(_ arguments: [SwiftEvaluator.Argument], evaluator: Evaluator) -> String {
        // Written into one string: every view made in a `ForEach` row has a summary.
        var summary = ""
        for argument in arguments {
            let text: String
            switch argument.value {
            case .function: continue
            case .string(let string):
                // At most 40 bytes is at most 40 characters: counting characters is the slow part.
                text = string.utf8.count <= 40 || string.count <= 40 ? "\"" + string + "\"" : "\"" + string.prefix(39) + "…\""
            // `.infinity` as the source spells it, not `formatPoints`'s "inf".
            case .double(let number): text = number.isInfinite ? (number < 0 ? "-.infinity" : ".infinity") : formatPoints(number)
            case .native(let view as ViewValue): text = view.typeName + "(…)"
            default: text = String(evaluator.describe(argument.value).prefix(40))
            }
            if !summary.isEmpty { summary += ", " }
            if let label = argument.label { summary += label + ": " }
            summary += text
        }
        return summary
    }
}
