import LayoutEngine
import SwiftEvaluator

/// `List`, `Form` and `Section`: rows in cards (inset grouped, the iOS default since iOS 15 for
/// lists and forms), or edge to edge (`.plain`, `.grouped`), with the metrics of
/// `SystemMetrics` (Documentation/system-views.md, "Lists and forms").
///
/// A `List` is a vertical scroll view over a column of sections, drawn over the grouped
/// background. Its style comes from the environment (`.listStyle(_:)` anywhere above it), so
/// its parts are built when the layout tree is, for that environment.
extension SwiftUILibrary {
    /// Layout values that the list reads from a row or a section (`listRowInsets(_:)`, ...).
    enum ListKey {
        static let sectionHeader = "list.sectionHeader"
        static let sectionFooter = "list.sectionFooter"
        static let rowInsets = "listRowInsets"
        static let rowSeparator = "listRowSeparator"
        static let rowBackground = "listRowBackground"
        static let sectionSpacing = "listSectionSpacing"
    }

    func list(_ type: String, _ call: NativeCall, summary: String) throws -> ViewValue {
        var content: Value
        if type == "List", let data = call.arguments.first(where: { $0.label == nil && !$0.isTrailingClosure })?.value {
            content = .native(try forEach(call, data: data))
        } else {
            content = try self.content(call, label: type == "List" ? "content" : "content")
        }
        let location = location(call.position)
        return ViewValue(type, at: call.position) { context, path in
            let rows = try self.realize(content, context, path: path)
            let node = ViewNode(type, content: .layout(SecondaryViewLayout(placement: .background)), children: [], argumentSummary: summary, sourceLocation: location)
            node.environmentDependentChildren = { environment in
                Self.listParts(type: type, rows: rows, environment: environment, width: environment.screenSize.width, location: location)
            }
            node.environmentChange = { $0.systemStyles.isInList = true }
            return [node]
        }
    }

    /// `Section("Title") { ... }`, `Section { ... } header: { ... } footer: { ... }`: its rows,
    /// with the header and footer marked for the list (or grid) it is in. Outside a list it
    /// shows them in order, as SwiftUI does.
    func section(_ call: NativeCall, summary: String) throws -> ViewValue {
        let content = try self.content(call)
        var header: Value? = call.argument("header")
        if header == nil, let title = call.arguments.first(where: { $0.label == nil && !$0.isTrailingClosure })?.value {
            if let string = title.stringValue {
                header = .native(textView(TextContent(string), at: call.position, summary: "\"\(string)\""))
            } else if isView(title) {
                header = title
            }
        }
        let footer = call.argument("footer")
        let location = location(call.position)
        return ViewValue("Section", at: call.position) { context, path in
            var children: [ViewNode] = []
            if let header {
                let view = try self.runBuilder(header, at: call.position)
                let nodes = try self.realize(view, context, path: path + "h")
                children += nodes.map { $0.withLayoutValue(ListKey.sectionHeader, true).withLayoutValue(LazyGridLayout.spansGridKey, true) }
            }
            children += try self.realize(content, context, path: path)
            if let footer {
                let view = try self.runBuilder(footer, at: call.position)
                let nodes = try self.realize(view, context, path: path + "f")
                children += nodes.map { $0.withLayoutValue(ListKey.sectionFooter, true).withLayoutValue(LazyGridLayout.spansGridKey, true) }
            }
            return [ViewNode("Section", content: .group, children: children, argumentSummary: summary, sourceLocation: location)]
        }
    }

    // MARK: Building the parts

    struct ListSection {
        var header: [ViewNode] = []
        var rows: [ViewNode] = []
        var footer: [ViewNode] = []
        var node: ViewNode?
    }

