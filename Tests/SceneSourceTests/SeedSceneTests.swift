import Foundation
import LayoutEngine
import SceneSource
import SwiftEvaluator
import Testing

/// The seed articles' own code, from `data/`, run as written (scene-declared `Layout`s,
/// `PreferenceKey`s, `@State`), with frames checked against what the articles say.
@Suite("Seed articles' code")
struct SeedSceneTests {
    private func loadData(_ name: String) throws -> ViewNode {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../data/\(name)")
        let source = try String(contentsOf: url, encoding: .utf8)
        let loaded = SceneLoader.load(source: source, fileName: name)
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        return try #require(loaded.root)
    }

    private func frames(_ result: LayoutResult, type: String) -> [Rect] {
        result.views.filter { $0.typeName == type }.map(\.frame)
    }

    @Test("AnchoredPosition as the article declares it flips to .trailing where .leading does not fit")
    func anchoredPositionFlips() throws {
        let root = try loadData("anchored-position-layout.swift")
        let narrow = try layout(root, ProposedViewSize(width: 393, height: 400))
        let wide = try layout(root, ProposedViewSize(width: 600, height: 400))
        let narrowLabel = try #require(frames(narrow, type: "OnBoardingCalloutLabel").first)
        let wideLabel = try #require(frames(wide, type: "OnBoardingCalloutLabel").first)
        // The anchor point is x = 300: at 600 the label starts there (.leading); at 393 the
        // label is wider than the 93 points left, so it ends there (.trailing).
        #expect(wideLabel.origin.x == 300)
        #expect(abs(narrowLabel.maxX - 300) < 0.001)
        #expect(abs(narrowLabel.midY - 180) < 0.001 && abs(wideLabel.midY - 180) < 0.001)
    }

