import LayoutEngine
import Testing

@Suite("Stacks")
struct StackLayoutTests {
    @Test("A less flexible child is proposed its share first and the stack may overflow (objc.io)")
    func flexibilityOrder() throws {
        let stack = ViewNode.hStack(spacing: 0, [
            .shape(.rectangle).frame(maxWidth: 100),
            .shape(.rectangle).frame(minWidth: 100),
        ])
        let result = try layout(stack, 150, 100)
        #expect(frame(result, "0.0").width == 150 / 2)
        #expect(frame(result, "0.1").width == 100)
        #expect(result.size.width == 150 / 2 + 100)
    }

    @Test("A built-in guide lines subviews up as a custom guide with the same default does, infinite probes included")
    func builtInGuidesAgreeWithCustomOnes() throws {
        // Stacks find a built-in guide from the size alone; a custom guide goes through
        // `ViewDimensions`, which makes its value finite. Rows holding a view of any height
        // are probed at an infinite height, where a centre is inf and the top 0 x inf is NaN.
        func row(_ alignment: VerticalAlignment) -> ViewNode {
            .hStack(alignment: alignment, [.shape(.rectangle).frame(width: 25), .text("Leading"), .spacer(), .text("Trailing")])
        }
        func custom(_ name: String, _ fraction: Double) -> VerticalAlignment {
            VerticalAlignment(id: name, definition: AlignmentGuideDefinition { $0.height * fraction })
        }
        let builtIn = try layout(ViewNode.vStack(spacing: 10, [row(.center), row(.top), row(.bottom)]), 393, 400)
        let equivalent = try layout(ViewNode.vStack(spacing: 10, [
            row(custom("sameAsCenter", 0.5)), row(custom("sameAsTop", 0)), row(custom("sameAsBottom", 1)),
        ]), 393, 400)
        #expect(builtIn.views.count == equivalent.views.count)
        for (a, b) in zip(builtIn.views, equivalent.views) {
            #expect(a.frame == b.frame, "\(a.path)")
        }
    }

    @Test("Frames place a child on built-in guides as on custom guides with the same default")
    func framesPlaceOnBuiltInGuidesAsOnCustomOnes() throws {
        // Frames find a built-in guide from the sizes alone; a custom guide goes through both
        // views' `ViewDimensions`. Infinite probes and a child larger than its frame included.
        let fractions: [(Double, Double)] = [(0, 0), (0.5, 0.5), (1, 1), (0, 1), (1, 0.5)]
        func builtIn(_ x: Double, _ y: Double) -> Alignment {
            let horizontal: [Double: HorizontalAlignment] = [0: .leading, 0.5: .center, 1: .trailing]
            let vertical: [Double: VerticalAlignment] = [0: .top, 0.5: .center, 1: .bottom]
            return Alignment(horizontal: horizontal[x]!, vertical: vertical[y]!)
        }
        func custom(_ x: Double, _ y: Double) -> Alignment {
            Alignment(
                horizontal: HorizontalAlignment(id: "h\(x)", definition: AlignmentGuideDefinition { $0.width * x }),
                vertical: VerticalAlignment(id: "v\(y)", definition: AlignmentGuideDefinition { $0.height * y }))
        }
        func scene(_ alignment: (Double, Double) -> Alignment) -> ViewNode {
            .vStack(spacing: 4, fractions.flatMap { x, y in [
                ViewNode.hStack([
                    ViewNode.text("Label").frame(maxWidth: .infinity, alignment: alignment(x, y)),
                    ViewNode.color().frame(width: 30, height: 12).frame(maxWidth: .infinity, minHeight: 40, alignment: alignment(x, y)),
                ]),
                ViewNode.text("A text wider than its frame").frame(width: 40, height: 10, alignment: alignment(x, y)),
            ] })
        }
        let a = try layout(scene(builtIn), 393, 600)
        let b = try layout(scene(custom), 393, 600)
        #expect(a.views.count == b.views.count)
        for (first, second) in zip(a.views, b.views) {
            #expect(first.frame == second.frame, "\(first.path)")
        }
        // The leading and trailing columns really differ, so the comparison can fail.
        #expect(a.view(at: "0.0.0.0")?.frame.minX != a.view(at: "0.4.0.0")?.frame.minX)
    }

    @Test("The highest priority child gets the proposal minus the lower children's minimums")
    func priorityReservesMinimums() throws {
        let stack = ViewNode.hStack(spacing: 0, [
            .color().frame(minWidth: 50),
            .color("blue").layoutPriority(1),
        ])
        let result = try layout(stack, 300, 100)
        #expect(frame(result, "0.1").width == 300 - 50)
        #expect(frame(result, "0.0").width == 50)
        #expect(frame(result, "0.1").minX == 50)
    }

