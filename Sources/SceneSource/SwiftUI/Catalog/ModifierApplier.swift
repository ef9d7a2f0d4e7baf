import SwiftEvaluator

/// How a modelled modifier of the catalog changes the view it is applied to
/// (`.frame(width: 100)`): what its `CatalogEntry` holds. The appliers are declared next to the
/// code that models their modifiers (`ModifierApplier+Modifiers.swift`,
/// `ModifierApplier+SystemViews.swift`).
struct ModifierApplier: Sendable {
    /// `base` with the modifier `name` applied as `call` says.
    let apply: @Sendable (_ library: SwiftUILibrary, _ name: String, _ base: Value, _ call: NativeCall) throws -> Value

    init(_ apply: @escaping @Sendable (_ library: SwiftUILibrary, _ name: String, _ base: Value, _ call: NativeCall) throws -> Value) {
        self.apply = apply
    }
}
