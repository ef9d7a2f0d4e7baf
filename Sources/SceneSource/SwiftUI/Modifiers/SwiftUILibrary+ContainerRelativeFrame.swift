import LayoutEngine
import SwiftEvaluator

extension ModifierApplier {
    static let containerRelativeFrame = ModifierApplier { library, _, base, call in try library.containerRelativeFrame(base, call) }
}

/// The scene's `length` closure, called during layout on the layout's thread.
private struct LengthClosure: @unchecked Sendable {
    let call: (Double, Axis) -> Double
}

extension SwiftUILibrary {
    /// `containerRelativeFrame(_:alignment:)`, `containerRelativeFrame(_:count:span:spacing:alignment:)`
    /// and `containerRelativeFrame(_:alignment:_:)` (iOS 17): `ContainerRelativeFrameLayout`.
    func containerRelativeFrame(_ base: Value, _ call: NativeCall) throws -> Value {
        guard let axesValue = call.argument(nil), let axes = Arguments.axisSet(axesValue) else {
            throw call.error("containerRelativeFrame needs the axes it sizes: .horizontal, .vertical or [.horizontal, .vertical]")
        }
        let alignment = try Arguments.alignment(call, "alignment") ?? .center
        let layout: ContainerRelativeFrameLayout
        if let countValue = call.argument("count") {
            guard let count = countValue.intValue, count > 0 else { throw call.error("containerRelativeFrame's 'count:' takes a whole number above 0") }
            let span = call.argument("span")?.intValue ?? 1
            guard span > 0, span <= count else { throw call.error("containerRelativeFrame's 'span:' takes a whole number from 1 to the count") }
            let spacing = call.argument("spacing").map { $0.number ?? .nan } ?? 0
            guard spacing.isFinite else { throw call.error("containerRelativeFrame's 'spacing:' takes a number") }
            layout = ContainerRelativeFrameLayout(axes: axes, count: count, span: span, spacing: spacing, alignment: alignment)
        } else if let closure = call.arguments.last(where: { $0.isTrailingClosure || $0.label == "length" })?.value, case .function = closure {
            // The scene's closure, `{ length, axis in length * 0.8 }`: an error or a non-number
            // leaves the container's length.
            let evaluator = self.evaluator!
            let position = call.position
            let length = LengthClosure { container, axis in
                let axisValue = Value.native(SymbolValue(typeName: "Axis", name: axis == .horizontal ? "horizontal" : "vertical"))
                do {
                    let result = try evaluator.withFreshSteps {
                        try evaluator.call(closure, arguments: [SwiftEvaluator.Argument(label: nil, value: .double(container)),
                                                                SwiftEvaluator.Argument(label: nil, value: axisValue)], at: position)
                    }
                    return result.number ?? container
                } catch let error as RuntimeError {
                    self.report(error)
                    return container
                } catch {
                    return container
                }
            }
            layout = ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { length.call($0, $1) }
        } else {
            layout = ContainerRelativeFrameLayout(axes: axes, alignment: alignment)
        }
        return level("containerRelativeFrame", base, call, layout: layout)
    }
}
