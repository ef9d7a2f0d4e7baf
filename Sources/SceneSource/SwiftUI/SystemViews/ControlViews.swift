import LayoutEngine
import SwiftEvaluator

/// iOS's controls, each made of engine views with `SystemMetrics`' sizes: toggles, fields,
/// sliders, steppers, pickers, progress views, bordered buttons, labelled content and
/// `ContentUnavailableView` (Documentation/system-views.md, "Controls"). A control's style
/// comes from the environment (`.buttonStyle(_:)`, `.pickerStyle(_:)`, ... anywhere above).
extension SwiftUILibrary {
    /// The value a binding argument holds now (`$isOn`, `.constant(true)`), or nil.
    func boundValue(_ call: NativeCall, _ label: String) -> Value? {
        guard let argument = call.argument(label) else { return nil }
        if case .native(let binding as BindingValue) = argument { return try? binding.get() }
        // `.constant(true)` where the parameter's type is not known to the evaluator.
        if case .implicitMember(let member) = argument, member.name == "constant", let value = member.arguments?.first?.value { return value }
        return argument
    }

    /// A control's label: its title string, or its `label:` (or trailing) closure's view.
    func controlLabel(_ call: NativeCall, closureLabels: [String] = ["label"]) throws -> Value? {
        if let title = call.argument(nil)?.stringValue {
            return .native(textView(TextContent(title), at: call.position, summary: "\"\(title)\""))
        }
        if let text = call.argument(nil)?.viewValue, text.text != nil { return .native(text) }
        for label in closureLabels {
            if let closure = call.arguments.first(where: { $0.label == label })?.value { return try runBuilder(closure, at: call.position) }
        }
        if let trailing = call.arguments.first(where: { $0.isTrailingClosure && $0.label == nil })?.value {
            return try runBuilder(trailing, at: call.position)
        }
        return nil
    }

    /// Realizes an optional view as one node (several are stacked).
    func oneNode(_ value: Value?, _ context: RealizeContext, _ path: String) throws -> ViewNode? {
        guard let value else { return nil }
        let nodes = try realize(value, context, path: path)
        if nodes.isEmpty { return nil }
        return nodes.count == 1 ? nodes[0] : ViewNode.hStack(nodes)
    }

    /// A control whose parts `build` makes from its label (realized) once the environment is
    /// known: the control's style comes from the environment (`.toggleStyle(_:)`...).
    private func control(_ type: String, _ call: NativeCall, label: Value?, summary: String, _ build: @escaping (ViewNode?, EnvironmentValues) -> [ViewNode]) -> ViewValue {
        let location = location(call.position)
        return ViewValue(type, at: call.position) { context, path in
            let labelNode = try self.oneNode(label, context, path + ".l")
            let node = ViewNode(type, content: .layout(PassthroughLayout()), children: [], argumentSummary: summary, sourceLocation: location)
            node.environmentDependentChildren = { environment in
                build(labelNode, environment).map { $0.located(location) }
            }
            return [node]
        }
    }

    /// The label of a control drawn with `control(_:_:label:summary:_:)`: its title, or its
    /// `label:`, `content:` or trailing closure's view.
    private func rowControlLabel(_ call: NativeCall) throws -> Value? {
        try controlLabel(call, closureLabels: ["label", "content"])
    }

    /// `label   Spacer   control`, the way iOS lays a control out in a row; the label alone
    /// when labels are hidden.
    private static func row(_ labelNode: ViewNode?, _ control: ViewNode, _ environment: EnvironmentValues) -> ViewNode {
        guard let labelNode, !environment.systemStyles.labelsHidden else { return control }
        return ViewNode.hStack(spacing: 8, [labelNode, .spacer(minLength: 8), control])
    }

