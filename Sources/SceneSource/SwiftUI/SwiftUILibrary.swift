import LayoutEngine
import SwiftEvaluator
import SwiftSyntax

/// The SwiftUI library scene code runs against: the evaluator's host. It answers the names the
/// scene does not declare (views, modifiers, colours, geometry), makes property wrappers, runs
/// `@ViewBuilder`, and turns view values into the engine's `ViewNode`s.
///
/// Split by concern: host values (`Values/`), views (`Views/`, `Catalog+Views`), modifiers
/// (`Modifiers/`), scene-declared layouts (`Layout/`), state and preferences (`State/`).
final class SwiftUILibrary: EvaluatorHost {
    /// Set once the evaluator that uses this library exists.
    unowned(unsafe) var evaluator: Evaluator!
    /// Keeps the evaluator alive as long as the views that call back into it (the library is
    /// referenced by every view node's closures).
    var retainedEvaluator: Evaluator?
    let fileName: String
    /// The colour sets beside the scene, walked once (`EvaluationSession` sets it for its files).
    var colorSets = ColorSetIndex(sceneFiles: [])
    /// The evaluation session's sink: what the library reports while the scene is evaluated,
    /// built and laid out.
    let sink: DiagnosticSink
    /// Everything reported so far (the sink's).
    var diagnostics: [Diagnostic] { sink.diagnostics }
    let state = StateStore()
    /// Objects passed down with `.environmentObject(_:)` or `.environment(_:)`, by type name.
    var environmentObjects: [String: Value] = [:]
    /// The screen scene code sees as `UIScreen.main.bounds`: the `screenSize` of the
    /// environment the root or the body being built is for (`withScreen(of:_:)`).
    private(set) var screenTraits = EnvironmentValues().screenTraits
    var screenSize: Size { screenTraits.size }
    lazy var viewBuilder = ViewBuilder(library: self)
    let storage = LibraryStorage()
    var preferenceKeys: [String: PreferenceKey] {
        get { storage.preferenceKeys }
        set { storage.preferenceKeys = newValue }
    }
    /// The value each `onPreferenceChange` was last called with, by the observing view's path.
    var deliveredPreferences: [String: Value] {
        get { storage.deliveredPreferences }
        set { storage.deliveredPreferences = newValue }
    }
    /// The values `overlayPreferenceValue` builds its content from, by path.
    var preferenceInputs: [String: Value] {
        get { storage.preferenceInputs }
        set { storage.preferenceInputs = newValue }
    }
    /// `onAppear` and `task` actions met while building, run after the first pass.
    var onAppearActions: [(Value, SourcePosition?)] {
        get { storage.onAppearActions }
        set { storage.onAppearActions = newValue }
    }

    init(fileName: String, sink: DiagnosticSink) {
        self.fileName = fileName
        self.sink = sink
    }

    /// Runs `body` with `environment`'s screen as the one scene code sees, restored after (a
    /// body built for an iPad inside a tree built for an iPad, then a variant on an iPhone).
    func withScreen<T>(of environment: EnvironmentValues, _ body: () throws -> T) rethrows -> T {
        let saved = screenTraits
        screenTraits = environment.screenTraits
        defer { screenTraits = saved }
        return try body()
    }

    // MARK: Diagnostics

    /// Where to report what happens in code the playground wrote, by the name of its file
    /// (`sample arguments`): the declaration it was written for.
    var writtenCodeLocations: [String: LayoutEngine.SourceLocation] = [:] {
        didSet { knownLocations.removeAll() }
    }
    /// `location(_:)`'s answers by position (see there).
    var knownLocations: [SourcePosition: LayoutEngine.SourceLocation] = [:]

    func report(_ severity: Diagnostic.Severity, _ message: String, at position: SourcePosition?, hint: String? = nil) {
        sink.report(Diagnostic(severity, message, at: location(position), hint: hint))
    }

    func warning(_ message: String, at position: SourcePosition?, hint: String? = nil) {
        if isMakingRefusedStandIn { return }
        report(.warning, message, at: position, hint: hint)
    }

    func report(_ error: RuntimeError) {
        // A cancelled evaluation's result is dropped with the layout or load that asked for it.
        guard error.kind != .cancelled else { return }
        // Found where no place was known: the last code that spent steps.
        report(.error, error.message, at: error.position ?? evaluator?.budget.lastPosition ?? rootPosition, hint: error.hint)
    }

    /// Warnings the evaluator collected, moved into the diagnostics.
    func collectEvaluatorWarnings() {
        guard let evaluator else { return }
        for warning in evaluator.warnings { self.warning(warning.message, at: warning.position) }
        evaluator.warnings.removeAll()
    }

