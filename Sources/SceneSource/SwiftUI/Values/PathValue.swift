import LayoutEngine
import SwiftEvaluator
import SwiftSyntax

/// SwiftUI's `Path`: a value recording outline elements (`move(to:)`, `addLine(to:)`,
/// `addArc(...)`, ...), in the coordinates of the rectangle a shape's `path(in:)` is given.
/// Placed as a view, it takes the space proposed to it and draws its elements where they are
/// (a `Path` is a `Shape`); `fill` and `stroke` style it as any shape.
struct PathValue: NativeValue {
    var elements: [PathElement] = []

    var typeName: String { "Path" }
    var conformances: Set<String> { ["View", "Shape"] }
    var description: String { "Path(\(elements.count) elements)" }

    func isEqual(to other: any NativeValue) -> Bool? { (other as? PathValue).map { $0.elements == elements } }

    /// `Path()`, `Path(rect)`, `Path(roundedRect:cornerRadius:)`, `Path(ellipseIn:)` and
    /// `Path { path in ... }`.
    static func construct(_ call: NativeCall) throws -> PathValue {
        var path = PathValue()
        if let rect = call.argument("ellipseIn")?.rect {
            path.elements.append(.ellipse(rect))
        } else if let rect = call.argument("roundedRect")?.rect {
            let size = call.argument("cornerSize")?.size
            let radius = call.argument("cornerRadius")?.number ?? min(size?.width ?? 0, size?.height ?? 0)
            path.elements.append(.roundedRect(rect, cornerWidth: radius, cornerHeight: radius))
        } else if let rect = call.argument(nil)?.rect {
            path.elements.append(.rect(rect))
        } else if let closure = call.arguments.last?.value, case .function = closure {
            let outcome = try call.evaluator.callWithEffects(
                closure, arguments: [SwiftEvaluator.Argument(label: nil, value: Value.native(path), isInout: true)], at: call.position)
            if let updated = outcome.effects.inoutArguments[0]?.native(PathValue.self) { path = updated }
        } else if let first = call.arguments.first, first.label == nil, case .native(let value) = first.value,
                  let copied = value as? PathValue ?? (value as? StandInValue).map({ _ in PathValue() }) {
            // `Path(otherPath)`; `Path(UIBezierPath(...).cgPath)`, a platform path the
            // playground does not build: nothing drawn (a shape's size is its proposal's).
            if value is StandInValue {
                call.evaluator.warnOnce("Path(_:) of a platform path is drawn empty: build it with Path { path in ... } to see it", at: first.position ?? call.position)
            }
            path = copied
        } else if let first = call.arguments.first {
            throw RuntimeError("Path(\(first.label.map { $0 + ":" } ?? "_:")) is not supported", at: first.position ?? call.position,
                               hint: "build the path with Path { path in path.move(to:) ... }")
        }
        return path
    }

    /// `Path("/Applications/Xcode.app")!`, `Path(url: url)`: no initializer of SwiftUI's `Path`
    /// takes these, so the app's `Path` is a package's (a file-system path such as Path.swift's),
    /// which it does not ship: the call's value stands in, with a warning. Nil for what SwiftUI's
    /// `Path` may mean, and under `--strict`.
    static func otherModulesPath(_ call: NativeCall) throws -> Value? {
        guard let first = call.arguments.first else { return nil }
        let foreign: Bool
        switch first.value {
        case .string: foreign = true
        case .native(let value): foreign = value is URLValue
        default: foreign = first.label.map { !["ellipseIn", "roundedRect", "cornerSize", "cornerRadius", "style"].contains($0) } ?? false
        }
        guard foreign else { return nil }
        let label = first.label.map { $0 + ":" } ?? "_:"
        let standIn = Value.native(StandInValue(name: "Path(\(label))", typeName: "Path"))
        return try call.evaluator.host.standIn(forCallOf: standIn, named: "Path", at: call.position, in: call.evaluator)
    }

