import Foundation
import LayoutEngine

/// Image sets in Xcode asset catalogs: `Assets.xcassets/Name.imageset/Contents.json` with the
/// PNG files it lists at 1x, 2x and 3x (in folders of the catalog too, as Xcode groups them).
/// `AssetImageMeasurer` looks here first for `Image("Name")`.
struct AssetCatalog {
    /// One file of an image set.
    struct Variant: Equatable {
        var path: String
        /// Pixels per point: 1, 2 or 3 (a single-scale image is 1).
        var scale: Double
        /// nil = any appearance; else `light` or `dark`.
        var appearance: String?
    }

    /// The image sets of every `*.xcassets` in `folder`, by name (the first found wins).
    let imageSets: [String: String]

    init(folder: String) {
        var sets: [String: String] = [:]
        let manager = FileManager.default
        let entries = (try? manager.contentsOfDirectory(atPath: folder))?.sorted() ?? []
        for entry in entries where entry.hasSuffix(".xcassets") {
            Self.collect(folder + "/" + entry, into: &sets, depth: 0)
        }
        imageSets = sets
    }

    private static func collect(_ folder: String, into sets: inout [String: String], depth: Int) {
        guard depth < 8, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() {
            let path = folder + "/" + entry
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if entry.hasSuffix(".imageset") {
                let name = String(entry.dropLast(".imageset".count))
                if sets[name] == nil { sets[name] = path }
            } else if !entry.contains(".") || entry.hasSuffix(".folder") {
                // A group (a plain folder): its image sets are named without the group.
                collect(path, into: &sets, depth: depth + 1)
            }
        }
    }

    /// The files an image set lists that exist, from its `Contents.json`.
    static func variants(ofImageSet folder: String) -> [Variant] {
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else { return [] }
        var variants: [Variant] = []
        for image in images {
            guard let file = image["filename"] as? String else { continue }
            let idiom = image["idiom"] as? String ?? "universal"
            guard ["universal", "iphone"].contains(idiom) else { continue }
            let path = folder + "/" + file
            guard FileManager.default.isReadableFile(atPath: path) else { continue }
            let scaleText = (image["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")
            let appearances = image["appearances"] as? [[String: Any]] ?? []
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            variants.append(Variant(path: path, scale: Double(scaleText) ?? 1, appearance: luminosity))
        }
        return variants
    }

    /// The variant to draw: the appearance's own (else one for any appearance), at `scale` if
    /// the set has it, else at the largest scale it has.
    static func choose(_ variants: [Variant], scale: Double, colorScheme: EnvironmentValues.ColorScheme) -> Variant? {
        let wanted = colorScheme == .dark ? "dark" : "light"
        var candidates = variants.filter { $0.appearance == wanted }
        if candidates.isEmpty { candidates = variants.filter { $0.appearance == nil } }
        if candidates.isEmpty { candidates = variants }
        if let exact = candidates.first(where: { $0.scale == scale }) { return exact }
        return candidates.max { $0.scale < $1.scale }
    }
}