    /// `--strict`: what the scene does not declare is an error, not a stand-in
    /// (`SwiftUILibrary+StandIns`).
    var isStrict = false
    /// The sizes the scene's text gives its stand-in views (`StandInSizes`).
    var standInSizes = StandInSizes()
    /// Where the scene names the types the sample arguments of its root stand in for.
    let standInUses = StandInUses()
    /// Where the scene's root is written (its preview, or its view): the place of an error
    /// found where no code had run yet.
    var rootPosition: SourcePosition?
    /// The stand-in paths reported so far (`user.name`): each is reported where first read.
    var standInPathsReported: Set<String> = []
    /// True while a refused type's stand-in is made: its own warning says what stands in.
    var isMakingRefusedStandIn = false

    /// How deep scene views may nest inside each other (a view that contains itself stops here).
    static let maximumCustomViewDepth = 200
    /// How long one evaluation unit (a body, a `Layout` method, a closure the library runs)
    /// may take before it ends as "took too long". Endless loops end sooner, on the unit's
    /// step budget; this is the backstop for built-ins that work long per step. It is wall
    /// time, so it leaves room for a body that legitimately builds a large screen (a
    /// `ForEach` of 20,000 rows) on a loaded machine: 0.8 s stopped that scene at a load of 10.
    static let evaluationTimeLimit = Duration.seconds(3)
    /// The same for the root view's expression, where long scenes are written out (a stack of
    /// 100,000 views): none, the step budget bounds it.
    static let rootEvaluationTimeLimit: Duration? = nil
    /// How many times a scene view's body was run (`body(of:...)`), for tests and benchmarks of
    /// how often scene code runs.
    var bodyEvaluationCount = 0
    /// Bodies and `Layout` methods that ran out of budget: not run again; their error is
    /// reported again each time (a later item of `snapshot` showing the same view was `ok`).
    var exhaustedCode: [String: RuntimeError] = [:]
    /// What each custom view was made with, by identity (`RecursionFingerprint`).
    var recursionFingerprints: [String: String] = [:]

    // MARK: EvaluatorHost

    func global(named name: String, in evaluator: Evaluator) throws -> Value? {
        if SwiftUICatalog.viewNames.contains(name) || HostTypes.names.contains(name) { return .type(TypeReference(name: name)) }
        if let value = try HostTypes.global(name, library: self) { return value }
        if let first = name.first, first.isUppercase, !name.contains(".") {
            // A type the scene uses but does not declare: placed as a placeholder view.
            return .type(TypeReference(name: name))
        }
        return nil
    }

    func staticMember(_ name: String, ofType type: String, in evaluator: Evaluator) throws -> Value? {
        if let refusal = Sandbox.refusal(ofType: type, declaredByScene: evaluator.program.types[type] != nil, at: evaluator.memberAccessPosition) {
            return try standIn(refusedType: type, refusal: refusal) { try self.standIn(staticMember: name, ofType: type, at: evaluator.memberAccessPosition) }
        }
        if let found = try HostTypes.staticMember(name, ofType: type, library: self) { return found }
        if Modifiers.isShapeTypeMember(name, ofType: type) { return nil }
        let position = evaluator.memberAccessPosition
        if let element = Self.arrayElement(of: type) { return try standIn(arrayMember: name, of: element, at: position) }
        // `.foreground.secondary` where a style goes: the first member, then the rest on it.
        if let dot = name.firstIndex(of: "."), let first = try staticMember(String(name[..<dot]), ofType: type, in: evaluator) {
            var value = first
            for part in name[name.index(after: dot)...].split(separator: ".") {
                value = try evaluator.member(String(part), of: value, node: Syntax(TokenSyntax.identifier(String(part))))
            }
            return value
        }
        if !SwiftUICatalog.viewNames.contains(type), !HostTypes.names.contains(type), !StandardLibraryNames.names.contains(type),
           evaluator.program.types[type] == nil, !type.contains(".") {
            return try standIn(staticMember: name, ofType: type, at: position)
        }
        if evaluator.program.types[type] == nil, let found = try standIn(hostMember: name, ofType: type, at: position) { return found }
        return nil
    }

    func providesType(named name: String) -> Bool {
        SwiftUICatalog.viewNames.contains(name) || HostTypes.names.contains(name)
    }

