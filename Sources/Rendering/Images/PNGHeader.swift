import Foundation
import LayoutEngine

/// A PNG file's size, read from its header before anything decodes it: a few hundred bytes of
/// PNG can claim gigapixels, and decoding them would take the command's memory and minutes of
/// work that no budget sees. A file is decoded only when it is a PNG whose header is well formed
/// and within `maximumPixels` and `maximumSide`; otherwise it is measured as missing.
enum PNGHeader {
    /// 50 megapixels (an 8,192 × 6,144 image; 200 MB decoded).
    static let maximumPixels = 50_000_000
    /// Cairo's largest image side.
    static let maximumSide = 32_767

    /// The width and height in pixels of the PNG at the real path `real` (a regular file a
    /// `SceneFolder` checked), or why it is not drawn.
    static func size(ofReal real: String) -> Result<Size, Refusal> {
        guard let bytes = SceneFolder.read(real: real, limit: 33, whole: false).map(Array.init) else { return .failure(.unreadable) }
        return size(ofHeader: bytes)
    }

    /// Why a file is not decoded.
    enum Refusal: Error, Equatable {
        case unreadable
        case notPNG
        case tooLarge(width: Int, height: Int)
    }

    /// The size an IHDR chunk at the start of `bytes` gives.
    static func size(ofHeader bytes: [UInt8]) -> Result<Size, Refusal> {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 33, Array(bytes[0..<8]) == signature,
              bigEndian(bytes, 8) == 13, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return .failure(.notPNG) }
        let width = bigEndian(bytes, 16), height = bigEndian(bytes, 20)
        guard width > 0, height > 0 else { return .failure(.notPNG) }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            return .failure(.tooLarge(width: width, height: height))
        }
        return .success(Size(width: Double(width), height: Double(height)))
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int) -> Int {
        bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The warning for a refused file.
    static func warning(_ refusal: Refusal, path: String) -> String {
        switch refusal {
        case .unreadable: return "the image '\(path)' cannot be read; an empty image of zero size"
        case .notPNG: return "the image '\(path)' is not a PNG file (its header is not a PNG's); an empty image of zero size"
        case .tooLarge(let width, let height):
            return "the image '\(path)' is \(width) × \(height) pixels, more than the \(maximumPixels / 1_000_000) megapixels (\(maximumSide) pixels a side) an image may have here; it is not decoded, an empty image of zero size"
        }
    }
}
