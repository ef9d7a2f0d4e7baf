import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering

/// The centre of the window: the proposed area with its drag handles and the scene drawn by the
/// shared renderer. Geometry, hit testing and drag arithmetic are `CanvasGeometry` and
/// `DragSession` (PlaygroundModel); this class turns GTK events into their calls and draws.
final class CanvasView {
    // MARK: Owned by the widget tree.
    let area: GPointer

    var result: LayoutResult? { didSet { resultChanged(from: oldValue) } }
    var proposal = ProposalState(width: 393, height: 852)
    var geometry = CanvasGeometry(viewportSize: Size(width: 800, height: 600), proposal: ProposalState(width: 393, height: 852), rootSize: .zero)
    var renderOptions = RenderOptions(scale: 1)
    var selectedViews: Set<Int> = []
    var isPresentationMode = false { didSet { geometry.isPresentationMode = isPresentationMode; redraw() } }
    /// The source has errors: the canvas shows the last good layout, marked as such.
    var isStale = false { didSet { if isStale != oldValue { redraw() } } }
    /// Shown in the top-left corner in presentation mode (the device, Dynamic Type size, ...).
    var presentationCaption = "" 
    let renderer: SceneRenderer

    /// A proposal handle moved: the new proposal (called on every motion event).
    var onProposalDrag: ((ProposalState) -> Void)?
    /// A proposal drag ended: (proposal before, proposal after) for one undo step.
    var onProposalDragEnd: ((ProposalState, ProposalState) -> Void)?
    /// An anchor handle moved: (index of the AnchoredPosition view, its new location).
    var onAnchorDrag: ((Int, Point) -> Void)?
    var onAnchorDragEnd: (() -> Void)?
    /// A click on a view: its index in `result.views`.
    var onSelectView: ((Int?) -> Void)?
    /// Zoom changed (Ctrl+scroll, Ctrl+0).
    var onZoomChanged: (() -> Void)?

    private var drag: DragSession?
    private var dragDelta = Point.zero
    /// Where the pointer is over the canvas (nil once it left); the view under it is found
    /// again at every frame, so that its label follows edits and new layouts.
    private var pointer: Point?
    private var hoveredView: Int?
    /// The labels of the last frame (text and rectangle in canvas pixels, the hover label's
    /// kind `hover`), for the tests.
    private(set) var labels: [(kind: String, text: String, rect: Rect)] = []
    var hoverLabel: (text: String, rect: Rect)? { labels.first { $0.kind == "hover" }.map { ($0.text, $0.rect) } }
    private var isZoomFitted = true

    // Animation between layouts (about 0.25 s, ease-in-out).
    /// Where each view of `result` starts when the layout animates (by index in its views);
    /// nil for a view the old layout did not have.
    private var animationFrom: [Rect?] = []
    private var animationStart: Double?
    private var animationTimer: UInt32 = 0
    static let animationDuration = 0.25

    init(renderer: SceneRenderer) {
        self.renderer = renderer
        area = GPointer(gtk_drawing_area_new()!)
        gtk_widget_set_hexpand(area.widget, 1)
        gtk_widget_set_vexpand(area.widget, 1)
        gtk_widget_set_focusable(area.widget, 1)
        Gtk.setDrawFunction(area) { cairo, width, height in self.draw(cairo, width: width, height: height) }
        installControllers()
    }

    func redraw() { gtk_widget_queue_draw(area.widget) }

    /// Ctrl+0: fit the proposed area in the canvas.
    func zoomToFit() {
        isZoomFitted = true
        geometry.fit()
        onZoomChanged?()
        redraw()
    }

    /// The centres of the proposal handles in canvas pixels, by name (`width`, `height`, `corner`).
    func handleCentres() -> [(String, Point)] {
        syncGeometry()
        return [("width", geometry.widthHandleRect), ("height", geometry.heightHandleRect), ("corner", geometry.cornerHandleRect)]
            .map { ($0.0, Point(x: $0.1.midX, y: $0.1.midY)) }
    }

