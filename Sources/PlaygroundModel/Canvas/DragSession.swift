import LayoutEngine

/// One drag of a canvas handle, from the press to the release: turns the pointer's movement
/// since the press into the proposal (or anchor point) it means. The window sets the result
/// live while dragging, then records one undo step with `recordScreenChange(from:to:)`.
public struct DragSession: Hashable, Sendable {
    public let hit: CanvasHit
    /// The proposal when the drag started.
    public let startProposal: ProposalState
    /// The proposed area at the start, in points (a `nil` or `inf` dimension as shown); after a
    /// change of `isFine`, the area where the pointer was then.
    public private(set) var startAreaSize: Size
    /// Fine control (Shift held): each pixel the pointer moves is a quarter point, whatever
    /// the zoom, and the proposal moves in quarter points; otherwise the pointer moves the
    /// area's edge with it and the proposal is whole points.
    public private(set) var isFine = false
    /// The pointer's movement since the press at which `startAreaSize` was taken.
    public private(set) var startDelta = Point.zero
    /// The points one pixel of fine movement is.
    public static let fineStep = 0.25
    public let zoom: Double
    /// The anchor point's location at the start, in its layout's coordinates.
    public let startAnchorLocation: Point?
    /// The canvas at the press: its zoom and pan place the handle under the pointer.
    public let startGeometry: CanvasGeometry

    public init(hit: CanvasHit, geometry: CanvasGeometry, result: LayoutResult? = nil) {
        self.hit = hit
        startProposal = geometry.proposal
        startAreaSize = geometry.areaSize
        zoom = geometry.zoom
        startGeometry = geometry
        if case .anchorHandle(let index) = hit, let result, result.views.indices.contains(index),
           let layout = result.views[index].view.content.layout, let located = layout as? any LocatedLayout,
           let location = located.anchorLocation {
            startAnchorLocation = location
        } else {
            startAnchorLocation = nil
        }
    }

    /// The proposal after the pointer moved by `delta` widget pixels since the press: the
    /// dragged dimensions become whole points (never negative, `nil` and `inf` included), the
    /// others stay as they were. A drag of an anchor or a view leaves the proposal alone.
    public func proposal(forDelta delta: Point) -> ProposalState {
        var proposal = startProposal
        func dragged(_ axis: Axis, _ movement: Double) -> ProposalState.Dimension {
            let moved = movement - startDelta[axis]
            // Without Shift the handle's edge goes where the pointer goes (the area grows
            // twice the movement while centred, once it is not).
            let size = isFine ? startAreaSize[axis] + moved * Self.fineStep
                : startGeometry.areaSize(withFarEdgeAt: startGeometry.farEdge(ofAreaSized: startAreaSize[axis], axis) + moved, axis)
            let step = isFine ? Self.fineStep : 1
            return .points(max((size / step).rounded() * step, 0))
        }
        switch hit {
        case .widthHandle:
            proposal.width = dragged(.horizontal, delta.x)
        case .heightHandle:
            proposal.height = dragged(.vertical, delta.y)
        case .cornerHandle:
            proposal.width = dragged(.horizontal, delta.x)
            proposal.height = dragged(.vertical, delta.y)
        case .anchorHandle, .view:
            break
        }
        return proposal
    }

    /// Turns fine control on or off with the pointer at `delta`: the drag goes on from the
    /// proposal shown there, so the area does not jump when Shift is pressed or let go.
    public mutating func setFine(_ fine: Bool, atDelta delta: Point) {
        guard fine != isFine else { return }
        let here = proposal(forDelta: delta)
        var size = startAreaSize
        if let width = here.width.points { size.width = width }
        if let height = here.height.points { size.height = height }
        startAreaSize = size
        startDelta = delta
        isFine = fine
    }

    /// The anchor's new location (in its layout's coordinates, whole points) after the
    /// pointer moved by `delta`; nil unless an anchor handle is being dragged.
    public func anchorLocation(forDelta delta: Point) -> Point? {
        guard let start = startAnchorLocation else { return nil }
        return Point(x: (start.x + delta.x / zoom).rounded(), y: (start.y + delta.y / zoom).rounded())
    }
}
