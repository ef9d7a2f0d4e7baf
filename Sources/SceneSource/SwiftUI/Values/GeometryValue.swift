import Foundation
import LayoutEngine
import SwiftEvaluator

/// SwiftUI's and Core Graphics' small geometry structs as scene code sees them: `CGPoint`,
/// `CGSize`, `CGRect`, `CGVector`, `ProposedViewSize`, `UnitPoint`, `EdgeInsets`. Values with
/// settable fields (`point.x = 3`), compared field by field.
struct GeometryValue: NativeValue {
    /// A static member of the type is a constant (`Evaluator.knownHostStaticMembers`).
    var isConstantMember: Bool { true }
    enum Kind: String, CaseIterable {
        case point = "CGPoint", size = "CGSize", rect = "CGRect", vector = "CGVector"
        case proposal = "ProposedViewSize", unitPoint = "UnitPoint", insets = "EdgeInsets"
        /// `CGAffineTransform`: x' = a x + c y + tx, y' = b x + d y + ty.
        case transform = "CGAffineTransform"

        var fieldNames: [String] {
            switch self {
            case .point, .unitPoint: return ["x", "y"]
            case .size, .proposal: return ["width", "height"]
            case .vector: return ["dx", "dy"]
            case .rect: return ["x", "y", "width", "height"]
            case .insets: return ["top", "leading", "bottom", "trailing"]
            case .transform: return ["a", "b", "c", "d", "tx", "ty"]
            }
        }
    }

    let kind: Kind
    /// The fields in `kind.fieldNames` order; nil only for a `ProposedViewSize`'s unspecified
    /// dimensions.
    var fields: [Double?]

    init(_ kind: Kind, _ fields: [Double?]) {
        self.kind = kind
        self.fields = fields
    }

    init(_ point: Point) { self.init(.point, [point.x, point.y]) }
    init(_ size: Size) { self.init(.size, [size.width, size.height]) }
    init(_ rect: Rect) { self.init(.rect, [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]) }
    init(_ proposal: ProposedViewSize) { self.init(.proposal, [proposal.width, proposal.height]) }
    init(_ unitPoint: UnitPoint) { self.init(.unitPoint, [unitPoint.x, unitPoint.y]) }
    init(_ insets: EdgeInsets) { self.init(.insets, [insets.top, insets.leading, insets.bottom, insets.trailing]) }

    var typeName: String { kind.rawValue }
    func field(_ index: Int) -> Double { fields[index] ?? 0 }

    var point: Point { Point(x: field(0), y: field(1)) }
    var size: Size { Size(width: field(0), height: field(1)) }
    var rect: Rect { Rect(x: field(0), y: field(1), width: field(2), height: field(3)) }
    var proposal: ProposedViewSize { ProposedViewSize(width: fields[0], height: fields[1]) }
    var unitPoint: UnitPoint { UnitPoint(x: field(0), y: field(1)) }
    var insets: EdgeInsets { EdgeInsets(top: field(0), leading: field(1), bottom: field(2), trailing: field(3)) }

    var hashKey: HashKey? { .composite(kind.rawValue, fields.map { $0.map(HashKey.double) ?? .null }) }

    func isEqual(to other: any NativeValue) -> Bool? {
        guard let other = other as? GeometryValue, other.kind == kind else { return nil }
        return other.fields == fields
    }

