import Testing

/// `Character(Unicode.Scalar(code))`, as hex encoders write, and `Optional(value)`.
@Suite("Unicode.Scalar and Optional(_:)")
struct ScalarAndOptionalTests {
    @Test("Unicode.Scalar(number) makes the character of that code; UnicodeScalar too; Optional(x) is x")
    func scalars() throws {
        let source = """
            func main() -> String {
                var text = ""
                let code: UInt8 = 0x61
                text.append(Character(Unicode.Scalar(code)))
                text.append(Character(UnicodeScalar(66)))
                let wrapped: Int? = Optional(3)
                return text + "\\(wrapped ?? 0)"
            }
            """
        #expect(try run(source) == "aB3")
    }
}