    func construct(type: String, arguments: [SwiftEvaluator.Argument], at position: SourcePosition?, in evaluator: Evaluator) throws -> Value? {
        var call = NativeCall(evaluator: evaluator, arguments: arguments, position: position)
        if let refusal = Sandbox.refusal(ofType: type, declaredByScene: evaluator.program.types[type] != nil, at: position) {
            return try standIn(refusedType: type, refusal: refusal) { .native(try self.standInView(type, call)) }
        }
        if let view = try Catalog.makeView(type, &call, library: self) { return .native(view) }
        if let value = try HostTypes.construct(type, &call, library: self) { return value }
        if evaluator.program.types[type] == nil, let style = SystemStyleValue.named(type) { return .native(style) }
        if evaluator.program.types[type] == nil, WidgetConfigurationValue.typeNames.contains(type) {
            return .native(WidgetConfigurationValue(typeName: type, arguments: arguments))
        }
        if let first = type.first, first.isUppercase, !StandardLibraryNames.names.contains(type) {
            return .native(try standInView(type, call))
        }
        return nil
    }

    func member(_ name: String, of value: Value, in evaluator: Evaluator) throws -> Value? {
        if case .instance(let instance) = value, instance.type.conforms(to: "Shape") || instance.type.conforms(to: "InsettableShape") {
            // A scene's shape with a fill or stroke: drawn from its path(in:).
            let shape = ShapeValue(kind: .path(customShapePath(value, type: instance.type)), name: instance.type.name, location: instance.type.position.map(location))
            if ["fill", "stroke", "strokeBorder", "inset", "trim", "rotation", "offset", "scale"].contains(name) {
                return try shapeMember(name, of: shape, in: evaluator)
            }
        }
        if name == "callAsFunction", case .instance(let instance) = value, conformsToLayout(instance.type) {
            return Function.native(name) { call in
                let content = try self.content(call)
                return .native(self.scriptedLayoutContainer(value, type: instance.type, content: content, at: call.position))
            }
        }
        guard isView(value) else { return nil }
        if let found = try modifier(name, of: value, in: evaluator) { return found }
        return try standInModifier(name, of: value)
    }

    func conformsToLayout(_ type: TypeDefinition) -> Bool {
        type.conforms(to: "Layout") || type.conformances.contains { evaluator?.program.types[$0]?.conforms(to: "Layout") ?? false }
    }

    func conforms(_ value: Value, to name: String) -> Bool {
        switch name {
        case "View": return isView(value)
        default: return false
        }
    }

    func makePropertyWrapper(
        attribute: String, arguments: [SwiftEvaluator.Argument], initialValue: Value?, property: String, declaredType: String?,
        in evaluator: Evaluator
    ) throws -> (any NativeValue)? {
        try PropertyWrappers.make(
            attribute: attribute, arguments: arguments, initialValue: initialValue, property: property, declaredType: declaredType,
            library: self)
    }

    func resultBuilder(named name: String) -> (any ResultBuilder)? {
        ["ViewBuilder", "ToolbarContentBuilder", "SceneBuilder", "CommandsBuilder", "TableRowBuilder"].contains(name) ? viewBuilder : nil
    }

    func implicitBuilder(forMember name: String, of type: TypeDefinition) -> (any ResultBuilder)? {
        if name == "body", type.conforms(to: "View") || type.conforms(to: "ViewModifier") || type.conforms(to: "App") || type.conforms(to: "Scene") {
            return viewBuilder
        }
        if name == "previews", type.conforms(to: "PreviewProvider") { return viewBuilder }
        if type.kind == .hostExtension, type.name == "View", name == "body" { return viewBuilder }
        return nil
    }

    func typeForImplicitMember(_ name: String) -> String? {
        HostTypes.typeForImplicitMember(name)
    }

    func parameterType(of callee: Value, label: String?, index: Int) -> String? {
        guard case .type(let type) = callee else { return nil }
        return SwiftUICatalog.parameterType(call: type.name, label: label)
    }

    // MARK: Views

    /// True for values that are views: the library's, and instances of scene types that
    /// conform to `View` (or to a protocol that does).
    func isView(_ value: Value) -> Bool {
        switch value {
        case .native(let native): return native.conformances.contains("View")
        case .instance(let instance): return conformsToView(instance.type)
        case .object(let object): return conformsToView(object.type)
        default: return false
        }
    }

    func conformsToView(_ type: TypeDefinition, depth: Int = 0) -> Bool {
        if type.conforms(to: "View") || type.conforms(to: "Shape") || type.conforms(to: "InsettableShape") || isRepresentable(type) { return true }
        guard depth < 8 else { return false }
        for name in type.conformances {
            if let declared = evaluator?.program.types[name], declared.kind == .protocol, conformsToView(declared, depth: depth + 1) { return true }
        }
        return isViewOfUnshippedProtocol(type)
    }

