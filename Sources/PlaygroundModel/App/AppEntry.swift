import Foundation
import LayoutEngine
import SceneSource

/// One thing of an app the navigator can show: a preview its file declares, or a `View` type
/// it declares (shown with sample arguments when it takes any).
///
/// An entry names what it shows, not a number: the preview numbers of a session change when
/// another file gains or loses a preview, and a view's number exists only once it is shown.
/// `index(in:)` finds the entry again in each new reading of the app, so the canvas keeps
/// showing it across edits and other programs' saves.
public struct AppEntry: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case preview
        case view
    }

    public var kind: Kind
    /// The preview's name (`Trail row`, `Preview` when unnamed) or the view's (`Settings.Row`).
    public var name: String
    /// The file that declares it, as the session names it (the path read).
    public var file: String
    /// The line of its `#Preview`, `PreviewProvider` or type.
    public var line: Int
    /// For a preview: its place among its file's previews (two may share a name).
    public var ordinal: Int
    /// For a view: it has no initializer without arguments (made with sample arguments).
    public var needsArguments: Bool

    public init(kind: Kind, name: String, file: String, line: Int, ordinal: Int = 0, needsArguments: Bool = false) {
        self.kind = kind
        self.name = name
        self.file = file
        self.line = line
        self.ordinal = ordinal
        self.needsArguments = needsArguments
    }

    /// The entries `session` declares, file by file in the session's order: each file's
    /// previews (in source order), then its views. Roots the session made for views it was
    /// asked to show (`EvaluationSession.showView`) are not previews and are not listed twice.
    public static func entries(of session: EvaluationSession) -> [AppEntry] {
        let views = session.views
        let viewPlaces = viewPlaces(views)
        var previewsByFile: [String: [AppEntry]] = [:]
        for preview in session.previews where !viewPlaces.contains(Place(preview.location)) {
            let file = preview.location.file
            let ordinal = previewsByFile[file, default: []].count
            previewsByFile[file, default: []].append(
                AppEntry(kind: .preview, name: preview.name, file: file, line: preview.location.line, ordinal: ordinal))
        }
        var viewsByFile: [String: [AppEntry]] = [:]
        for view in views {
            viewsByFile[view.location.file, default: []].append(
                AppEntry(kind: .view, name: view.name, file: view.location.file, line: view.location.line, needsArguments: view.needsArguments))
        }
        return session.files.map(\.name).flatMap { previewsByFile[$0, default: []] + viewsByFile[$0, default: []] }
    }

    /// Where something is declared: a root made for a view is at its type's place.
    private struct Place: Hashable {
        var file: String
        var line: Int
        var column: Int

        init(_ location: SourceLocation) {
            file = location.file
            line = location.line
            column = location.column
        }
    }

    private static func viewPlaces(_ views: [SceneView]) -> Set<Place> {
        Set(views.map { Place($0.location) })
    }

    /// The entry's root number in `session` (for `root(preview:)`, `makeTree`): a preview by
    /// its place among its file's previews when its name still matches there, else the first of
    /// its file's previews with its name; a view by its name in its file, made a root
    /// (`showView`, which evaluates: call it on a large stack). Nil when the session no longer
    /// declares it.
    public func index(in session: EvaluationSession) -> Int? {
        switch kind {
        case .preview:
            let viewPlaces = Self.viewPlaces(session.views)
            var ordinalInFile = 0
            var byName: Int?
            for (index, preview) in session.previews.enumerated()
            where preview.location.file == file && !viewPlaces.contains(Place(preview.location)) {
                if ordinalInFile == ordinal, preview.name == name { return index }
                if byName == nil, preview.name == name { byName = index }
                ordinalInFile += 1
            }
            return byName
        case .view:
            guard let view = session.views.first(where: { $0.name == name && $0.location.file == file }) else { return nil }
            return session.showView(view)
        }
    }

    /// True when `query` (typed in the navigator's search field) finds this entry: part of its
    /// name, ignoring case; an empty query finds everything.
    public func matches(_ query: String) -> Bool {
        let query = query.trimmingCharacters(in: .whitespaces)
        return query.isEmpty || name.localizedCaseInsensitiveContains(query)
    }
}
