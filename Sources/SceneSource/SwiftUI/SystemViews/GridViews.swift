import LayoutEngine
import SwiftEvaluator

/// `GridItem(.flexible())`, `GridItem(.adaptive(minimum: 80), spacing: 12)`.
struct GridItemValue: NativeValue {
    var item: GridItem
    var typeName: String { "GridItem" }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "spacing": return item.spacing.map { .double($0) } ?? .nil
        default: return nil
        }
    }

    /// `GridItem(_ size: = .flexible(), spacing: = nil, alignment: = nil)`.
    static func construct(_ call: NativeCall) throws -> GridItemValue {
        var item = GridItem()
        if let sizeValue = call.argument(nil) {
            guard case .implicitMember(let member) = sizeValue else {
                throw call.error("GridItem(_:) expects a size such as .flexible(), .fixed(100) or .adaptive(minimum: 80)")
            }
            func number(_ label: String?) -> Double? {
                member.arguments?.first(where: { $0.label == label })?.value.number
            }
            switch member.name {
            case "fixed":
                guard let length = number(nil), length.isFinite, length >= 0 else { throw call.error("GridItem(.fixed(_:)) needs a length of 0 or more") }
                item.size = .fixed(length)
            case "flexible":
                let minimum = number("minimum") ?? 10, maximum = number("maximum") ?? .infinity
                item.size = .flexible(minimum: clean(minimum), maximum: max(clean(maximum, infinite: true), clean(minimum)))
            case "adaptive":
                guard let minimum = number("minimum") else { throw call.error("GridItem(.adaptive(minimum:)) needs 'minimum:'") }
                let maximum = number("maximum") ?? .infinity
                item.size = .adaptive(minimum: max(clean(minimum), 1), maximum: max(clean(maximum, infinite: true), clean(minimum)))
            default:
                throw call.error("GridItem(_:) expects .flexible(), .fixed(_:) or .adaptive(minimum:), not .\(member.name)")
            }
        }
        if let spacing = call.argument("spacing"), !spacing.isNil {
            guard let number = spacing.number, number.isFinite else { throw call.error("GridItem(spacing:) expects a number") }
            item.spacing = number
        }
        if let alignment = call.argument("alignment"), !alignment.isNil {
            guard let value = Arguments.alignment(alignment) else { throw call.error("GridItem(alignment:) expects an alignment such as .leading") }
            item.alignment = value
        }
        return GridItemValue(item: item)
    }

    private static func clean(_ value: Double, infinite: Bool = false) -> Double {
        if value.isNaN { return 0 }
        if value == .infinity { return infinite ? .infinity : 0 }
        return max(value, 0)
    }
}

extension SwiftUILibrary {
    /// `Grid(alignment:horizontalSpacing:verticalSpacing:)` and `GridRow(alignment:)`.
    func grid(_ type: String, _ call: NativeCall, summary: String) throws -> ViewValue {
        let location = location(call.position)
        let content = try self.content(call)
        let layout: any Layout
        if type == "Grid" {
            let alignment = try Arguments.alignment(call, "alignment") ?? .center
            let horizontal = try Arguments.length(call, "horizontalSpacing", allowsNegative: false, library: self)
            let vertical = try Arguments.length(call, "verticalSpacing", allowsNegative: false, library: self)
            layout = GridLayout(alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical)
        } else {
            layout = GridRowLayout(alignment: try Arguments.vertical(call, "alignment"))
        }
        return ViewValue(type, at: call.position) { context, path in
            let children = try self.realize(content, context, path: path)
            if type == "Grid" {
                for child in children {
                    if let row = child.content.layout as? GridRowLayout {
                        child.content = .layout(GridRowLayout(alignment: row.alignment, isInGrid: true))
                    }
                }
            }
            return [ViewNode(type, content: .layout(layout), children: children, argumentSummary: summary, sourceLocation: location)]
        }
    }

    /// `LazyVGrid(columns:alignment:spacing:pinnedViews:)` and `LazyHGrid(rows:...)`. A
    /// `Section` inside spans the grid with its header and footer.
    func lazyGrid(_ type: String, _ call: NativeCall, summary: String) throws -> ViewValue {
        let vertical = type == "LazyVGrid"
        let label = vertical ? "columns" : "rows"
        guard let itemsValue = call.argument(label) else { throw call.error("\(type) needs its \(label): \(type)(\(label): [GridItem(.flexible())]) { ... }") }
        let elements = try call.evaluator.iterate(itemsValue, node: Syntax(TokenSyntax.identifier(label)))
        var items: [GridItem] = []
        for element in elements {
            guard case .native(let item as GridItemValue) = element else {
                throw call.error("\(type)(\(label):) expects an array of GridItem, not \(call.evaluator.describe(element))")
            }
            items.append(item.item)
        }
        try call.evaluator.budget.checkSize(items.count, at: call.position)
        var alignment = Alignment.center
        if vertical, let horizontal = try Arguments.horizontal(call, "alignment") { alignment = Alignment(horizontal: horizontal, vertical: .center) }
        if !vertical, let verticalGuide = try Arguments.vertical(call, "alignment") { alignment = Alignment(horizontal: .center, vertical: verticalGuide) }
        let spacing = try Arguments.length(call, "spacing", allowsNegative: false, library: self)
        let layout = LazyGridLayout(axis: vertical ? .vertical : .horizontal, items: items, alignment: alignment, spacing: spacing)
        let content = try self.content(call)
        let location = location(call.position)
        return ViewValue(type, at: call.position) { context, path in
            let children = try self.realize(content, context, path: path)
            return [ViewNode(type, content: .layout(layout), children: children, argumentSummary: summary, sourceLocation: location)]
        }
    }

    /// A grid cell modifier (`gridCellColumns(_:)`, `gridColumnAlignment(_:)`...): a value
    /// under `key` that the enclosing `Grid` reads from the cell, read from the one argument.
    func gridCellValue(_ name: String, _ base: Value, _ call: NativeCall, key: String, _ read: (Value) throws -> Any) throws -> Value {
        guard let argument = call.argument(nil) else { throw call.error("\(name)(_:) takes one value") }
        let value = try read(argument)
        return level(name, base, call, layout: PassthroughLayout()) { node in node.layoutValues[key] = value }
    }
}

import SwiftSyntax