    /// Rows outside a `Section` gather in sections of their own, as SwiftUI's list shows them.
    static func sections(of rows: [ViewNode]) -> [ListSection] {
        var sections: [ListSection] = []
        var loose = ListSection()
        func flush() {
            if !loose.rows.isEmpty { sections.append(loose) }
            loose = ListSection()
        }
        for written in rows {
            let row = sectionOwningModifiers(written)
            if row.typeName == "Section", case .group = row.content {
                flush()
                var section = ListSection(node: row)
                for child in row.children {
                    if child.layoutValue(ListKey.sectionHeader) != nil { section.header.append(child) }
                    else if child.layoutValue(ListKey.sectionFooter) != nil { section.footer.append(child) }
                    else { section.rows += expanded(child) }
                }
                sections.append(section)
            } else {
                loose.rows += expanded(row)
            }
        }
        flush()
        return sections
    }

    /// A `ForEach` or `Group` in a list gives a row per view.
    static func expanded(_ row: ViewNode) -> [ViewNode] {
        if case .group = row.content, row.typeName != "Section" { return row.children.flatMap(expanded) }
        if case .empty = row.content { return [] }
        return [row]
    }

    static func listParts(type: String, rows: [ViewNode], environment: EnvironmentValues, width: Double, location: SourceLocation?) -> [ViewNode] {
        let style: SystemStyles.ListStyle
        switch environment.systemStyles.list {
        case .automatic, .custom: style = .insetGrouped
        case let requested: style = requested
        }
        let isCard = style == .insetGrouped || style == .sidebar || style == .inset
        let isPlain = style == .plain || style == .inset
        let margin = SystemMetrics.listMargin(width: width)
        let cardMargin = isCard ? margin : 0
        let rowInset = margin
        let pixel = 1 / max(environment.displayScale, 1)
        let spacing = environment.systemStyles.listSectionSpacing ?? SystemMetrics.sectionSpacing
        var column: [ViewNode] = []
        let sections = sections(of: rows)
        for (index, section) in sections.enumerated() {
            let gap = index == 0 && isPlain ? 0 : spacing
            // The header (or the gap above a section without one).
            if !section.header.isEmpty {
                let header = ViewNode.vStack(alignment: .leading, spacing: 0, section.header.map { node in
                    if !isPlain { uppercase(node) }
                    return node
                })
                let padded = header
                    .padding(EdgeInsets(top: isPlain ? SystemMetrics.plainHeaderVerticalInset : SystemMetrics.sectionHeaderTop,
                                        leading: cardMargin + rowInset, bottom: isPlain ? SystemMetrics.plainHeaderVerticalInset : SystemMetrics.sectionHeaderBottom,
                                        trailing: cardMargin + rowInset))
                    .frame(maxWidth: .infinity, alignment: .leading)
                let styled = padded.environment("font") { environment in
                    if environment.font == nil { environment.font = isPlain ? .textStyle(.headline) : .textStyle(.footnote) }
                }
                styled.style.foreground = .named(isPlain ? "label" : "secondaryLabel")
                column.append(styled.withPart("List.sectionHeader"))
            } else if gap > 0 {
                column.append(ViewNode.color("clear").frame(height: gap).withPart("List.sectionSpacing"))
            }
            // The rows, separated; with `.listRowSpacing(_:)`, apart, each on its own card
            // without separators.
            var cardRows: [ViewNode] = []
            let rowSpacing = environment.systemStyles.listRowSpacing
            for (rowIndex, row) in section.rows.enumerated() {
                let isLast = rowIndex == section.rows.count - 1
                // No separator under a section's last row, in every style.
                cardRows.append(listRow(row, inset: rowInset, separator: !isLast && rowSpacing == nil, pixel: pixel))
            }
            if let rowSpacing, !cardRows.isEmpty {
                let cards = cardRows.map { row -> ViewNode in
                    guard !isPlain else { return row }
                    let shape: ShapeKind = isCard ? .roundedRectangle(cornerRadius: SystemMetrics.insetGroupedCornerRadius) : .rectangle
                    let card = row.background(ViewNode.filled(shape, "secondarySystemGroupedBackground"))
                    if isCard { card.style.clipShape = shape }
                    return card
                }
                var rows = ViewNode.vStack(alignment: .leading, spacing: rowSpacing, cards).withPart("List.rows")
                if cardMargin > 0 { rows = rows.padding(EdgeInsets(top: 0, leading: cardMargin, bottom: 0, trailing: cardMargin)) }
                column.append(rows)
            } else if !cardRows.isEmpty {
                var card = ViewNode.vStack(alignment: .leading, spacing: 0, cardRows).withPart("List.rows")
                if !isPlain {
                    let shape: ShapeKind = isCard ? .roundedRectangle(cornerRadius: SystemMetrics.insetGroupedCornerRadius) : .rectangle
                    card = card.background(ViewNode.filled(shape, "secondarySystemGroupedBackground"))
                    if isCard { card.style.clipShape = shape }
                }
                if cardMargin > 0 { card = card.padding(EdgeInsets(top: 0, leading: cardMargin, bottom: 0, trailing: cardMargin)) }
                column.append(card)
            }
            if !section.footer.isEmpty {
                let footer = ViewNode.vStack(alignment: .leading, spacing: 0, section.footer)
                    .padding(EdgeInsets(top: SystemMetrics.sectionFooterTop, leading: cardMargin + rowInset, bottom: 0, trailing: cardMargin + rowInset))
                    .frame(maxWidth: .infinity, alignment: .leading)
                let styled = footer.environment("font") { environment in
                    if environment.font == nil { environment.font = .textStyle(.footnote) }
                }
                styled.style.foreground = .named("secondaryLabel")
                column.append(styled.withPart("List.sectionFooter"))
            }
        }
        if !isPlain { column.append(ViewNode.color("clear").frame(height: spacing).withPart("List.sectionSpacing")) }
        let stack = ViewNode.vStack(alignment: .leading, spacing: 0, column).frame(maxWidth: .infinity, alignment: .leading)
        let scroll = ViewNode.part("ScrollView", ScrollViewLayout(axes: .vertical), [stack])
        let hidden = environment.systemStyles.scrollContentBackground == .hidden
        let backgroundName = hidden ? "clear" : (isPlain ? "systemBackground" : "systemGroupedBackground")
        let background = ViewNode("Color", content: .color(.named(backgroundName))).ignoringSafeAreaEdges(.all)
        return [scroll.located(location), background.located(location)]
    }

