import Foundation
import Testing

/// `--view NAME` in an app folder: the sample arguments and environment a view is made with.
@Suite("App folders: a view's sample arguments and environment")
struct ViewArgumentsCommandTests {
    /// A folder of `files` (relative path → source) under the temporary folder.
    static func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lp-view-arguments-\(UUID().uuidString)")
        for (path, source) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: url, atomically: true, encoding: .utf8)
        }
        return root.path
    }

    /// The root view's type and frame in `layout`'s JSON.
    static func rootFrame(_ json: String) throws -> (name: String, width: Double, height: Double) {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let views = try #require(document["views"] as? [[String: Any]])
        let root = try #require(views.first { $0["path"] as? String == "0" })
        let frame = try #require(root["frame"] as? [String: Any])
        return (root["type"] as? String ?? "", (frame["width"] as? NSNumber)?.doubleValue ?? .nan, (frame["height"] as? NSNumber)?.doubleValue ?? .nan)
    }

    @Test("A view declared again in a second target, needing arguments, is made as that target's, with that target's model")
    func shadowedViewWithArguments() throws {
        let app = try Self.folder([
            "Phone/Badge.swift": """
                import SwiftUI
                struct Tag { var width: Double }
                struct Badge: View {
                    let tag: Tag
                    var body: some View { Color.red.frame(width: tag.width, height: 10) }
                }
                """,
            "Watch/Badge.swift": """
                import SwiftUI
                struct Tag { var label: String }
                struct Badge: View {
                    let tag: Tag
                    let size: Double
                    var body: some View { Text(tag.label).frame(width: size, height: 20) }
                }
                """,
        ])
        let watch = try CommandRunner.run(["layout", app, "--view", "Watch/Badge.swift:Badge", "--fixed-advance-text"])
        #expect(watch.status == 0, "\(watch.standardError)")
        let root = try Self.rootFrame(watch.standardOutput)
        #expect(root.name == "Badge" && root.width == 44 && root.height == 20, "\(root)")
        let phone = try CommandRunner.run(["layout", app, "--view", "Phone/Badge.swift:Badge", "--fixed-advance-text"])
        #expect(phone.status == 0, "\(phone.standardError)")
        #expect(try Self.rootFrame(phone.standardOutput).height == 10)
    }

    @Test("A @State without a value is a parameter of the memberwise initializer, made with a sample; a @Query is none")
    func wrappedProperties() throws {
        let app = try Self.folder([
            "Tasks.swift": """
                import SwiftUI
                import SwiftData
                struct Todo { var name: String }
                struct TaskList: View {
                    @Query var todos: [Todo]
                    @State var title: String
                    @State private var count = 0
                    var body: some View { Text(title).navigationTitle(title) }
                }
                """,
        ])
        let listed = try CommandRunner.run(["list", app, "--format", "json"])
        #expect(listed.standardOutput.contains("\"name\":\"TaskList\"") && listed.standardOutput.contains("\"needsArguments\":true"), "\(listed.standardOutput)")
        let output = try CommandRunner.run(["layout", app, "--view", "TaskList", "--fixed-advance-text"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(!output.standardError.contains("error"), "\(output.standardError)")
    }

    @Test("A closure argument does nothing and returns a sample of its result type; the view shows what it returns")
    func closureReturnsSample() throws {
        let app = try Self.folder([
            "Price.swift": """
                import SwiftUI
                struct Price: View {
                    let amount: Double
                    let format: (Double) -> String
                    let onTap: () -> Void
                    var body: some View { Text("Total " + format(amount)).onTapGesture { onTap() } }
                }
                struct Expected: View {
                    var body: some View { Text("Total Format") }
                }
                """,
        ])
        let output = try CommandRunner.run(["layout", app, "--view", "Price", "--fixed-advance-text"])
        #expect(output.status == 0, "\(output.standardError)")
        let expected = try CommandRunner.run(["layout", app, "--view", "Expected", "--fixed-advance-text"])
        // The text is as wide as "Total Format" (the closure's sample is the parameter's name).
        #expect(try Self.rootFrame(output.standardOutput).width == Self.rootFrame(expected.standardOutput).width)
    }

    @Test("An app's own ToolbarContent in a .toolbar lays out its items, not an error; it is not listed as a view")
    func appToolbarContent() throws {
        let app = try Self.folder([
            "Toolbar.swift": """
                import SwiftUI
                struct CloseItem<Content: View>: ToolbarContent {
                    let content: Content
                    init(@ViewBuilder content: () -> Content) { self.content = content() }
                    var body: some ToolbarContent {
                        ToolbarItem(placement: .navigationBarTrailing) { content }
                    }
                }
                struct Screen: View {
                    var body: some View {
                        NavigationStack {
                            Text("Body").toolbar { CloseItem { Text("Close") } }
                        }
                    }
                }
                """,
        ])
        let output = try CommandRunner.run(["layout", app, "--view", "Screen", "--fixed-advance-text"])
        #expect(output.status == 0, "\(output.standardError)")
        // "Close" is in the navigation bar, at its trailing end (16 points in from 393).
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let views = try #require(document["views"] as? [[String: Any]])
        let trailing = views.filter { view in
            guard view["type"] as? String == "Text", let frame = view["frame"] as? [String: Any],
                  let x = (frame["x"] as? NSNumber)?.doubleValue, let width = (frame["width"] as? NSNumber)?.doubleValue,
                  let y = (frame["y"] as? NSNumber)?.doubleValue else { return false }
            return abs(x + width - 377) < 0.5 && y < 44
        }
        #expect(trailing.count == 1, "\(output.standardOutput)")
        let listed = try CommandRunner.run(["list", app])
        #expect(!listed.standardOutput.contains("CloseItem"), "\(listed.standardOutput)")
    }

    @Test("A nested enum argument is its first case, written with its outer type; self.$object.member of an @ObservedObject is a binding")
    func nestedEnumAndObservedBinding() throws {
        let app = try Self.folder([
            "Poster.swift": """
                import SwiftUI
                struct PosterStyle {
                    enum Size {
                        case small, big
                        var width: Double { self == .small ? 53 : 250 }
                    }
                }
                final class Search: ObservableObject { @Published var text = "" }
                struct Poster: View {
                    let size: PosterStyle.Size
                    @ObservedObject var search: Search
                    init(size: PosterStyle.Size, search: Search) {
                        self.size = size
                        self.search = search
                    }
                    var body: some View {
                        TextField("Find", text: self.$search.text).frame(width: size.width, height: 30)
                    }
                }
                """,
        ])
        let output = try CommandRunner.run(["layout", app, "--view", "Poster", "--fixed-advance-text"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(try Self.rootFrame(output.standardOutput).width == 53)
    }

    @Test("Xcode's widget entry view (entry: Provider.Entry) is made with the entry type the provider's methods return")
    func widgetEntryView() throws {
        let app = try Self.folder([
            "Widget/Widget.swift": """
                import WidgetKit
                import SwiftUI
                struct Provider: TimelineProvider {
                    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date(), count: 2) }
                    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) {}
                }
                struct SimpleEntry: TimelineEntry {
                    let date: Date
                    let count: Int
                }
                struct CountEntryView: View {
                    var entry: Provider.Entry
                    var body: some View { Text("\\(entry.count) tasks").frame(width: 120, height: 40) }
                }
                """,
        ])
        let output = try CommandRunner.run(["layout", app, "--view", "CountEntryView", "--fixed-advance-text"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(try Self.rootFrame(output.standardOutput).width == 120)
        #expect(!output.standardError.contains("stand"), "\(output.standardError)")
    }
}