    /// A switch after the label; drawn as a button (in toolbars) with `.toggleStyle(.button)`.
    func toggle(_ call: NativeCall, summary: String) throws -> ViewValue {
        let label = try rowControlLabel(call)
        let isOn = boundValue(call, "isOn")?.boolValue ?? false
        let binding = call.argument("isOn")
        let location = location(call.position)
        let system = control("Toggle", call, label: label, summary: summary) { labelNode, environment in
            if environment.systemStyles.toggle == .button, let labelNode {
                // A toggle drawn as a button (in toolbars): its label, tinted, on a tinted shape when on.
                let tint = environment.systemStyles.tint ?? .named("accentColor")
                var button = labelNode.padding(EdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6))
                if isOn { button = button.background(ViewNode.filled(.roundedRectangle(cornerRadius: 6), tint, opacity: 0.15)) }
                return [button.foreground(tint)]
            }
            let tint = environment.systemStyles.tint ?? .named("green")
            let track = ViewNode.filled(.capsule, isOn ? tint : .named("systemFill"))
            let thumb = ViewNode.filled(.circle, "white")
                .frame(width: SystemMetrics.switchSize.height - 2 * SystemMetrics.switchThumbInset, height: SystemMetrics.switchSize.height - 2 * SystemMetrics.switchThumbInset)
                .padding(SystemMetrics.switchThumbInset)
            let control = ViewNode.zStack(alignment: isOn ? .trailing : .leading, [track, thumb])
                .frame(width: SystemMetrics.switchSize.width, height: SystemMetrics.switchSize.height).withPart("Toggle.switch")
            return [Self.row(labelNode, control, environment)]
        }
        // A scene's own `ToggleStyle`: its body from the label and the state.
        return ViewValue("Toggle", at: call.position) { context, path in
            var members = ["label": self.configurationPart("Label", label, context, path: path + ".l"), "isOn": .bool(isOn), "isMixed": .bool(false)]
            if let binding { members["$isOn"] = binding }
            if let styled = try self.styledBody("toggleStyle", configuration: "ToggleStyleConfiguration", members: members, context, path: path, at: call.position) {
                return [ViewNode("Toggle", content: .layout(PassthroughLayout()), children: styled, argumentSummary: summary, sourceLocation: location)]
            }
            return try system.make(context, path)
        }
    }

    func textField(_ call: NativeCall, summary: String) throws -> ViewValue {
        try field("TextField", call, summary: summary, isSecure: false)
    }

    /// A text field that shows a bullet for each character of its text.
    func secureField(_ call: NativeCall, summary: String) throws -> ViewValue {
        try field("SecureField", call, summary: summary, isSecure: true)
    }

    /// `TextField` and `SecureField`: one line of the text (its bullets when `isSecure`) or of the
    /// placeholder, as wide as it is offered; bordered with `.textFieldStyle(.roundedBorder)`.
    private func field(_ type: String, _ call: NativeCall, summary: String, isSecure: Bool) throws -> ViewValue {
        let label = try rowControlLabel(call)
        let text = boundValue(call, "text")?.stringValue ?? boundValue(call, "value").map { call.evaluator.describe($0) } ?? ""
        let placeholder = call.argument(nil)?.stringValue ?? call.argument("prompt")?.viewValue?.text?.string ?? ""
        return control(type, call, label: label, summary: summary) { _, environment in
            let shown = text.isEmpty ? placeholder : (isSecure ? String(repeating: "•", count: text.count) : text)
            var field = ViewNode.label(shown.isEmpty ? " " : shown, color: text.isEmpty ? "placeholderText" : nil)
                .withLineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)
            if environment.systemStyles.textField == .roundedBorder {
                let border = ViewNode.shape(.roundedRectangle(cornerRadius: SystemMetrics.roundedFieldRadius))
                border.style.fill = .named("systemBackground")
                border.style.stroke = DrawingStyle.Stroke(color: .named("systemGray4"), lineWidth: 1.0 / 3, isInside: true)
                field = field.padding(SystemMetrics.roundedFieldPadding).background(border)
            }
            return [field.withPart("\(type).field")]
        }
    }

    /// Its text from the top leading corner, in all the room it is offered.
    func textEditor(_ call: NativeCall, summary: String) throws -> ViewValue {
        let label = try rowControlLabel(call)
        let text = boundValue(call, "text")?.stringValue ?? ""
        return control("TextEditor", call, label: label, summary: summary) { _, _ in
            [ViewNode.zStack(alignment: .topLeading, [ViewNode.color("clear"), ViewNode.text(text.isEmpty ? " " : text).padding(EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5))])]
        }
    }

    /// The share of its range `value:` is, from 0 to 1 (`in:` a range, else of `total:`), or nil
    /// without a value.
    private func fraction(_ call: NativeCall) throws -> Double? {
        let range = try rangeArgument(call, "in")
        var fraction: Double?
        if let value = boundValue(call, "value")?.number {
            let total = call.argument("total")?.number ?? 1
            if let range { fraction = (value - range.lowerBound) / max(range.upperBound - range.lowerBound, .leastNonzeroMagnitude) }
            else { fraction = value / (total == 0 ? 1 : total) }
        }
        return fraction.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
    }

    /// A capsule track across the width it is offered, filled `share` of the way in the tint,
    /// with a knob at the end of the fill for a slider; `height` high (the track centred).
    private static func track(_ type: String, share: Double, thickness: Double, height: Double, knob: Bool, _ environment: EnvironmentValues) -> ViewNode {
        let tint = environment.systemStyles.tint ?? .named("accentColor")
        return ViewNode.geometryReader { proxy in
            let width = proxy.size.width
            let track = ViewNode.filled(.capsule, "systemFill").frame(width: width, height: thickness)
            let filled = ViewNode.filled(.capsule, tint).frame(width: width * share, height: thickness)
            var parts = [track, filled]
            if knob {
                let knob = ViewNode.filled(.circle, "white")
                knob.style.stroke = DrawingStyle.Stroke(color: .named("systemGray4"), lineWidth: 0.5, isInside: true)
                parts.append(knob.frame(width: SystemMetrics.sliderThumb, height: SystemMetrics.sliderThumb)
                    .offset(x: (width - SystemMetrics.sliderThumb) * share))
            }
            return [ViewNode.zStack(alignment: .leading, parts).frame(width: width, height: proxy.size.height, alignment: .leading)]
        }.frame(height: height).withPart("\(type).track")
    }

    /// `Gauge`'s and a determinate `ProgressView`'s bar, with the label above it.
    private static func labelledBar(_ type: String, share: Double, _ labelNode: ViewNode?, _ environment: EnvironmentValues) -> [ViewNode] {
        let bar = track(type, share: share, thickness: SystemMetrics.progressBarHeight, height: SystemMetrics.progressBarHeight, knob: false, environment)
        guard let labelNode else { return [bar] }
        return [ViewNode.vStack(alignment: .leading, spacing: 6, [labelNode, bar])]
    }

    /// A track with a knob where its value is; the label is not shown (as on iOS).
    func slider(_ call: NativeCall, summary: String) throws -> ViewValue {
        let label = try rowControlLabel(call)
        let share = try fraction(call) ?? 0
        return control("Slider", call, label: label, summary: summary) { _, environment in
            [Self.track("Slider", share: share, thickness: SystemMetrics.sliderTrack, height: SystemMetrics.sliderThumb, knob: true, environment)]
        }
    }

    func gauge(_ call: NativeCall, summary: String) throws -> ViewValue {
        let label = try rowControlLabel(call)
        let share = try fraction(call) ?? 0
        return control("Gauge", call, label: label, summary: summary) { labelNode, environment in
            Self.labelledBar("Gauge", share: share, labelNode, environment)
        }
    }

    /// A bar with a `value:`; without one, or with `.progressViewStyle(.circular)`, a spinner
    /// above its label.
    func progressView(_ call: NativeCall, summary: String) throws -> ViewValue {
        let label = try rowControlLabel(call)
        let share = try fraction(call)
        return control("ProgressView", call, label: label, summary: summary) { labelNode, environment in
            if let share, environment.systemStyles.progressView != .circular {
                return Self.labelledBar("ProgressView", share: share, labelNode, environment)
            }
            let ring = ViewNode.shape(.circle)
            ring.style.stroke = DrawingStyle.Stroke(color: .named("systemGray2"), lineWidth: 2.5, isInside: true)
            let spinner = ring.frame(width: SystemMetrics.activityIndicatorSize, height: SystemMetrics.activityIndicatorSize).withPart("ProgressView.spinner")
            guard let labelNode else { return [spinner] }
            return [ViewNode.vStack(spacing: 8, [spinner, labelNode.foreground("secondaryLabel")])]
        }
    }

    func stepper(_ call: NativeCall, summary: String) throws -> ViewValue {
        let label = try rowControlLabel(call)
        return control("Stepper", call, label: label, summary: summary) { labelNode, environment in
            let minus = ViewNode.image(systemName: "minus").frame(maxWidth: .infinity)
            let plus = ViewNode.image(systemName: "plus").frame(maxWidth: .infinity)
            let divider = ViewNode("Color", content: .color(.named("separator"))).frame(width: 1, height: 18)
            let control = ViewNode.hStack(spacing: 0, [minus, divider, plus])
                .frame(width: SystemMetrics.stepperSize.width, height: SystemMetrics.stepperSize.height)
                .background(ViewNode.filled(.roundedRectangle(cornerRadius: 8), "tertiarySystemFill"))
                .font(Font(size: .fixed(17), weight: .medium)).withPart("Stepper.buttons")
            return [Self.row(labelNode, control, environment)]
        }
    }

    /// A swatch of the selected colour (blue when it is not known) after the label.
    func colorPicker(_ call: NativeCall, summary: String) throws -> ViewValue {
        let label = try rowControlLabel(call)
        let colour = (call.argument("selection").flatMap { $0.native(BindingValue.self) }.flatMap { try? $0.get() })
        let name: Color = { if case .native(let value as ColorValue)? = colour { return value.color } else { return .named("blue") } }()
        return control("ColorPicker", call, label: label, summary: summary) { labelNode, environment in
            let swatch = ViewNode.shape(.circle)
            swatch.style.fill = name
            swatch.style.stroke = DrawingStyle.Stroke(color: .named("systemGray4"), lineWidth: 2, isInside: true)
            return [Self.row(labelNode, swatch.frame(width: SystemMetrics.colorWellSize, height: SystemMetrics.colorWellSize), environment)]
        }
    }

    /// The compact style: a pill for the date and one for the time (as `displayedComponents:`
    /// asks) after the label.
    func datePicker(_ call: NativeCall, summary: String) throws -> ViewValue {
        let label = try rowControlLabel(call)
        let components = call.argument("displayedComponents").map { call.evaluator.describe($0) } ?? ""
        var dateText = "Nov 22, 2026", timeText = "9:41 AM"
        if let date = boundValue(call, "selection"), case .native = date {
            let described = call.evaluator.describe(date)
            if !described.isEmpty, described.count < 40 { dateText = described }
        }
        if components.contains("date") && !components.contains("hour") { timeText = "" }
        if components.contains("hour") && !components.contains("date") { dateText = "" }
        return control("DatePicker", call, label: label, summary: summary) { [dateText, timeText] labelNode, environment in
            let pills = [dateText, timeText].filter { !$0.isEmpty }.map { text in
                ViewNode.text(text).padding(EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11))
                    .background(ViewNode.filled(.roundedRectangle(cornerRadius: 6), "tertiarySystemFill"))
            }
            return [Self.row(labelNode, ViewNode.hStack(spacing: 6, pills).withPart("DatePicker.compact"), environment)]
        }
    }

    /// The label, then its value (`value:` or the content closure) in the secondary colour,
    /// aligned on their first baselines.
    func labeledContent(_ call: NativeCall, summary: String) throws -> ViewValue {
        let location = location(call.position)
        let label = try controlLabel(call, closureLabels: ["label"])
        let valueText = call.argument("value").map { $0.stringValue ?? call.evaluator.describe($0) }
        let content = valueText == nil ? try? self.content(call) : nil
        return ViewValue("LabeledContent", at: call.position) { context, path in
            let valuePart: Value? = valueText.map { .native(self.textView(TextContent($0), at: call.position, summary: "\"\($0)\"")) } ?? content
            if let styled = try self.styledBody("labeledContentStyle", configuration: "LabeledContentStyleConfiguration",
                                                members: ["label": self.configurationPart("Label", label, context, path: path + ".l"),
                                                          "content": self.configurationPart("Content", valuePart, context, path: path + ".v")],
                                                context, path: path, at: call.position) {
                return [ViewNode("LabeledContent", content: .layout(PassthroughLayout()), children: styled, argumentSummary: summary, sourceLocation: location)]
            }
            let labelNode = try self.oneNode(label, context, path + ".l") ?? ViewNode.empty()
            var valueNode: ViewNode
            if let valueText { valueNode = ViewNode.text(valueText) } else { valueNode = try self.oneNode(content ?? .nil, context, path + ".v") ?? .empty() }
            valueNode = valueNode.foreground("secondaryLabel")
            return [ViewNode.part("LabeledContent", HStackLayout(alignment: .firstTextBaseline, spacing: 8), [labelNode, .spacer(minLength: 8), valueNode]).located(location)]
        }
    }

    /// `in: 0...10`: the closed range as doubles.
    func rangeArgument(_ call: NativeCall, _ label: String) throws -> ClosedRange<Double>? {
        guard let value = call.argument(label) else { return nil }
        guard case .range(let range) = value, let low = range.lower?.number, let high = range.upper?.number, low.isFinite, high.isFinite, low <= high else { return nil }
        return low...high
    }

    // MARK: Pickers

    func picker(_ call: NativeCall, summary: String) throws -> ViewValue {
        let location = location(call.position)
        let label = try controlLabel(call, closureLabels: ["label"])
        let content = try self.content(call)
        let selection = boundValue(call, "selection").map { call.evaluator.describe($0) }
        return ViewValue("Picker", at: call.position) { context, path in
            let options = try self.realize(content, context, path: path).flatMap(Self.expanded)
            let labelNode = try self.oneNode(label, context, path + ".l")
            let titles: [String] = options.map { Self.firstText(in: $0) ?? "" }
            var selected = options.firstIndex { ($0.layoutValue(NavigationKey.tag) as? String) == selection } ?? (selection == nil ? 0 : -1)
            if selected < 0, let selection { selected = titles.firstIndex(of: selection) ?? 0 }
            let node = ViewNode("Picker", content: .layout(PassthroughLayout()), argumentSummary: summary, sourceLocation: location)
            node.environmentDependentChildren = { environment in
                let current = titles.indices.contains(selected) ? titles[selected] : ""
                switch environment.systemStyles.picker {
                case .segmented, .palette:
                    let segments = titles.enumerated().map { index, title -> ViewNode in
                        var segment = ViewNode.label(title, font: Font(size: .textStyle(.footnote), weight: index == selected ? .semibold : .medium)).withLineLimit(1)
                            .padding(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                        if index == selected {
                            segment = segment.background(ViewNode.filled(.roundedRectangle(cornerRadius: SystemMetrics.segmentedRadius - 1), "systemBackground").padding(2))
                        }
                        return segment
                    }
                    let control = ViewNode.hStack(spacing: 0, segments)
                        .frame(height: SystemMetrics.segmentedHeight)
                        .background(ViewNode.filled(.roundedRectangle(cornerRadius: SystemMetrics.segmentedRadius), "tertiarySystemFill"))
                    return [control.withPart("Picker.segmented").located(location)]
                case .wheel:
                    let rows = titles.enumerated().filter { abs($0.offset - selected) <= 2 }.map { index, title in
                        ViewNode.label(title, color: index == selected ? "label" : "tertiaryLabel").frame(height: 32)
                    }
                    let wheel = ViewNode.vStack(spacing: 0, rows).frame(maxWidth: .infinity).frame(height: SystemMetrics.wheelHeight)
                        .background(ViewNode.filled(.roundedRectangle(cornerRadius: 8), "quaternarySystemFill").frame(height: 34))
                    return [wheel.withPart("Picker.wheel").located(location)]
                case .inline:
                    var rows: [ViewNode] = []
                    if let labelNode { rows.append(labelNode.foreground("secondaryLabel")) }
                    for (index, title) in titles.enumerated() {
                        let check = ViewNode.image(systemName: "checkmark").foreground(index == selected ? "accentColor" : "clear")
                        rows.append(ViewNode.hStack([ViewNode.text(title), .spacer(), check]).frame(minHeight: SystemMetrics.minimumRowHeight - 2 * SystemMetrics.rowVerticalInset))
                    }
                    return [ViewNode.vStack(alignment: .leading, spacing: 0, rows).located(location)]
                default:
                    // `.menu` (the default): the current choice and chevron.up.chevron.down, tinted; in a
                    // form, after the label and in secondary label colour.
                    let menu = ViewNode.hStack(spacing: 4, [ViewNode.text(current), ViewNode.menuIndicator()])
                    let inList = environment.systemStyles.isInList
                    menu.style.foreground = inList ? .named("secondaryLabel") : (environment.systemStyles.tint ?? .named("accentColor"))
                    guard inList, let labelNode, !environment.systemStyles.labelsHidden else { return [menu.withPart("Picker.menu").located(location)] }
                    return [ViewNode.hStack(spacing: 8, [labelNode, .spacer(minLength: 8), menu]).located(location)]
                }
            }
            return [node]
        }
    }

    static func firstText(in node: ViewNode) -> String? {
        if case .text(let text) = node.content { return text.string }
        for child in node.children { if let found = firstText(in: child) { return found } }
        return nil
    }

    // MARK: Containers of content

    func contentContainer(_ type: String, _ call: NativeCall, summary: String) throws -> ViewValue {
        let location = location(call.position)
        let content = try self.content(call)
        let label: Value? = try {
            if let title = call.argument(nil)?.stringValue { return .native(textView(TextContent(title), at: call.position, summary: "\"\(title)\"")) }
            if let closure = call.arguments.first(where: { $0.label == "label" })?.value { return try runBuilder(closure, at: call.position) }
            return nil
        }()
        let expanded = boundValue(call, "isExpanded")?.boolValue ?? false
        let isExpandedBinding = call.argument("isExpanded")
        return ViewValue(type, at: call.position) { context, path in
            let styleModifier = type == "GroupBox" ? "groupBoxStyle" : "disclosureGroupStyle"
            var members = ["label": self.configurationPart("Label", label, context, path: path + ".l"),
                           "content": self.configurationPart("Content", content, context, path: path)]
            if type == "DisclosureGroup" {
                members["isExpanded"] = .bool(expanded)
                if let isExpandedBinding { members["$isExpanded"] = isExpandedBinding }
            }
            if type != "ControlGroup", let styled = try self.styledBody(styleModifier, configuration: type + "StyleConfiguration", members: members,
                                                                       context, path: path, at: call.position) {
                return [ViewNode(type, content: .layout(PassthroughLayout()), children: styled, argumentSummary: summary, sourceLocation: location)]
            }
            let children = try self.realize(content, context, path: path)
            let labelNode = try self.oneNode(label, context, path + ".l")
            let body = ViewNode.vStack(alignment: .leading, spacing: 8, children)
            switch type {
            case "GroupBox":
                var parts: [ViewNode] = []
                if let labelNode { parts.append(labelNode.font(.textStyle(.headline))) }
                parts.append(body)
                let box = ViewNode.vStack(alignment: .leading, spacing: 8, parts)
                    .padding(SystemMetrics.groupBoxPadding)
                    .background(ViewNode.filled(.roundedRectangle(cornerRadius: SystemMetrics.groupBoxRadius), "secondarySystemBackground"))
                return [ViewNode(type, content: .layout(PassthroughLayout()), children: [box], argumentSummary: summary, sourceLocation: location)]
            case "DisclosureGroup":
                let chevron = ViewNode.image(systemName: expanded ? "chevron.down" : "chevron.right")
                    .font(Font(size: .textStyle(.footnote), weight: .semibold)).foreground("accentColor")
                let header = ViewNode.hStack(spacing: 8, [labelNode ?? .empty(), .spacer(minLength: 8), chevron])
                let parts = expanded ? [header, body] : [header]
                return [ViewNode(type, content: .layout(VStackLayout(alignment: .leading, spacing: 8)), children: parts, argumentSummary: summary, sourceLocation: location)]
            default: // ControlGroup
                var items: [ViewNode] = []
                for (index, child) in children.enumerated() {
                    if index > 0 { items.append(ViewNode("Color", content: .color(.named("separator"))).frame(width: 1.0 / 3, height: 20)) }
                    items.append(child.frame(maxWidth: .infinity).padding(EdgeInsets(top: 7, leading: 8, bottom: 7, trailing: 8)))
                }
                let group = ViewNode.hStack(spacing: 0, items)
                    .background(ViewNode.filled(.roundedRectangle(cornerRadius: 8), "tertiarySystemFill"))
                return [ViewNode(type, content: .layout(PassthroughLayout()), children: [group], argumentSummary: summary, sourceLocation: location)]
            }
        }
    }

    /// `ContentUnavailableView("No Mail", systemImage: "tray", description: Text("..."))`.
    func contentUnavailable(_ call: NativeCall, summary: String) throws -> ViewValue {
        let location = location(call.position)
        let title = call.argument(nil)?.stringValue
        let symbol = call.argument("systemImage")?.stringValue
        let description = call.argument("description")
        let labelClosure = call.arguments.first(where: { $0.label == "label" || ($0.isTrailingClosure && $0.label == nil) })?.value
        let label = try labelClosure.map { try runBuilder($0, at: call.position) }
        let descriptionView = try call.arguments.first(where: { $0.label == "description" && !$0.isTrailingClosure }).map { _ in description! }
            ?? call.arguments.first(where: { $0.label == "description" }).map { try runBuilder($0.value, at: call.position) }
        let actions = try call.arguments.first(where: { $0.label == "actions" }).map { try runBuilder($0.value, at: call.position) }
        return ViewValue("ContentUnavailableView", at: call.position) { context, path in
            var parts: [ViewNode] = []
            if let symbol {
                parts.append(ViewNode.image(systemName: symbol).font(Font(size: .fixed(48), weight: .medium)).foreground("secondaryLabel"))
            }
            if let title { parts.append(ViewNode.label(title, font: Font(size: .textStyle(.title2), weight: .bold))) }
            if let label, let node = try self.oneNode(label, context, path + ".l") { parts.append(node.font(Font(size: .textStyle(.title2), weight: .bold))) }
            var stack = [ViewNode.vStack(spacing: 10, parts)]
            if let descriptionView, let node = try self.oneNode(descriptionView, context, path + ".d") {
                stack.append(node.font(.textStyle(.subheadline)).foreground("secondaryLabel").environment("multilineTextAlignment") { $0.multilineTextAlignment = .center })
            }
            if let actions, let node = try self.oneNode(actions, context, path + ".a") { stack.append(node.padding(EdgeInsets(top: 12, leading: 0, bottom: 0, trailing: 0))) }
            let body = ViewNode.vStack(spacing: 4, stack).padding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            return [ViewNode("ContentUnavailableView", content: .layout(PassthroughLayout()), children: [body], argumentSummary: summary, sourceLocation: location)]
        }
    }
}
