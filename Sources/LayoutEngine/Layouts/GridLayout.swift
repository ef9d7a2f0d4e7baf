/// SwiftUI's `Grid`: rows of cells whose columns line up across rows.
///
/// The grid's subviews are its rows: a `GridRow` (whose subviews are its cells) or any other
/// view, which is a row of one cell spanning every column (a `Divider` between rows). The
/// grid reaches into each `GridRow` for its cells, as SwiftUI's does; the row itself is a
/// view whose frame is the row's rectangle (`GridRowLayout`).
///
/// Algorithm (Apple's `Grid` documentation; the distribution is the stacks' one, applied to
/// columns and rows: Documentation/system-views.md, "Grid"):
/// 1. Columns: each cell takes `gridCellColumns` columns (1 by default) from the left; the grid
///    has as many columns as its longest row. A cell with `gridCellUnsizedAxes(.horizontal)`
///    does not size its column.
/// 2. Column widths: with an unspecified width, each column's ideal width (its widest cell's
///    ideal). Otherwise the width less spacing is shared out column by column, least flexible
///    first (a column's flexibility is its cells' widest range between the widths they take
///    when proposed 0 and infinity); each column takes what its widest cell takes of its share.
/// 3. Cells spanning several columns (and rows outside a `GridRow`) that need more than their
///    columns give widen those columns equally.
/// 4. Row heights likewise, each cell proposed its column's width: the row's tallest cell.
/// 5. Cells are proposed their column width and row height and aligned in that rectangle:
///    horizontally by `gridCellAnchor`, else the column's `gridColumnAlignment`, else the
///    grid's alignment; vertically by the anchor, else the row's alignment, else the grid's.
///    Text baselines line up across a row.
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?

    /// SwiftUI's default spacing between a grid's cells (the stacks' default between views).
    public static let defaultSpacing = 8.0

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// Layout values the grid's modifiers set on a cell (`gridCellColumns(_:)`, ...).
    public enum CellKey {
        public static let columns = "gridCellColumns"
        public static let columnAlignment = "gridColumnAlignment"
        public static let anchor = "gridCellAnchor"
        public static let unsizedAxes = "gridCellUnsizedAxes"
    }

    struct Cell {
        var subview: LayoutSubview
        var column: Int
        var span: Int
        var unsized: Axis.Set
    }

    struct Row {
        /// The row's index among the grid's subviews.
        var rowIndex: Int
        var cells: [Cell]
        var alignment: VerticalAlignment?
        var isFullWidth: Bool
    }

    public struct Arrangement {
        var rows: [Row]
        var columnWidths: [Double]
        var rowHeights: [Double]
        var hSpacing: Double
        var vSpacing: Double

        var size: Size {
            let width = columnWidths.reduce(0, +) + hSpacing * Double(max(columnWidths.count - 1, 0))
            let height = rowHeights.reduce(0, +) + vSpacing * Double(max(rowHeights.count - 1, 0))
            return Size(width: width, height: height)
        }

        func columnX(_ column: Int) -> Double {
            columnWidths.prefix(column).reduce(0, +) + hSpacing * Double(column)
        }

        func width(from column: Int, span: Int) -> Double {
            let end = min(column + span, columnWidths.count)
            guard column < end else { return 0 }
            return columnWidths[column..<end].reduce(0, +) + hSpacing * Double(end - column - 1)
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        arrange(proposal, subviews).size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(proposal, subviews)
        let size = arrangement.size
        // The grid's rows sit at the top-leading of its bounds (it is as big as they need).
        let originX = bounds.minX
        var y = bounds.minY
        for (index, row) in arrangement.rows.enumerated() {
            let height = arrangement.rowHeights[index]
            let rowSize = Size(width: size.width, height: height)
            if let first = row.cells.first, row.isFullWidth {
                placeCell(first, in: Rect(x: originX, y: y, width: size.width, height: height), row: row, arrangement, rowGuide: nil)
            } else {
                let rowView = subviews[row.rowIndex]
                rowView.place(at: Point(x: originX, y: y), proposal: ProposedViewSize(rowSize))
                let guide = sharedGuide(row, arrangement, height: height)
                for cell in row.cells {
                    let rect = Rect(x: originX + arrangement.columnX(cell.column), y: y,
                                    width: arrangement.width(from: cell.column, span: cell.span), height: height)
                    placeCell(cell, in: rect, row: row, arrangement, rowGuide: guide)
                }
            }
            y += height + arrangement.vSpacing
        }
        if subviews.isExplaining {
            subviews.note("\(arrangement.columnWidths.count) columns of widths \(arrangement.columnWidths.map(formatPoints).joined(separator: ", ")); \(arrangement.rowHeights.count) rows of heights \(arrangement.rowHeights.map(formatPoints).joined(separator: ", ")).")
        }
    }

    /// For a baseline (or custom) vertical alignment, the row's guide: the largest of its cells'.
    private func sharedGuide(_ row: Row, _ arrangement: Arrangement, height: Double) -> Double? {
        let guide = row.alignment ?? alignment.vertical
        guard !["top", "center", "bottom"].contains(guide.key.id) else { return nil }
        return row.cells.map { cell -> Double in
            let width = arrangement.width(from: cell.column, span: cell.span)
            return cell.subview.dimensions(in: ProposedViewSize(width: width, height: height))[guide]
        }.max()
    }

    private func placeCell(_ cell: Cell, in rect: Rect, row: Row, _ arrangement: Arrangement, rowGuide: Double?) {
        let proposal = ProposedViewSize(width: rect.width, height: rect.height)
        func put(_ point: Point, _ anchor: UnitPoint) {
            if row.isFullWidth { cell.subview.place(at: point, anchor: anchor, proposal: proposal) }
            else { cell.subview.presetPlacement(at: point, anchor: anchor, proposal: proposal) }
        }
        if let anchor = cell.subview.layoutValue(CellKey.anchor) as? UnitPoint {
            put(Point(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height), anchor)
            return
        }
        let dimensions = cell.subview.dimensions(in: proposal)
        let horizontal = columnAlignment(cell.column, arrangement) ?? alignment.horizontal
        let vertical = row.alignment ?? alignment.vertical
        let container = ViewDimensions(width: rect.width, height: rect.height)
        let x = rect.minX + container[horizontal] - dimensions[horizontal]
        let y = rect.minY + (rowGuide ?? container[vertical]) - dimensions[vertical]
        put(Point(x: x, y: y), .topLeading)
    }

    /// The alignment a cell of `column` sets with `gridColumnAlignment(_:)`, if any does.
    private func columnAlignment(_ column: Int, _ arrangement: Arrangement) -> HorizontalAlignment? {
        for row in arrangement.rows where !row.isFullWidth {
            for cell in row.cells where cell.column == column {
                if let value = cell.subview.layoutValue(CellKey.columnAlignment) as? HorizontalAlignment { return value }
            }
        }
        return nil
    }

    // MARK: Arranging

    func rows(_ subviews: Subviews) -> [Row] {
        var rows: [Row] = []
        for (index, subview) in subviews.enumerated() {
            if let (rowLayout, cells) = subview.subviews(of: GridRowLayout.self) {
                var column = 0
                var row = Row(rowIndex: index, cells: [], alignment: rowLayout.alignment, isFullWidth: false)
                for cell in cells {
                    let span = max((cell.layoutValue(CellKey.columns) as? Int) ?? 1, 1)
                    let unsized = (cell.layoutValue(CellKey.unsizedAxes) as? Axis.Set) ?? []
                    row.cells.append(Cell(subview: cell, column: column, span: span, unsized: unsized))
                    column += span
                }
                rows.append(row)
            } else {
                let unsized = (subview.layoutValue(CellKey.unsizedAxes) as? Axis.Set) ?? []
                rows.append(Row(rowIndex: index, cells: [Cell(subview: subview, column: 0, span: Int.max / 4, unsized: unsized)], alignment: nil, isFullWidth: true))
            }
        }
        return rows
    }

    func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Arrangement {
        var rows = rows(subviews)
        let columnCount = rows.filter { !$0.isFullWidth }.map { row in row.cells.last.map { $0.column + $0.span } ?? 0 }.max() ?? (rows.isEmpty ? 0 : 1)
        for index in rows.indices where rows[index].isFullWidth {
            rows[index].cells[0].span = max(columnCount, 1)
        }
        let hSpacing = horizontalSpacing ?? Self.defaultSpacing
        let vSpacing = verticalSpacing ?? Self.defaultSpacing
        var arrangement = Arrangement(rows: rows, columnWidths: [], rowHeights: [], hSpacing: hSpacing, vSpacing: vSpacing)
        let columns = max(columnCount, rows.isEmpty ? 0 : 1)
        // Step 1 and 2: the columns' own cells.
        var columnCells = Array(repeating: [LayoutSubview](), count: columns)
        for row in rows where !row.isFullWidth {
            for cell in row.cells where cell.span == 1 && !cell.unsized.contains(.horizontal) && cell.column < columns {
                columnCells[cell.column].append(cell.subview)
            }
        }
        let widths = distribute(proposal.width, spacing: hSpacing, count: columns) { column, offered in
            columnCells[column].map { $0.sizeThatFits(ProposedViewSize(width: offered, height: nil)).width }.max() ?? 0
        }
        arrangement.columnWidths = widths
        // Step 3: spanning cells widen their columns.
        for row in rows {
            for cell in row.cells where (cell.span > 1 || row.isFullWidth) && !cell.unsized.contains(.horizontal) {
                let have = arrangement.width(from: cell.column, span: cell.span)
                let offered = proposal.width.map { max($0, have) }
                let needed = cell.subview.sizeThatFits(ProposedViewSize(width: offered, height: nil)).width
                if needed > have + SafeAreaRegion.tolerance {
                    let end = min(cell.column + cell.span, columns)
                    let extra = (needed - have) / Double(max(end - cell.column, 1))
                    for column in cell.column..<end { arrangement.columnWidths[column] += extra }
                }
            }
        }
        // Step 4: rows, each cell proposed its width.
        let frozen = arrangement
        arrangement.rowHeights = distribute(proposal.height, spacing: vSpacing, count: rows.count) { index, offered in
            rows[index].cells.filter { !$0.unsized.contains(.vertical) }.map { cell in
                cell.subview.sizeThatFits(ProposedViewSize(width: frozen.width(from: cell.column, span: cell.span), height: offered)).height
            }.max() ?? 0
        }
        return arrangement
    }

    /// Shares `proposed` (less spacing) among `count` tracks the way stacks share their length:
    /// least flexible first, each taking what `size(track, offered)` answers for its share.
    /// Unspecified: every track's ideal.
    func distribute(_ proposed: Double?, spacing: Double, count: Int, size: (Int, Double?) -> Double) -> [Double] {
        guard count > 0 else { return [] }
        guard let proposed else { return (0..<count).map { size($0, nil) } }
        let minimums = (0..<count).map { size($0, 0) }
        let maximums = (0..<count).map { size($0, .infinity) }
        let order = (0..<count).sorted { a, b in
            let fa = maximums[a] == .infinity ? Double.infinity : maximums[a] - minimums[a]
            let fb = maximums[b] == .infinity ? Double.infinity : maximums[b] - minimums[b]
            return fa == fb ? a < b : fa < fb
        }
        var remaining = proposed - spacing * Double(count - 1)
        var result = Array(repeating: 0.0, count: count)
        for (position, track) in order.enumerated() {
            let share = max(remaining / Double(count - position), 0)
            let taken = size(track, share)
            result[track] = taken.isFinite ? taken : share
            remaining -= result[track]
        }
        return result
    }
}

/// SwiftUI's `GridRow`. In a `Grid`, the grid lays its cells out and the row's frame is the
/// row's rectangle; outside one it lays its views out as an `HStack` would.
public struct GridRowLayout: Layout {
    public var alignment: VerticalAlignment?
    /// True for a row of a `Grid`: the grid proposes it the row's rectangle, which it takes.
    public var isInGrid: Bool

    public init(alignment: VerticalAlignment? = nil, isInGrid: Bool = false) {
        self.alignment = alignment
        self.isInGrid = isInGrid
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        if isInGrid { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        var stack: Void = ()
        return HStackLayout(alignment: alignment ?? .center).sizeThatFits(proposal: proposal, subviews: subviews, cache: &stack)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // Placed by the grid: the cells' placements are already recorded; outside a grid, a stack.
        if subviews.first?.hasPresetPlacement == true { return }
        var stack: Void = ()
        HStackLayout(alignment: alignment ?? .center).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &stack)
    }
}
