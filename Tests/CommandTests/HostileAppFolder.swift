import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// An app folder of `Hostile/Apps/` (108 to 117) made in a fresh temporary root: the files of
/// `Hostile/Apps/NAME/` in `root/app/`, with what git cannot keep made as the app's comment in
/// `HostileAppFolderTests` describes (a sparse file of gigabytes, named pipes, links out of the
/// folder, names with markup and line breaks, thousands of files), and `root/outside/`, what
/// the links aim at.
struct HostileAppFolder {
    static let apps = HostileSceneTests.folder.appendingPathComponent("Apps")
    static let names = ((try? FileManager.default.contentsOfDirectory(atPath: apps.path)) ?? []).sorted()

    let root: String
    let app: String

    /// `name`'s folder; `with` adds the files (not `Card.swift`) of other apps of `Apps/`, each
    /// in a folder of its own name, so that one app holds many attacks.
    init(_ name: String, with others: [String] = []) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lp-hostile-app-\(UUID().uuidString)").path
        app = root + "/app"
        try HostileFolder.make(root + "/outside")
        try FileManager.default.copyItem(atPath: Self.apps.appendingPathComponent(name).path, toPath: app)
        try Self.addSpecialFiles(name, in: app, outside: root + "/outside")
        for other in others {
            let folder = app + "/" + other
            try HostileFolder.make(folder)
            let source = Self.apps.appendingPathComponent(other).path
            for file in try FileManager.default.contentsOfDirectory(atPath: source) where file != "Card.swift" {
                try FileManager.default.copyItem(atPath: source + "/" + file, toPath: folder + "/" + file)
            }
            try Self.addSpecialFiles(other, in: folder, outside: root + "/outside")
        }
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// Size of the sparse `Huge.swift` of 108: 3 GB, which read whole and decoded aborted the
    /// program under a 6 GB address limit (8 GB only failed to be read).
    static let hugeBytes = 3 << 30

    private static func addSpecialFiles(_ name: String, in folder: String, outside: String) throws {
        switch name.prefix(3) {
        case "108":
            let huge = folder + "/Huge.swift"
            try "import SwiftUI\n// A sparse file: gigabytes on paper, nothing on the disk.\n".write(toFile: huge, atomically: false, encoding: .utf8)
            guard truncate(huge, hugeBytes) == 0 else { throw HostileFolder.PipeFailed(path: huge) }
        case "109":
            try HostileFolder.pipe(folder + "/Pipe.swift")
            try HostileFolder.make(folder + "/Sub")
            try HostileFolder.pipe(folder + "/Sub/Model.swift")
        case "110":
            try HostileFolder.write(
                "import SwiftUI\n\nstruct Secret: View {\n    var body: some View { Text(\"secret\") }\n}\n\n#Preview(\"Secret\") { Secret() }\n",
                to: outside + "/Secret.swift")
            let up = String(repeating: "../", count: folder.split(separator: "/").count - outside.split(separator: "/").count + 1)
            try HostileFolder.link(folder + "/Secret.swift", to: up + "outside/Secret.swift")
            try HostileFolder.link(folder + "/Shared", to: up + "outside")
            try HostileFolder.link(folder + "/Passwd.swift", to: "/etc/passwd")
            try HostileFolder.link(folder + "/Zero.swift", to: "/dev/zero")
            try HostileFolder.link(folder + "/Self", to: ".")
            try HostileFolder.link(folder + "/Up", to: "..")
        case "114":
            try "import SwiftUI\n\n#Preview(\"file\") { Text(\"x\") }\n".write(toFile: folder + "/<img src=x onerror=alert(3)>.swift", atomically: true, encoding: .utf8)
            try "import SwiftUI\n\n#Preview(\"line\") { Text(\"y\") }\n".write(toFile: folder + "/Two\nLines.swift", atomically: true, encoding: .utf8)
        case "116":
            for index in 1...5_050 {
                try "let value\(index) = \(index)\n".write(toFile: folder + "/F\(index).swift", atomically: false, encoding: .utf8)
            }
            let deep = folder + (1...45).map { "/D\($0)" }.joined()
            try HostileFolder.write("import SwiftUI\n\n#Preview(\"Deep\") { Text(\"deep\") }\n", to: deep + "/Deep.swift")
        default: break
        }
    }
}
