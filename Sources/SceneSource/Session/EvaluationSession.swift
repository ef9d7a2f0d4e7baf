import Foundation
import LayoutEngine
import SwiftEvaluator
import SwiftParser
import SwiftSyntax

/// One scene, evaluated once and laid out for any environment.
///
/// The session owns everything a scene's code runs with: the program (its files, parsed), the
/// SwiftUI library, the evaluator, one budget, the cancellation token of the work running and
/// the diagnostic sink. Creating it reads the files and evaluates the scene's declarations
/// once, and lists its previews; it never lays out. For an environment (the device's screen
/// and size classes, Dynamic Type, direction, colour scheme) and a preview it builds the root
/// view (`root(preview:environment:)`) and the layout tree (`makeTree`); every pass over those
/// (building bodies, `Layout` methods, `GeometryReader` closures, drawing custom shapes)
/// reports to the same sink, and callers read `diagnostics` after the work they asked for.
///
/// Choosing another preview builds that preview's root from the same program: nothing is
/// parsed or evaluated again.
///
/// Not thread-safe beyond its sink: one thread at a time evaluates (the window's background
/// layout, or its main thread, never both at once). Parsing and building are recursive: run
/// them on a thread with a large stack (`largeStackCallDepth`).
public final class EvaluationSession {
    /// The files read, the first being the one edited and the one diagnostics name by default.
    public let files: [(name: String, source: String)]
    /// The source model of the first file (for the tree editor); nil when it was not read
    /// (`readsSourceModel: false`) or could not be.
    public let scene: Scene?
    /// The cancellation of the evaluation: cancelled (from any thread), the scene's code stops
    /// at its next check. A layout may run under a token of its own (`layout(_:...)`).
    public let cancellation: CancellationToken

    let sink: DiagnosticSink
    /// Nil when the files could not be read (a syntax error, a file too large).
    let library: SwiftUILibrary?
    private var candidates: [RootFinder.Candidate]
    /// The errors of the files left out of an app folder (`leavesOutBrokenFiles`), as the
    /// warnings they were reported as.
    public private(set) var leftOutFiles: [Diagnostic]
    private var implicitRoot: RootFinder.Candidate?
    /// The scene's previews, in source order, with the traits their views declare once built.
    public private(set) var previews: [ScenePreview]
    /// Roots built, by preview and screen (`RootKey`); nil for a root whose code failed.
    private var roots: [RootKey: ViewNode?] = [:]
    /// What building each root reported: reported again when the root is reused, so that an
    /// evaluation's own diagnostics (`evaluation`) include its root's.
    private var rootDiagnostics: [RootKey: [Diagnostic]] = [:]

    /// What a root depends on: the preview, and the screen its code can read.
    private struct RootKey: Hashable {
        var preview: Int
        var screen: ScreenTraits
    }

    /// The deepest bracket nesting the parser reads (swift-syntax's `maximumNestingLevel`).
    public static let maximumNestingLevel = 20_000
    /// The deepest nesting of calls read (views in views, modifiers in a chain): the reader and
    /// the interpreter take a few stack frames per level, so a deeper file is refused before
    /// either runs, quickly and with the place it goes too deep. Real views nest a few dozen.
    public static let maximumCallNesting = 10_000
    /// The largest file read: real view files are a few kilobytes (the largest seen, about
    /// 100 KB), and reading takes time in proportion to the text (about 40 s per megabyte of
    /// one-line views in the debug build, 7 s in release), so a larger file is refused at once
    /// rather than read for minutes.
    public static let maximumSourceBytes = 1 << 20
    /// The call depth for callers that evaluate on a thread with a 1 GiB stack (the command
    /// line and the window): scenes nested thousands of levels deep evaluate there.
    public static let largeStackCallDepth = 20_000