    /// A row: its content leading and centred in at least the minimum row height, inside the
    /// row insets, with a separator along its bottom from where its text starts (the content's
    /// leading edge, or a label's title past its icon) to the row's trailing edge; a label's
    /// icon in the accent colour (ListRowDetails).
    static func listRow(_ row: ViewNode, inset: Double, separator: Bool, pixel: Double) -> ViewNode {
        tintLabelIcons(in: row)
        if separator { markSeparatorLeading(in: row) }
        var content = row
        let own = row.innermost
        if own.typeName == "NavigationLink" {
            let chevron = ViewNode.image(systemName: "chevron.right")
                .font(Font(size: .textStyle(.footnote), weight: .semibold))
                .foreground("tertiaryLabel")
            content = ViewNode.hStack(spacing: 8, [row.frame(maxWidth: .infinity, alignment: .leading), chevron])
        }
        let insets = (row.layoutValue(ListKey.rowInsets) as? EdgeInsets)
            ?? EdgeInsets(top: SystemMetrics.rowVerticalInset, leading: inset, bottom: SystemMetrics.rowVerticalInset, trailing: inset)
        var node = content
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(insets)
            .frame(minHeight: SystemMetrics.minimumRowHeight, alignment: .leading)
        if let background = row.layoutValue(ListKey.rowBackground) as? ViewNode {
            node = node.background(background)
        }
        let hidesSeparator = (row.layoutValue(ListKey.rowSeparator) as? String) == "hidden"
        if separator && !hidesSeparator {
            node = withSeparator(node, leading: insets.leading, thickness: pixel)
        }
        return node.withPart("List.row")
    }

    /// iOS shows inset-grouped and grouped section headers in capitals (before iOS 26).
    static func uppercase(_ node: ViewNode) {
        if case .text(var text) = node.content {
            text.string = text.string.uppercased()
            node.content = .text(text)
        }
        node.children.forEach(uppercase)
    }
}

extension ViewNode {
    /// Names a node a system view made, so output and explanations say which part it is.
    func withPart(_ name: String) -> ViewNode {
        if argumentSummary.isEmpty { argumentSummary = name }
        return self
    }
}
