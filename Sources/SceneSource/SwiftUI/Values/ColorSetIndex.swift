import Foundation
import LayoutEngine

/// The colour sets a scene may name (`Color("Name")`, `UIColor(named:)`), found once per
/// session: the `*.xcassets` catalogs in the calling file's folder and the two above it, as far
/// up as the scene's folder (the deepest folder holding all its files: a single file's own
/// folder, an app folder's root) and never above it. Each catalog is walked once (every folder
/// once by its real path, so a link loop is walked once; links out of the scene's folder are not
/// followed; at most `maximumEntries` entries), and a name is only a key of what was found: a
/// name with `../` or `/` never reaches a path. Each colour set is read once.
final class ColorSetIndex {
    /// The entries a session's catalogs are walked through at most (folders and files).
    static let maximumEntries = 20_000
    /// Groups nest at most this deep in a catalog.
    static let maximumDepth = 8

    let folder: SceneFolder?
    private var catalogsByFolder: [String: [String: String]] = [:]
    private var colorsBySet: [String: Color?] = [:]
    private var entriesLeft = ColorSetIndex.maximumEntries

    /// For a scene made of `sceneFiles` (paths).
    init(sceneFiles: [String]) {
        folder = Self.commonFolder(of: sceneFiles).flatMap(SceneFolder.init)
    }

    /// The deepest folder that holds every file of `paths` (made absolute); nil without files.
    static func commonFolder(of paths: [String]) -> String? {
        let folders = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().pathComponents }
        guard var common = folders.first else { return nil }
        for components in folders.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        guard !common.isEmpty else { return nil }
        return common.count == 1 ? common[0] : "/" + common.dropFirst().joined(separator: "/")
    }

    /// The colour set `name` for code in `file`, or nil when there is none (or it cannot be read).
    func color(named name: String, file: String) -> Color? {
        guard let folder, !name.isEmpty else { return nil }
        var url = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        var seen: Set<String> = []
        for _ in 0..<3 {
            guard let real = folder.folder(url.path), seen.insert(real).inserted else { break }
            if let set = catalogs(in: real)[name] {
                if let cached = colorsBySet[set] { return cached }
                let color = ColorAssets.read(set, in: folder)
                colorsBySet[set] = color
                return color
            }
            url = url.deletingLastPathComponent()
        }
        return nil
    }

    /// The colour sets of the catalogs in the real folder `real`, by name (and by the path of
    /// the groups that hold them: `Group/Name`); the first found wins.
    private func catalogs(in real: String) -> [String: String] {
        if let known = catalogsByFolder[real] { return known }
        var sets: [String: String] = [:]
        var visited: Set<String> = []
        if let folder {
            for entry in folder.names(in: real) where entry.hasSuffix(".xcassets") {
                walk(real + "/" + entry, prefix: "", depth: 0, into: &sets, visited: &visited, in: folder)
            }
        }
        catalogsByFolder[real] = sets
        return sets
    }

    private func walk(_ path: String, prefix: String, depth: Int, into sets: inout [String: String], visited: inout Set<String>, in folder: SceneFolder) {
        guard depth <= Self.maximumDepth, entriesLeft > 0, let real = folder.folder(path), visited.insert(real).inserted else { return }
        let entries = folder.names(in: real, limit: max(entriesLeft, 0))
        entriesLeft -= entries.count
        var groups: [(path: String, name: String)] = []
        for entry in entries {
            if entry.hasSuffix(".colorset"), let set = folder.folder(real + "/" + entry) {
                let name = String(entry.dropLast(".colorset".count))
                if sets[name] == nil { sets[name] = set }
                if !prefix.isEmpty, sets[prefix + name] == nil { sets[prefix + name] = set }
            } else if !entry.contains(".") {
                groups.append((real + "/" + entry, entry))
            }
        }
        for group in groups {
            walk(group.path, prefix: prefix + group.name + "/", depth: depth + 1, into: &sets, visited: &visited, in: folder)
        }
    }
}
