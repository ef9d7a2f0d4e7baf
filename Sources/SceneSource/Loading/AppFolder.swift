import Foundation
import LayoutEngine

/// The Swift files of an app folder: what `layout APP_DIR`, `list`, `snapshot` and the window's
/// navigator read as one program.
///
/// The walk keeps the app's own code and leaves out what is not part of the app's build for a
/// preview: hidden folders, build products and dependency managers' copies (`.build`, `Pods`,
/// `Carthage`, `DerivedData`, `node_modules`), test and UI-test targets (a folder named
/// `Tests` or ending in `Tests`, `__Snapshots__`), `fastlane` and `vendor`, playgrounds, the
/// package manifest (`Package.swift`) and files that import a test framework (`XCTest`,
/// `Testing`). A `Package.swift` or `.xcodeproj` beside the files is never required.
///
/// Containment: a file is taken only when it is a regular file whose real path (links
/// resolved) lies inside the folder; a link that leaves the folder is not followed and is
/// listed in `skipped` with the reason. Links to folders are not followed at all (the real
/// folder, if inside, is walked in its own place), so a link loop is walked once. Nothing is
/// opened that could block (a named pipe or a device is not a regular file). The walk stops at
/// `maximumFiles` files and `maximumDepth` folders deep, saying so in `skipped`.
public struct AppFolder {
    /// The folder as given.
    public let path: String
    /// The `.swift` files taken, as paths under `path`, sorted by path.
    public private(set) var files: [String] = []
    /// What was left out that a person might expect to be read, with why (a link leaving the
    /// folder, a file that is not a regular file, a limit reached). Folders skipped by name are
    /// not listed: they are the rule, not a surprise.
    public internal(set) var skipped: [(path: String, reason: String)] = []
    /// Folders under `path` with a package manifest of their own (`AppFolder+Packages`).
    var nestedPackages: [String] = []

    /// More `.swift` files than this in one folder are not read (real apps have hundreds).
    public static let maximumFiles = 5_000
    /// Folders nested deeper than this are not walked.
    public static let maximumDepth = 40

    /// Folder names that hold no code of the app's own.
    static let skippedFolderNames: Set<String> = [
        ".build", "Pods", "Carthage", "DerivedData", "node_modules", "fastlane", "vendor", "__Snapshots__", "Tests",
    ]

    /// True when a folder of this name is not walked: hidden, a build or dependency folder, a
    /// test target (`Tests`, `AppTests`, `AppUITests`), a playground.
    public static func skipsFolder(named name: String) -> Bool {
        name.hasPrefix(".") || skippedFolderNames.contains(name) || name.hasSuffix("Tests") || name.hasSuffix(".playground")
            || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") || name.hasSuffix(".xcassets")
    }

    /// True when a file of this name is not app code: the package manifest.
    public static func skipsFile(named name: String) -> Bool {
        name == "Package.swift" || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift"))
    }

    /// True when `source` imports a test framework (a test file kept beside the app's code).
    public static func isTestSource(_ source: String) -> Bool {
        // Read as bytes: the first 200 lines of every file of an app, without breaking them
        // into characters.
        var source = source
        return source.withUTF8 { bytes in
            var start = 0
            var lines = 0
            while start < bytes.count, lines < 200 {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if isTestImport(bytes[start..<end]) { return true }
                if end > start { lines += 1 }
                start = end + 1
            }
            return false
        }
    }

    /// True for a line `import XCTest`, `import Testing` or `@testable import` of either.
    private static func isTestImport(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let text = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard text.starts(with: "import ".utf8) || text.starts(with: "@testable import ".utf8) else { return false }
        var words = text.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") })
        guard let module = words.popLast() else { return false }
        return module.elementsEqual("XCTest".utf8) || module.elementsEqual("Testing".utf8)
    }

    /// Walks `path` (a folder).
    public init(_ path: String) {
        self.path = path
        // `realpath`, not `NSString.resolvingSymlinksInPath`: on Linux that one returned the
        // link `app/Secret.swift -> ../outside/Secret.swift` as it is, a path under `app/`, so
        // the link was followed out of the folder.
        let root = SceneFolder.realPath(path) ?? path
        var found: [String] = []
        var seen: Set<String> = []
        walk(folder: path, realRoot: root, depth: 0, found: &found, seen: &seen)
        files = withoutUnimportedPackages(found.sorted())
    }

    /// True when `real` (a resolved path) is `root` or lies under it.
    static func isInside(_ real: String, root: String) -> Bool {
        real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    private mutating func walk(folder: String, realRoot: String, depth: Int, found: inout [String], seen: inout Set<String>) {
        guard depth <= Self.maximumDepth else {
            skipped.append((folder, "folders nest more than \(Self.maximumDepth) deep here; deeper ones are not read"))
            return
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            skipped.append((folder, "the folder cannot be read"))
            return
        }
        for name in names.sorted() {
            guard found.count < Self.maximumFiles else {
                skipped.append((folder, "more than \(Self.maximumFiles) Swift files; the rest are not read"))
                return
            }
            let child = (folder as NSString).appendingPathComponent(name)
            var status = stat()
            guard lstat(child, &status) == 0 else { continue }
            let kind = status.st_mode & S_IFMT
            if kind == S_IFDIR {
                if !Self.skipsFolder(named: name) {
                    walk(folder: child, realRoot: realRoot, depth: depth + 1, found: &found, seen: &seen)
                }
                continue
            }
            if name == "Package.swift", depth > 0, kind == S_IFREG { nestedPackages.append(folder) }
            guard name.hasSuffix(".swift"), !Self.skipsFile(named: name) else { continue }
            if kind == S_IFLNK {
                guard let real = SceneFolder.realPath(child) else {
                    skipped.append((child, "the link does not lead to a regular file"))
                    continue
                }
                guard Self.isInside(real, root: realRoot) else {
                    skipped.append((child, "a link to a file outside the folder is not followed"))
                    continue
                }
                var target = stat()
                guard stat(real, &target) == 0, target.st_mode & S_IFMT == S_IFREG else {
                    skipped.append((child, "the link does not lead to a regular file"))
                    continue
                }
                guard seen.insert(real).inserted else { continue }
                found.append(child)
                continue
            }
            guard kind == S_IFREG else {
                skipped.append((child, "not a regular file"))
                continue
            }
            let real = SceneFolder.realPath(child) ?? child
            guard seen.insert(real).inserted else { continue }
            found.append(child)
        }
    }
}