    var description: String {
        if kind == .unitPoint, let named = UnitPoint.named.first(where: { $0.point == unitPoint }) { return "." + named.name }
        let parts = zip(kind.fieldNames, fields).map { name, value in
            name + ": " + (value.map { formatPoints($0) } ?? "nil")
        }
        return kind.rawValue + "(" + parts.joined(separator: ", ") + ")"
    }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        if let index = kind.fieldNames.firstIndex(of: name) { return fields[index].map { .double($0) } ?? .nil }
        switch (kind, name) {
        case (.rect, "origin"): return .native(GeometryValue(rect.origin))
        case (.rect, "size"): return .native(GeometryValue(rect.size))
        case (.rect, "minX"): return .double(rect.minX)
        case (.rect, "midX"): return .double(rect.midX)
        case (.rect, "maxX"): return .double(rect.maxX)
        case (.rect, "minY"): return .double(rect.minY)
        case (.rect, "midY"): return .double(rect.midY)
        case (.rect, "maxY"): return .double(rect.maxY)
        case (.rect, "isEmpty"): return .bool(rect.size.width <= 0 || rect.size.height <= 0)
        case (.rect, "insetBy"), (.rect, "offsetBy"):
            let current = rect
            return Function.native(name) { call in
                let dx = call.argument("dx")?.number ?? 0, dy = call.argument("dy")?.number ?? 0
                if name == "offsetBy" { return .native(GeometryValue(Rect(x: current.origin.x + dx, y: current.origin.y + dy, width: current.size.width, height: current.size.height))) }
                return .native(GeometryValue(Rect(x: current.origin.x + dx, y: current.origin.y + dy, width: current.size.width - 2 * dx, height: current.size.height - 2 * dy)))
            }
        case (.rect, "contains"):
            let current = rect
            return Function.native(name) { call in
                guard let point = call.arguments.first?.value.native(GeometryValue.self), point.kind == .point else { return .bool(false) }
                return .bool(point.field(0) >= current.minX && point.field(0) < current.maxX && point.field(1) >= current.minY && point.field(1) < current.maxY)
            }
        case (.proposal, "replacingUnspecifiedDimensions"):
            let current = proposal
            return Function.native(name) { call in
                var fallback = Size(width: 10, height: 10)
                if let given = call.argument("by")?.native(GeometryValue.self) { fallback = given.size }
                return .native(GeometryValue(current.replacingUnspecifiedDimensions(by: fallback)))
            }
        case (.size, "negated"), (.point, "negated"):
            return .native(GeometryValue(kind, fields.map { $0.map { -$0 } }))
        case (.point, "applying"), (.size, "applying"), (.rect, "applying"):
            // `point.applying(transform)`: a size skips the translation; a rectangle becomes the
            // bounds of its transformed corners.
            let current = self
            return Function.native(name) { call in
                guard let t = call.arguments.first?.value.native(GeometryValue.self), t.kind == .transform else {
                    throw call.error("applying(_:) takes a CGAffineTransform")
                }
                return .native(current.applying(t))
            }
        case (.transform, "scaledBy"), (.transform, "translatedBy"), (.transform, "rotated"), (.transform, "concatenating"), (.transform, "inverted"):
            let current = self
            return Function.native(name) { call in
                let x = call.argument("x")?.number ?? 0, y = call.argument("y")?.number ?? 0
                switch name {
                case "scaledBy": return .native(GeometryValue.transform(scaleX: x, y: y).concatenating(current))
                case "translatedBy": return .native(GeometryValue.transform(translationX: x, y: y).concatenating(current))
                case "rotated": return .native(GeometryValue.transform(rotationAngle: call.argument("by")?.number ?? 0).concatenating(current))
                case "concatenating":
                    guard let other = call.arguments.first?.value.native(GeometryValue.self), other.kind == .transform else {
                        throw call.error("concatenating(_:) takes a CGAffineTransform")
                    }
                    return .native(current.concatenating(other))
                default: return .native(current.inverted())
                }
            }
        case (.transform, "isIdentity"):
            return .bool(fields == [1, 0, 0, 1, 0, 0])
        default:
            return nil
        }
    }

    func settingMember(_ name: String, to value: Value, in context: EvaluationContext) throws -> (any NativeValue)? {
        var copy = self
        if let index = kind.fieldNames.firstIndex(of: name) {
            if value.isNil {
                guard kind == .proposal else { return nil }
                copy.fields[index] = nil
            } else {
                guard let number = value.number else { return nil }
                copy.fields[index] = number
            }
            return copy
        }
        if kind == .rect, let other = value.native(GeometryValue.self) {
            if name == "origin", other.kind == .point { copy.fields[0] = other.field(0); copy.fields[1] = other.field(1); return copy }
            if name == "size", other.kind == .size { copy.fields[2] = other.field(0); copy.fields[3] = other.field(1); return copy }
        }
        return nil
    }

    /// `CGPoint(x:y:)`, `CGRect(origin:size:)`, `ProposedViewSize(size)`, ...
    static func construct(_ kind: Kind, _ call: NativeCall) throws -> GeometryValue {
        if kind == .transform {
            if let x = call.argument("scaleX")?.number { return transform(scaleX: x, y: call.argument("y")?.number ?? 1) }
            if let x = call.argument("translationX")?.number { return transform(translationX: x, y: call.argument("y")?.number ?? 0) }
            if let angle = call.argument("rotationAngle")?.number { return transform(rotationAngle: angle) }
            if call.arguments.isEmpty { return transform(scaleX: 1, y: 1) }
        }
        if kind == .rect, let origin = try part(call, "origin", of: .point), let size = try part(call, "size", of: .size) {
            return GeometryValue(.rect, [origin.field(0), origin.field(1), size.field(0), size.field(1)])
        }
        if kind == .proposal, let size = call.argument(nil)?.native(GeometryValue.self), size.kind == .size {
            return GeometryValue(.proposal, [size.field(0), size.field(1)])
        }
        if call.arguments.isEmpty { return GeometryValue(kind, kind.fieldNames.map { _ in 0 }) }
        var fields: [Double?] = []
        for name in kind.fieldNames {
            guard var value = call.argument(name) ?? (kind == .insets ? .double(0) : nil) else {
                throw call.error("\(kind.rawValue)(" + kind.fieldNames.map { $0 + ":" }.joined() + ") needs '\(name):'")
            }
            if value.isNil, kind == .proposal { fields.append(nil); continue }
            // `.grid(4)` of an app's `extension CGFloat`, written where no type was known yet.
            if case .implicitMember(let member) = value, member.arguments != nil {
                value = try call.evaluator.resolveImplicitMember(member, as: "CGFloat", position: call.position)
            }
            guard let number = value.number else { throw call.error("'\(name):' of \(kind.rawValue) takes a number, not \(call.evaluator.describe(value))") }
            fields.append(number)
        }
        return GeometryValue(kind, fields)
    }

    static func transform(scaleX x: Double, y: Double) -> GeometryValue { GeometryValue(.transform, [x, 0, 0, y, 0, 0]) }
    static func transform(translationX x: Double, y: Double) -> GeometryValue { GeometryValue(.transform, [1, 0, 0, 1, x, y]) }
    static func transform(rotationAngle angle: Double) -> GeometryValue {
        GeometryValue(.transform, [Foundation.cos(angle), Foundation.sin(angle), -Foundation.sin(angle), Foundation.cos(angle), 0, 0])
    }

    /// This transform, then `other` (Core Graphics' `t1.concatenating(t2)`).
    func concatenating(_ other: GeometryValue) -> GeometryValue {
        let (a, b, c, d, tx, ty) = (field(0), field(1), field(2), field(3), field(4), field(5))
        let (a2, b2, c2, d2, tx2, ty2) = (other.field(0), other.field(1), other.field(2), other.field(3), other.field(4), other.field(5))
        return GeometryValue(.transform, [a * a2 + b * c2, a * b2 + b * d2, c * a2 + d * c2, c * b2 + d * d2,
                                          tx * a2 + ty * c2 + tx2, tx * b2 + ty * d2 + ty2])
    }

    /// The inverse; the identity for a transform that has none (a zero scale).
    func inverted() -> GeometryValue {
        let (a, b, c, d, tx, ty) = (field(0), field(1), field(2), field(3), field(4), field(5))
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return Self.transform(scaleX: 1, y: 1) }
        return GeometryValue(.transform, [d / determinant, -b / determinant, -c / determinant, a / determinant,
                                          (c * ty - d * tx) / determinant, (b * tx - a * ty) / determinant])
    }

    /// A point, size or rectangle under `t`.
    func applying(_ t: GeometryValue) -> GeometryValue {
        let (a, b, c, d, tx, ty) = (t.field(0), t.field(1), t.field(2), t.field(3), t.field(4), t.field(5))
        func map(_ x: Double, _ y: Double, translated: Bool = true) -> Point {
            Point(x: a * x + c * y + (translated ? tx : 0), y: b * x + d * y + (translated ? ty : 0))
        }
        switch kind {
        case .point: return GeometryValue(map(field(0), field(1)))
        case .size: let p = map(field(0), field(1), translated: false); return GeometryValue(Size(width: p.x, height: p.y))
        case .rect:
            let r = rect
            let corners = [map(r.minX, r.minY), map(r.maxX, r.minY), map(r.minX, r.maxY), map(r.maxX, r.maxY)]
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return GeometryValue(Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
        default: return self
        }
    }

    static func staticMember(_ name: String, of kind: Kind) -> GeometryValue? {
        switch (kind, name) {
        case (.transform, "identity"): return transform(scaleX: 1, y: 1)
        case (.proposal, "unspecified"): return GeometryValue(ProposedViewSize.unspecified)
        case (.proposal, "infinity"): return GeometryValue(ProposedViewSize.infinity)
        case (_, "zero"): return GeometryValue(kind, kind.fieldNames.map { _ in 0 })
        case (.rect, "infinite"): return GeometryValue(.rect, [-.greatestFiniteMagnitude / 2, -.greatestFiniteMagnitude / 2, .greatestFiniteMagnitude, .greatestFiniteMagnitude])
        case (.unitPoint, _):
            return UnitPoint.named.first { $0.name == name }.map { GeometryValue($0.point) }
        default: return nil
        }
    }
}