    // MARK: Events

    private func installControllers() {
        let dragGesture = GPointer(gtk_gesture_drag_new()!)
        dragGesture.onPoint("drag-begin") { [weak self] x, y in self?.dragBegan(at: Point(x: x, y: y)) }
        dragGesture.onPoint("drag-update") { [weak self] dx, dy in self?.dragMoved(by: Point(x: dx, y: dy)) }
        dragGesture.onPoint("drag-end") { [weak self] dx, dy in self?.dragEnded(by: Point(x: dx, y: dy)) }
        gtk_widget_add_controller(area.widget, OpaquePointer(dragGesture.raw))

        let motion = GPointer(gtk_event_controller_motion_new()!)
        motion.onPoint("motion") { [weak self] x, y in self?.hover(at: Point(x: x, y: y)) }
        motion.on("leave") { [weak self] in self?.hover(at: nil) }
        gtk_widget_add_controller(area.widget, OpaquePointer(motion.raw))

        // Scrolling pans (Shift turns a wheel's vertical steps sideways); Ctrl+scroll zooms
        // around the pointer. A wheel's steps are 40 pixels; a touchpad's deltas are pixels.
        let scroll = GPointer(gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!)
        scroll.onScroll { [weak self, scroll] dx, dy in
            guard let self else { return false }
            let controller = OpaquePointer(scroll.raw)
            let state = gtk_event_controller_get_current_event_state(controller).rawValue
            let isWheel = gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL
            if state & GDK_CONTROL_MASK.rawValue != 0 {
                self.zoom(bySteps: -(isWheel ? dy : dy / 10), around: self.pointer)
                return true
            }
            let step = isWheel ? 40.0 : 1.0
            let sideways = state & GDK_SHIFT_MASK.rawValue != 0 && dx == 0
            self.pan(by: Point(x: -(sideways ? dy : dx) * step, y: sideways ? 0 : -dy * step))
            return true
        }
        gtk_widget_add_controller(area.widget, OpaquePointer(scroll.raw))

        // The middle button drags the view.
        let middle = GPointer(gtk_gesture_drag_new()!)
        gtk_gesture_single_set_button(OpaquePointer(middle.raw), 2)
        middle.onPoint("drag-begin") { [weak self] _, _ in self?.panDelta = .zero }
        middle.onPoint("drag-update") { [weak self] dx, dy in
            guard let self else { return }
            self.pan(by: Point(x: dx - self.panDelta.x, y: dy - self.panDelta.y))
            self.panDelta = Point(x: dx, y: dy)
        }
        gtk_widget_add_controller(area.widget, OpaquePointer(middle.raw))

        // A touchpad's pinch zooms around its centre.
        let pinch = GPointer(gtk_gesture_zoom_new()!)
        pinch.onPoint("begin") { [weak self] _, _ in self?.pinchScale = 1 }
        pinch.onDouble("scale-changed") { [weak self, pinch] scale in
            guard let self, scale > 0 else { return }
            var x = 0.0, y = 0.0
            let centre = gtk_gesture_get_bounding_box_center(OpaquePointer(pinch.raw), &x, &y) != 0 ? Point(x: x, y: y) : nil
            self.zoom(bySteps: log(scale / self.pinchScale) / log(CanvasGeometry.zoomStep), around: centre)
            self.pinchScale = scale
        }
        gtk_widget_add_controller(area.widget, OpaquePointer(pinch.raw))
    }

    private var panDelta = Point.zero
    private var pinchScale = 1.0

    /// Zooms around `pointer` (the canvas's centre when nil); the view is no longer fitted.
    func zoom(bySteps steps: Double, around pointer: Point?) {
        syncGeometry()
        isZoomFitted = false
        let centre = pointer ?? Point(x: geometry.viewportSize.width / 2, y: geometry.viewportSize.height / 2)
        geometry.zoom(bySteps: steps, around: centre)
        onZoomChanged?()
        redraw()
    }

