import Foundation

/// The gallery's examples, grouped and described, from the example folder (`ExampleScenes`):
/// everything in it is listed, the app screens of `corpus/` included.
///
/// The rule: an app folder is an app; a scene in `corpus/` is an app screen; a scene named
/// `kean-*` is a layout rule (kean.blog's "SwiftUI Layout System", one rule a scene); a scene
/// named `system-*` shows system views; the rest are the seed articles' layouts. A scene's
/// description is its header comment (the comments before its first line of code, which
/// `data/README.md` is generated from) without the article it cites, to its first sentence; a
/// corpus scene, which has no header comment, is described by its line in `corpus/README.md`.
public enum GalleryCatalog {
    /// The longest description, in characters, before it is cut with "…".
    public static let descriptionLength = 110

    public static func entries(in directory: String) -> [GalleryEntry] {
        var entries: [GalleryEntry] = ExampleScenes.apps(in: directory).map { folder in
            let name = (folder as NSString).lastPathComponent
            return GalleryEntry(path: folder, title: humanized(name), description: "An app: its files open together, with the navigator",
                                group: .apps, picture: nil)
        }
        for file in ExampleScenes.scenes(in: directory) {
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            let group = group(ofSceneNamed: name, inCorpus: false)
            let picture = directory + "/pictures/" + name + ".png"
            entries.append(GalleryEntry(
                path: file, title: humanized(name, group: group), description: description(ofScene: file), group: group,
                picture: FileManager.default.fileExists(atPath: picture) ? picture : nil))
        }
        let corpus = directory + "/corpus"
        let lines = corpusDescriptions((try? String(contentsOfFile: corpus + "/README.md", encoding: .utf8)) ?? "")
        for file in ExampleScenes.scenes(in: corpus) {
            let fileName = (file as NSString).lastPathComponent
            let name = (fileName as NSString).deletingPathExtension
            entries.append(GalleryEntry(
                path: file, title: humanized(name, group: .appScreens),
                description: lines[fileName] ?? description(ofScene: file), group: .appScreens, picture: nil))
        }
        // Stable: within a group, the folder's order (by file name).
        return entries.enumerated().sorted { ($0.element.group, $0.offset) < ($1.element.group, $1.offset) }.map(\.element)
    }

    static func group(ofSceneNamed name: String, inCorpus: Bool) -> GalleryEntry.Group {
        if inCorpus { return .appScreens }
        if name.hasPrefix("kean-") { return .layoutRules }
        if name.hasPrefix("system-") { return .systemViews }
        return .articles
    }

    /// "kean-frame-one-dimension" is "Frame one dimension"; "01-profile-card" is "Profile card".
    static func humanized(_ name: String, group: GalleryEntry.Group? = nil) -> String {
        var words = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        if group == .layoutRules, words.first == "kean" { words.removeFirst() }
        if group == .systemViews, words.first == "system" { words.removeFirst() }
        if let first = words.first, first.allSatisfy(\.isNumber), words.count > 1 { words.removeFirst() }
        let text = words.joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// The scene's header comment, made one line: the article it cites (`Site, "Title":`) left
    /// out, to its first sentence, cut at `descriptionLength`.
    static func description(ofScene file: String) -> String {
        guard let handle = FileHandle(forReadingAtPath: file) else { return "" }
        defer { try? handle.close() }
        // A header is a few lines: the first 8 KiB hold it.
        let text = String(decoding: (try? handle.read(upToCount: 8192)) ?? Data(), as: UTF8.self)
        return oneLine(headerComment(text))
    }

    /// The `//` lines before the first line of code, without `// render:` lines, joined.
    static func headerComment(_ source: String) -> String {
        var words: [Substring] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("//") else { break }
            let body = trimmed.dropFirst(2).drop { $0 == " " }
            if body.hasPrefix("render:") { continue }
            words.append(body)
        }
        return words.joined(separator: " ")
    }

    /// `text` to the end of its first sentence, without the citation before its first ": "
    /// outside quotation marks when that part names an article (has a quotation mark or a
    /// comma), capitalised and cut.
    static func oneLine(_ text: String) -> String {
        var text = Substring(text.trimmingCharacters(in: .whitespaces))
        if let end = text.range(of: ". ") { text = text[..<end.lowerBound] }
        if text.hasSuffix(".") { text = text.dropLast() }
        var quoted = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "\"" {
                quoted.toggle()
            } else if character == ":", !quoted, next < text.endIndex, text[next] == " " {
                let citation = text[..<index]
                if citation.contains(where: { $0 == "\"" || $0 == "," }) { text = text[text.index(after: next)...] }
                break
            }
            index = next
        }
        var line = text.prefix(1).uppercased() + text.dropFirst()
        if line.count > descriptionLength { line = String(line.prefix(descriptionLength - 1)) + "…" }
        return line
    }

    /// The corpus README's lines, "- `01-profile-card.swift`: profile header card … . Uses …",
    /// by file name, each to its first sentence.
    static func corpusDescriptions(_ readme: String) -> [String: String] {
        var found: [String: String] = [:]
        for line in readme.split(separator: "\n") where line.hasPrefix("- `") {
            let rest = line.dropFirst(3)
            guard let close = rest.firstIndex(of: "`") else { continue }
            let name = String(rest[..<close])
            let text = rest[rest.index(after: close)...].drop { $0 == ":" || $0 == " " }
            found[name] = oneLine(String(text))
        }
        return found
    }
}
