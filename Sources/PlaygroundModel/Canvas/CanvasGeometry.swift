import Foundation
import LayoutEngine

/// Where things are on the canvas widget, in widget pixels: the proposed area centred in the
/// viewport (at least `margin` from its top-left corner when it does not fit), the root centred
/// in that area as a SwiftUI window centres it, the handles on the area's right and bottom
/// edges. Pure arithmetic: the window passes sizes in, gets rectangles and hits out.
///
/// Units: scene points times `zoom` are widget pixels (GTK's logical pixels).
public struct CanvasGeometry: Hashable, Sendable {
    public static let zoomRange: ClosedRange<Double> = 0.1...8
    /// How much one Ctrl+scroll step (or Ctrl+Plus on the canvas) zooms.
    public static let zoomStep = 1.1
    /// Handles' thickness in widget pixels, at any zoom.
    public static let handleSize = 12.0
    /// Handles' thickness in presentation mode, big enough to grab on a projector.
    public static let presentationHandleSize = 28.0

    /// The canvas widget's size in pixels.
    public var viewportSize: Size
    /// The proposal shown; `nil` and `inf` dimensions take the root's size.
    public var proposal: ProposalState
    /// The size the root chose (`LayoutResult.size`).
    public var rootSize: Size
    /// The screen in the root's coordinates (`LayoutResult.containerFrame`): where the root
    /// sits in the area (centred in the safe area of a device preset). Nil centres the root.
    public var screen: Rect?
    public var isPresentationMode: Bool
    /// Space kept around the area, in pixels.
    public var margin: Double
    /// A band at the bottom of the viewport the area is kept out of (the step's words while
    /// stepping through the layout), in pixels: the area is centred and fitted above it.
    public var reservedBottom = 0.0
    private var zoomValue: Double
    /// How far the person moved the area (scrolling, a middle-button drag), in pixels; zero
    /// when fitted. See `pan(by:)`.
    public private(set) var pan = Point.zero

    public init(
        viewportSize: Size, proposal: ProposalState, rootSize: Size, zoom: Double = 1, isPresentationMode: Bool = false,
        margin: Double = 32
    ) {
        self.viewportSize = viewportSize
        self.proposal = proposal
        self.rootSize = rootSize
        self.isPresentationMode = isPresentationMode
        self.margin = margin
        zoomValue = Self.clamp(zoom)
    }

    /// Pixels per point, always within `zoomRange`.
    public var zoom: Double {
        get { zoomValue }
        set { zoomValue = Self.clamp(newValue) }
    }

    private static func clamp(_ zoom: Double) -> Double {
        guard zoom.isFinite else { return 1 }
        return min(max(zoom, zoomRange.lowerBound), zoomRange.upperBound)
    }

    /// Ctrl+scroll: `steps` > 0 zooms in (each step ×1.1), < 0 out; fractional steps for
    /// smooth scrolling.
    public mutating func zoom(bySteps steps: Double) {
        zoom *= Foundation.pow(Self.zoomStep, steps)
    }

    /// Ctrl+scroll or a pinch at `pointer` (widget pixels): zooms by `steps` so that the scene
    /// point under the pointer stays under it.
    public mutating func zoom(bySteps steps: Double, around pointer: Point) {
        let before = scenePoint(pointer)
        zoom(bySteps: steps)
        let after = widgetPoint(before)
        pan(by: Point(x: pointer.x - after.x, y: pointer.y - after.y))
    }

    /// Moves the area by `delta` pixels, keeping at least `keptInView` pixels of it (or all
    /// of it, when smaller) inside the viewport.
    public mutating func pan(by delta: Point) {
        pan = Point(x: pan.x + delta.x, y: pan.y + delta.y)
        let area = areaRect
        func correction(_ minimum: Double, _ maximum: Double, _ viewport: Double) -> Double {
            let kept = min(Self.keptInView, maximum - minimum)
            if maximum < kept { return kept - maximum }
            if minimum > viewport - kept { return viewport - kept - minimum }
            return 0
        }
        pan.x += correction(area.minX, area.maxX, viewportSize.width)
        pan.y += correction(area.minY, area.maxY, viewportSize.height)
    }

    /// The pixels of the area a pan keeps in view.
    public static let keptInView = 48.0

    /// The zoom at which an area of `size` points fits in `viewport` with `margin` on every
    /// side (Ctrl+0), within `zoomRange`.
    public static func fit(proposal size: Size, in viewport: Size, margin: Double = 32) -> Double {
        let width = viewport.width - 2 * margin, height = viewport.height - 2 * margin
        guard size.width > 0 || size.height > 0, width > 0, height > 0 else { return 1 }
        let scales = [size.width > 0 && size.width.isFinite ? width / size.width : Double.infinity,
                      size.height > 0 && size.height.isFinite ? height / size.height : Double.infinity]
        let scale = scales.min() ?? 1
        return clamp(scale.isFinite ? scale : 1)
    }