    /// Reads `files` as one scene (every file contributes declarations; their previews, in file
    /// order, are the scene's) and evaluates its declarations. `readsSourceModel: false` leaves
    /// `scene` unread: the command line lays out and draws from the evaluated views alone.
    /// `strict`: what the scene uses but does not declare (its app's models, views, colours,
    /// modifiers) is an error, as it would be without the rest of its app, instead of a
    /// stand-in with a warning (`SwiftUILibrary+StandIns`). `oneEvaluation` (a command):
    /// loading, building the root and every layout share one scene budget
    /// (`Budget.isOneEvaluation`) instead of one each (the window, re-evaluating as you type).
    /// `leavesOutBrokenFiles` (an app folder): a file that does not read (a syntax error, too
    /// large) is left out of the program, its errors reported as warnings and kept in
    /// `leftOutFiles`, and the other files go on; the first file when `readsSourceModel` (the
    /// one the window edits) is never left out. `findsImplicitRoot: false` (a view chosen by
    /// name, `showView`): a scene without previews is not searched for a root of its own.
    /// `parsedFiles`: files read before with the same text are taken from there (a window
    /// re-reading an app folder after one file changed parses only that file).
    public init(
        files: [(name: String, source: String)], callDepth: Int = 400, readsSourceModel: Bool = true,
        strict: Bool = false, oneEvaluation: Bool = false, cancellation: CancellationToken = CancellationToken(),
        leavesOutBrokenFiles: Bool = false, findsImplicitRoot: Bool = true, parsedFiles: ParsedFiles? = nil
    ) {
        self.files = files
        self.cancellation = cancellation
        let firstName = files.first?.name ?? "scene.swift"
        let sink = DiagnosticSink(fileName: firstName)
        self.sink = sink
        let program = Program()
        var scene: Scene?
        var leftOut: [Diagnostic] = []
        let entries = Self.readAll(files, keptIn: parsedFiles)
        for (index, file) in files.enumerated() {
            let mayLeaveOut = leavesOutBrokenFiles && !(index == 0 && readsSourceModel)
            let entry = entries[index]
            if mayLeaveOut, entry.parsed == nil || entry.problems.contains(where: { $0.severity == .error }) {
                for diagnostic in entry.problems {
                    var relayed = diagnostic
                    if relayed.severity == .error {
                        relayed.severity = .warning
                        relayed.message += "; the file is left out of the app"
                        leftOut.append(relayed)
                    }
                    sink.report(relayed)
                }
                continue
            }
            for problem in entry.problems { sink.report(problem) }
            guard let parsed = entry.parsed else { continue }
            if index == 0, readsSourceModel { scene = parsed.reader.read(parsed.tree) }
            program.addFile(parsed.file)
        }
        leftOutFiles = leftOut
        self.scene = scene
        guard !sink.hasErrors else {
            library = nil
            candidates = []
            previews = []
            return
        }
        program.resolvePendingExtensions()
        let library = SwiftUILibrary(fileName: firstName, sink: sink)
        library.isStrict = strict
        library.standInSizes = StandInSizes(sources: files.map(\.source))
        library.colorSets = ColorSetIndex(sceneFiles: files.map(\.name))
        let budget = Budget(maximumCallDepth: callDepth)
        budget.unitTimeLimit = SwiftUILibrary.evaluationTimeLimit
        budget.cancellation = cancellation
        budget.isOneEvaluation = oneEvaluation
        let evaluator = Evaluator(program: program, host: library, budget: budget, retainsHost: false)
        library.evaluator = evaluator
        library.retainedEvaluator = evaluator
        self.library = library
        for note in program.notes {
            library.report(note.isError ? .error : .warning, note.message, at: note.position)
        }
        // Reading the declarations and finding the root is one evaluation of the scene.
        let finder = RootFinder(program: program, library: library)
        var found: [RootFinder.Candidate] = []
        var implicit: RootFinder.Candidate?
        budget.withScene {
            found = finder.previews()
            if found.isEmpty, findsImplicitRoot { implicit = finder.implicitRoot() }
        }
        candidates = found
        previews = found.compactMap(\.preview)
        implicitRoot = implicit
        library.rootPosition = (found.first ?? implicit)?.position
        library.collectEvaluatorWarnings()
    }

    /// One file read: parsed, checked and prepared for a program, or taken from `kept` when it
    /// holds the same text.
    static func read(_ file: (name: String, source: String), keptIn kept: ParsedFiles?) -> ParsedFiles.Entry {
        let make = { () -> ParsedFiles.Entry in
            let fileSink = DiagnosticSink(fileName: file.name)
            let parsed = parse(file, into: fileSink).map { tree, reader in (tree, reader, Program.prepare(name: file.name, tree: tree, bytes: reader.bytes)) }
            return ParsedFiles.Entry(source: file.source, problems: fileSink.diagnostics, parsed: parsed)
        }
        return kept?.entry(name: file.name, source: file.source, make: make) ?? make()
    }

