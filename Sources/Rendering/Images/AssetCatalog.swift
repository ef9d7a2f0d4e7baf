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

    /// The image sets of the catalogs, by name: the real path of each `Name.imageset` folder.
    let imageSets: [String: String]

    /// The image sets of every `*.xcassets` in `folder`, by name (the first found wins). Only
    /// what lies inside `sceneFolder` is walked, each folder once by its real path (a link loop
    /// is walked once), at most `maximumEntries` entries and `maximumDepth` groups deep.
    init(folder: String, in sceneFolder: SceneFolder) {
        var sets: [String: String] = [:]
        var visited: Set<String> = []
        var entriesLeft = Self.maximumEntries
        for entry in sceneFolder.names(in: folder) where entry.hasSuffix(".xcassets") {
            Self.collect(folder + "/" + entry, into: &sets, depth: 0, visited: &visited, entriesLeft: &entriesLeft, in: sceneFolder)
        }
        imageSets = sets
    }

    /// The entries a catalog folder is walked through at most (folders and files).
    static let maximumEntries = 20_000
    /// Groups nest at most this deep.
    static let maximumDepth = 8

    private static func collect(
        _ folder: String, into sets: inout [String: String], depth: Int, visited: inout Set<String>, entriesLeft: inout Int, in sceneFolder: SceneFolder
    ) {
        guard depth < maximumDepth, entriesLeft > 0, let real = sceneFolder.folder(folder), visited.insert(real).inserted else { return }
        let entries = sceneFolder.names(in: real, limit: entriesLeft)
        entriesLeft -= entries.count
        for entry in entries {
            guard let path = sceneFolder.folder(real + "/" + entry) else { continue }
            if entry.hasSuffix(".imageset") {
                let name = String(entry.dropLast(".imageset".count))
                if sets[name] == nil { sets[name] = path }
            } else if !entry.contains(".") || entry.hasSuffix(".folder") {
                // A group (a plain folder): its image sets are named without the group.
                collect(path, into: &sets, depth: depth + 1, visited: &visited, entriesLeft: &entriesLeft, in: sceneFolder)
            }
        }
    }

    /// The files an image set lists that are regular files inside `sceneFolder` (by their real
    /// paths), from its `Contents.json`.
    static func variants(ofImageSet folder: String, in sceneFolder: SceneFolder) -> [Variant] {
        guard let data = sceneFolder.contents(of: folder + "/Contents.json"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else { return [] }
        var variants: [Variant] = []
        for image in images.prefix(64) {
            guard let file = image["filename"] as? String else { continue }
            let idiom = image["idiom"] as? String ?? "universal"
            guard ["universal", "iphone"].contains(idiom) else { continue }
            guard let path = sceneFolder.regularFile(folder + "/" + file) else { continue }
            let scaleText = (image["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")
            let appearances = image["appearances"] as? [[String: Any]] ?? []
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            let scale = Double(scaleText).flatMap { $0.isFinite && $0 >= 1 && $0 <= 3 ? $0 : nil } ?? 1
            variants.append(Variant(path: path, scale: scale, appearance: luminosity))
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
