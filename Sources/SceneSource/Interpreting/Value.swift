import LayoutEngine

/// What an expression of a scene evaluates to while the interpreter builds views.
///
/// Implicit members (`.center`, `.red`) stay `.symbol` until the place that uses them says which
/// type it wants (`Value+Coercion.swift`), as Swift's type inference would decide. Views in
/// value position (a custom view's `let background: Color` argument) stay `.deferred` and are
/// built where they are placed.
indirect enum Value {
    /// Every number is a `Double`; `isInteger` remembers an integral literal or a `ForEach`
    /// index, for string interpolation and `Int` parameters.
    case number(Double, isInteger: Bool)
    case string(String)
    case bool(Bool)
    /// `nil`, or an optional property without a value.
    case none
    /// An implicit member whose type is not known yet: `.center`, `.infinity`.
    case symbol(String)
    /// A type name used as a value: `Color` in `Color.red`, `Edge.Set`.
    case type(String)
    case color(Color)
    case alignment(Alignment)
    case horizontalAlignment(HorizontalAlignment)
    case verticalAlignment(VerticalAlignment)
    case unitPoint(UnitPoint)
    case edgeInsets(EdgeInsets)
    case edgeSet(Edge.Set)
    case axisSet(Axis.Set)
    case size(Size)
    case point(Point)
    case rect(Rect)
    case font(Font)
    case fontWeight(Font.Weight)
    case fontDesign(Font.Design)
    case dynamicTypeSize(DynamicTypeSize)
    case layoutDirection(LayoutDirection)
    /// `a..<b` (open) or `a...b`, `...b`, `a...` (closed); bounds nil when left out.
    case range(lower: Value?, upper: Value?, isClosed: Bool)
    case array([Value])
    /// `\.self`, `\.sizeCategory`: the property names.
    case keyPath([String])
    /// A closure with the scope it was written in.
    case closure(Closure, Scope)
    /// An expression evaluated when used, in the scope it was written in, then converted to
    /// `type` (a declared property type) if given: custom view arguments and defaults.
    case deferred(Expression, Scope, type: String?)
    /// A computed property's getter, run when used.
    case computed([BuilderStatement], Scope)
    case geometryProxy(GeometryProxy)
    case viewDimensions(ViewDimensions)
    /// `.local`, `.global`, or `.named("x")`.
    case coordinateSpace(String)
    case shape(ShapeKind)

    /// A plain description for messages and string interpolation.
    var displayText: String {
        switch self {
        case .number(let value, let isInteger):
            if isInteger, let integer = Int(exactly: value) { return String(integer) }
            return "\(value)"
        case .string(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .none: return "nil"
        case .symbol(let name): return "." + name
        case .type(let name): return name
        case .color(let color): return color.description
        case .alignment(let alignment): return "." + alignment.description
        case .horizontalAlignment(let guide): return "HorizontalAlignment." + guide.description
        case .verticalAlignment(let guide): return "VerticalAlignment." + guide.description
        case .dynamicTypeSize(let size): return "." + size.name
        case .layoutDirection(let direction): return "." + direction.rawValue
        case .font(let font): return font.description
        case .size(let size): return size.description
        case .point(let point): return point.description
        case .rect(let rect): return rect.description
        case .array(let values): return "[" + values.map(\.displayText).joined(separator: ", ") + "]"
        default: return "\(self)"
        }
    }

    /// What kind of value this is, for "expects a number, got a string" messages.
    var kindName: String {
        switch self {
        case .number: return "a number"
        case .string: return "a string"
        case .bool: return "a Boolean"
        case .none: return "nil"
        case .symbol(let name): return "'.\(name)'"
        case .type(let name): return "the type '\(name)'"
        case .color: return "a color"
        case .closure: return "a closure"
        case .array: return "an array"
        case .range: return "a range"
        default: return "'\(displayText)'"
        }
    }
}