    /// Parses one file, refusing first what would take the parser minutes or the stack too
    /// deep; nil (with an error in `sink`) when the file cannot be used.
    private static func parse(_ file: (name: String, source: String), into sink: DiagnosticSink) -> (SourceFileSyntax, SceneReader)? {
        var text = file.source
        if text.utf8.count > maximumSourceBytes {
            sink.error(
                "the file is \(megabytes(text.utf8.count)) MB; at most \(megabytes(maximumSourceBytes)) MB of source are read",
                at: SourceMark(LayoutEngine.SourceLocation(file: file.name, line: 1, column: 1)),
                hint: "split the scene into several files, or into smaller views")
            return nil
        }
        let bytes = Array(text.utf8)
        if let run = BracketRuns.firstOverlong(in: bytes) {
            // Parsing this would take minutes (see BracketRuns): refused before the parser runs.
            sink.error(
                "\(run.count) '[' in a row here (collections or array types nested inside each other); at most \(BracketRuns.limit) are read",
                at: SourceMark(location(of: run.offset, in: bytes, file: file.name)),
                hint: "close the brackets, or nest fewer collections or array types inside each other")
            return nil
        }
        if let run = StrayMemberCode.firstOverlong(in: bytes) {
            // The parser's recovery would take time growing with the square of the run (see
            // StrayMemberCode): refused before the parser runs.
            sink.error(
                "more than \(StrayMemberCode.limit) tokens here are in a type's body but not in a declaration; such code is not read",
                at: SourceMark(location(of: run.offset, in: bytes, file: file.name)),
                hint: "a type's body holds declarations: put modifiers before the closing '}' of 'body', and statements inside a function")
            return nil
        }
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
        let reader = SceneReader(fileName: file.name, tree: tree, bytes: bytes)
        if tree.hasError || SyntaxDepth.mayNestDeeper(than: maximumCallNesting, text: bytes),
           let deepest = SyntaxDepth.deepestCall(in: tree), deepest.depth > maximumCallNesting {
            sink.error(
                "calls nest \(deepest.depth) levels deep here (views inside views, or a chain of modifiers); at most \(maximumCallNesting) are read",
                at: reader.mark(deepest.node),
                hint: "split the scene into smaller views")
            return nil
        }
        if tree.hasError {
            SyntaxErrorCollector(reader: reader, sink: sink, maximumNestingLevel: maximumNestingLevel).walk(tree)
        }
        return (tree, reader)
    }

    /// The line and column (in characters) of a byte offset, for a problem found before parsing.
    static func location(of offset: Int, in bytes: [UInt8], file: String) -> LayoutEngine.SourceLocation {
        let line = bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return LayoutEngine.SourceLocation(file: file, line: line, column: column)
    }

    static func megabytes(_ bytes: Int) -> String {
        if bytes % (1 << 20) == 0 { return String(bytes >> 20) }
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return "\(tenths / 10).\(tenths % 10)"
    }

    // MARK: What callers read

    /// Everything reported so far, in the order found: reading, evaluating, and every root,
    /// tree, layout and drawing since. Read it after the work asked for.
    public var diagnostics: [Diagnostic] { sink.diagnostics }

    /// True when any diagnostic so far is an error.
    public var hasErrors: Bool { sink.hasErrors }

    /// True when the files were read and the scene has something to show (a preview or a
    /// view); a root may still fail to build (`root` is then nil, with an error).
    public var hasRoot: Bool { library != nil && (!candidates.isEmpty || implicitRoot != nil) }

    /// The root the playground made because the scene declares no preview, as Swift
    /// (`ProfileHeader(user: User(name: "Name"))`): what "Add Preview" writes. Nil when the scene
    /// has a preview or writes its root itself.
    public var writtenRoot: String? { candidates.isEmpty ? implicitRoot?.written : nil }

    /// The types the scene's files declare, nested ones included (for telling a view of the
    /// scene from a stand-in).
    public var declaredTypeNames: Set<String> {
        guard let program = library?.evaluator?.program else { return [] }
        return Set(program.types.keys).union(program.nestedTypesByName.keys)
    }

    /// How many times the body of one of the scene's views has run, over every tree built.
    public var bodyEvaluationCount: Int { library?.bodyEvaluationCount ?? 0 }

    /// Every `View` type the scene declares (`SceneView`), in the order of its files; found
    /// once, on first use. Empty when the files did not read.
    public var views: [SceneView] { viewTypes.map(\.view) }