    /// The engine nodes for a view value placed at `path`.
    func realize(_ value: Value, _ context: RealizeContext, path: String) throws -> [ViewNode] {
        switch value {
        case .native(let view as ViewValue):
            return try view.make(context, path)
        case .native(let shape as ShapeValue):
            return [shape.node()]
        case .native(let path as PathValue):
            return [pathShape(path, position: nil).node()]
        case .native(let color as ColorValue):
            return [ViewNode("Color", content: .color(color.color))]
        case .native(let style as StyleValue):
            return [ViewNode(style.typeName, content: .color(style.color), argumentSummary: style.typeName)]
        case .native(let gradient as GradientValue):
            return [ViewNode("Gradient", content: .color(gradient.style.color), argumentSummary: "Gradient")]
        case .native(let standIn as StandInValue):
            // A model's image (`user.avatar`) stands in as a photo symbol; anything else as a
            // labelled box.
            if standIn.typeName == "Image" {
                return [ViewNode("Image", content: .image(.systemName("photo")), argumentSummary: standIn.name)]
            }
            if standIn.isMade { return try standInViewNodes(standIn, context, path: path) }
            if case .color = standIn.sample { return [ViewNode("Color", content: .color(StandInPalette.color(for: standIn.name)), argumentSummary: standIn.name)] }
            return [standInNode(standIn.title, content: [], location: nil)]
        case .instance(let instance) where instance.type.conforms(to: "Shape") || instance.type.conforms(to: "InsettableShape"):
            return [customShapeNode(value, type: instance.type)]
        case .instance(let instance) where conformsToView(instance.type):
            return [customViewNode(value, type: instance.type, context: context, path: path)]
        case .object(let object) where conformsToView(object.type):
            return [customViewNode(value, type: object.type, context: context, path: path)]
        case .instance(let instance) where isToolbarContent(instance.type):
            return try realizeToolbarContent(value, type: instance.type, context, path: path)
        case .nil, .void:
            return []
        case .function:
            // A view-building closure passed where a view goes (`header: { Text("A") }`).
            return try realize(try runBuilder(value, at: nil), context, path: path)
        case .array(let values):
            var nodes: [ViewNode] = []
            for (index, element) in values.enumerated() { nodes += try realize(element, context, path: "\(path)[\(index)]") }
            return nodes
        case .string(let text):
            // `Text` written as a bare string literal in a builder does not compile in Swift;
            // placed as text so that the rest lays out.
            return [ViewNode("Text", content: .text(TextContent(text)))]
        default:
            throw RuntimeError("\(evaluator.describe(value)) is not a view", at: nil, hint: "a view builder's statements must be views")
        }
    }

    /// One node for a place that takes one view: the only node, a group of several (the
    /// engine stacks them vertically and says so), or an `EmptyView` for none.
    func single(_ nodes: [ViewNode], typeName: String = "Group", location: LayoutEngine.SourceLocation? = nil) -> ViewNode {
        if nodes.count == 1 { return nodes[0] }
        if nodes.isEmpty { return ViewNode("EmptyView", content: .empty, sourceLocation: location) }
        return ViewNode(typeName, content: .group, children: nodes, sourceLocation: location)
    }

    /// A labelled grey box for a view that cannot be built: an unknown type, or a body that
    /// failed with a runtime error. It takes the space it is offered, as an unknown view might.
    func placeholder(_ name: String, at position: SourcePosition?) -> ViewValue {
        ViewValue(name, at: position) { _, _ in
            [self.placeholderNode(name, at: position)]
        }
    }

    func placeholderNode(_ name: String, at position: SourcePosition?) -> ViewNode {
        let box = ViewNode("Rectangle", content: .shape(.rectangle), sourceLocation: location(position))
        box.style.fill = Color(.named("gray"), opacity: 0.25)
        let label = ViewNode("Text", content: .text(TextContent(name)), argumentSummary: "\"\(name)\"", sourceLocation: location(position))
        let node = ViewNode(
            name, role: .view, content: .layout(ZStackLayout(alignment: .center)), children: [box, label],
            argumentSummary: "placeholder", sourceLocation: location(position))
        return node
    }

    /// The arguments an instance was made with, for output: `title: "Hi", count: 3`.
    func summary(of value: Value) -> String {
        guard case .instance(let instance) = value else { return "" }
        var parts: [String] = []
        for property in instance.type.storedProperties where parts.count < 4 {
            guard let field = instance.fields[property.name] else { continue }
            switch field {
            case .string(let text): parts.append("\(property.name): \"\(text.prefix(24))\"")
            case .int, .double, .bool: parts.append("\(property.name): \(evaluator.describe(field))")
            default: continue
            }
        }
        return parts.joined(separator: ", ")
    }
}