    /// Shows `result`: its root's size and where it sits on its screen.
    public mutating func show(_ result: LayoutResult?) {
        rootSize = result?.size ?? .zero
        screen = result?.containerFrame
    }

    /// Sets `zoom` so that the area fits the viewport.
    /// In presentation mode the fit leaves room under the area for the handle and the
    /// proposal/size label, which are drawn larger there, and goes no smaller than
    /// `readableZoom`: an area too tall for the screen at that zoom (a phone on a 1024 x 768
    /// projector) shows its top, and the canvas scrolls for the rest.
    public mutating func fit() {
        let room = isPresentationMode ? max(margin, Self.presentationMargin) : margin
        let fitted = Self.fit(proposal: areaSize, in: Size(width: extent(.horizontal), height: extent(.vertical)), margin: room)
        zoom = isPresentationMode ? max(fitted, Self.readableZoom) : fitted
        pan = .zero
    }

    /// The smallest zoom presentation mode fits at: body text (17 points) at 18 pixels, the
    /// least an audience reads from the back of the room.
    public static let readableZoom = 18.0 / 17.0

    /// The space kept around the area when presentation mode fits it: the handle (28) and the
    /// 20-point label under it, with some air.
    public static let presentationMargin = 80.0

    public var handleSize: Double { isPresentationMode ? Self.presentationHandleSize : Self.handleSize }

    /// The proposed area in points: a `.points` dimension as proposed, the others the root's
    /// size (a root that takes an infinite proposal whole is shown at the viewport's size).
    public var areaSize: Size {
        func dimension(_ proposed: ProposalState.Dimension, _ root: Double, _ screen: Double?, _ viewport: Double) -> Double {
            if let points = proposed.points { return points }
            if let screen, screen.isFinite { return max(screen, 0) }
            if root.isFinite { return max(root, 0) }
            return max(viewport - 2 * margin, 0) / zoom
        }
        return Size(width: dimension(proposal.width, rootSize.width, screen?.width, viewportSize.width),
                    height: dimension(proposal.height, rootSize.height, screen?.height, viewportSize.height))
    }

    /// True when the area is centred along `axis` (it fits), so its far edge moves half as
    /// far as its size changes.
    public func isCentred(_ axis: Axis) -> Bool {
        areaSize[axis] * zoom + 2 * margin <= extent(axis)
    }

    /// The viewport's length along `axis` the area is centred and fitted in: all of it, less
    /// `reservedBottom` vertically.
    public func extent(_ axis: Axis) -> Double {
        axis == .vertical ? max(viewportSize.height - reservedBottom, 0) : viewportSize.width
    }

    /// The proposed area in widget pixels.
    public var areaRect: Rect {
        let size = Size(width: areaSize.width * zoom, height: areaSize.height * zoom)
        func origin(_ axis: Axis) -> Double {
            (isCentred(axis) ? (extent(axis) - size[axis]) / 2 : margin) + pan[axis]
        }
        return Rect(origin: Point(x: origin(.horizontal), y: origin(.vertical)), size: size)
    }

    /// Where the root's (0, 0) is, in widget pixels: where `screen` puts it in the area, or
    /// centred in the area.
    public var rootOrigin: Point {
        let area = areaRect
        func offset(_ axis: Axis) -> Double {
            if let screen, screen.origin[axis].isFinite { return -screen.origin[axis] * zoom }
            let root = rootSize[axis].isFinite ? rootSize[axis] : areaSize[axis]
            return (areaSize[axis] - root) / 2 * zoom
        }
        return Point(x: area.minX + offset(.horizontal), y: area.minY + offset(.vertical))
    }

    /// Where the area's far edge (right or bottom, widget pixels) is along `axis` when the area
    /// is `size` points long there, at this zoom and pan: centred while it fits, else from
    /// the margin.
    public func farEdge(ofAreaSized size: Double, _ axis: Axis) -> Double {
        let pixels = size * zoom
        return (pixels + 2 * margin <= extent(axis) ? (extent(axis) + pixels) / 2 : margin + pixels) + pan[axis]
    }

    /// The area's length in points along `axis` that puts its far edge at `edge` (the inverse
    /// of `farEdge(ofAreaSized:_:)`), never negative: a dragged handle stays under the pointer,
    /// both while the area is centred (it grows twice the movement) and once it is not.
    public func areaSize(withFarEdgeAt edge: Double, _ axis: Axis) -> Double {
        let offset = edge - pan[axis]
        let centred = (2 * offset - extent(axis)) / zoom
        if centred * zoom + 2 * margin <= extent(axis) { return max(centred, 0) }
        return max((offset - margin) / zoom, 0)
    }

