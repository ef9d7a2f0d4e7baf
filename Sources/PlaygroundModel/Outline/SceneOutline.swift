import LayoutEngine
import SceneSource

/// The tree editor's rows for a scene: one row per view, per modifier and per `if`/`else` of
/// the root's view tree, in source order, each view followed by its content (one level in),
/// then its modifiers (one level in, innermost first) with their content below them.
///
/// The root follows `SceneLoader`'s rule: the first `#Preview`'s body, else the first top-level
/// view expression, else a `PreviewProvider`'s `previews`, else `ContentView()` or the first
/// view made without arguments. An instance of a
/// custom view is a row with its declaration's `body` below it (not again inside itself).
/// Cost: linear in the rows, times the custom-view nesting.
public struct SceneOutline {
    public let rows: [TreeRow]

    /// The outline of `scene`'s root as shown for its `preview`th `#Preview` (the first
    /// when it has fewer).
    /// `declaredTypes`: the types the whole scene declares (its other files too, as its
    /// evaluation knows them); a view named nowhere there nor in SwiftUI's catalog is a
    /// stand-in, with its own icon.
    /// `view`: the root is that view of the scene instead (an app's view chosen in the
    /// navigator): its `body`, below a row for the view.
    public init(scene: Scene, preview: Int = 0, declaredTypes: Set<String>? = nil, view: String? = nil) {
        rows = Self.rows(of: scene, preview: preview, declaredTypes: declaredTypes, view: view)
    }

    /// The rows of `scene`'s root view tree.
    public static func rows(of scene: Scene, preview: Int = 0, declaredTypes: Set<String>? = nil, view: String? = nil) -> [TreeRow] {
        var builder = OutlineBuilder(scene: scene)
        builder.preview = preview
        builder.rootView = view
        builder.declaredTypes = declaredTypes
        builder.appendRoot()
        return builder.rows
    }

    /// The row with `id`, if it is in the outline.
    public func row(_ id: TreeRow.ID) -> TreeRow? {
        rows.first { $0.id == id }
    }

    /// Where the root's views are: what a view added to an empty canvas goes into.
    public static func rootBuilder(of scene: Scene, preview: Int = 0) -> BuilderAddress? {
        var builder = OutlineBuilder(scene: scene)
        builder.preview = preview
        return builder.rootBuilder()?.builder
    }
}

/// Walks the source model to make the outline's rows.
struct OutlineBuilder {
    let scene: Scene
    let customViews: [String: StructDeclaration]
    var rows: [TreeRow] = []
    /// Which `#Preview` is the root.
    var preview = 0
    /// The view whose body is the root instead (its simple name), when it is one of the scene's.
    var rootView: String?

    /// The types the whole scene declares; nil when not known (no stand-in icons).
    var declaredTypes: Set<String>?

    init(scene: Scene) {
        self.scene = scene
        var views: [String: StructDeclaration] = [:]
        for declaration in scene.structDeclarations where declaration.inheritedTypes.contains("View") {
            views[declaration.name] = declaration
        }
        customViews = views
    }

    /// The root's builder, or the custom view that is the root when it is not written as a
    /// statement (`ContentView`).
    func rootBuilder() -> (builder: BuilderAddress, implicitType: String?)? {
        if let rootView, customViews[rootView]?.property(named: "body")?.getter != nil {
            return (.property(type: rootView, property: "body"), rootView)
        }
        let previewItems = scene.items.indices.filter { if case .preview = scene.items[$0] { return true } else { return false } }
        if !previewItems.isEmpty {
            return (.preview(item: previewItems.indices.contains(preview) ? previewItems[preview] : previewItems[0]), nil)
        }
        if let item = scene.items.firstIndex(where: { if case .expression = $0 { return true } else { return false } }) {
            return (.topLevel(item: item), nil)
        }
        for declaration in scene.structDeclarations where declaration.inheritedTypes.contains("PreviewProvider") {
            if declaration.property(named: "previews")?.getter != nil {
                return (.property(type: declaration.name, property: "previews"), nil)
            }
        }
        // As the loader: `ContentView`, else the first view that can be made without arguments
        // (every stored property has an initial value), else the first view with a body.
        let declared = scene.structDeclarations.filter { customViews[$0.name] != nil && $0.property(named: "body")?.getter != nil }
        let ordered = declared.filter { $0.name == "ContentView" } + declared.filter { $0.name != "ContentView" }
        let root = ordered.first { $0.name == "ContentView" || Self.needsNoArguments($0) } ?? ordered.first
        guard let root else { return nil }
        return (.property(type: root.name, property: "body"), root.name)
    }

