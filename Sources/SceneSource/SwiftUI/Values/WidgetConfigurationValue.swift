import SwiftEvaluator

/// A widget's configuration (`StaticConfiguration(kind:provider:) { entry in ... }`,
/// `AppIntentConfiguration(kind:intent:provider:) { entry in ... }`): what a widget's `body`
/// gives. It keeps the closure that makes the widget's view from a timeline entry, which a
/// widget preview calls (`RootFinder+Widgets`); its modifiers (`configurationDisplayName`,
/// `supportedFamilies`, `contentMarginsDisabled`) describe the widget to the system, not its
/// layout, and give it back.
struct WidgetConfigurationValue: NativeValue {
    static let typeNames: Set<String> = ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration"]

    let typeName: String
    /// The closure from an entry to the widget's view: the trailing closure, or `content:`.
    let content: Value?

    var description: String { typeName }

    init(typeName: String, arguments: [SwiftEvaluator.Argument]) {
        self.typeName = typeName
        content = arguments.last { $0.isTrailingClosure || $0.label == "content" }?.value
    }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        let configuration = self
        return Function.native(name) { _ in .native(configuration) }
    }
}
