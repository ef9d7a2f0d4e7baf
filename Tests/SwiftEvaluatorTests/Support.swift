import SwiftEvaluator

/// A host with no SwiftUI: enough for the language's own tests.
final class PlainHost: EvaluatorHost {
    func global(named name: String, in evaluator: Evaluator) throws -> Value? { nil }
    func staticMember(_ name: String, ofType type: String, in evaluator: Evaluator) throws -> Value? { nil }
    func construct(type: String, arguments: [Argument], at position: SourcePosition?, in evaluator: Evaluator) throws -> Value? { nil }
    func member(_ name: String, of value: Value, in evaluator: Evaluator) throws -> Value? { nil }
    func conforms(_ value: Value, to name: String) -> Bool { false }
    func makePropertyWrapper(
        attribute: String, arguments: [Argument], initialValue: Value?, property: String, declaredType: String?, in evaluator: Evaluator
    ) throws -> (any NativeValue)? { nil }
    func resultBuilder(named name: String) -> (any ResultBuilder)? { nil }
    func implicitBuilder(forMember name: String, of type: TypeDefinition) -> (any ResultBuilder)? { nil }
    func typeForImplicitMember(_ name: String) -> String? { nil }
    func parameterType(of callee: Value, label: String?, index: Int) -> String? { nil }
}

/// Runs `source` (which declares `func main()`) and describes what `main()` returns, as string
/// interpolation would.
func run(_ source: String, budget: Budget = Budget()) throws -> String {
    let program = Program()
    program.addFile(name: "test.swift", source: source)
    let evaluator = Evaluator(program: program, host: PlainHost(), budget: budget)
    guard let functions = program.functions["main"] else { return "no main" }
    let main = Value.function(Function(.declared(functions, evaluator.globalScope, receiver: nil), name: "main"))
    return evaluator.describe(try evaluator.call(main, arguments: [], at: nil))
}

/// The runtime error `source`'s `main()` raises, as "line:column: message".
func runtimeError(_ source: String, budget: Budget = Budget()) -> String? {
    let program = Program()
    program.addFile(name: "test.swift", source: source)
    let evaluator = Evaluator(program: program, host: PlainHost(), budget: budget)
    do {
        guard let functions = program.functions["main"] else { return "no main" }
        _ = try evaluator.call(.function(Function(.declared(functions, evaluator.globalScope, receiver: nil), name: "main")), arguments: [], at: nil)
        return nil
    } catch let error as RuntimeError {
        guard let position = error.position else { return "?:?: " + error.message }
        let location = evaluator.lineColumn(position)
        return "\(location.line):\(location.column): \(error.message)"
    } catch {
        return "\(error)"
    }
}