    /// Scrolls (pans) so that the handles' far edges along the axes given are inside the
    /// viewport (above `reservedBottom`): a drag that grows the area past the canvas keeps its
    /// handle in view, at the zoom it has.
    public mutating func keepHandlesInView(horizontal: Bool, vertical: Bool) {
        let corner = cornerHandleRect
        let gap = 2.0
        if horizontal, corner.maxX > viewportSize.width - gap { pan.x -= corner.maxX - (viewportSize.width - gap) }
        if vertical, corner.maxY > extent(.vertical) - gap { pan.y -= corner.maxY - (extent(.vertical) - gap) }
    }

    /// A point in the root's coordinates (a `PlacedView.frame`'s space) in widget pixels.
    public func widgetPoint(_ point: Point) -> Point {
        let origin = rootOrigin
        return Point(x: origin.x + point.x * zoom, y: origin.y + point.y * zoom)
    }

    /// A widget pixel position in the root's coordinates.
    public func scenePoint(_ point: Point) -> Point {
        let origin = rootOrigin
        return Point(x: (point.x - origin.x) / zoom, y: (point.y - origin.y) / zoom)
    }

    /// A rectangle in the root's coordinates in widget pixels.
    public func widgetRect(_ rect: Rect) -> Rect {
        Rect(origin: widgetPoint(rect.origin), size: Size(width: rect.width * zoom, height: rect.height * zoom))
    }

    /// The handles' rectangles in widget pixels, outside the proposed area so that they never
    /// cover the scene: a bar beside the right edge, a bar below the bottom edge, and a square
    /// at the corner where they meet (half as big again as the bars are thick).
    public var widthHandleRect: Rect {
        let area = areaRect
        return Rect(x: area.maxX + Self.handleGap, y: area.minY, width: handleSize, height: area.height)
    }

    public var heightHandleRect: Rect {
        let area = areaRect
        return Rect(x: area.minX, y: area.maxY + Self.handleGap, width: area.width, height: handleSize)
    }

    public var cornerHandleRect: Rect {
        let area = areaRect
        let side = handleSize * 1.5
        return Rect(x: area.maxX + Self.handleGap, y: area.maxY + Self.handleGap, width: side, height: side)
    }

    /// The pixels between the proposed area and its handles.
    public static let handleGap = 3.0

    /// The three handles' rectangles.
    public var handleRects: [Rect] { [widthHandleRect, heightHandleRect, cornerHandleRect] }

    /// The points of every `AnchoredPositionLayout` in `result`, in the root's coordinates,
    /// with the index of its view.
    public static func anchorPoints(in result: LayoutResult) -> [(viewIndex: Int, point: Point)] {
        result.views.indices.compactMap { index in
            let placed = result.views[index]
            guard let layout = placed.view.content.layout, let located = layout as? any LocatedLayout,
                  let location = located.anchorLocation, location.x.isFinite, location.y.isFinite
            else { return nil }
            return (index, Point(x: placed.frame.minX + location.x, y: placed.frame.minY + location.y))
        }
    }

    /// What is under `point` (widget pixels): an anchor handle within half a handle of its
    /// point, the corner, the right and bottom handles, then the deepest view whose frame
    /// contains the point (the later one, drawn on top, among equals); nil for empty canvas.
    public func hitTest(_ point: Point, in result: LayoutResult?) -> CanvasHit? {
        if let result {
            for anchor in Self.anchorPoints(in: result).reversed() {
                let centre = widgetPoint(anchor.point)
                let dx = centre.x - point.x, dy = centre.y - point.y
                if (dx * dx + dy * dy).squareRoot() <= handleSize / 2 { return .anchorHandle(viewIndex: anchor.viewIndex) }
            }
        }
        if cornerHandleRect.encloses(point) { return .cornerHandle }
        if widthHandleRect.encloses(point) { return .widthHandle }
        if heightHandleRect.encloses(point) { return .heightHandle }
        guard let result else { return nil }
        var best: Int?
        for index in result.views.indices {
            let frame = widgetRect(result.views[index].frame)
            guard frame.encloses(point) else { continue }
            if let current = best, result.views[current].depth > result.views[index].depth { continue }
            best = index
        }
        return best.map(CanvasHit.view)
    }
}

extension Rect {
    /// True when the two share some area (touching edges do not).
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// True when `point` is inside or on the edge.
    func encloses(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}
