import SwiftEvaluator
import Testing

@Suite("Implicit member chains")
struct ImplicitMemberChainTests {
    @Test("'.samples[0]' where a Trail goes is Trail.samples[0], looked up in the parameter's type")
    func subscriptOnImplicitMember() throws {
        let source = """
            struct Trail { var name: String; static let samples = [Trail(name: "Loop"), Trail(name: "Ridge")] }
            struct Row { let trail: Trail }
            func main() -> String { Row(trail: .samples[1]).trail.name }
            """
        #expect(try run(source) == "Ridge")
    }

    @Test("'.preview.twin' where a Trail goes is Trail.preview.twin")
    func memberOnImplicitMember() throws {
        let source = """
            struct Trail { var name: String; static let preview = Trail(name: "Loop"); var twin: Trail { Trail(name: name + "2") } }
            struct Row { let trail: Trail }
            func main() -> String { Row(trail: .preview.twin).trail.name }
            """
        #expect(try run(source) == "Loop2")
    }
}