    /// Whether `declaration()` makes an instance: every stored property has a value.
    static func needsNoArguments(_ declaration: StructDeclaration) -> Bool {
        declaration.properties.allSatisfy { property in
            property.getter != nil || property.initializer != nil || property.type?.hasSuffix("?") == true
                || property.attributes.contains { ["Environment", "EnvironmentObject", "FocusState", "Namespace", "GestureState"].contains($0.name) }
        }
    }

    mutating func appendRoot() {
        guard let (builder, implicitType) = rootBuilder() else { return }
        if let implicitType, let declaration = customViews[implicitType] {
            rows.append(TreeRow(
                id: TreeRow.ID(address: .implicitRoot(type: implicitType)), kind: .customView, depth: 0,
                title: implicitType + "()", iconName: RowIcon.customView, sourceLocation: declaration.mark.location,
                contentBuilder: builder, instanceLocations: []))
            appendStatements(builder, depth: 1, context: Context(visiting: [implicitType]))
        } else {
            appendStatements(builder, depth: 0, context: Context())
        }
    }

    /// The custom-view instances a row is seen through.
    struct Context {
        var instances: [StatementAddress] = []
        var locations: [SourceLocation?] = []
        var visiting: Set<String> = []
    }

    mutating func appendStatements(_ builder: BuilderAddress, depth: Int, context: Context) {
        guard let statements = scene.statements(at: builder) else { return }
        for (index, statement) in statements.enumerated() {
            let address = StatementAddress(builder: builder, index: index)
            switch statement {
            case .ifStatement(let ifStatement):
                appendIf(ifStatement, at: address, elseIf: 0, depth: depth, context: context)
            default:
                if let expression = statement.viewExpression {
                    appendView(expression, at: address, depth: depth, context: context)
                }
            }
        }
    }

    private mutating func append(_ address: RowAddress, _ kind: TreeRow.Kind, depth: Int, title: String, icon: String,
                                 location: SourceLocation?, content: BuilderAddress?, context: Context) {
        rows.append(TreeRow(
            id: TreeRow.ID(address: address, instances: context.instances), kind: kind, depth: depth, title: title,
            iconName: icon, sourceLocation: location, contentBuilder: content, instanceLocations: context.locations))
    }

    private mutating func appendView(_ expression: Expression, at address: StatementAddress, depth: Int, context: Context) {
        let (base, modifiers) = expression.modifierChain
        var trailing: [TrailingClosure] = []
        var location = base.mark.location
        var name = base.calleeName
        if case .call(let callee, _, let closures) = base.kind {
            trailing = closures
            location = callee.mark.location ?? location
            if case .identifier(let identifier) = callee.kind { name = identifier } else { name = nil }
        }
        let customType = name.flatMap { customViews[$0] != nil ? $0 : nil }
        var icon = customType == nil ? RowIcon.view(base) : RowIcon.customView
        if customType == nil, let name, let declaredTypes, name.first?.isUppercase == true,
           SwiftUICatalog.viewIcon(name) == nil, !declaredTypes.contains(name) {
            icon = RowIcon.standIn
        }
        append(.view(address), customType == nil ? .view : .customView, depth: depth, title: RowTitle.view(base),
               icon: icon, location: location,
               content: trailing.isEmpty ? nil : .viewContent(address, closure: 0), context: context)
        for index in trailing.indices {
            appendStatements(.viewContent(address, closure: index), depth: depth + 1, context: context)
        }
        if let customType, !context.visiting.contains(customType),
           customViews[customType]?.property(named: "body")?.getter != nil {
            var inner = context
            inner.instances.append(address)
            inner.locations.append(location)
            inner.visiting.insert(customType)
            appendStatements(.property(type: customType, property: "body"), depth: depth + 1, context: inner)
        }
        for (index, modifier) in modifiers.enumerated() {
            append(.modifier(address, index: index), .modifier, depth: depth + 1, title: RowTitle.modifier(modifier),
                   icon: RowIcon.modifier(modifier.name), location: modifier.mark.location,
                   content: modifier.trailingClosures.isEmpty ? nil : .modifierContent(address, modifier: index, closure: 0),
                   context: context)
            for closure in modifier.trailingClosures.indices {
                appendStatements(.modifierContent(address, modifier: index, closure: closure), depth: depth + 2, context: context)
            }
        }
    }

