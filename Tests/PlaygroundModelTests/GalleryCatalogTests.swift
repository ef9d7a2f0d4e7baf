import Foundation
import PlaygroundModel
import Testing

@Suite("The gallery's catalogue")
struct GalleryCatalogTests {
    private let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../data").standardized.path

    private func files(_ folder: String) -> Set<String> {
        Set(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 })
    }

    @Test("Every scene of data/ and data/corpus/ is listed once, with the example apps, in the groups' order")
    func everythingReachable() throws {
        let entries = GalleryCatalog.entries(in: data)
        let listed = entries.map(\.path)
        #expect(Set(listed).count == listed.count)
        let scenes = files(data).union(files(data + "/corpus"))
        #expect(scenes.count > 60)
        #expect(scenes.isSubset(of: Set(listed)), "\(scenes.subtracting(listed).sorted())")
        #expect(listed.contains(data + "/trailhead"))
        let groups = entries.map(\.group)
        #expect(groups == groups.sorted())
        #expect(Set(groups) == Set(GalleryEntry.Group.allCases))
    }

    @Test("The grouping rule: corpus scenes are app screens, kean-* layout rules, system-* system views, the rest the articles' layouts")
    func grouping() throws {
        let entries = Dictionary(uniqueKeysWithValues: GalleryCatalog.entries(in: data).map { (($0.path as NSString).lastPathComponent, $0) })
        let screen = try #require(entries["01-profile-card.swift"])
        #expect(screen.group == .appScreens && screen.title == "Profile card")
        #expect(screen.description == "Profile header card with avatar, stats row and Follow button")
        let rule = try #require(entries["kean-frame-resizable.swift"])
        #expect(rule.group == .layoutRules && rule.title == "Frame resizable")
        // The citation ("kean.blog, \"SwiftUI Layout System\": ") is left out.
        #expect(rule.description == "Marked resizable, the image takes the 80x80 the frame proposes")
        #expect(rule.picture?.hasSuffix("/pictures/kean-frame-resizable.png") == true)
        let system = try #require(entries["system-login-screen.swift"])
        #expect(system.group == .systemViews && system.title == "Login screen")
        let article = try #require(entries["country-rows.swift"])
        #expect(article.group == .articles)
        // A colon inside the article's quoted title is not the end of the citation.
        #expect(article.description.hasPrefix("Rows of label and value"), "\(article.description)")
        #expect(entries.values.allSatisfy { $0.description.count <= GalleryCatalog.descriptionLength && !$0.description.contains("\n") })
    }

    @Test("A scene without a header comment or README line has an empty description; render lines are not part of it")
    func headerComments() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        try "Text(\"A\")\n".write(toFile: folder + "/plain.swift", atomically: false, encoding: .utf8)
        try "// render: --proposal 10x10\n// A box. More words.\nColor.red\n// not the header\n".write(toFile: folder + "/box.swift", atomically: false, encoding: .utf8)
        let entries = GalleryCatalog.entries(in: folder)
        #expect(entries.map(\.title) == ["Box", "Plain"])
        #expect(entries.map(\.description) == ["A box", ""])
        #expect(entries.allSatisfy { $0.group == .articles && $0.picture == nil })
    }
}
