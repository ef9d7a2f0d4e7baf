import LayoutEngine

/// Builds the engine's `ViewNode` tree from a scene's source model, reporting what it cannot
/// build as diagnostics.
///
/// The interpreter is split by concern: views and builders (`+Views`), modifiers
/// (`+Modifiers`, `+LayoutModifiers`, `+Styling`), expressions (`+Expressions`, `+Operators`),
/// the environment (`+Environment`) and custom views (`+CustomViews`).
///
/// Some views are built again during layout: a custom view that reads `@Environment` builds its
/// body for the environment it gets (`ViewNode.environmentDependentChildren`), a
/// `GeometryReader` builds its content for its size, and alignment guides compute their value
/// from the view's dimensions. Those closures use a second interpreter (`lateInterpreter`) that
/// shares the declarations and drops diagnostics: everything they can report was reported at load,
/// where every branch of every `if` was checked.
final class SceneInterpreter {
    let scene: Scene
    let sink: DiagnosticSink
    /// `struct ...: View` declarations by name.
    let customViews: [String: StructDeclaration]
    /// `struct ...: Layout` declarations by name (not supported yet, reported when used).
    let customLayouts: [String: StructDeclaration]
    /// Functions declared in `extension View { ... }`: custom modifiers (not supported yet).
    let customModifiers: [String: VerbatimDeclaration]
    /// True while building an `if` branch that is not taken, to report its mistakes: no
    /// branch inside it is explored again.
    var isExploring = false
    /// Custom view bodies being built, innermost last: guards against a view that contains
    /// itself.
    var customViewDepth = 0
    /// How deep custom views may nest inside each other.
    static let maximumCustomViewDepth = 1_000
    /// The most views a single `ForEach` builds.
    static let maximumForEachCount = 1_000_000

    private var lateInterpreterStorage: SceneInterpreter?

    init(scene: Scene, sink: DiagnosticSink) {
        self.scene = scene
        self.sink = sink
        var views: [String: StructDeclaration] = [:]
        var layouts: [String: StructDeclaration] = [:]
        var modifiers: [String: VerbatimDeclaration] = [:]
        for item in scene.items {
            switch item {
            case .structDeclaration(let declaration):
                if declaration.inheritedTypes.contains("View") { views[declaration.name] = declaration }
                if declaration.inheritedTypes.contains("Layout") { layouts[declaration.name] = declaration }
            case .verbatim(let verbatim) where verbatim.keyword == "extension" && verbatim.name == "View":
                for name in Self.functionNames(in: verbatim.text) { modifiers[name] = verbatim }
            default:
                break
            }
        }
        customViews = views
        customLayouts = layouts
        customModifiers = modifiers
    }

    private init(sharing other: SceneInterpreter) {
        scene = other.scene
        sink = DiagnosticSink(fileName: other.sink.fallbackLocation.file, isRecording: false)
        customViews = other.customViews
        customLayouts = other.customLayouts
        customModifiers = other.customModifiers
    }

    /// The interpreter that closures run during layout use (see the type's documentation).
    var lateInterpreter: SceneInterpreter {
        if !sink.isRecording { return self }
        if let existing = lateInterpreterStorage { return existing }
        let late = SceneInterpreter(sharing: self)
        lateInterpreterStorage = late
        return late
    }

    /// The names after `func` in a declaration's text.
    static func functionNames(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let range = rest.firstRange(of: "func ") {
            let after = rest[range.upperBound...]
            let name = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.append(String(name)) }
            rest = after
        }
        return names
    }

    // MARK: The root

    /// Builds the scene's root view: the first `#Preview`, else the first top-level
    /// expression, else a `PreviewProvider`'s `previews`, else `ContentView()`.
    func interpretRoot() -> ViewNode? {
        reportUnsupportedDeclarations()
        let scope = Scope()
        var nodes: [ViewNode]?
        var rootMark = SourceMark()
        var previews = 0
        var expressions = 0
        for item in scene.items {
            switch item {
            case .preview(let preview):
                previews += 1
                if previews == 1 {
                    nodes = buildStatements(preview.body, scope: scope)
                    rootMark = preview.mark
                } else {
                    sink.warning("only the first #Preview is shown", at: preview.mark)
                }
            case .expression(let expression):
                expressions += 1
                if previews == 0 && expressions == 1 {
                    nodes = buildViews(expression, scope: scope)
                    rootMark = expression.mark
                } else {
                    sink.warning("only the first view expression is shown", at: expression.mark)
                }
            default:
                break
            }
        }
        if nodes == nil {
            nodes = rootFromDeclarations(scope: scope, mark: &rootMark)
        }
        guard let nodes else {
            sink.error(
                "the scene has no root view", at: SourceMark(sink.fallbackLocation),
                hint: "add a '#Preview { ... }', a view expression, or a 'struct ContentView: View'")
            return nil
        }
        return singleNode(nodes, mark: rootMark)
    }

    private func rootFromDeclarations(scope: Scope, mark: inout SourceMark) -> [ViewNode]? {
        for declaration in scene.structDeclarations where declaration.inheritedTypes.contains("PreviewProvider") {
            if let previews = declaration.property(named: "previews"), let getter = previews.getter {
                mark = previews.mark
                return buildStatements(getter, scope: scope)
            }
        }
        if let contentView = customViews["ContentView"] {
            mark = contentView.mark
            return buildViews(.call("ContentView", mark: contentView.mark), scope: scope)
        }
        return nil
    }

    private func reportUnsupportedDeclarations() {
        for item in scene.items {
            switch item {
            case .structDeclaration(let declaration):
                if declaration.inheritedTypes.contains("Layout") {
                    sink.error(
                        "custom Layout declarations ('\(declaration.name)') are not supported yet", at: declaration.mark,
                        hint: "the engine lays out the built-in containers and modifiers only")
                }
            case .verbatim(let verbatim):
                if verbatim.keyword == "extension", verbatim.name == "View" { continue }
                sink.warning("'\(verbatim.keyword)' declarations are ignored", at: verbatim.mark)
            default:
                break
            }
        }
    }

    /// One node for a place that takes one view: the only node, a group of several (the
    /// engine stacks them vertically and says so), or an `EmptyView` for none.
    func singleNode(_ nodes: [ViewNode], mark: SourceMark) -> ViewNode {
        if nodes.count == 1 { return nodes[0] }
        if nodes.isEmpty { return ViewNode("EmptyView", content: .empty, sourceLocation: mark.location) }
        return ViewNode("Group", content: .group, children: nodes, sourceLocation: mark.location)
    }
}
