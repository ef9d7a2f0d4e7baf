import Foundation
import LayoutEngine
import PlaygroundModel
import SceneSource

/// The items `snapshot` draws, in order: each preview of the app (then, with `--views`, each
/// View type), in file order, in each environment (device, then Dynamic Type size, then light
/// and dark). Names are made from the file, the preview and the environment
/// (`Screens-TrailDetailScreen--Detail--iPhone-15--large--light`), so that two runs of the
/// same app name the same picture the same.
struct SnapshotPlan {
    var devices: [DevicePreset]
    var sizes: [DynamicTypeSize]
    var appearances: [Bool]
    var includesViews: Bool
    /// The folders and files named on the command line: names are made from the path inside
    /// them.
    var scenes: [String]

    /// The longest name kept whole, in bytes; a longer one is cut and ends with a hash of
    /// the whole (file systems allow 255 bytes, with room left for `.png` and a number).
    static let maximumNameBytes = 180

    func items(of session: EvaluationSession) -> [SnapshotItem] {
        var roots: [(kind: SnapshotItem.Kind, title: String, preview: Int?, location: SourceLocation)] = []
        for (index, preview) in session.previews.enumerated() {
            roots.append((.preview, preview.name, index, preview.location))
        }
        if includesViews {
            for view in session.views { roots.append((.view, view.name, nil, view.location)) }
        }
        var items: [SnapshotItem] = []
        var taken: Set<String> = []
        for root in roots {
            for device in devices {
                for size in sizes {
                    for dark in appearances {
                        let parts = [Self.fileStem(root.location.file, scenes: scenes), root.title, device.id, size.name, dark ? "dark" : "light"]
                        let name = Self.unique(Self.shortened(parts.map(PictureSet.safe).joined(separator: "--")), in: &taken)
                        items.append(SnapshotItem(
                            number: items.count, name: name, kind: root.kind, title: root.title, preview: root.preview,
                            file: root.location.file, line: root.location.line, device: device.id, dynamicType: size.name, dark: dark))
                    }
                }
            }
        }
        return items
    }

    /// `Screens/TrailDetailScreen` for `data/trailhead/Screens/TrailDetailScreen.swift` when
    /// `data/trailhead` was named: the path inside the folder named, without `.swift`; a file
    /// named on its own is its name.
    static func fileStem(_ file: String, scenes: [String]) -> String {
        var stem = file
        for scene in scenes {
            let folder = scene.hasSuffix("/") ? scene : scene + "/"
            if file.hasPrefix(folder) {
                stem = String(file.dropFirst(folder.count))
                break
            }
        }
        if stem == file { stem = (file as NSString).lastPathComponent }
        return stem.hasSuffix(".swift") ? String(stem.dropLast(6)) : stem
    }

    /// `name` cut to `maximumNameBytes`, ending with a hash of the whole when cut.
    static func shortened(_ name: String) -> String {
        guard name.utf8.count > maximumNameBytes else { return name }
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        var kept = ""
        for character in name {
            if kept.utf8.count + String(character).utf8.count > maximumNameBytes - 9 { break }
            kept.append(character)
        }
        return kept + "-" + String(hash, radix: 16)
    }

    /// `name`, or `name-2`, `name-3`... when an earlier item took it (two previews of one
    /// name in one file).
    static func unique(_ name: String, in taken: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while !taken.insert(candidate.lowercased()).inserted {
            candidate = "\(name)-\(number)"
            number += 1
        }
        return candidate
    }
}