/// A case of one of SwiftUI's simple enumerations (`Font.Weight.bold`, `Edge.Set.horizontal`,
/// `ContentMode.fit`), by name.
struct SymbolValue: NativeValue {
    /// A static member of the type is a constant (`Evaluator.knownHostStaticMembers`).
    var isConstantMember: Bool { true }
    let typeName: String
    let name: String

    var hashKey: HashKey? { .composite(typeName + "." + name, []) }
    var description: String { "." + name }
    func isEqual(to other: any NativeValue) -> Bool? {
        guard let other = other as? SymbolValue else { return nil }
        return other.name == name
    }
    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "rawValue": return .string(self.name)
        case "isAccessibilitySize", "isAccessibilityCategory":
            return .bool(self.name.hasPrefix("accessibility"))
        case "operator<":
            guard let order = Self.order[typeName] else { return nil }
            let mine = order.firstIndex(of: self.name) ?? 0
            return Function.native(name) { call in
                guard let other = call.arguments.first?.value.symbolName else { return .bool(false) }
                return .bool(mine < (order.firstIndex(of: other) ?? 0))
            }
        default: return nil
        }
    }

    /// Orders of the symbol types that are `Comparable`.
    static let order: [String: [String]] = [
        "DynamicTypeSize": DynamicTypeSize.allCases.map(\.name),
        "ContentSizeCategory": DynamicTypeSize.allCases.map(\.contentSizeCategoryName),
    ]
}

