import LayoutEngine
import SwiftEvaluator

/// `.appModifier()` on a view, a modifier its app (or a package it uses) declares elsewhere:
/// called, the view unchanged, a level in the tree, and a warning. A package's namespace of
/// modifiers (`.emojiText.size(12)`, EmojiText's) is one too: its members are modifiers of the
/// same view.
struct StandInModifierValue: NativeValue {
    let name: String
    let base: Value
    unowned let library: SwiftUILibrary

    var typeName: String { "Modifier" }
    var description: String { "." + name }

    func member(_ member: String, in context: EvaluationContext) throws -> Value? {
        if member == "callAsFunction" {
            let name = name, base = base, library = library
            return Function.native(name) { call in
                library.warning("'\(name)' is not declared in the scene (a modifier of its app?); it has no effect on layout here", at: call.position,
                                hint: SwiftUILibrary.standInHint)
                return library.level(name, base, call, layout: PassthroughLayout())
            }
        }
        guard member.first?.isLowercase == true else { return nil }
        return .native(StandInModifierValue(name: name + "." + member, base: base, library: library))
    }
}
