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
        switch generator.below(12) {
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
            #expect(![frame.minX, frame.minY, frame.width, frame.height].contains { $0.isNaN }, "\(view.path)")
            #expect(frame.width >= 0 && frame.height >= 0, "\(view.path)")
        }
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
