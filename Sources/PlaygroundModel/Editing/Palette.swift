import SceneSource

/// A view the tree editor's palette adds: one of the catalog's insertions
/// (`SwiftUICatalog.paletteViews`), such as `Text("Text")` or `HStack {}`.
public struct PaletteView: Hashable, Sendable {
    /// The source inserted.
    public let source: String
    /// The palette's label: the view's name.
    public let title: String
    public let iconName: String

    /// Every palette view, in the catalog's order.
    public static let allCases: [PaletteView] = SwiftUICatalog.paletteViews.map {
        PaletteView(source: $0.source, title: $0.entry.name, iconName: $0.entry.icon)
    }

    /// The first palette view of the view `title` (`Text` gives `Text("Text")`).
    public static func named(_ title: String) -> PaletteView? {
        allCases.first { $0.title == title }
    }

    /// The inserted view as a source model.
    public var expression: Expression {
        get throws { try SourceFragment.expression(source) }
    }
}

/// A modifier the tree editor's palette adds: one of the catalog's insertions
/// (`SwiftUICatalog.paletteModifiers`), such as `frame(width: 100)`.
public struct PaletteModifier: Hashable, Sendable {
    /// The modifier appended, without its dot: `frame(width: 100)`.
    public let source: String
    /// The modifier's name: `frame`.
    public let name: String
    public let iconName: String

    /// Every palette modifier, in the catalog's order.
    public static let allCases: [PaletteModifier] = SwiftUICatalog.paletteModifiers.map {
        PaletteModifier(source: $0.source, name: $0.entry.name, iconName: $0.entry.icon)
    }

    /// The first palette insertion of the modifier `name` (`frame` gives `frame(width: 100)`).
    public static func first(_ name: String) -> PaletteModifier? {
        allCases.first { $0.name == name }
    }

    /// The palette's label: `.frame(width: 100)`; a long one with content is shortened to
    /// `.toolbar { … }` so the palette's list stays narrow beside the canvas.
    public var title: String {
        guard source.count > 32, let brace = source.firstIndex(of: "{") else { return "." + source }
        return "." + source[..<brace] + "{ … }"
    }

    public var modifier: ModifierApplication {
        get throws { try SourceFragment.modifier(source) }
    }
}