    @Test("A Spacer is sized after every view: text next to it keeps its width")
    func spacerHasLowestPriority() throws {
        // "Hello" is 5 × 8.5 = 42.5 wide with the fixed-advance measurer.
        let stack = ViewNode.hStack([.text("Hello"), .spacer()])
        let result = try layout(stack, 60, 100)
        #expect(frame(result, "0.0").width == 5 * 8.5)
        #expect(frame(result, "0.1").width == 60 - 5 * 8.5)
    }

    @Test("Default spacing is 8 between views and 0 next to a Spacer")
    func defaultSpacing() throws {
        let stack = ViewNode.hStack([
            .color().frame(width: 10), .color().frame(width: 10), .spacer(minLength: 0), .color().frame(width: 10),
        ])
        let result = try layout(stack, 100, 10)
        #expect(frame(result, "0.1").minX == 10 + 8)
        #expect(frame(result, "0.2").minX == 10 + 8 + 10)
        #expect(frame(result, "0.3").minX == 100 - 10)
    }

    @Test("Equal flexible children share the space evenly after spacing")
    func evenShare() throws {
        let stack = ViewNode.vStack(spacing: 4, [.color(), .color(), .color()])
        let result = try layout(stack, 50, 100)
        let share = (100.0 - 2 * 4) / 3
        #expect(abs(frame(result, "0.1").height - share) < 1e-9)
        #expect(abs(frame(result, "0.2").minY - 2 * (share + 4)) < 1e-9)
    }

    @Test("An unspecified proposal along the axis asks every child for its ideal size")
    func nilProposalGivesIdealSizes() throws {
        let stack = ViewNode.hStack(spacing: 0, [.color(), .text("ab")])
        let result = try layout(stack, nil, 40)
        // Color's ideal width is 10; the text's is 2 × 8.5.
        #expect(result.size.width == 10 + 2 * 8.5)
        #expect(frame(result, "0.0").height == 40)
    }

    @Test("Children line up on the stack's alignment across its axis")
    func crossAxisAlignment() throws {
        let stack = ViewNode.hStack(alignment: .bottom, spacing: 0, [
            .color().frame(width: 10, height: 10), .color().frame(width: 10, height: 30),
        ])
        let result = try layout(stack, 100, 100)
        #expect(result.size.height == 30)
        #expect(frame(result, "0.0").minY == 30 - 10)
    }

    @Test("Two infinitely flexible children: the one with the larger minimum goes first")
    func largerMinimumFirst() throws {
        let stack = ViewNode.hStack(spacing: 0, [
            .color(), .color().frame(minWidth: 60, maxWidth: .infinity),
        ])
        let result = try layout(stack, 100, 10)
        // The min-60 child is proposed 100 / 2 = 50, takes 60; the colour gets the last 40.
        #expect(frame(result, "0.1").width == 60)
        #expect(frame(result, "0.0").width == 100 - 60)
    }

    @Test("An empty stack is zero-sized")
    func emptyStack() throws {
        let result = try layout(.vStack([]), 100, 100)
        #expect(result.size == .zero)
    }

    @Test("EmptyView keeps its index but is neither a subview nor spaced")
    func emptyViewKeepsIndex() throws {
        let stack = ViewNode.hStack([.color().frame(width: 10), .empty(), .color().frame(width: 10)])
        let result = try layout(stack, 100, 10)
        #expect(result.view(at: "0.1") == nil)
        #expect(frame(result, "0.2").minX == 10 + 8)
    }

    @Test("A ZStack is the union of its aligned children")
    func zStackUnion() throws {
        let stack = ViewNode.zStack(alignment: .topTrailing, [
            .color().frame(width: 150, height: 50),
            .color().frame(width: 30, height: 30)
                .alignmentGuide(VerticalAlignment.top) { $0.height / 2 }
                .alignmentGuide(HorizontalAlignment.trailing) { $0.width / 2 },
        ])
        let result = try layout(stack, 300, 300)
        #expect(result.size == Size(width: 150 + 15, height: 50 + 15))
        #expect(frame(result, "0.1").isClose(to: Rect(x: 135, y: 0, width: 30, height: 30)))
    }

    @Test("In a ZStack, lower-priority children are proposed the size of the highest")
    func zStackPriority() throws {
        let stack = ViewNode.zStack([.color(), .color().frame(width: 40, height: 20).layoutPriority(1)])
        let result = try layout(stack, 300, 300)
        #expect(result.size == Size(width: 40, height: 20))
        #expect(frame(result, "0.0").size == Size(width: 40, height: 20))
    }
}