    func pan(by delta: Point) {
        syncGeometry()
        isZoomFitted = false
        geometry.pan(by: delta)
        redraw()
    }

    private func dragBegan(at point: Point) {
        gtk_widget_grab_focus(area.widget)
        dragDelta = .zero
        guard let hit = geometry.hitTest(point, in: result) else {
            drag = nil
            onSelectView?(nil)
            return
        }
        if case .view(let index) = hit {
            drag = nil
            onSelectView?(index)
            return
        }
        drag = DragSession(hit: hit, geometry: geometry, result: result)
    }

    private func dragMoved(by delta: Point) {
        guard let drag else { return }
        dragDelta = delta
        switch drag.hit {
        case .widthHandle, .heightHandle, .cornerHandle:
            onProposalDrag?(drag.proposal(forDelta: delta))
        case .anchorHandle(let index):
            if let location = drag.anchorLocation(forDelta: delta) { onAnchorDrag?(index, location) }
        case .view:
            break
        }
        redraw()
    }

    private func dragEnded(by delta: Point) {
        guard let drag else { return }
        switch drag.hit {
        case .widthHandle, .heightHandle, .cornerHandle:
            onProposalDragEnd?(drag.startProposal, drag.proposal(forDelta: delta))
        case .anchorHandle:
            onAnchorDragEnd?()
        case .view:
            break
        }
        self.drag = nil
        redraw()
    }

    private func hover(at point: Point?) {
        pointer = point
        if viewUnderPointer() != hoveredView { redraw() }
    }

    private func viewUnderPointer() -> Int? {
        guard let pointer, case .view(let index)? = geometry.hitTest(pointer, in: result) else { return nil }
        return index
    }

    // MARK: Animation

    private func resultChanged(from old: LayoutResult?) {
        let isDraggingProposal: Bool
        if let drag, case .anchorHandle = drag.hit { isDraggingProposal = false } else { isDraggingProposal = drag != nil }
        guard let old, let result, !isDraggingProposal, Gtk.animationsEnabled else {
            animationStart = nil
            redraw()
            return
        }
        // Views are matched by path; `old` is the result the animation (if one runs) is over.
        var oldFrames: [String: Rect] = [:]
        for (view, path) in zip(old.views, old.paths) { oldFrames[path] = animatedFrame(view) ?? view.frame }
        let from = result.paths.map { oldFrames[$0] }
        let changed = zip(result.views, from).contains { view, start in start.map { $0 != view.frame } ?? false }
        guard changed else { redraw(); return }
        animationFrom = from
        animationStart = Self.now
        if animationTimer == 0 {
            animationTimer = Gtk.every(milliseconds: 16) { [weak self] in
                guard let self, let start = self.animationStart else {
                    self?.animationTimer = 0
                    return false
                }
                self.redraw()
                if Self.now - start >= Self.animationDuration {
                    self.animationStart = nil
                    self.animationTimer = 0
                    return false
                }
                return true
            }
        }
        redraw()
    }

    private static var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// The frame a view is drawn at while the layout animates: ease-in-out from where it was.
    private func animatedFrame(_ view: PlacedView) -> Rect? {
        guard let start = animationStart, view.index < animationFrom.count, let from = animationFrom[view.index] else { return nil }
        let linear = min(max((Self.now - start) / Self.animationDuration, 0), 1)
        let t = linear < 0.5 ? 2 * linear * linear : 1 - pow(-2 * linear + 2, 2) / 2
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let to = view.frame
        return Rect(x: mix(from.minX, to.minX), y: mix(from.minY, to.minY),
                    width: mix(from.width, to.width), height: mix(from.height, to.height))
    }

    // MARK: Drawing

