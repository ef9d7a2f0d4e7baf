/// A layout that places its content at a point it is given (`AnchoredPosition(location:)`,
/// built in or declared by a scene): the window draws a handle there that moves the point.
public protocol LocatedLayout: Layout {
    /// The point, in the layout's own coordinates; nil when it has none to show.
    var anchorLocation: Point? { get }
}

extension AnchoredPositionLayout: LocatedLayout {
    public var anchorLocation: Point? { location }
}
