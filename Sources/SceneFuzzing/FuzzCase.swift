import Foundation

/// One input to the command line: a scene file's bytes and the arguments around it. In
/// `arguments`, `{scene}` stands for the scene file's path and `{out}` for the output folder,
/// so that a case is written down and replayed anywhere.
public struct FuzzCase: Hashable, Sendable {
    public var scene: [UInt8]
    public var arguments: [String]

    public init(scene: [UInt8], arguments: [String]) {
        self.scene = scene
        self.arguments = arguments
    }

    public init(scene: String, arguments: [String]) {
        self.init(scene: Array(scene.utf8), arguments: arguments)
    }

    public static let scenePlaceholder = "{scene}"
    public static let outputPlaceholder = "{out}"

    /// `layout`, `render` or `explain`.
    public var command: String { arguments.first ?? "" }

    /// The scene as text, when it is UTF-8.
    public var sceneText: String? { String(validating: scene, as: UTF8.self) }

    /// The arguments with the placeholders replaced.
    public func resolvedArguments(scenePath: String, outputFolder: String) -> [String] {
        arguments.map {
            $0.replacingOccurrences(of: Self.scenePlaceholder, with: scenePath)
                .replacingOccurrences(of: Self.outputPlaceholder, with: outputFolder)
        }
    }

    /// The value after `option`, if the case passes it.
    public func value(of option: String) -> String? {
        guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    /// The time it may take: 35 s, and 1 s more per 10 KB of scene (a debug build on a shared
    /// machine; a case past this is a hang). A command evaluates a scene up to three times
    /// (its load, its tree, its layout), each within the scene's 10 s budget.
    public var timeLimit: Double { 35 + Double(scene.count) / 10_240 }

    /// A stable name for the case: its hash in hexadecimal.
    public var hash: String {
        let joined = scene + Array(arguments.joined(separator: "\u{1F}").utf8)
        let value = stableHash(joined)
        return String(value, radix: 16).leftPadded(to: 16)
    }

    /// The `.args` file: a JSON array of the arguments.
    public var argumentsFile: Data {
        (try? JSONSerialization.data(withJSONObject: arguments, options: [.prettyPrinted, .sortedKeys])) ?? Data("[]".utf8)
    }

    public static func arguments(fromFile data: Data) throws -> [String] {
        guard let arguments = try JSONSerialization.jsonObject(with: data) as? [String] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return arguments
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
