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
    var text: TextContent?
    /// A shape's kind (`Circle()`), so that it can be passed where a shape goes (`clipShape`).
    var shape: ShapeKind?
    /// A colour view's colour (`Color.red` as a view), so that it can be used as a style.
    var color: Color?
    /// The views a `ViewBuilder` tuple or a `Group` lists: a `PreviewProvider`'s previews.
    var previewParts: [Value]?
    /// What `previewDisplayName`, `previewLayout` and `previewInterfaceOrientation` said.
    var previewTraits: PreviewTraits?

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

/// What realizing a view needs: the library, and the environment the nearest custom view was
/// built for (what `@Environment` reads).
final class RealizeContext {
    let library: SwiftUILibrary
    let environment: EnvironmentValues

    init(library: SwiftUILibrary, environment: EnvironmentValues) {
        self.library = library
        self.environment = environment
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
