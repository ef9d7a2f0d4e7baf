import Foundation
import LayoutEngine
import Testing

/// One SwiftUI conformance case: a scene and the frames real SwiftUI gives it (see
/// Cases/README.md for the format and the provenance of each case).
struct ConformanceCase: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    let proposal: ProposedViewSize
    let dynamicTypeSize: DynamicTypeSize?
    /// `// device: iPad (10th generation)`: laid out on that device preset's screen, with its
    /// safe area and size classes, instead of `proposal`.
    let device: String?
    let expectedSize: Size?
    /// Expected frames by path, in the order the file lists them.
    let expectedFrames: [(path: String, frame: Rect)]
    /// Why the case is expected to fail, for cases that need a feature still to come.
    let knownIssue: String?

    var testDescription: String { name }

    /// The case files' tolerance: some published numbers are rounded (177.7778).
    static let tolerance = 0.5

    /// Cases that need a feature of a later issue, with the reason.
    static let knownIssues: [String: String] = [:]

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Cases")

    /// Every case in Cases/, sorted by name.
    static func all() -> [ConformanceCase] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().compactMap { file in
            guard let source = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8) else { return nil }
            return ConformanceCase(name: String(file.dropLast(".swift".count)), source: source)
        }
    }

    init(name: String, source: String) {
        self.name = name
        self.source = source
        var proposal = ProposedViewSize.unspecified
        var dynamicTypeSize: DynamicTypeSize?
        var device: String?
        var expectedSize: Size?
        var expectedFrames: [(String, Rect)] = []
        for line in source.split(separator: "\n") where line.hasPrefix("//") {
            let text = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
            let value = { (prefix: String) -> String? in
                text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)).components(separatedBy: "//")[0]
                    .trimmingCharacters(in: .whitespaces) : nil
            }
            if let proposalText = value("proposal:") {
                let parts = proposalText.split(separator: "x").map(Self.dimension)
                proposal = ProposedViewSize(width: parts[0], height: parts[1])
            } else if let name = value("device:") {
                device = name
            } else if let sizeName = value("dynamic-type:") {
                dynamicTypeSize = DynamicTypeSize(name: sizeName)
            } else if let sizeText = value("expect-size:") {
                let numbers = sizeText.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
                expectedSize = Size(width: numbers[0], height: numbers[1])
            } else if let frameText = value("expect:") {
                let sides = frameText.components(separatedBy: "=")
                let numbers = sides[1].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
                expectedFrames.append((sides[0].trimmingCharacters(in: .whitespaces),
                                       Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])))
            }
        }
        self.proposal = proposal
        self.dynamicTypeSize = dynamicTypeSize
        self.device = device
        self.expectedSize = expectedSize
        self.expectedFrames = expectedFrames
        self.knownIssue = Self.knownIssues[name]
    }

    private static func dimension(_ text: Substring) -> Double? {
        switch text {
        case "nil": return nil
        case "inf": return .infinity
        default: return Double(text)
        }
    }
}
