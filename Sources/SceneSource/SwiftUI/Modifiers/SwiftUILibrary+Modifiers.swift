import LayoutEngine
import SwiftEvaluator

extension SwiftUILibrary {
    /// The modifier `name` applied to `base`, as a function of its arguments; nil when no such
    /// modifier exists (an unknown member).
    func modifier(_ name: String, of base: Value, in evaluator: Evaluator) throws -> Value? {
        let library = self
        guard let entry = SwiftUICatalog.modifiers[name] else { return nil }
        switch entry.role {
        case .modelled:
            return Function.native(name, parameterTypes: entry.parameterTypes) { call in
                if let overload = library.appOverload(name, entry: entry, base: base, call: call) { return overload }
                if entry.checksLabels {
                    let accepted = entry.labels
                    for argument in call.arguments where !argument.isTrailingClosure && !accepted.contains(argument.label ?? "_") {
                        let described = accepted.map { $0 == "_" ? "an unlabelled value" : $0 + ":" }.joined(separator: ", ")
                        throw RuntimeError(
                            argument.label.map { "\(name) has no argument '\($0):'" } ?? "\(name) takes no unlabelled argument",
                            at: argument.position ?? call.position, hint: accepted.isEmpty ? "\(name) takes no arguments" : "\(name) takes " + described)
                    }
                }
                guard let applier = entry.apply else { throw call.error("'\(name)' is not supported") }
                do { return try applier.apply(library, name, base, call) } catch {
                    if let overload = library.appOverload(name, entry: entry, base: base, call: call, refused: error) { return overload }
                    throw error
                }
            }
        case .preview:
            // Preview configuration: no view of its own; the preview list reads what it says.
            return Function.native(name) { call in
                ["previewDisplayName", "previewLayout", "previewInterfaceOrientation"].contains(name)
                    ? library.previewConfigured(base, name, call) : base
            }
        case .behaviour:
            // Accepted silently: a pasted file's warnings are kept for what changes what the
            // person sees (stand-ins, a view drawn as something else), not buried under every
            // `onTapGesture`. The level stays in the tree, where the window marks it.
            return Function.native(name, parameterTypes: entry.parameterTypes) { call in
                library.level(name, base, call, layout: PassthroughLayout())
            }
        case .view, .value:
            return nil
        }
    }

    /// `base` with what a preview modifier says recorded for the preview list.
    func previewConfigured(_ base: Value, _ name: String, _ call: NativeCall) -> Value {
        var view = base.viewValue ?? ViewValue("Preview", at: call.position) { context, path in
            try self.realize(base, context, path: path)
        }
        var traits = view.previewTraits ?? PreviewTraits()
        let argument = call.arguments.first?.value
        switch name {
        case "previewDisplayName":
            if case .string(let text)? = argument { traits.name = text }
        case "previewInterfaceOrientation":
            if let orientation = argument?.symbolName { traits.isLandscape = orientation.hasPrefix("landscape") }
        default:
            if case .implicitMember(let member)? = argument {
                switch member.name {
                case "sizeThatFits": traits.layout = .sizeThatFits
                case "device": traits.layout = .device
                case "fixed":
                    let width = member.arguments?.first { $0.label == "width" }?.value.doubleValue ?? 393
                    let height = member.arguments?.first { $0.label == "height" }?.value.doubleValue ?? 852
                    traits.layout = .fixed(width: width, height: height)
                default: break
                }
            }
        }
        view.previewTraits = traits
        return .native(view)
    }

    func note(_ message: String, at position: SourcePosition?) {
        report(.note, message, at: position)
    }

    /// `base` with a modifier level over each of its views.
    /// `style`: the scene's own style this modifier sets for the views below (`CustomStyles`);
    /// `resetsStyle`: a system style set instead, which ends the scene's one from above.
    func level(_ name: String, _ base: Value, _ call: NativeCall, layout: any Layout, style: Value? = nil, resetsStyle: Bool = false,
               configure: ((ViewNode) -> Void)? = nil) -> Value {
        let summary = Summary.arguments(call.arguments, evaluator: call.evaluator)
        let location = location(call.position)
        return keepingText(name, of: base, in: ViewValue("." + name, at: call.position) { context, path in
            let inner = style != nil || resetsStyle ? context.with(style: style, for: name) : context
            return try self.realize(base, inner, path: path).map { node in
                let modifier = ViewNode(name, role: .modifier, content: .layout(layout), children: [node], argumentSummary: summary, sourceLocation: location)
                configure?(modifier)
                return modifier
            }
        })
    }

    /// `base` with each of its realized views changed in place (styling that takes no level).
    func changing(_ name: String, _ base: Value, _ call: NativeCall, _ change: @escaping (ViewNode) throws -> ViewNode) -> Value {
        keepingText(name, of: base, in: ViewValue("." + name, at: call.position) { context, path in
            try self.realize(base, context, path: path).map(change)
        })
    }

    /// SwiftUI's modifiers that return a `Text` when applied to one (`Text("a").bold()
    /// .foregroundColor(.gray) + Text("b")`): the result keeps the text's content, so that
    /// `+` still joins it.
    static let textReturningModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "font", "fontWeight", "bold", "italic", "underline", "strikethrough", "kerning",
        "tracking", "baselineOffset", "monospaced", "monospacedDigit", "fontDesign", "fontWidth", "textScale", "textCase",
    ]

    func keepingText(_ name: String, of base: Value, in result: ViewValue, content: TextContent? = nil) -> Value {
        var result = result
        if Self.textReturningModifiers.contains(name), case .native(let view as ViewValue) = base, let text = content ?? view.text {
            result.text = text
        }
        return .native(result)
    }
}
