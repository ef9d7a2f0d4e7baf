/// Base 64 (RFC 4648, with padding) for `Data.base64EncodedString()` and
/// `Data(base64Encoded:)`.
enum Base64 {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var chunk = 0
            for offset in 0..<3 { chunk = chunk << 8 | (offset < count ? Int(bytes[index + offset]) : 0) }
            for offset in 0..<4 {
                out.append(offset <= count ? alphabet[(chunk >> (18 - 6 * offset)) & 63] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Nil for text that is not base 64 (a wrong character, a length not a multiple of 4),
    /// as Foundation gives.
    static func decode(_ text: String) -> [UInt8]? {
        let characters = Array(text.utf8)
        guard characters.count % 4 == 0 else { return nil }
        var values: [Int] = []
        var padding = 0
        for (position, character) in characters.enumerated() {
            if character == UInt8(ascii: "=") {
                guard position >= characters.count - 2 else { return nil }
                padding += 1
                values.append(0)
                continue
            }
            guard padding == 0, let value = alphabet.firstIndex(of: character) else { return nil }
            values.append(value)
        }
        var bytes: [UInt8] = []
        var index = 0
        while index < values.count {
            let chunk = values[index] << 18 | values[index + 1] << 12 | values[index + 2] << 6 | values[index + 3]
            bytes += [UInt8(chunk >> 16 & 255), UInt8(chunk >> 8 & 255), UInt8(chunk & 255)]
            index += 4
        }
        return Array(bytes.dropLast(padding))
    }
}
