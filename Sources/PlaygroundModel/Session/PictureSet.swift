import Foundation
import LayoutEngine

/// Several pictures written in one step: every preview of the scene, or every variant of the
/// one shown. Each is a file name (the scene's name and what the picture is, safe for a file
/// system) and the layout to draw.
public enum PictureSet {
    /// Every preview of `document`, each at the screen the window shows (or the size the
    /// preview asks for), in the session's environment.
    public static func previews(of document: PlaygroundDocument, session: LayoutSession) -> [(fileName: String, result: LayoutResult)] {
        let base = baseName(document)
        var pictures: [(String, LayoutResult)] = []
        for (index, preview) in document.previews.enumerated() {
            guard let result = session.layout(preview: index) else { continue }
            pictures.append(("\(base)-\(index + 1)-\(safe(preview.name)).png", result))
        }
        return pictures
    }

    /// Every variant of `set` of the scene shown.
    public static func variants(_ set: VariantSet, of document: PlaygroundDocument, session: LayoutSession) -> [(fileName: String, result: LayoutResult)] {
        let base = baseName(document)
        return Variant.variants(set, environment: session.environment, screen: document.screen).compactMap { variant in
            session.layout(variant).map { ("\(base)-\(safe(variant.name)).png", $0) }
        }
    }

    static func baseName(_ document: PlaygroundDocument) -> String {
        safe((document.displayName as NSString).deletingPathExtension)
    }

    /// `name` with only letters, digits, `-` and `_`; runs of anything else become one `-`.
    public static func safe(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isLetter || character.isNumber || character == "_" || character == "-" {
                result.append(character)
            } else if result.last != "-" {
                result.append("-")
            }
        }
        let trimmed = result.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return trimmed.isEmpty ? "scene" : trimmed
    }
}
