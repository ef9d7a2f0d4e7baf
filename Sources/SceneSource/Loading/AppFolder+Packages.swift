import Foundation

/// A package inside the app's folder (a folder with a `Package.swift` of its own, below the
/// folder opened) is part of the app's program only when the app imports one of its modules.
/// A tool kept beside the app (a licence or code generator, a command-line helper) is a program
/// of its own: its types may share names with the app's (XcodesApp's generator has an `Xcode`
/// of its own), and reading it as the app's code would give a view the wrong declaration. Its
/// files are left out, listed in `skipped` with the reason.
extension AppFolder {
    /// `files` without those of nested packages whose modules (the folders of their `Sources`)
    /// no file outside them imports. A package whose modules cannot be told is kept.
    mutating func withoutUnimportedPackages(_ files: [String]) -> [String] {
        guard !nestedPackages.isEmpty else { return files }
        // The innermost package a file lies in, if any.
        let packages = nestedPackages.sorted { $0.count > $1.count }
        func package(of file: String) -> String? { packages.first { file.hasPrefix($0 + "/") } }
        var imported: Set<String> = []
        for file in files where package(of: file) == nil {
            imported.formUnion(Self.importedModules(ofFileAt: file))
        }
        var dropped: Set<String> = []
        for folder in packages {
            let modules = Self.moduleNames(ofPackageAt: folder)
            guard !modules.isEmpty, modules.isDisjoint(with: imported) else { continue }
            dropped.insert(folder)
            skipped.append((folder, "a package the app does not import (its modules: \(modules.sorted().joined(separator: ", "))); its files are not read"))
        }
        guard !dropped.isEmpty else { return files }
        return files.filter { file in !dropped.contains { file.hasPrefix($0 + "/") } }
    }

    /// The modules a package declares by the SwiftPM convention: the folders of its `Sources`.
    static func moduleNames(ofPackageAt folder: String) -> Set<String> {
        let sources = folder + "/Sources"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: sources) else { return [] }
        return Set(names.filter { name in
            var status = stat()
            return !name.hasPrefix(".") && lstat(sources + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
        })
    }

    /// The modules a file's `import` lines name (`import X`, `@testable import X`,
    /// `import struct X.Y`), read from its first 64 KB.
    static func importedModules(ofFileAt file: String) -> Set<String> {
        guard let handle = FileHandle(forReadingAtPath: file) else { return [] }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 65_536)) ?? Data(), as: UTF8.self)
        var modules: Set<String> = []
        for line in head.split(separator: "\n", omittingEmptySubsequences: true) {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })[...]
            while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
            guard words.first == "import" else { continue }
            words = words.dropFirst()
            if let kind = words.first, ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(kind) {
                words = words.dropFirst()
            }
            if let path = words.first, let module = path.split(separator: ".").first { modules.insert(String(module)) }
        }
        return modules
    }
}
