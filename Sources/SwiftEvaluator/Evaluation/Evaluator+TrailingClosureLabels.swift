import SwiftSyntax

/// Several trailing closures (`self.init(spacing: s) { header } content: { body }`): the
/// labelled ones name their parameters, so an overload whose closures the first one would fill
/// in another order (`content:footer:` for `{ header } content:`) does not take the call, as in
/// Swift.
extension Evaluator {
    /// False when `arguments` have a labelled trailing closure and `parameters` cannot take
    /// them in Swift's forward scan: each argument in order to the next parameter with its
    /// label, the unlabelled trailing closure to the next parameter that takes a closure,
    /// parameters with defaults (or variadic) skipped. True when no trailing closure is labelled.
    static func labelledTrailingClosuresFit(_ parameters: [FunctionParameterSyntax], _ arguments: [Argument]) -> Bool {
        guard arguments.contains(where: { $0.isTrailingClosure && $0.label != nil }) else { return true }
        var index = 0
        for (position, parameter) in parameters.enumerated() {
            let label = argumentLabel(of: parameter, isSubscript: false)
            let optional = parameter.defaultValue != nil || parameter.ellipsis != nil
            guard index < arguments.count else {
                if optional { continue }
                return false
            }
            let argument = arguments[index]
            if argument.isTrailingClosure, argument.label == nil {
                let later = parameters[(position + 1)...]
                if !neverTakesClosure(parameter.type), parameter.defaultValue == nil || takesTrailingClosure(parameter, before: later) {
                    index += 1
                    continue
                }
                if optional { continue }
                return false
            }
            if argument.label == label {
                index += 1
                if parameter.ellipsis != nil {
                    while index < arguments.count, arguments[index].label == nil, !arguments[index].isTrailingClosure { index += 1 }
                }
                continue
            }
            if optional { continue }
            return false
        }
        return index == arguments.count
    }
}