/// Reading host values out of evaluated arguments.
extension Value {
    /// A number, including the implicit members SwiftUI code passes for `CGFloat`s:
    /// `.infinity`, `.zero`, `.pi`, `.greatestFiniteMagnitude`.
    var number: Double? {
        if let value = doubleValue { return value }
        if case .implicitMember(let member) = self, member.arguments == nil {
            switch member.name {
            case "infinity": return .infinity
            case "zero": return 0
            case "pi": return Double.pi
            case "greatestFiniteMagnitude": return .greatestFiniteMagnitude
            default: return nil
            }
        }
        return nil
    }

    /// The name of an enumeration case however it is written: `.bold`, `Font.Weight.bold`.
    var symbolName: String? {
        switch self {
        case .implicitMember(let member) where member.arguments == nil: return member.name
        case .native(let symbol as SymbolValue): return symbol.name
        case .enumCase(let enumCase): return enumCase.name
        default: return nil
        }
    }

    var geometry: GeometryValue? { native(GeometryValue.self) }
    var point: Point? {
        if symbolName == "zero" { return Point(x: 0, y: 0) }
        return geometry.flatMap { $0.kind == .point ? $0.point : nil }
    }
    var size: Size? { geometry.flatMap { $0.kind == .size ? $0.size : nil } }
    var rect: Rect? { geometry.flatMap { $0.kind == .rect ? $0.rect : nil } }
    var proposal: ProposedViewSize? {
        if let name = symbolName, let named = GeometryValue.staticMember(name, of: .proposal) { return named.proposal }
        guard let geometry else { return nil }
        switch geometry.kind {
        case .proposal: return geometry.proposal
        case .size: return ProposedViewSize(geometry.size)
        default: return nil
        }
    }
    var unitPoint: UnitPoint? {
        if let geometry, geometry.kind == .unitPoint { return geometry.unitPoint }
        if let name = symbolName { return UnitPoint.named.first { $0.name == name }?.point }
        return nil
    }
    var edgeInsets: EdgeInsets? { geometry.flatMap { $0.kind == .insets ? $0.insets : nil } }
}