    private lazy var viewTypes: [(view: SceneView, type: TypeDefinition)] = {
        guard let library, let program = library.evaluator?.program else { return [] }
        return RootFinder(program: program, library: library).views()
    }()

    /// Makes `view` a root of the scene, after its previews, and returns its number for
    /// `root(preview:)`, `makeTree` and `preview(_:)` (the same number when shown again). Its
    /// `ScenePreview` is named after the view and asks for the device's screen. Nil when the
    /// view is not one of `views`.
    public func showView(_ view: SceneView) -> Int? {
        if let shown = shownViews[view] { return shown }
        guard let library, let program = library.evaluator?.program,
              let type = viewTypes.first(where: { $0.view == view })?.type else { return nil }
        let candidate = library.evaluator.budget.withScene {
            RootFinder(program: program, library: library).viewCandidate(type, view: view)
        }
        library.collectEvaluatorWarnings()
        candidates.append(candidate)
        previews.append(candidate.preview ?? ScenePreview(name: view.name, location: view.location))
        shownViews[view] = candidates.count - 1
        return candidates.count - 1
    }

    private var shownViews: [SceneView: Int] = [:]

    /// The preview numbered `index` (from 0), as last built; nil for a scene without previews.
    public func preview(_ index: Int) -> ScenePreview? {
        previews.indices.contains(index) ? previews[index] : nil
    }

    // MARK: Building

    /// The root view of preview `preview` (the first when out of range) on `environment`'s
    /// screen: built once per preview and screen, the view's initializers run with that
    /// screen as `UIScreen.main`. Its bodies are built later, with the tree, for the
    /// environment the tree is laid out in. Nil, with an error in `diagnostics`, when the
    /// scene cannot be laid out (it did not read, has no root, or the root's code failed).
    public func root(preview: Int = 0, environment: EnvironmentValues = EnvironmentValues()) -> ViewNode? {
        guard let library else { return nil }
        let index = candidates.indices.contains(preview) ? preview : 0
        let key = RootKey(preview: index, screen: environment.screenTraits)
        if let built = roots[key] {
            for diagnostic in rootDiagnostics[key] ?? [] { sink.report(diagnostic) }
            return built
        }
        guard let candidate = candidates.isEmpty ? implicitRoot : candidates[index] else { return nil }
        var rootEnvironment = EnvironmentValues()
        rootEnvironment.setScreen(environment.screenSize, sizeClasses: (environment.horizontalSizeClass, environment.verticalSizeClass))
        sink.beginRecording()
        let node = library.evaluator.budget.withScene {
            library.withScreen(of: rootEnvironment) { build(candidate, index: index, environment: rootEnvironment, library: library) }
        }
        roots[key] = .some(node)
        library.collectEvaluatorWarnings()
        rootDiagnostics[key] = sink.endRecording()
        return node
    }

    private func build(_ candidate: RootFinder.Candidate, index: Int, environment: EnvironmentValues, library: SwiftUILibrary) -> ViewNode? {
        let evaluator = library.evaluator!
        // The root's expression is where a scene written out at length lives (a stack of
        // 100,000 views): it has the step budget and a longer deadline than a body has.
        evaluator.budget.unitTimeLimit = SwiftUILibrary.rootEvaluationTimeLimit
        defer { evaluator.budget.unitTimeLimit = SwiftUILibrary.evaluationTimeLimit }
        do {
            return try evaluator.withFreshSteps {
                var value = try candidate.build()
                if var view = value.viewValue, let traits = view.previewTraits {
                    if !candidates.isEmpty { previews[index].apply(traits) }
                    // The traits configure the preview, not the view.
                    view.previewTraits = nil
                    value = .native(view)
                }
                let nodes = try library.realize(value, RealizeContext(library: library, environment: environment), path: "0")
                return library.single(nodes, location: library.location(candidate.position))
            }
        } catch var error as RuntimeError {
            // A cancelled evaluation still fails (its result is dropped, never taken for a scene).
            if error.kind == .cancelled { library.report(.error, error.message, at: error.position ?? candidate.position) }
            // Found where no place was known: the root's (its preview or its view).
            if error.position == nil { error.position = candidate.position }
            library.report(error)
        } catch {
            if var thrown = RuntimeError.uncaught(error) {
                if thrown.position == nil { thrown.position = candidate.position }
                library.report(thrown)
            } else {
                library.report(.error, "\(error)", at: candidate.position)
            }
        }
        return nil
    }

