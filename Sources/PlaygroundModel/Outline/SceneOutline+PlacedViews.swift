import LayoutEngine

extension SceneOutline {
    /// The indices in `result.views` of the views a row produced: several for the body of a
    /// custom view shown once per instance when the row is seen through no instance, or for a
    /// `ForEach`'s content; none for an `if` or a row whose view was not placed.
    ///
    /// Rows and views meet where the view's name is in the source (`TreeRow.sourceLocation`,
    /// `ViewNode.sourceLocation`); a row seen through a custom-view instance keeps only the views
    /// inside that instance.
    public func placedViews(for row: TreeRow, in result: LayoutResult) -> [Int] {
        guard let location = row.sourceLocation else { return [] }
        return result.views.indices.filter { index in
            guard result.views[index].view.sourceLocation == location else { return false }
            guard let instance = row.instanceLocations.last ?? nil else { return true }
            return Self.nearestInstanceLocation(of: index, in: result) == instance
        }
    }

    /// The row of the view at `index` in `result.views`: the row written where the view's name
    /// is, among rows seen through the same custom-view instance; for a view without a row of
    /// its own (`Color.yellow` in `.background(Color.yellow)`, a group), its nearest ancestor's.
    public func row(forPlacedViewAt index: Int, in result: LayoutResult) -> TreeRow? {
        var current: Int? = index
        while let candidate = current {
            let placed = result.views[candidate]
            if let location = placed.view.sourceLocation {
                let matches = rows.filter { $0.sourceLocation == location && $0.kind != .condition }
                if matches.count == 1 { return matches[0] }
                if !matches.isEmpty {
                    let instance = Self.nearestInstanceLocation(of: candidate, in: result)
                    return matches.first { ($0.instanceLocations.last ?? nil) == instance } ?? matches[0]
                }
            }
            current = placed.parentIndex
        }
        return nil
    }

    /// The row of `placed`, by its source location alone (the first of several when a custom
    /// view's body is shown under several instances; `row(forPlacedViewAt:in:)` tells them apart).
    public func row(for placed: PlacedView) -> TreeRow? {
        guard let location = placed.view.sourceLocation else { return nil }
        return rows.first { $0.sourceLocation == location && $0.kind != .condition }
    }

    /// Where the nearest enclosing custom-view instance of the view at `index` is written.
    static func nearestInstanceLocation(of index: Int, in result: LayoutResult) -> SourceLocation? {
        var current = result.views[index].parentIndex
        while let candidate = current {
            if result.views[candidate].view.role == .customView { return result.views[candidate].view.sourceLocation }
            current = result.views[candidate].parentIndex
        }
        return nil
    }
}

extension SceneOutline {
    /// The rows of the `if`, `else if` and `else` branches that `result` did not take: each
    /// such branch row and the rows under it, none of which produced a placed view. The tree
    /// shows them greyed, the branch taken in full.
    public func inactiveBranchRows(in result: LayoutResult) -> Set<Int> {
        guard rows.contains(where: { $0.kind == .condition }) else { return [] }
        // The placed views by where they are written, looked up per row (the window asks with
        // every layout: a scan of every view per row would be quadratic).
        var placedAt: [SourceLocation: [Int]] = [:]
        for index in result.views.indices {
            if let location = result.views[index].view.sourceLocation { placedAt[location, default: []].append(index) }
        }
        func isPlaced(_ row: TreeRow) -> Bool {
            guard let location = row.sourceLocation, let indices = placedAt[location] else { return false }
            guard let instance = row.instanceLocations.last ?? nil else { return true }
            return indices.contains { Self.nearestInstanceLocation(of: $0, in: result) == instance }
        }
        var inactive: Set<Int> = []
        for (index, row) in rows.enumerated() where row.kind == .condition && !inactive.contains(index) {
            var end = index + 1
            while end < rows.count, rows[end].depth > row.depth { end += 1 }
            let branch = index..<end
            if !branch.contains(where: { isPlaced(rows[$0]) }) { inactive.formUnion(branch) }
        }
        return inactive
    }
}
