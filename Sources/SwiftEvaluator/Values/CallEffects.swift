/// What a call changed besides its result, returned with it: the receiver of a mutating method
/// (`items.append(x)`), and the final value of every argument bound to an `inout` parameter
/// (`reduce(value: &total, ...)`, `Path { path in path.move(to: p) }`), by the argument's index
/// in the call. The caller writes them back where they came from.
public struct CallEffects {
    /// The receiver after a mutating method; nil when the call did not mutate one.
    public var mutatedReceiver: Value?
    /// The final values of the arguments passed to `inout` parameters, by argument index.
    public var inoutArguments: [Int: Value] = [:]

    public init() {}
}
