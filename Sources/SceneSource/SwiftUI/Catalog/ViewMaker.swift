import SwiftEvaluator

/// How a view of the catalog is made from its call (`HStack(spacing: 8) { ... }`): what its
/// `CatalogEntry` holds. The makers are declared next to the code that builds their views
/// (`ViewMaker+Views.swift`, `ViewMaker+SystemViews.swift`).
struct ViewMaker: Sendable {
    /// The view `name` made from `call`; `summary` is the call's arguments as output shows them.
    let make: @Sendable (_ library: SwiftUILibrary, _ name: String, _ call: NativeCall, _ summary: String) throws -> ViewValue

    init(_ make: @escaping @Sendable (_ library: SwiftUILibrary, _ name: String, _ call: NativeCall, _ summary: String) throws -> ViewValue) {
        self.make = make
    }
}
