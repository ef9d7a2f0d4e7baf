import SwiftEvaluator

extension SwiftUILibrary {
    /// SwiftUI's own static member of a type it models (`Font.custom`), never a stand-in: an
    /// app's overload of it with other parameter types gives way to it (`Evaluator.hostStaticOverload`).
    func ownStaticMember(_ name: String, ofType type: String, in evaluator: Evaluator) throws -> Value? {
        try HostTypes.staticMember(name, ofType: type, library: self)
    }
}
