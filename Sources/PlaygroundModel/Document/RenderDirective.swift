import Foundation

/// A scene's own `// render: ARGS` comment: the arguments `Scripts/render-data-pictures.sh`
/// passes to `render` for it (`// render: --proposal 393x400`, `// render: --device "iPhone 15"`).
/// The window opens on the screen the first such line names, as the scene's picture shows it.
public struct RenderDirective: Hashable, Sendable {
    /// The words after `// render:`, read as a shell reads them (quotes group, `\` escapes).
    public let arguments: [String]

    public init(arguments: [String]) {
        self.arguments = arguments
    }

    /// Every `// render:` line of `source`, in order.
    public static func all(in source: String) -> [RenderDirective] {
        source.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("// render:") else { return nil }
            return RenderDirective(arguments: words(String(trimmed.dropFirst("// render:".count))))
        }
    }

    /// The screen of the first `// render:` line that names one (`--device` or `--proposal`);
    /// nil when none does, or when the line names a device there is no preset for.
    public static func screen(in source: String) -> Screen? {
        for directive in all(in: source) {
            if let screen = directive.screen { return screen }
        }
        return nil
    }

    /// The value after `option` (`--device`), or nil.
    public func value(of option: String) -> String? {
        guard let index = arguments.firstIndex(of: option), arguments.indices.contains(index + 1) else { return nil }
        return arguments[index + 1]
    }

    /// `--device`'s preset (its name matched without regard to case, as the command line
    /// does), else `--proposal`'s size as a custom screen; nil when the line names neither.
    public var screen: Screen? {
        if let device = value(of: "--device") {
            return DevicePreset.all.first { $0.id.lowercased() == device.lowercased() }.map(Screen.init)
        }
        if let proposal = value(of: "--proposal").flatMap(ProposalState.init(parsing:)) {
            return Screen(proposal: proposal)
        }
        return nil
    }

    /// `text` split into words as a shell splits them: spaces separate, quotes group, a
    /// backslash takes the next character as it is.
    static func words(_ text: String) -> [String] {
        var words: [String] = [], current = "", inWord = false
        var quote: Character?, escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
