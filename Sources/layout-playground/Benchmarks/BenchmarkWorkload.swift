import LayoutEngine

/// A generated view tree the `bench` command lays out, with a name for the report.
struct BenchmarkWorkload {
    let name: String
    /// A short name of the shape, the same at every size (`bench --json`, Benchmarks/yoga/run.sh).
    let shape: String
    let root: ViewNode

    /// The workloads BENCHMARKS.md reports, sized as issue #2 asks.
    static func standard(scale: Int = 1) -> [BenchmarkWorkload] {
        [
            row(leaves: 10_000 / scale),
            binaryTree(depth: 14 - (scale > 1 ? 4 : 0)),
            nestedStacks(levels: 1_000 / scale),
            formRows(rows: 1_000 / scale),
        ]
    }

    /// The standard workloads' shapes sized to about `views` views each (`--views`,
    /// `--compare`): a leaf row has two views per leaf, a form row five, a binary tree 2^(d+1) - 1.
    static func sized(views: Int) -> [BenchmarkWorkload] {
        let views = max(views, 8)
        var depth = 1
        while (1 << (depth + 2)) - 1 <= views { depth += 1 }
        return [
            row(leaves: max(views / 2, 1)),
            binaryTree(depth: depth),
            nestedStacks(levels: max(views / 2, 1)),
            formRows(rows: max(views / 5, 1)),
        ]
    }

    /// One `HStack` of fixed-size leaves (`Color.frame(width: 4, height: 4)`).
    static func row(leaves: Int) -> BenchmarkWorkload {
        let children = (0..<leaves).map { _ in ViewNode.color().frame(width: 4, height: 4) }
        return BenchmarkWorkload(name: "row of \(leaves) fixed leaves", shape: "row", root: .hStack(spacing: 0, children))
    }

    /// A complete binary tree of 2^depth `Color` leaves, `HStack` and `VStack` alternating.
    static func binaryTree(depth: Int) -> BenchmarkWorkload {
        func build(_ level: Int) -> ViewNode {
            if level == 0 { return .color() }
            let children = [build(level - 1), build(level - 1)]
            return level % 2 == 0 ? .hStack(children) : .vStack(children)
        }
        return BenchmarkWorkload(name: "binary tree of 2^\(depth) leaves, H/V alternating", shape: "binary", root: build(depth))
    }

    /// `levels` stacks, each holding the previous one and a text, `HStack` and `VStack`
    /// alternating.
    static func nestedStacks(levels: Int) -> BenchmarkWorkload {
        var node = ViewNode.text("leaf")
        for level in 0..<levels {
            node = level % 2 == 0 ? .hStack([node, .text("h")]) : .vStack([node, .text("v")])
        }
        return BenchmarkWorkload(name: "\(levels) nested stacks", shape: "nested", root: node)
    }

    /// The form of seed 002: rows of two `frame(maxWidth: .infinity)` columns in a `VStack`.
    static func formRows(rows: Int) -> BenchmarkWorkload {
        let children = (0..<rows).map { index in
            ViewNode.hStack(spacing: 8, [
                ViewNode.text("Label \(index)").frame(maxWidth: .infinity, alignment: .trailing),
                ViewNode.text("A longer value \(index)").frame(maxWidth: .infinity, alignment: .leading),
            ])
        }
        return BenchmarkWorkload(name: "\(rows) rows of two maxWidth: .infinity columns", shape: "form", root: .vStack(spacing: 8, children))
    }
}