    /// Brings the geometry up to date with the widget's size, the proposal and the root.
    private func syncGeometry() {
        let width = Double(gtk_widget_get_width(area.widget)), height = Double(gtk_widget_get_height(area.widget))
        if width > 0, height > 0 { geometry.viewportSize = Size(width: width, height: height) }
        geometry.proposal = proposal
        geometry.show(result)
        if isZoomFitted && drag == nil { geometry.fit() }
    }

    /// Called after every frame is drawn (the window's test hook writes the layout then).
    var onDrawn: (() -> Void)?

    private func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        syncGeometry()
        hoveredView = drag == nil ? viewUnderPointer() : nil
        labels = []
        defer { onDrawn?() }
        let dark = renderOptions.colorScheme == .dark
        // The canvas around the proposed area.
        cairo_set_source_rgb(cairo, dark ? 0.14 : 0.92, dark ? 0.14 : 0.92, dark ? 0.15 : 0.93)
        cairo_paint(cairo)
        let area = geometry.areaRect
        let background = ColorPalette.background(renderOptions.colorScheme)
        cairo_set_source_rgb(cairo, background.red, background.green, background.blue)
        cairo_rectangle(cairo, area.minX, area.minY, area.width, area.height)
        cairo_fill(cairo)
        if let result {
            let drawn = animationStart == nil ? result : result.replacingFrames { self.animatedFrame($0) ?? $0.frame }
            cairo_save(cairo)
            let origin = geometry.rootOrigin
            cairo_translate(cairo, origin.x, origin.y)
            cairo_scale(cairo, geometry.zoom, geometry.zoom)
            var options = renderOptions
            options.scale = max(geometry.zoom, 0.1)
            renderer.draw(drawn, on: cairo, at: .zero, options: options)
            cairo_restore(cairo)
            drawSafeArea(cairo, area, result)
            drawHighlights(cairo, result)
            drawAnchorHandles(cairo, result)
        }
        drawProposalOutline(cairo, area)
        drawHandles(cairo)
        // Labels last, over everything, each placed clear of the handles and of each other.
        if isStale { drawStaleMarker(cairo, area) }
        if isPresentationMode, !presentationCaption.isEmpty { drawLabel(cairo, presentationCaption, kind: "caption", at: Point(x: 12, y: 12)) }
        if let result { drawAnchorLabels(cairo, result) }
        if drag != nil || isPresentationMode { drawSizeLabel(cairo, area) }
        if let result, let hovered = hoveredView, result.views.indices.contains(hovered) {
            let text = CanvasLabel.hover(result.views[hovered])
            drawLabel(cairo, text, kind: "hover", at: CanvasLabel.origin(of: labelSize(text), in: geometry))
        }
    }

    /// While the source has errors: the area's outline dashed in red and a label saying the
    /// layout shown is the last good one, at the canvas's top-right corner.
    private func drawStaleMarker(_ cairo: OpaquePointer, _ area: Rect) {
        cairo_save(cairo)
        cairo_set_source_rgba(cairo, 0.88, 0.11, 0.14, 0.9)
        cairo_set_line_width(cairo, 2)
        let dash = [4.0, 4.0]
        cairo_set_dash(cairo, dash, 2, 0)
        cairo_rectangle(cairo, area.minX - 1, area.minY - 1, area.width + 2, area.height + 2)
        cairo_stroke(cairo)
        cairo_restore(cairo)
        let text = "Last good layout: the source has errors"
        let size = labelSize(text)
        drawLabel(cairo, text, kind: "stale", at: Point(x: max(geometry.viewportSize.width - size.width - 12, 4), y: 12),
                  background: (0.75, 0.11, 0.16, 0.92))
    }

    /// The unsafe strips (status bar, sensor housing, home indicator) shaded over the scene, so
    /// that what grows into them stays visible, and the safe area's edge dashed.
    private func drawSafeArea(_ cairo: OpaquePointer, _ area: Rect, _ result: LayoutResult) {
        guard result.safeAreaInsets != EdgeInsets() else { return }
        let safe = geometry.widgetRect(result.safeAreaFrame)
        cairo_save(cairo)
        cairo_set_source_rgba(cairo, 0.35, 0.35, 0.4, 0.22)
        cairo_rectangle(cairo, area.minX, area.minY, area.width, safe.minY - area.minY)
        cairo_rectangle(cairo, area.minX, safe.maxY, area.width, area.maxY - safe.maxY)
        cairo_rectangle(cairo, area.minX, safe.minY, safe.minX - area.minX, safe.height)
        cairo_rectangle(cairo, safe.maxX, safe.minY, area.maxX - safe.maxX, safe.height)
        cairo_fill(cairo)
        cairo_set_source_rgba(cairo, 0.35, 0.35, 0.4, 0.7)
        cairo_set_line_width(cairo, 1)
        let dash = [3.0, 3.0]
        cairo_set_dash(cairo, dash, 2, 0)
        cairo_rectangle(cairo, safe.minX + 0.5, safe.minY + 0.5, max(safe.width - 1, 0), max(safe.height - 1, 0))
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }

    private func drawProposalOutline(_ cairo: OpaquePointer, _ area: Rect) {
        cairo_save(cairo)
        cairo_set_source_rgba(cairo, 0.1, 0.45, 0.85, 0.9)
        cairo_set_line_width(cairo, isPresentationMode ? 2 : 1)
        let dash = [6.0, 4.0]
        cairo_set_dash(cairo, dash, 2, 0)
        cairo_rectangle(cairo, area.minX + 0.5, area.minY + 0.5, area.width - 1, area.height - 1)
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }

    /// The edge bars lighter than the corner, which moves both dimensions.
    private func drawHandles(_ cairo: OpaquePointer) {
        for (rect, hit) in [(geometry.widthHandleRect, CanvasHit.widthHandle), (geometry.heightHandleRect, .heightHandle), (geometry.cornerHandleRect, .cornerHandle)] {
            let active = drag?.hit == hit
            cairo_set_source_rgba(cairo, 0.1, 0.45, 0.85, active ? 1 : hit == .cornerHandle ? 0.9 : 0.55)
            CairoPaths.roundedRect(cairo, rect, radius: min(rect.width, rect.height) / 3)
            cairo_fill(cairo)
        }
    }

    private func drawHighlights(_ cairo: OpaquePointer, _ result: LayoutResult) {
        for index in selectedViews where result.views.indices.contains(index) {
            let rect = geometry.widgetRect(result.views[index].frame)
            cairo_set_source_rgba(cairo, 0.95, 0.45, 0.1, 1)
            cairo_set_line_width(cairo, isPresentationMode ? 3 : 2)
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_stroke(cairo)
        }
        if let hovered = hoveredView, result.views.indices.contains(hovered) {
            let rect = geometry.widgetRect(result.views[hovered].frame)
            cairo_set_source_rgba(cairo, 0.1, 0.45, 0.85, 0.9)
            cairo_set_line_width(cairo, 1)
            cairo_rectangle(cairo, rect.minX + 0.5, rect.minY + 0.5, rect.width, rect.height)
            cairo_stroke(cairo)
        }
    }

    /// An anchor's handle is a ring: the scene's own marker at that point shows through it.
    private func drawAnchorHandles(_ cairo: OpaquePointer, _ result: LayoutResult) {
        for (_, point) in CanvasGeometry.anchorPoints(in: result) {
            let center = geometry.widgetPoint(point)
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, center.x, center.y, geometry.handleSize / 2 + 1, 0, 2 * Double.pi)
            cairo_set_line_width(cairo, 5)
            cairo_set_source_rgba(cairo, 1, 1, 1, 0.8)
            cairo_stroke_preserve(cairo)
            cairo_set_line_width(cairo, 2.5)
            cairo_set_source_rgba(cairo, 0.9, 0.2, 0.5, 0.95)
            cairo_stroke(cairo)
        }
    }

    /// The anchor each `AnchoredPosition` uses, named beside its ring.
    private func drawAnchorLabels(_ cairo: OpaquePointer, _ result: LayoutResult) {
        for (index, point) in CanvasGeometry.anchorPoints(in: result) {
            guard let layout = result.views[index].view.content.layout, let anchored = layout as? AnchoredPositionLayout,
                  let child = result.views.firstIndex(where: { $0.parentIndex == index }) else { continue }
            let childSize = result.views[child].frame.size
            let anchor = anchored.anchorInUse(in: result.views[index].frame.size) { _ in childSize }
            let text = "anchor \(AnchoredPositionLayout.name(of: anchor))"
            // Clear of the view it places too: the label names that view's anchor.
            let placed = geometry.widgetRect(result.views[child].frame)
            let origin = CanvasLabel.origin(of: labelSize(text), beside: geometry.widgetPoint(point), radius: geometry.handleSize / 2 + 4,
                                            in: geometry, avoiding: labels.map(\.rect) + [placed])
            drawLabel(cairo, text, kind: "anchor", at: origin)
        }
    }

    private func drawSizeLabel(_ cairo: OpaquePointer, _ area: Rect) {
        let chosen = result.map { CanvasLabel.size($0.size) } ?? "—"
        let below = geometry.cornerHandleRect.maxY + 4
        drawLabel(cairo, "proposal \(proposal)   root \(chosen)", kind: "size", at: Point(x: area.minX, y: below))
    }

    /// A label's text laid out in the chrome's font, and its size with the padding around it.
    private func labelLayout(_ text: String) -> (layout: OpaquePointer, size: Size) {
        var environment = EnvironmentValues()
        environment.font = .system(size: isPresentationMode ? 20 : 12, weight: .medium)
        let measurer = renderer.textMeasurer
        let layout = measurer.makeLayout(text, measurer.typesetting(TextContent(text), environment, .unspecified))
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let size = Size(width: Double(logical.width) / Double(PANGO_SCALE) + 2 * Self.labelPadding.x,
                        height: Double(logical.height) / Double(PANGO_SCALE) + 2 * Self.labelPadding.y)
        return (layout, size)
    }

    private static let labelPadding = Point(x: 4, y: 2)

    private func labelSize(_ text: String) -> Size {
        let (layout, size) = labelLayout(text)
        g_object_unref(UnsafeMutableRawPointer(layout))
        return size
    }

    /// Draws a label whose top-left corner (padding included) is `point`, and records it.
    private func drawLabel(_ cairo: OpaquePointer, _ text: String, kind: String, at point: Point,
                           background: (Double, Double, Double, Double) = (0.1, 0.1, 0.12, 0.85)) {
        let (layout, size) = labelLayout(text)
        labels.append((kind, text, Rect(origin: point, size: size)))
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_set_source_rgba(cairo, background.0, background.1, background.2, background.3)
        CairoPaths.roundedRect(cairo, Rect(origin: point, size: size), radius: 4)
        cairo_fill(cairo)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_move_to(cairo, point.x + Self.labelPadding.x, point.y + Self.labelPadding.y)
        pango_cairo_show_layout(cairo, layout)
    }
}

/// Cairo paths the window draws outside the renderer.
enum CairoPaths {
    static func roundedRect(_ cairo: OpaquePointer, _ rect: Rect, radius: Double) {
        let radius = max(0, min(radius, rect.width / 2, rect.height / 2))
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - radius, rect.minY + radius, radius, -Double.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - radius, rect.maxY - radius, radius, 0, Double.pi / 2)
        cairo_arc(cairo, rect.minX + radius, rect.maxY - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(cairo, rect.minX + radius, rect.minY + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }
}
