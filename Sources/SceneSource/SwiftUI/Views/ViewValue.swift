import LayoutEngine
import SwiftEvaluator

/// A view as scene code holds it: a description that becomes engine nodes where it is placed.
///
/// Realizing it makes fresh `ViewNode`s every time (a view stored in a property can be placed
/// twice), at a path that identifies it for `@State` (`RealizeContext`). A modifier applied to
/// several views (a `ViewBuilder`'s tuple) applies to each, as in SwiftUI.
struct ViewValue: NativeValue {
    /// `Text`, `HStack`, `.padding`: for messages.
    let typeName: String
    let position: SourcePosition?
    /// Makes the nodes for the place at `path`.
    let make: (RealizeContext, String) throws -> [ViewNode]
    /// A `Text`'s content, so that `.bold()` or `+` can change it before it is placed.
    var text: TextContent? {
        get { extras?.text }
        set { if newValue != nil || extras != nil { changeExtras { $0.text = newValue } } }
    }
    /// A shape's kind (`Circle()`), so that it can be passed where a shape goes (`clipShape`).
    var shape: ShapeKind? {
        get { extras?.shape }
        set { if newValue != nil || extras != nil { changeExtras { $0.shape = newValue } } }
    }
    /// A colour view's colour (`Color.red` as a view), so that it can be used as a style.
    var color: Color? {
        get { extras?.color }
        set { if newValue != nil || extras != nil { changeExtras { $0.color = newValue } } }
    }
    /// The views a `ViewBuilder` tuple or a `Group` lists: a `PreviewProvider`'s previews.
    var previewParts: [Value]? {
        get { extras?.previewParts }
        set { if newValue != nil || extras != nil { changeExtras { $0.previewParts = newValue } } }
    }
    /// What `previewDisplayName`, `previewLayout` and `previewInterfaceOrientation` said.
    var previewTraits: PreviewTraits? {
        get { extras?.previewTraits }
        set { if newValue != nil || extras != nil { changeExtras { $0.previewTraits = newValue } } }
    }

    /// The properties above, out of line: most views set none of them, and inline they made a
    /// view value about 250 bytes (every view a `ForEach` row makes is held until the rows are
    /// realized, so this was a third of the peak memory of a long list). Never changed in
    /// place: a change makes a new box, so a copied view keeps its own.
    private var extras: Extras?

    private final class Extras {
        var text: TextContent?
        var shape: ShapeKind?
        var color: Color?
        var previewParts: [Value]?
        var previewTraits: PreviewTraits?

        init() {}

        init(copying other: Extras) {
            text = other.text
            shape = other.shape
            color = other.color
            previewParts = other.previewParts
            previewTraits = other.previewTraits
        }
    }

    private mutating func changeExtras(_ change: (Extras) -> Void) {
        let changed = extras.map(Extras.init(copying:)) ?? Extras()
        change(changed)
        extras = changed
    }

    init(_ typeName: String, at position: SourcePosition?, make: @escaping (RealizeContext, String) throws -> [ViewNode]) {
        self.typeName = typeName
        self.position = position
        self.make = make
    }

    var conformances: Set<String> {
        var names: Set<String> = ["View"]
        if shape != nil { names.formUnion(["Shape", "ShapeStyle", "InsettableShape"]) }
        if color != nil { names.insert("ShapeStyle") }
        return names
    }
    var description: String { typeName }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        guard let library = context.host as? SwiftUILibrary else { return nil }
        if let color, let found = try ColorValue(color).member(name, in: context) { return found }
        if name == "operator+", var content = text {
            // `Text("a") + Text("b")`: one text, the strings joined (with the left one's style).
            return Function.native(name) { call in
                guard let other = call.arguments.first?.value.viewValue?.text else { throw call.error("'+' joins a Text to a Text") }
                content.string += other.string
                try call.evaluator.budget.checkSize(content.string.utf8.count, at: call.position)
                return .native(library.textView(content, at: self.position, summary: "\"\(content.string)\""))
            }
        }
        return try library.modifier(name, of: .native(self), in: context)
    }

    func isEqual(to other: any NativeValue) -> Bool? {
        guard let other = other as? ViewValue else { return nil }
        if let color, let otherColor = other.color { return color == otherColor }
        return nil
    }
}

/// What realizing a view needs: the library, the environment the nearest custom view was
/// built for (what `@Environment` reads), and the custom styles set above (`CustomStyles`).
final class RealizeContext {
    let library: SwiftUILibrary
    let environment: EnvironmentValues
    /// The scene's own styles set by `.buttonStyle(MyStyle())`, `.groupBoxStyle(...)`, ...
    /// above this place, by modifier name: the system views below build their bodies with them.
    let styles: [String: Value]

    init(library: SwiftUILibrary, environment: EnvironmentValues, styles: [String: Value] = [:]) {
        self.library = library
        self.environment = environment
        self.styles = styles
    }

    /// This context with `style` set for `modifier` (nil: the system's style again).
    func with(style: Value?, for modifier: String) -> RealizeContext {
        if style == nil && styles[modifier] == nil { return self }
        var changed = styles
        changed[modifier] = style
        return RealizeContext(library: library, environment: environment, styles: changed)
    }
}

/// A preview's configuration from the modifiers Xcode reads (`previewDisplayName`,
/// `previewLayout`, `previewInterfaceOrientation`).
struct PreviewTraits {
    var name: String?
    var layout: ScenePreview.Layout?
    var isLandscape: Bool?
}

extension ScenePreview {
    mutating func apply(_ traits: PreviewTraits) {
        if let name = traits.name { self.name = name }
        if let layout = traits.layout { self.layout = layout }
        if let isLandscape = traits.isLandscape { self.isLandscape = isLandscape }
    }
}

extension Value {
    /// The view description this value holds, if it is one of the library's views.
    var viewValue: ViewValue? {
        if case .native(let native) = self { return native as? ViewValue }
        return nil
    }
}
