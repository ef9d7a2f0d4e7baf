/// A scene file as a source model: its top-level items in file order.
///
/// The model is a value tree an editor can change (insert a modifier, wrap a view, change an
/// argument) and `ScenePrinter` can write back as SwiftUI source. Equality ignores source
/// locations and comments (see `SourceMark`), which the marks carry.
public struct Scene: Hashable, Sendable {
    public var items: [SceneItem]
    /// The comments after the last item (`end.comments.leading`).
    public var end = SourceMark()

    public init(items: [SceneItem] = []) {
        self.items = items
    }

    /// The structs the scene declares, in file order.
    public var structDeclarations: [StructDeclaration] {
        items.compactMap { item in
            if case .structDeclaration(let declaration) = item { return declaration }
            return nil
        }
    }
}

/// One top-level item of a scene file.
public enum SceneItem: Hashable, Sendable {
    /// `import SwiftUI`: kept for printing, ignored by the interpreter.
    case importDeclaration(module: String, mark: SourceMark)
    /// `struct Name: View { ... }` (also `PreviewProvider` and `Layout` conformances).
    case structDeclaration(StructDeclaration)
    /// `#Preview("name") { ... }`.
    case preview(PreviewMacro)
    /// A view expression at the top level, as the conformance cases write their root.
    case expression(Expression)
    /// A declaration the model does not take apart (`extension View { ... }`, a top-level
    /// `func`), kept as its source text so that printing reproduces it.
    case verbatim(VerbatimDeclaration)
}

/// Source text kept as written: the declaration's keyword (`extension`, `func`, ...) and its
/// text without surrounding whitespace or comments.
public struct VerbatimDeclaration: Hashable, Sendable {
    /// The introducing keyword, for diagnostics: `extension`, `func`, `enum`, `let`.
    public var keyword: String
    /// The declared name when there is one (`View` for `extension View`).
    public var name: String?
    public var text: String
    public var mark: SourceMark

    public init(keyword: String, name: String?, text: String, mark: SourceMark = SourceMark()) {
        self.keyword = keyword
        self.name = name
        self.text = text
        self.mark = mark
    }
}

extension SceneItem {
    /// The mark that carries the item's comments.
    public var mark: SourceMark {
        switch self {
        case .importDeclaration(_, let mark): return mark
        case .structDeclaration(let declaration): return declaration.mark
        case .preview(let preview): return preview.mark
        case .expression(let expression): return expression.modifierChain.base.mark
        case .verbatim(let declaration): return declaration.mark
        }
    }

    /// Adds the comments read before the item and after it on its last line.
    mutating func attachComments(leading: [String], trailing: [String]) {
        guard !leading.isEmpty || !trailing.isEmpty else { return }
        func attach(_ mark: inout SourceMark) {
            if !leading.isEmpty { mark.comments.leading = leading + mark.comments.leading }
            if !trailing.isEmpty { mark.comments.trailing = trailing }
        }
        switch self {
        case .importDeclaration(let module, var mark):
            attach(&mark)
            self = .importDeclaration(module: module, mark: mark)
        case .structDeclaration(var declaration):
            attach(&declaration.mark)
            self = .structDeclaration(declaration)
        case .preview(var preview):
            attach(&preview.mark)
            self = .preview(preview)
        case .expression(var expression):
            expression.attachComments(leading: leading, trailing: trailing)
            self = .expression(expression)
        case .verbatim(var declaration):
            attach(&declaration.mark)
            self = .verbatim(declaration)
        }
    }
}