    @Test("The article's first AnchoredPosition places the callout's leading edge on the point whatever the room")
    func anchoredPositionFirstVersion() throws {
        let root = try loadData("anchored-position-v1.swift")
        for width in [393.0, 600] {
            let label = try #require(frames(try layout(root, ProposedViewSize(width: width, height: 400)), type: "OnBoardingCalloutLabel").first)
            // Leading anchor: the label's left edge at x = 300 and its middle at y = 180; at
            // 393 it runs past the right edge (nothing checks the room yet).
            #expect(label.origin.x == 300)
            #expect(abs(label.midY - 180) < 0.001)
            if width == 393 { #expect(label.maxX > 393) }
        }
    }

    @Test("The article's second AnchoredPosition flips to .trailing when the callout would pass the right edge")
    func anchoredPositionSecondVersion() throws {
        let root = try loadData("anchored-position-v2.swift")
        let narrow = try #require(frames(try layout(root, ProposedViewSize(width: 393, height: 400)), type: "OnBoardingCalloutLabel").first)
        let wide = try #require(frames(try layout(root, ProposedViewSize(width: 600, height: 400)), type: "OnBoardingCalloutLabel").first)
        #expect(abs(narrow.maxX - 300) < 0.001)
        #expect(wide.origin.x == 300)
    }

    @Test("The corrected AnchoredPosition hangs the callout below the point when it fits on neither side")
    func anchoredPositionCorrected() throws {
        let root = try loadData("anchored-position-corrected.swift")
        let wide = try #require(frames(try layout(root, ProposedViewSize(width: 600, height: 400)), type: "OnBoardingCalloutLabel").first)
        // 400 points right of x = 200: room for the label's ideal width, so .leading.
        #expect(wide.origin.x == 200)
        #expect(abs(wide.midY - 180) < 0.001)
        let narrow = try #require(frames(try layout(root, ProposedViewSize(width: 393, height: 400)), type: "OnBoardingCalloutLabel").first)
        // 193 points right and 200 left are both narrower than the label: it hangs below,
        // its top edge's middle on the point.
        #expect(narrow.minY == 180)
        #expect(abs(narrow.midX - 200) < 0.001)
        #expect(narrow.width > 200)
    }

    @Test("HeightSyncedRow gives every badge the tallest badge's height after the preference pass")
    func heightSyncedRow() throws {
        let root = try loadData("height-synced-row.swift")
        let result = try layout(root, ProposedViewSize(width: 393, height: 300))
        let badges = frames(result, type: "EventInfoBadge")
        #expect(badges.count == 3)
        let tallest = try #require(badges.map(\.size.height).max())
        // The @State is set after the first pass, so a second pass is needed; every frame
        // around a badge then has the tallest height.
        #expect(result.passCount >= 2)
        let synced = result.views.filter { $0.typeName == "frame" && $0.view.argumentSummary.hasPrefix("height:") }.map(\.frame.size.height)
        #expect(synced.count == 3)
        #expect(synced.allSatisfy { $0 == tallest })
        #expect(badges.map(\.size.height).contains { $0 < tallest })
    }

    @Test("Equal-width buttons: both labels take the wider label's width through anchorPreference")
    func equalWidthButtons() throws {
        let root = try loadData("equal-width-buttons.swift")
        let result = try layout(root, ProposedViewSize(width: 393, height: 200))
        let widths = result.views.filter { $0.typeName == "frame" && $0.view.argumentSummary.hasPrefix("width:") }.map(\.frame.size.width)
        #expect(widths.count == 2)
        #expect(widths[0] == widths[1])
        let texts = result.views.filter { $0.typeName == "Text" }.map(\.frame.size.width)
        // The frame is the wider label plus its padding on both sides (16 each).
        #expect(abs(widths[0] - (texts.max()! + 32)) < 0.001)
    }

    @Test("EqualWidthHStack and EqualWidthVStack: one pass, the widest ideal width for all")
    func equalWidthLayouts() throws {
        let root = try loadData("equal-width-layout.swift")
        let wide = try layout(root, ProposedViewSize(width: 393, height: 300))
        let buttons = frames(wide, type: "ActionButton")
        #expect(buttons.count == 2 && buttons[0].size.width == buttons[1].size.width)
        #expect(buttons[1].origin.x == buttons[0].maxX + 8 && buttons[0].origin.y == buttons[1].origin.y)
        #expect(wide.passCount == 1)
        let narrow = try layout(root, ProposedViewSize(width: 200, height: 300))
        let stacked = frames(narrow, type: "ActionButton")
        #expect(stacked.count == 2 && stacked[0].origin.x == stacked[1].origin.x && stacked[1].origin.y == stacked[0].maxY + 8)
    }
}

/// The project's own scenes: every one in `data/` (the gallery's examples) and `data/corpus/`
/// (realistic app screens) loads, lays out and reports no error, as the `layout` command does.
@Suite("Every scene in data/")
struct CorpusTests {
    @Test("Every scene in data/ and data/corpus/ lays out without an error", arguments: ["../../data", "../../data/corpus"])
    func everySceneLaysOut(_ relative: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(relative)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count >= (relative.hasSuffix("corpus") ? 30 : 25))
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let loaded = onLargeStack { SceneLoader.load(source: source, fileName: file, callDepth: SceneLoader.largeStackCallDepth) }
            let root = try #require(loaded.root, "\(file): \(loaded.diagnostics)")
            let errors = onLargeStack { laidOut(loaded) }.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(file): \(errors)")
            let result = try layout(root, ProposedViewSize(width: 393, height: 852))
            #expect(result.size.width.isFinite && !result.views.isEmpty, "\(file)")
        }
    }

    @Test("The app-style scenes (pasted views that use their app's models, views and design system) lay out through stand-ins, named in warnings; --strict stops each")
    func appStyleScenesUseStandIns() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../data/corpus")
        let expected: [String: [String]] = [
            "31-order-row-pasted.swift": ["'Order' is not declared", "'StatusBadge' is not declared", "'Theme' is not declared", "'CGFloat.spacingSmall'"],
            "32-profile-screen-pasted.swift": ["'ProfileViewModel' is not declared", "'DS.Spacing.large'", "'FollowButton' is not declared", "'Color.DS.textSecondary'"],
            "33-settings-pasted.swift": ["'@Default' is not declared", "the environment key '\\.appTint'", "'String.settingsTitle'"],
            "34-message-list-pasted.swift": ["'ChatStore.shared' is not declared", "'UnreadBadge' is not declared", "'Date.shortRelative'"],
        ]
        for (file, names) in expected {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let loaded = SceneLoader.load(source: source, fileName: file)
            let root = try #require(loaded.root, "\(file): \(loaded.diagnostics)")
            let diagnostics = laidOut(loaded)
            #expect(!diagnostics.contains { $0.severity == .error }, "\(file): \(diagnostics)")
            let warnings = messages(diagnostics, .warning)
            for name in names { #expect(warnings.contains { $0.contains(name) }, "\(file): \(name) not in \(warnings)") }
            #expect(try layout(root, ProposedViewSize(width: 393, height: 852)).views.count > 5)
            let strict = SceneLoader.load(files: [(file, source)], strict: true)
            #expect(strict.root == nil || laidOut(strict).contains { $0.severity == .error }, "\(file) laid out under --strict")
        }
    }

    @Test("A real scene uses a small fraction of the scene's budget: under 1% of its steps and bytes for every scene in data/ and data/corpus/")
    func scenesUseLittleOfTheBudget() throws {
        let budget = Budget()
        var most = (steps: 0, bytes: 0, file: "")
        for relative in ["../../data", "../../data/corpus"] {
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(relative)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".swift") }).sorted() {
                let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let loaded = onLargeStack { SceneLoader.load(source: source, fileName: file, callDepth: SceneLoader.largeStackCallDepth) }
                let session = try #require(loaded.session)
                // Each evaluation of the scene: its load, its tree (the bodies), its layout.
                var spent = [session.budgetSpent]
                let tree = try #require(onLargeStack { try? session.makeTree(environment: EnvironmentValues(), textMeasurer: FixedAdvanceTextMeasurer()) } ?? nil)
                spent.append(session.budgetSpent)
                _ = onLargeStack { session.layout(tree, proposal: ProposedViewSize(width: 393, height: 852)) }
                spent.append(session.budgetSpent)
                for each in spent {
                    if each.steps > most.steps { most = (each.steps, most.bytes, file) }
                    most.bytes = max(most.bytes, each.bytes)
                }
            }
        }
        print("most scene steps: \(most.steps) (\(most.file)); most bytes: \(most.bytes)")
        #expect(most.steps < budget.maximumSceneSteps / 100, "\(most)")
        #expect(most.bytes < budget.maximumSceneBytes / 100, "\(most)")
    }
}
