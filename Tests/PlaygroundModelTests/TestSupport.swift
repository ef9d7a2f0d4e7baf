import Foundation
import PlaygroundModel

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// A new empty folder under the system's temporary folder, removed by `removeTemporaryFolder`.
func makeTemporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "playground-model-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func removeTemporaryFolder(_ path: String) {
    try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    try? FileManager.default.removeItem(atPath: path)
}

/// Palette items by the catalog's names, as the tests use them.
extension PaletteView {
    static var circle: PaletteView { named("Circle")! }
    static var hStack: PaletteView { named("HStack")! }
    static var zStack: PaletteView { named("ZStack")! }
}

extension PaletteModifier {
    static var frameMaxWidth: PaletteModifier { allCases.first { $0.source == "frame(maxWidth: .infinity)" }! }
    static var border: PaletteModifier { first("border")! }
    static var padding: PaletteModifier { first("padding")! }
}
