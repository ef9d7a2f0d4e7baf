import LayoutEngine
import Testing

/// A pass copies the rows of a subtree the pass before placed at the same frame and proposal
/// (`LayoutPass.reusePlacement`): what it copies must be what placing would have written.
@Suite("Placement reuse")
struct PlacementReuseTests {
    /// Every column of the result a pass writes, per view, for comparing two results.
    private struct Placed: Equatable {
        let path: String
        let frame: Rect
        let proposal: ProposedViewSize
        let parent: Int?
        let depth: Int
    }

    private func placed(_ result: LayoutResult) -> [Placed] {
        result.views.map { Placed(path: $0.path, frame: $0.frame, proposal: $0.proposal, parent: $0.parentIndex, depth: $0.depth) }
    }

    /// The result of a tree that never laid out before (nothing to copy).
    private func fresh(_ root: ViewNode, _ width: Double, _ height: Double, environment: EnvironmentValues = EnvironmentValues()) throws -> LayoutResult {
        try LayoutTree(root: root, environment: environment, textMeasurer: FixedAdvanceTextMeasurer())
            .layout(proposal: ProposedViewSize(width: width, height: height))
    }

    /// A row wider than the screen (the leaves past the width are proposed zero whatever it
    /// is, so they are placed alike at every width), a form row, and text under padding.
    private func scene() -> ViewNode {
        .vStack(spacing: 8, [
            .hStack(spacing: 0, (0..<200).map { _ in ViewNode.color().frame(width: 4, height: 4) }),
            .hStack(spacing: 8, [
                ViewNode.text("Label").frame(maxWidth: .infinity, alignment: .trailing),
                ViewNode.text("A longer value").frame(maxWidth: .infinity, alignment: .leading),
            ]),
            ViewNode.text("Padded").padding(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)),
        ])
    }

    @Test("Re-layouts at new and earlier widths copy what was placed alike and give a new tree's rows")
    func copiedRowsAreAFreshTreesRows() throws {
        let tree = try LayoutTree(root: scene(), textMeasurer: FixedAdvanceTextMeasurer())
        var copiedAtNewWidth = 0
        for (step, width) in [390.0, 388.5, 388.5, 390, 100, 390].enumerated() {
            let result = tree.layout(proposal: ProposedViewSize(width: width, height: 852))
            let expected = try fresh(scene(), width, 852)
            #expect(placed(result) == placed(expected), "step \(step), width \(width)")
            // Each view's evaluations are this pass's, copied or not (a copied view is entered
            // into the pass): they add up to the pass's.
            #expect(result.views.map(\.evaluationCount).reduce(0, +) == result.evaluationCount, "step \(step)")
            if step == 0 { #expect(result.copiedPlacementCount == 0) }
            if step == 1 { copiedAtNewWidth = result.copiedPlacementCount }
            // The same width as the pass before: the whole tree is copied from the root.
            if step == 2 { #expect(result.copiedPlacementCount == result.views.count) }
        }
        // At a new width most of the row's leaves, each a frame and its colour, are copied; the
        // form row and the padded text are not (their widths changed).
        #expect(copiedAtNewWidth > 2 * 150)
        #expect(copiedAtNewWidth < 2 * 200)
    }

    @Test("A binary tree of stacks laid out at narrowing widths gives a new tree's rows, copying the subtrees squeezed to zero")
    func binaryTreeAtNewWidths() throws {
        // Six levels of HStacks, each giving 8 points to spacing, leave the deeper subtrees a
        // width of zero at every one of these widths: those are placed alike and copied.
        func build(_ level: Int) -> ViewNode {
            if level == 0 { return .color() }
            let children = [build(level - 1), build(level - 1)]
            return level % 2 == 0 ? .hStack(children) : .vStack(children)
        }
        let tree = try LayoutTree(root: build(12), textMeasurer: FixedAdvanceTextMeasurer())
        for (step, width) in [393.0, 390, 388.5, 390].enumerated() {
            let result = tree.layout(proposal: ProposedViewSize(width: width, height: 852))
            #expect(placed(result) == placed(try fresh(build(12), width, 852)), "width \(width)")
            if step > 0 {
                #expect(result.copiedPlacementCount > 0)
                #expect(result.copiedPlacementCount < result.views.count)
            }
        }
    }

    @Test("Nothing is copied after the answers are forgotten, or from or into a traced pass")
    func forgottenAndTracedPassesCopyNothing() throws {
        let tree = try LayoutTree(root: scene(), textMeasurer: FixedAdvanceTextMeasurer())
        let proposal = ProposedViewSize(width: 390, height: 852)
        _ = tree.layout(proposal: proposal)
        tree.forgetAnswers()
        #expect(tree.layout(proposal: proposal).copiedPlacementCount == 0)
        let traced = tree.layout(proposal: proposal, tracing: true)
        #expect(traced.copiedPlacementCount == 0)
        #expect(traced.views.allSatisfy { !$0.trace.isEmpty })
        // After a traced pass an untraced one may copy it.
        let after = tree.layout(proposal: proposal)
        #expect(after.copiedPlacementCount == after.views.count)
        #expect(placed(after) == placed(traced))
    }

    @Test("Subtrees that read the safe area, the direction or their frame are placed again, and give a new tree's rows")
    func excludedSubtreesArePlacedAgain() throws {
        final class Box { var sizes: [Size] = [] }
        let box = Box()
        let mirrored = ViewNode.hStack(spacing: 0, [.color().frame(width: 10, height: 10), .color().frame(width: 30, height: 10)])
            .padding(EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0))
            .environment { $0.layoutDirection = .rightToLeft }
        func root() -> ViewNode {
            .vStack([
                mirrored,
                ViewNode.color().frame(width: 20, height: 20).ignoresSafeArea(),
                ViewNode.geometryReader { proxy in
                    box.sizes.append(proxy.size)
                    return [ViewNode.color().frame(width: proxy.size.width / 2, height: 5)]
                },
            ])
        }
        let tree = try LayoutTree(root: root(), textMeasurer: FixedAdvanceTextMeasurer())
        for (step, width) in [300.0, 300, 200].enumerated() {
            let result = tree.layout(proposal: ProposedViewSize(width: width, height: 600))
            #expect(placed(result) == placed(try fresh(root(), width, 600)), "width \(width)")
            // At the same width, only the frame under `ignoresSafeArea` and its colour are
            // copied: the mirrored subtree, the reader's new content and the root are placed.
            #expect(result.copiedPlacementCount == (step == 1 ? 2 : 0), "step \(step)")
        }
        // The reader's content was built at every placing (three passes and three new trees).
        #expect(box.sizes.count == 6)
    }

    @Test("Under a right-to-left root, nothing is copied and the frames stay mirrored once")
    func rightToLeftRootCopiesNothing() throws {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let tree = try LayoutTree(root: scene(), environment: environment, textMeasurer: FixedAdvanceTextMeasurer())
        for width in [390.0, 390, 388.5] {
            let result = tree.layout(proposal: ProposedViewSize(width: width, height: 852))
            #expect(placed(result) == placed(try fresh(scene(), width, 852, environment: environment)), "width \(width)")
            #expect(result.copiedPlacementCount == 0)
        }
    }
}