    static let parameterTypes = [
        "to": "CGPoint", "control": "CGPoint", "control1": "CGPoint", "control2": "CGPoint", "center": "CGPoint",
        "startAngle": "Angle", "endAngle": "Angle", "delta": "Angle", "tangent1End": "CGPoint", "tangent2End": "CGPoint", "in": "CGRect", "cornerSize": "CGSize",
    ]

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        if let library = context.host as? SwiftUILibrary, let found = try library.pathMember(name, of: self, in: context) { return found }
        return nil
    }

    /// `move(to:)` and the other building methods: each changes the receiver.
    func building(_ name: String) -> Value? {
        func adding(_ make: @escaping (NativeCall) throws -> [PathElement]) -> Value {
            Function.native(name, parameterTypes: Self.parameterTypes) { call in
                var changed = self
                let added = try make(call)
                // Counted before they are made: a path appending itself doubles each time.
                let total = elements.count &+ added.count
                try call.evaluator.budget.checkSize(total < 0 ? Int.max : total, at: call.position)
                try call.evaluator.budget.charge(added.count / WorkMeter.unitsPerStep, at: call.position)
                try call.evaluator.budget.allocate(count: added.count, of: MemoryLayout<PathElement>.stride, at: call.position)
                changed.elements += added
                call.mutatedReceiver = .native(changed)
                return .void
            }
        }
        func point(_ call: NativeCall, _ label: String) throws -> Point {
            guard let point = call.argument(label)?.point else { throw call.error("\(name)(\(label):) expects a CGPoint") }
            return point
        }
        func rect(_ call: NativeCall, _ label: String?) throws -> Rect {
            guard let rect = call.argument(label)?.rect else { throw call.error("\(name) expects a CGRect") }
            return rect
        }
        switch name {
        case "move": return adding { [.move(try point($0, "to"))] }
        case "addLine": return adding { [.line(try point($0, "to"))] }
        case "addLines":
            return adding { call in
                let points = (call.argument(nil)?.arrayValue ?? []).compactMap(\.point)
                return points.enumerated().map { $0 == 0 ? .move($1) : .line($1) }
            }
        case "addQuadCurve": return adding { [.quadCurve(to: try point($0, "to"), control: try point($0, "control"))] }
        case "addCurve":
            return adding { [.curve(to: try point($0, "to"), control1: try point($0, "control1"), control2: try point($0, "control2"))] }
        case "addRelativeArc":
            return adding { call in
                guard let radius = call.argument("radius")?.number,
                      let start = call.argument("startAngle").flatMap(Self.radians),
                      let delta = call.argument("delta").flatMap(Self.radians)
                else { throw call.error("addRelativeArc(center:radius:startAngle:delta:) needs a radius and two angles") }
                return Self.relativeArc(center: try point(call, "center"), radius: radius, start: start, delta: delta)
            }
        case "addArc":
            return adding { call in
                if call.argument("tangent1End") != nil {
                    guard let radius = call.argument("radius")?.number else { throw call.error("addArc(tangent1End:tangent2End:radius:) needs a radius") }
                    return Self.tangentArc(from: currentPoint, corner: try point(call, "tangent1End"), end: try point(call, "tangent2End"), radius: radius)
                }
                guard let radius = call.argument("radius")?.number,
                      let start = call.argument("startAngle").flatMap(Self.radians),
                      let end = call.argument("endAngle").flatMap(Self.radians)
                else { throw call.error("addArc(center:radius:startAngle:endAngle:clockwise:) needs a radius and two angles") }
                return [.arc(center: try point(call, "center"), radius: radius, startAngle: start, endAngle: end,
                             clockwise: call.argument("clockwise")?.boolValue ?? false)]
            }
        case "addRect": return adding { [.rect(try rect($0, nil))] }
        case "addRects": return adding { call in (call.argument(nil)?.arrayValue ?? []).compactMap(\.rect).map { .rect($0) } }
        case "addEllipse": return adding { [.ellipse(try rect($0, "in"))] }
        case "addRoundedRect":
            return adding { call in
                let size = call.argument("cornerSize")?.size
                let radius = call.argument("cornerRadius")?.number ?? min(size?.width ?? 0, size?.height ?? 0)
                return [.roundedRect(try rect(call, "in"), cornerWidth: radius, cornerHeight: radius)]
            }
        case "addPath":
            return adding { call in
                guard let other = call.argument(nil)?.native(PathValue.self) else { throw call.error("addPath(_:) expects a Path") }
                return other.elements
            }
        case "closeSubpath": return adding { _ in [.close] }
        default: return nil
        }
    }

    /// An angle argument: `Angle`, `.degrees(90)`, `.radians(x)`.
    static func radians(_ value: Value) -> Double? {
        if let angle = value.native(AngleValue.self) { return angle.radians }
        if case .implicitMember(let member) = value, let number = member.arguments?.first?.value.number {
            if member.name == "degrees" { return number * Double.pi / 180 }
            if member.name == "radians" { return number }
        }
        return nil
    }

    /// The smallest rectangle holding the path's points (control points included).
    var boundingRect: Rect {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let to, let control): points += [to, control]
            case .curve(let to, let c1, let c2): points += [to, c1, c2]
            case .arc(let center, let radius, _, _, _):
                points += [Point(x: center.x - radius, y: center.y - radius), Point(x: center.x + radius, y: center.y + radius)]
            case .rect(let r), .roundedRect(let r, _, _), .ellipse(let r):
                points += [r.origin, Point(x: r.maxX, y: r.maxY)]
            case .close: break
            }
        }
        guard let first = points.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for point in points {
            minX = min(minX, point.x); minY = min(minY, point.y); maxX = max(maxX, point.x); maxY = max(maxY, point.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension SwiftUILibrary {
    /// A path's members: its building methods, `isEmpty`, `boundingRect`, and as a shape
    /// `fill`/`stroke` and the view modifiers.
    func pathMember(_ name: String, of path: PathValue, in context: EvaluationContext) throws -> Value? {
        if let building = path.building(name) { return building }
        switch name {
        case "isEmpty": return .bool(path.elements.isEmpty)
        case "boundingRect": return .native(GeometryValue(path.boundingRect))
        case "currentPoint": return path.currentPoint.map { .native(GeometryValue($0)) } ?? .nil
        default:
            return try shapeMember(name, of: pathShape(path, position: nil), in: evaluator)
        }
    }

    /// A `Path` as a shape view: drawn where its elements are, in the space proposed to it.
    func pathShape(_ path: PathValue, position: SourcePosition?) -> ShapeValue {
        ShapeValue(kind: .path(ShapePath(name: "Path", elements: path.elements)), name: "Path", position: position, location: location(position))
    }

    /// A scene's `Shape`: its `path(in:)` is run for each rectangle it is drawn in; an error
    /// is reported once and draws nothing.
    func customShapePath(_ value: Value, type: TypeDefinition) -> ShapePath {
        var reported = false
        return ShapePath(name: type.name) { [self] rect in
            do {
                let result = try evaluator.withFreshSteps { () throws -> Value in
                    let method = try evaluator.member("path", of: value, node: Syntax(TokenSyntax.identifier("path")))
                    return try evaluator.call(method, arguments: [SwiftEvaluator.Argument(label: "in", value: Value.native(GeometryValue(rect)))], at: type.position)
                }
                guard let path = result.native(PathValue.self) else {
                    throw RuntimeError("\(type.name).path(in:) must return a Path", at: type.position)
                }
                return path.elements
            } catch let error as RuntimeError {
                if !reported { report(error); reported = true }
            } catch {}
            return []
        }
    }
}
