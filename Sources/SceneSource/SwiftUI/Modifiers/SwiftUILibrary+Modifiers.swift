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
                if entry.checksLabels {
                    let accepted = entry.labels
                    for argument in call.arguments where !argument.isTrailingClosure && !accepted.contains(argument.label ?? "_") {
                        let described = accepted.map { $0 == "_" ? "an unlabelled value" : $0 + ":" }.joined(separator: ", ")
                        throw RuntimeError(
                            argument.label.map { "\(name) has no argument '\($0):'" } ?? "\(name) takes no unlabelled argument",
                            at: argument.position ?? call.position, hint: accepted.isEmpty ? "\(name) takes no arguments" : "\(name) takes " + described)
                    }
                }
                return try library.applyModifier(name, to: base, call)
            }
        case .preview:
            // Preview configuration: no view of its own; the preview list reads what it says.
            return Function.native(name) { call in
                ["previewDisplayName", "previewLayout", "previewInterfaceOrientation"].contains(name)
                    ? library.previewConfigured(base, name, call) : base
            }
        case .behaviour:
            return Function.native(name, parameterTypes: entry.parameterTypes) { call in
                library.warning("'\(name)' does not affect layout", at: call.position)
                return library.level(name, base, call, layout: PassthroughLayout())
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
    func level(_ name: String, _ base: Value, _ call: NativeCall, layout: any Layout, configure: ((ViewNode) -> Void)? = nil) -> Value {
        let summary = Summary.arguments(call.arguments, evaluator: call.evaluator)
        let location = location(call.position)
        return .native(ViewValue("." + name, at: call.position) { context, path in
            try self.realize(base, context, path: path).map { node in
                let modifier = ViewNode(name, role: .modifier, content: .layout(layout), children: [node], argumentSummary: summary, sourceLocation: location)
                configure?(modifier)
                return modifier
            }
        })
    }

    /// `base` with each of its realized views changed in place (styling that takes no level).
    func changing(_ name: String, _ base: Value, _ call: NativeCall, _ change: @escaping (ViewNode) throws -> ViewNode) -> Value {
        .native(ViewValue("." + name, at: call.position) { context, path in
            try self.realize(base, context, path: path).map(change)
        })
    }

    func applyModifier(_ name: String, to base: Value, _ call: NativeCall) throws -> Value {
        switch name {
        case "frame": return try frame(base, call)
        case "padding": return try padding(base, call)
        case "safeAreaInset": return try safeAreaInset(base, call)
        case "safeAreaPadding": return try safeAreaPadding(base, call)
        case "contentMargins": return try contentMargins(base, call)
        case "offset", "position":
            var x = 0.0, y = 0.0
            if let single = call.argument(nil) {
                if let size = single.size { x = size.width; y = size.height }
                else if let point = single.point { x = point.x; y = point.y }
                else { throw call.error("\(name)(_:) expects a \(name == "offset" ? "CGSize" : "CGPoint")") }
            }
            x = try Arguments.length(call, "x", allowsNegative: true, library: self) ?? x
            y = try Arguments.length(call, "y", allowsNegative: true, library: self) ?? y
            return level(name, base, call, layout: name == "offset" ? OffsetLayout(x: x, y: y) as any Layout : PositionLayout(x: x, y: y))
        case "fixedSize":
            let horizontal = call.argument("horizontal")?.boolValue ?? true
            let vertical = call.argument("vertical")?.boolValue ?? true
            return level(name, base, call, layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical))
        case "aspectRatio", "scaledToFit", "scaledToFill":
            var mode: AspectRatioLayout.ContentMode = name == "scaledToFill" ? .fill : .fit
            var ratio: Double?
            if name == "aspectRatio" {
                if let modeName = call.argument("contentMode")?.symbolName { mode = modeName == "fill" ? .fill : .fit }
                if let value = call.argument(nil), !value.isNil {
                    if let size = value.size { ratio = size.height == 0 ? .nan : size.width / size.height }
                    else if let number = value.number { ratio = number }
                    else { throw call.error("aspectRatio(_:) expects a number or a CGSize") }
                    if let given = ratio, !(given.isFinite && given > 0) {
                        warning("aspectRatio(_:) must be a positive number; using the view's own ratio", at: call.position)
                        ratio = nil
                    }
                }
            }
            return level(name, base, call, layout: AspectRatioLayout(aspectRatio: ratio, contentMode: mode))
        case "background", "overlay": return try secondary(name, base, call)
        case "border":
            let color = try call.argument(nil).map { try Modifiers.color($0, library: self, at: call.position) } ?? .named("primary")
            let width = try Arguments.length(call, "width", library: self) ?? 1
            let location = location(call.position)
            return level(name, base, call, layout: SecondaryViewLayout(placement: .overlay, alignment: .center)) { node in
                let rectangle = ViewNode("Rectangle", content: .shape(.rectangle), sourceLocation: location)
                rectangle.style.stroke = DrawingStyle.Stroke(color: color, lineWidth: width, isInside: true)
                node.children.append(rectangle)
            }
        case "layoutPriority":
            guard let priority = call.argument(nil)?.number else { throw call.error("layoutPriority(_:) expects a number") }
            return level(name, base, call, layout: PassthroughLayout()) { $0.layoutPriority = priority.isFinite ? priority : 0 }
        case "alignmentGuide": return try alignmentGuide(base, call)
        case "ignoresSafeArea", "edgesIgnoringSafeArea":
            var edges = Edge.Set.all
            let edgesValue = name == "edgesIgnoringSafeArea" ? call.argument(nil) : call.argument("edges")
            let edgesLabel = name == "edgesIgnoringSafeArea" ? "_" : "edges"
            if let edgesValue {
                guard let set = Arguments.edgeSet(edgesValue) else { throw call.error("\(name)(\(edgesLabel):) expects an Edge.Set such as .top") }
                edges = set
            } else if name == "edgesIgnoringSafeArea" {
                throw call.error("edgesIgnoringSafeArea needs an Edge.Set, such as edgesIgnoringSafeArea(.all)")
            }
            if name == "ignoresSafeArea", let regions = call.argument(nil) {
                guard let region = regions.symbolName, ["all", "container", "keyboard"].contains(region) else {
                    throw call.error("ignoresSafeArea(_:) expects SafeAreaRegions (.all, .container or .keyboard)")
                }
                if region == "keyboard" {
                    warning("only the keyboard's safe area is ignored, and the playground shows no keyboard", at: call.position)
                    edges = []
                }
            }
            let ignored = edges
            return level(name, base, call, layout: SafeAreaIgnoringLayout(edges: ignored)) { $0.ignoredSafeAreaEdges = ignored }
        case "hidden", "clipped", "cornerRadius", "clipShape", "opacity", "shadow", "blur", "mask":
            return try drawing(name, base, call)
        case "foregroundStyle", "foregroundColor", "tint_":
            let color: Color? = try call.argument(nil).flatMap { $0.isNil ? nil : try Modifiers.color($0, library: self, at: call.position) }
            if case .native(var shape as ShapeValue) = base, name == "foregroundStyle" || name == "foregroundColor" {
                shape.style.foreground = color
                return .native(shape)
            }
            return changing(name, base, call) { node in
                // An inner hierarchical style (`.secondary`) is a level of this one.
                if let inner = node.style.foreground, inner.isDefaultForeground, let color {
                    node.style.foreground = inner.resolvingHierarchy(in: color)
                    return node
                }
                node.style.foreground = color
                if let color { Modifiers.recolorButtons(inside: node, color) }
                return node
            }
        case "fill", "stroke", "strokeBorder":
            throw call.error("\(name)(_:) applies to a shape, not to this view; apply it directly after the shape")
        case "bold", "italic", "fontWeight", "monospaced", "monospacedDigit", "fontDesign", "fontWidth", "textCase":
            return try textStyle(name, base, call)
        case "resizable", "renderingMode", "symbolRenderingMode", "symbolVariant":
            return try imageStyle(name, base, call)
        case "font", "dynamicTypeSize", "lineLimit", "multilineTextAlignment", "truncationMode", "lineSpacing", "minimumScaleFactor", "imageScale", "environment":
            return try environmentModifier(name, base, call)
        case "modifier":
            guard let modifier = call.arguments.first?.value else { throw call.error("modifier(_:) takes a ViewModifier") }
            return try viewModifier(modifier, applyingTo: base, call)
        case "preference", "anchorPreference", "transformPreference", "onPreferenceChange", "overlayPreferenceValue", "backgroundPreferenceValue", "onGeometryChange":
            return try preferenceModifier(name, base, call)
        case "onAppear", "task":
            guard let action = call.arguments.last?.value, case .function = action else { return level(name, base, call, layout: PassthroughLayout()) }
            return appearing(name, base, call, action: action)
        case "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode", "navigationBarHidden", "toolbar", "navigationBarItems", "tabItem", "tag":
            return try navigationModifier(name, base, call)
        case "listStyle", "buttonStyle", "pickerStyle", "textFieldStyle", "toggleStyle", "labelStyle", "progressViewStyle",
             "datePickerStyle", "controlSize", "buttonBorderShape", "scrollContentBackground", "tint", "accentColor", "labelsHidden",
             "listSectionSpacing", "listRowInsets", "listRowSeparator", "listRowBackground":
            return try systemStyleModifier(name, base, call)
        case "gridCellColumns", "gridColumnAlignment", "gridCellAnchor", "gridCellUnsizedAxes":
            return try gridCellModifier(name, base, call)
        case "environmentObject":
            if let object = call.arguments.first?.value, let typeName = Evaluator.typeName(of: object) { environmentObjects[typeName] = object }
            return level(name, base, call, layout: PassthroughLayout())
        case "layoutValue":
            guard case .type(let key)? = call.argument("key"), let value = call.argument("value") else {
                throw call.error("layoutValue(key:value:) takes a LayoutValueKey type and a value")
            }
            return level(name, base, call, layout: PassthroughLayout()) { $0.layoutValues[key.name] = value }
        case "containerShape":
            return base
        default:
            throw call.error("'\(name)' is not supported")
        }
    }

}

import SwiftSyntax