    /// The layout tree of preview `preview` for `environment`: its root (`root`), with the
    /// bodies of the scene's views built for that environment. Nil when there is no root;
    /// throws what the engine refuses (a tree too deep).
    public func makeTree(
        preview: Int = 0, environment: EnvironmentValues, textMeasurer: TextMeasuring,
        imageMeasurer: ImageMeasuring = DefaultImageMeasurer(), cancellation: CancellationToken? = nil
    ) throws -> LayoutTree? {
        try running(cancellation) {
            guard let root = root(preview: preview, environment: environment) else { return nil }
            return try LayoutTree(root: root, environment: environment, textMeasurer: textMeasurer, imageMeasurer: imageMeasurer)
        }
    }

    /// Lays `tree` (one of this session's) out: `LayoutTree.layout` with the scene's code
    /// (bodies built again after state changed, `Layout` methods, closures) stopped by
    /// `cancellation` too, and its errors reported to `diagnostics`.
    public func layout(
        _ tree: LayoutTree, proposal: ProposedViewSize, safeAreaInsets: EdgeInsets = EdgeInsets(), tracing: Bool = false,
        loggingSteps: Bool = true, cancellation: CancellationToken? = nil
    ) -> LayoutResult {
        running(cancellation) {
            tree.layout(
                proposal: proposal, safeAreaInsets: safeAreaInsets, tracing: tracing, loggingSteps: loggingSteps,
                cancellation: cancellation ?? self.cancellation)
        }
    }

    /// Runs the `path(in:)` of every custom shape `result` places, at the size it gives it, as
    /// drawing does: the commands that print a layout rather than draw it (`layout`,
    /// `explain`), and the window for a tree it has just built, report those errors too.
    public func checkDrawing(_ result: LayoutResult, cancellation: CancellationToken? = nil) {
        running(cancellation) {
            for placed in result.views {
                if case .shape(.path(let path)) = placed.view.content { _ = path.elements(in: placed.frame.size) }
            }
        }
    }

    /// What the last evaluation of the scene (its load, or its last layout) spent of the
    /// scene's budget: steps and bytes of values (`Budget.withScene`).
    public var budgetSpent: (steps: Int, bytes: Int) {
        guard let budget = library?.evaluator?.budget else { return (0, 0) }
        return (budget.sceneSteps, budget.sceneBytes)
    }

    /// Stops every evaluation of the session's scene code at `deadline` (an error there, as an
    /// endless loop's): a command that evaluates the scene many times, each with a budget of its
    /// own (`export`: a tree per size and appearance), bounds them all.
    public func stopsEvaluating(at deadline: ContinuousClock.Instant) {
        library?.evaluator?.budget.deadline = deadline
    }

    /// The instant `seconds` from now, scaled as the scene's time limits are
    /// (`LAYOUT_PLAYGROUND_TIME_SCALE`).
    public static func deadline(inSeconds seconds: Int) -> ContinuousClock.Instant {
        ContinuousClock.now + .seconds(seconds) * Budget.timeScale
    }

    /// Runs `work` as one evaluation of the scene (`running`: its root, tree, layout and
    /// drawing share one scene budget) and returns what it reported, every diagnostic once,
    /// including those an earlier evaluation reported already (the sink keeps each once):
    /// `snapshot` lists each picture's own warnings and stand-ins. A stand-in is reported
    /// again where this evaluation first reads it.
    public func evaluation<T>(_ token: CancellationToken? = nil, _ work: () throws -> T) -> (result: Result<T, Error>, diagnostics: [Diagnostic]) {
        library?.standInPathsReported.removeAll()
        sink.beginRecording()
        let result = Result { try running(token, work) }
        return (result, sink.endRecording())
    }

    /// Runs `work` with `token` as the budget's cancellation (the session's own when nil),
    /// then moves the evaluator's warnings into the sink.
    public func running<T>(_ token: CancellationToken?, _ work: () throws -> T) rethrows -> T {
        guard let library, let budget = library.evaluator?.budget else { return try work() }
        let saved = budget.cancellation
        budget.cancellation = token ?? cancellation
        defer {
            budget.cancellation = saved
            library.collectEvaluatorWarnings()
        }
        // One layout (or tree, or drawing check) is one evaluation of the scene: its bodies,
        // closures and layouts share the scene's budget (`Budget.withScene`).
        return try budget.withScene(work)
    }
}
