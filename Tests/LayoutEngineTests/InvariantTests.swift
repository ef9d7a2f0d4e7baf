import LayoutEngine
import Testing

/// Properties that hold for every tree: checked on seeded random trees (a light version of
/// Yoga's fuzzer).
@Suite("Invariants on random trees")
struct InvariantTests {
    /// A small deterministic generator (xorshift64*), so failures reproduce from the seed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 2_685_821_657_736_338_717
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func size() -> Double? {
            switch below(6) {
            case 0: return nil
            case 1: return 0
            case 2: return .infinity
            default: return Double(below(300))
            }
        }
    }

    static func randomTree(_ generator: inout Generator, depth: Int) -> ViewNode {
        if depth == 0 || generator.below(4) == 0 {
            switch generator.below(5) {
            case 0: return .color()
            case 1: return .text(String(repeating: "word ", count: generator.below(6)))
            case 2: return .spacer(minLength: generator.below(2) == 0 ? nil : Double(generator.below(20)))
            case 3: return .shape(.circle)
            default: return .divider()
            }
        }
        let children = (0..<(1 + generator.below(4))).map { _ in randomTree(&generator, depth: depth - 1) }
        switch generator.below(18) {
        case 12:
            // A scene's ScrollView has one child, its content in a VStack.
            let axes: Axis.Set = generator.below(2) == 0 ? .vertical : .horizontal
            return ViewNode("ScrollView", content: .layout(ScrollViewLayout(axes: axes)), children: [.vStack(children)])
        case 13:
            let location = Point(x: Double(generator.below(300)), y: Double(generator.below(300)))
            let anchor = [UnitPoint.leading, .trailing, .top, .bottom, .topLeading, .bottomTrailing, .center][generator.below(7)]
            return ViewNode("AnchoredPosition", content: .layout(AnchoredPositionLayout(location: location, anchor: anchor)), children: children)
        case 14: return children[0].ignoresSafeArea(edges: generator.below(2) == 0 ? .all : .top)
        case 15: return children[0].overlay(alignment: .bottomLeading, children.last!)
        case 16: return children[0].alignmentGuide(HorizontalAlignment.leading) { $0.width / 2 }
        case 17: return .geometryReader { proxy in [children[0].frame(width: proxy.size.width / 2)] }
        case 0: return .hStack(spacing: generator.below(2) == 0 ? nil : Double(generator.below(10)), children)
        case 1: return .vStack(children)
        case 2: return .zStack(alignment: .bottomTrailing, children)
        case 3: return .viewThatFits(children)
        case 4: return children[0].frame(width: generator.size(), height: generator.size())
        case 5: return children[0].frame(minWidth: generator.size(), maxWidth: generator.size(), maxHeight: generator.size())
        case 6: return children[0].padding(Double(generator.below(40)) - 10)
        case 7: return children[0].aspectRatio(generator.below(2) == 0 ? nil : 1.5, contentMode: generator.below(2) == 0 ? .fit : .fill)
        case 8: return children[0].fixedSize(horizontal: generator.below(2) == 0, vertical: true)
        case 9: return children[0].layoutPriority(Double(generator.below(3)))
        case 10: return children[0].offset(x: Double(generator.below(50)), y: -5).position(x: 10, y: 10)
        default: return children[0].background(alignment: .topLeading, children.last!)
        }
    }

    @Test("No frame has a NaN, no size is negative, the root is at the origin", arguments: 1...60)
    func framesAreFiniteAndNonNegative(seed: Int) throws {
        var generator = Generator(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1)
        let tree = Self.randomTree(&generator, depth: 5)
        var environment = EnvironmentValues()
        environment.layoutDirection = seed % 3 == 0 ? .rightToLeft : .leftToRight
        let proposal = ProposedViewSize(width: generator.size(), height: generator.size())
        let result = try layout(tree, proposal.width, proposal.height, environment: environment)
        #expect(!result.size.width.isNaN && !result.size.height.isNaN)
        #expect(result.views.first?.frame.origin == .zero)
        for view in result.views {
            let frame = view.frame
            #expect(![frame.minX, frame.minY, frame.width, frame.height].contains { $0.isNaN }, "\(view.path) \(view.typeName) \(frame) proposed \(proposal)")
            #expect(frame.width >= 0 && frame.height >= 0, "\(view.path)")
        }
    }

    @Test("Frames are what the layout promised: a view's size is its answer to the proposal it was placed with; stacks hold their children when they fit", arguments: 1...60)
    func framesKeepPromises(seed: Int) throws {
        var generator = Generator(state: UInt64(seed) &* 0xD1B5_4A32_D192_ED03 | 1)
        let tree = Self.randomTree(&generator, depth: 5)
        let proposal = ProposedViewSize(width: generator.size(), height: generator.size())
        let layoutTree = try LayoutTree(root: tree, textMeasurer: FixedAdvanceTextMeasurer())
        let result = layoutTree.layout(proposal: proposal, tracing: true)
        // Equal, or within a millionth (infinite proposals give infinite sizes: inf == inf).
        func close(_ a: Double, _ b: Double) -> Bool { a == b || abs(a - b) <= 1e-6 * max(1, abs(a)) }
        for view in result.views {
            // The parent placed the view with a proposal; the view's frame has the size it
            // answered for that proposal (a safe-area-ignoring view then grows; there is none
            // without insets).
            let answers = view.trace.compactMap { event -> Size? in
                if case .sizeThatFits(let asked, let answer, _) = event, asked == view.proposal { return answer }
                return nil
            }
            if let answer = answers.last, view.parentIndex != nil {
                #expect(close(answer.width, view.frame.width) && close(answer.height, view.frame.height),
                        "\(view.path) \(view.typeName): answered \(answer) for \(view.proposal), placed \(view.frame)")
            }
            // A fixed frame is the size it was given.
            if view.typeName == "frame", let layout = view.view.content.layout as? FrameLayout {
                if let width = layout.width, width.isFinite, width >= 0 { #expect(close(view.frame.width, width), "\(view.path)") }
                if let height = layout.height, height.isFinite, height >= 0 { #expect(close(view.frame.height, height), "\(view.path)") }
            }
        }
        // A stack's children lie inside it across its axis, and along it when their lengths and
        // the spacing fit in the stack's length.
        for (index, parent) in result.views.enumerated() where ["HStack", "VStack", "ZStack"].contains(parent.typeName) {
            let children = result.views.filter { $0.parentIndex == index }
            guard !children.isEmpty, children.allSatisfy({ $0.frame.width.isFinite && $0.frame.height.isFinite }) else { continue }
            let horizontal = parent.typeName == "HStack", vertical = parent.typeName == "VStack"
            let slack = 1e-6 * max(1, parent.frame.width + parent.frame.height)
            let childrenLength = children.map { horizontal ? $0.frame.width : $0.frame.height }.reduce(0, +)
            let length = horizontal ? parent.frame.width : parent.frame.height
            let fits = parent.typeName == "ZStack" || childrenLength <= length + slack
            for child in children {
                if !horizontal || fits {
                    #expect(child.frame.minX >= parent.frame.minX - slack && child.frame.maxX <= parent.frame.maxX + slack,
                            "\(child.path) \(child.frame) outside \(parent.typeName) \(parent.frame) horizontally")
                }
                if !vertical || fits {
                    #expect(child.frame.minY >= parent.frame.minY - slack && child.frame.maxY <= parent.frame.maxY + slack,
                            "\(child.path) \(child.frame) outside \(parent.typeName) \(parent.frame) vertically")
                }
            }
        }
    }

    @Test("With a device's safe area, frames stay finite and non-negative", arguments: 1...30)
    func safeArea(seed: Int) throws {
        var generator = Generator(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ 0xABCD | 1)
        let tree = Self.randomTree(&generator, depth: 5)
        let layoutTree = try LayoutTree(root: tree, textMeasurer: FixedAdvanceTextMeasurer())
        let result = layoutTree.layout(
            proposal: ProposedViewSize(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        for view in result.views {
            let frame = view.frame
            #expect(![frame.minX, frame.minY, frame.width, frame.height].contains { $0.isNaN }, "\(view.path)")
            #expect(frame.width >= 0 && frame.height >= 0, "\(view.path)")
        }
        let second = layoutTree.layout(
            proposal: ProposedViewSize(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(result.views.map(\.frame) == second.views.map(\.frame))
    }

    @Test("Laying out twice gives the same frames", arguments: 1...10)
    func layoutIsDeterministic(seed: Int) throws {
        var generator = Generator(state: UInt64(seed) &* 0x2545_F491_4F6C_DD1D | 1)
        let tree = Self.randomTree(&generator, depth: 6)
        let first = try layout(tree, 320, 480)
        let second = try layout(tree, 320, 480)
        #expect(first.views.map(\.frame) == second.views.map(\.frame))
        #expect(first.views.map(\.path) == second.views.map(\.path))
    }
}
