import SceneFuzzing
import SwiftEvaluator
import Testing

@Suite("The mutator")
struct MutatorTests {
    @Test("The corpus has a dozen seed scenes")
    func corpus() {
        #expect(FuzzFixtures.seeds.count >= 12)
    }

    @Test("The same seed makes the same case; other seeds make other cases")
    func deterministic() {
        let mutator = Mutator(seeds: FuzzFixtures.seeds)
        let first = (0..<50).map { mutator.makeCase(seed: SplitMix64.caseSeed(run: 7, index: $0)) }
        let second = (0..<50).map { mutator.makeCase(seed: SplitMix64.caseSeed(run: 7, index: $0)) }
        #expect(first == second)
        let other = (0..<50).map { mutator.makeCase(seed: SplitMix64.caseSeed(run: 8, index: $0)) }
        #expect(first != other)
        #expect(Set(first).count > 40)
    }

    @Test("SplitMix64 gives the reference sequence")
    func splitMix() {
        // The first outputs for seed 0 (the reference implementation's).
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test("Tokens join back into the text")
    func tokens() {
        for seed in FuzzFixtures.seeds {
            #expect(Mutator.tokens(seed).joined() == seed)
        }
        #expect(Mutator.tokens("Text(\"a b\").frame(width: 1.5e3)") == ["Text", "(", "\"a b\"", ")", ".", "frame", "(", "width", ":", " ", "1.5e3", ")"])
    }

    @Test("Every mutation changes some seed scene, and the case's arguments name the scene")
    func everyMutation() {
        let mutator = Mutator(seeds: FuzzFixtures.seeds)
        for mutation in Mutator.Mutation.allCases {
            var generator = SplitMix64(seed: 42)
            let changed = FuzzFixtures.seeds.contains { mutator.apply(mutation, to: $0, &generator) != $0 }
            #expect(changed, "\(mutation)")
        }
        for index in 0..<200 {
            let fuzzCase = mutator.makeCase(seed: UInt64(index))
            #expect(["layout", "render", "explain"].contains(fuzzCase.command))
            #expect(fuzzCase.arguments.contains(FuzzCase.scenePlaceholder))
            #expect(fuzzCase.scene.count < 400_000)
        }
    }

    @Test("In-process cases have arguments the in-process runner emulates")
    func inProcessArguments() {
        let mutator = Mutator(seeds: FuzzFixtures.seeds)
        for index in 0..<200 {
            let fuzzCase = mutator.makeCase(seed: UInt64(index), inProcess: true)
            #expect(InProcessRunner.settings(fuzzCase.arguments) != nil, "\(fuzzCase.arguments)")
        }
        #expect(InProcessRunner.settings(["layout", "{scene}", "--proposal", "-5x10"]) == nil)
        #expect(InProcessRunner.settings(["render", "{scene}", "-o", "x.png"]) == nil)
    }
}
