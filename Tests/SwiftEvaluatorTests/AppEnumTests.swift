import SwiftEvaluator
import Testing

/// Enums of apps whose case names meet Optional's.
@Suite("Apps' enums")
struct AppEnumTests {
    @Test("An enum's own case named none matches the pattern .none; a nil optional still does")
    func noneCase() throws {
        let source = """
        enum Due { case none, today }
        func name(_ due: Due) -> String {
            switch due {
            case .none: return "no date"
            case .today: return "today"
            }
        }
        func optional(_ due: Due?) -> String {
            switch due {
            case .none: return "nil"
            case .some(let value): return name(value)
            }
        }
        func main() -> Any { (name(.none), name(.today), optional(nil), optional(.today)) }
        """
        #expect(try run(source) == #"("no date", "today", "nil", "today")"#)
    }
}
