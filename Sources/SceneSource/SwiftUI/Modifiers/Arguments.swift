import LayoutEngine
import SwiftEvaluator

/// Reading typed arguments of view and modifier calls, with SwiftUI's rules for bad values.
enum Arguments {
    /// A length argument: nil when absent or nil; NaN → 0 and infinity → ignored, with warnings.
    static func length(_ call: NativeCall, _ label: String?, allowsNegative: Bool = false, library: SwiftUILibrary) throws -> Double? {
        guard let value = call.argument(label), !value.isNil else { return nil }
        let name = parameterName(call, label)
        var number = value.number
        if number == nil, case .implicitMember(let member) = value, member.arguments == nil {
            number = library.implicitLength(member.name, at: call.position)
        }
        guard let number else {
            throw call.error("\(name) expects a number, not \(call.evaluator.describe(value))")
        }
        if allowsNegative {
            if number.isNaN { library.warning("\(name) is not a number; using 0", at: call.position); return 0 }
            if number.isInfinite { library.warning("\(name) must be finite; ignoring it", at: call.position); return nil }
            return number
        }
        return checkedLength(number, label: name, library: library, at: call.position)
    }

    /// How a parameter is named in messages: `frame(width:)`, `padding(_:)`.
    static func parameterName(_ call: NativeCall, _ label: String?) -> String {
        "\(call.calleeName ?? "")(\(label ?? "_"):)"
    }

    /// A length SwiftUI requires to be finite and not negative: NaN and negative values
    /// become 0 and infinite ones nil, each with a warning.
    static func checkedLength(_ number: Double, label: String, library: SwiftUILibrary, at position: SourcePosition?) -> Double? {
        if number.isNaN { library.warning("\(label) is not a number; using 0", at: position); return 0 }
        if number.isInfinite {
            library.warning("\(label) must be finite; ignoring it", at: position, hint: "SwiftUI logs 'Invalid frame dimension (negative or non-finite)'")
            return nil
        }
        if number < 0 { library.warning("\(label) must not be negative; using 0", at: position); return 0 }
        return number
    }

    static func vertical(_ call: NativeCall, _ label: String) throws -> VerticalAlignment? {
        guard let value = call.argument(label) else { return nil }
        if case .native(let alignment as AlignmentValue) = value, case .vertical(let guide) = alignment.guide { return guide }
        if let name = value.symbolName, let guide = VerticalAlignment.builtIn.first(where: { $0.description == name }) { return guide }
        throw call.error("'\(label):' expects a vertical alignment such as .top, not \(call.evaluator.describe(value))")
    }

    static func horizontal(_ call: NativeCall, _ label: String) throws -> HorizontalAlignment? {
        guard let value = call.argument(label) else { return nil }
        if case .native(let alignment as AlignmentValue) = value, case .horizontal(let guide) = alignment.guide { return guide }
        if let name = value.symbolName, let guide = HorizontalAlignment.builtIn.first(where: { $0.description == name }) { return guide }
        throw call.error("'\(label):' expects a horizontal alignment such as .leading, not \(call.evaluator.describe(value))")
    }

    static func alignment(_ call: NativeCall, _ label: String) throws -> Alignment? {
        guard let value = call.argument(label) else { return nil }
        guard let alignment = alignment(value) else {
            throw call.error("'\(label):' expects an alignment such as .topLeading, not \(call.evaluator.describe(value))")
        }
        return alignment
    }

    static func alignment(_ value: Value) -> Alignment? {
        if case .native(let alignment as AlignmentValue) = value, case .both(let both) = alignment.guide { return both }
        if let name = value.symbolName { return Alignment.named.first(where: { $0.name == name })?.alignment }
        return nil
    }

    static func axisSet(_ value: Value) -> Axis.Set? {
        if let name = value.symbolName {
            switch name {
            case "horizontal": return .horizontal
            case "vertical": return .vertical
            default: return nil
            }
        }
        if let elements = value.arrayValue {
            var set: Axis.Set = []
            for element in elements {
                guard let part = axisSet(element) else { return nil }
                set.formUnion(part)
            }
            return set
        }
        return nil
    }

    static func edgeSet(_ value: Value) -> Edge.Set? {
        if let name = value.symbolName { return Edge.Set.named.first(where: { $0.name == name })?.set }
        if let elements = value.arrayValue {
            var set: Edge.Set = []
            for element in elements {
                guard let part = edgeSet(element) else { return nil }
                set.formUnion(part)
            }
            return set
        }
        return nil
    }
}