    private mutating func appendIf(_ statement: IfStatement, at address: StatementAddress, elseIf: Int, depth: Int, context: Context) {
        append(.condition(address, elseIf: elseIf), .condition, depth: depth,
               title: RowTitle.condition(statement, isElseIf: elseIf > 0), icon: RowIcon.condition,
               location: statement.mark.location, content: .branch(address, elseIf: elseIf, isElse: false), context: context)
        appendStatements(.branch(address, elseIf: elseIf, isElse: false), depth: depth + 1, context: context)
        switch statement.elseBody {
        case .statements?:
            append(.elseClause(address, elseIf: elseIf), .condition, depth: depth, title: "else", icon: RowIcon.condition,
                   location: nil, content: .branch(address, elseIf: elseIf, isElse: true), context: context)
            appendStatements(.branch(address, elseIf: elseIf, isElse: true), depth: depth + 1, context: context)
        case .elseIf(let nested)?:
            appendIf(nested, at: address, elseIf: elseIf + 1, depth: depth, context: context)
        case nil:
            break
        }
    }
}

extension SceneOutline {
    /// Where the row at `index` is after moving it up (`up`) or down among its siblings, so
    /// that the selection follows it: the place of the sibling it passes (up), or its own place
    /// plus that sibling's rows (down). Nil when it has no sibling that way. A row's modifiers
    /// and children are the deeper rows under it and move with it.
    public func index(afterMoving index: Int, up: Bool) -> Int? {
        guard rows.indices.contains(index) else { return nil }
        let depth = rows[index].depth
        /// The number of rows of the row at `start` with everything under it.
        func extent(_ start: Int) -> Int {
            var end = start + 1
            while end < rows.count, rows[end].depth > rows[start].depth { end += 1 }
            return end - start
        }
        if up {
            var candidate = index - 1
            while candidate >= 0, rows[candidate].depth > depth { candidate -= 1 }
            return candidate >= 0 && rows[candidate].depth == depth ? candidate : nil
        }
        let next = index + extent(index)
        guard next < rows.count, rows[next].depth == depth else { return nil }
        return index + extent(next)
    }
}

extension SceneOutline {
    /// The first row that is not where it was in `old` (by title and depth): after an insertion,
    /// the inserted row, which the window selects.
    public func firstChangedRow(comparedTo old: [TreeRow]) -> Int? {
        for index in rows.indices {
            guard old.indices.contains(index), old[index].title == rows[index].title, old[index].depth == rows[index].depth else { return index }
        }
        return nil
    }
}

extension SceneOutline {
    /// The row whose code the cursor at `line`:`column` (1-based) is in, among rows written in
    /// `file` (any file when nil): on the cursor's line, the last row written at or before the
    /// cursor, or else the line's first row (the cursor in the indentation before `.padding()`);
    /// on a line without rows, the last row written before it.
    public func row(atLine line: Int, column: Int, file: String?) -> Int? {
        var best: (index: Int, place: SourceLocation)?
        var firstOnLine: (index: Int, column: Int)?
        for (index, row) in rows.enumerated() {
            guard let location = row.sourceLocation else { continue }
            if let file, location.file != file, !location.file.hasSuffix("/" + file) { continue }
            if location.line == line, location.column > column {
                if firstOnLine.map({ location.column < $0.column }) ?? true { firstOnLine = (index, location.column) }
                continue
            }
            guard (location.line, location.column) <= (line, column) else { continue }
            if let current = best, (current.place.line, current.place.column) >= (location.line, location.column) { continue }
            best = (index, location)
        }
        if let best, best.place.line == line { return best.index }
        return firstOnLine?.index ?? best?.index
    }
}
