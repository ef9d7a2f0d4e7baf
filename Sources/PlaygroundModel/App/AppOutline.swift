import Foundation
import SceneSource

/// The navigator's list for an app folder: its files grouped by folder, each file followed by
/// its previews and views (`AppEntry`), filtered by what is typed in the search field.
public struct AppOutline: Equatable {
    /// One file of the app.
    public struct File: Equatable {
        /// The path read (what the session and the entries name).
        public var path: String
        /// The path under the app folder (`Components/DifficultyBadge.swift`).
        public var relativePath: String
        public var entries: [AppEntry]
        /// Why the file is not part of the program, when it is not (a syntax error: left out).
        public var problem: String?

        public var name: String { (relativePath as NSString).lastPathComponent }
        /// The folder under the app folder; empty at its top.
        public var folder: String { (relativePath as NSString).deletingLastPathComponent }
    }

    /// A row of the list.
    public enum Row: Hashable {
        /// A folder's name over its files (not chosen: a heading).
        case folder(String)
        /// A file: choosing it edits it, and shows its first entry (or keeps the one shown).
        case file(path: String, name: String, problem: String?)
        case entry(AppEntry)

        /// True for the rows that can be chosen (files and entries).
        public var isChoosable: Bool {
            if case .folder = self { return false }
            return true
        }
    }

    public let folder: String
    public let files: [File]

    /// `paths`: the app's files in the order read; `entries`: what a reading of them declares
    /// (`AppEntry.entries(of:)`); `leftOut`: the warnings of files left out of the program.
    public init(folder: String, paths: [String], entries: [AppEntry], leftOut: [Diagnostic] = []) {
        self.folder = folder
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        files = paths.map { path in
            let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : (path as NSString).lastPathComponent
            let problem = leftOut.first { $0.location.file == path }.map { "\($0.location.line):\($0.location.column): \($0.message)" }
            return File(path: path, relativePath: relative, entries: entries.filter { $0.file == path }, problem: problem)
        }
    }

    /// The rows shown for `query`: every file whose name holds it with all its entries, and
    /// every other file with the entries whose names hold it (files with none left out); a
    /// folder's heading above its first file shown. An empty query shows everything.
    public func rows(matching query: String = "") -> [Row] {
        let query = query.trimmingCharacters(in: .whitespaces)
        var rows: [Row] = []
        var lastFolder: String?
        for file in files {
            let fileMatches = query.isEmpty || file.relativePath.localizedCaseInsensitiveContains(query)
            let entries = fileMatches ? file.entries : file.entries.filter { $0.matches(query) }
            guard fileMatches || !entries.isEmpty else { continue }
            if file.folder != lastFolder {
                if !file.folder.isEmpty { rows.append(.folder(file.folder)) }
                lastFolder = file.folder
            }
            rows.append(.file(path: file.path, name: file.name, problem: file.problem))
            rows += entries.map(Row.entry)
        }
        return rows
    }

    /// The row that stands for what is shown: the entry when it is in the file edited, else
    /// the file edited; nil when `rows` has neither (filtered out).
    public static func selectedRow(in rows: [Row], editing file: String?, showing entry: AppEntry?) -> Int? {
        if let entry, entry.file == file, let index = rows.firstIndex(of: .entry(entry)) { return index }
        return rows.firstIndex { if case .file(let path, _, _) = $0 { return path == file } else { return false } }
    }

    /// The first entry of `file`, what choosing the file shows; nil for a file that declares
    /// none (a model: the entry shown stays).
    public func firstEntry(of file: String) -> AppEntry? {
        files.first { $0.path == file }?.entries.first
    }

    /// The entry shown when the app opens: the first preview of the app, else its first view.
    public var openingEntry: AppEntry? {
        let all = files.flatMap(\.entries)
        return all.first { $0.kind == .preview } ?? all.first
    }
}
