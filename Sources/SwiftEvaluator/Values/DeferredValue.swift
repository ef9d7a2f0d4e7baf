/// A value made when first read: the initial value of `@StateObject var model = Model()`, which
/// SwiftUI takes as an `@autoclosure` and evaluates once, when the view first needs its object,
/// never when a view value is merely made (a preview provider listing its previews, a parent's
/// body making the view again). The host's wrapper evaluates it (`make`) and keeps the result.
public struct DeferredValue: NativeValue {
    public let typeName: String
    public let make: () throws -> Value

    public init(typeName: String, make: @escaping () throws -> Value) {
        self.typeName = typeName
        self.make = make
    }
}
