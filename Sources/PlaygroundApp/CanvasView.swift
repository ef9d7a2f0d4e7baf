import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering

/// The centre of the window: the proposed area with its drag handles and the scene drawn by the
/// shared renderer. Geometry, hit testing and drag arithmetic are `CanvasGeometry` and
/// `DragSession` (PlaygroundModel); this class turns GTK events into their calls and draws.
final class CanvasView {
    // MARK: Owned here and by its parent.
    let area: GRef<GKind.DrawingArea>

    var result: LayoutResult? { didSet { resultChanged(from: oldValue) } }
    var proposal = ProposalState(width: 393, height: 852)
    var geometry = CanvasGeometry(viewportSize: Size(width: 800, height: 600), proposal: ProposalState(width: 393, height: 852), rootSize: .zero)
    var renderOptions = RenderOptions(scale: 1)
    var selectedViews: Set<Int> = []
    /// The layout step drawn over the scene while stepping (`StepPainter`), and its words,
    /// shown at the bottom of the canvas.
    var step: LayoutStep?
    var stepNarration: String?
    var isPresentationMode = false {
        didSet {
            geometry.isPresentationMode = isPresentationMode
            redraw()
        }
    }
    /// The source has errors: the canvas shows the last good layout, marked as such.
    var isStale = false { didSet { if isStale != oldValue { redraw() } } }
    /// What to do, said on the canvas (the built-in example's "Drag the handles…") until the
    /// first drag; while it shows, the fit keeps room for it under the handles.
    var hint: String? {
        didSet {
            geometry.margin = hint == nil ? Self.margin : Self.hintMargin
            redraw()
        }
    }
    static let margin = 32.0, hintMargin = 56.0
    /// Shown in the top-left corner in presentation mode (the device, Dynamic Type size, ...).
    var presentationCaption = "" 
    let renderer: SceneRenderer
    /// The device's screen as the device shows it, drawn over the scene when set (the window's
    /// Device Chrome toggle on a device preset), and a screenshot over it or the difference
    /// picture in place of the scene (`CanvasView+Screen`).
    var deviceChrome: DeviceChrome? { didSet { if deviceChrome != oldValue { redraw() } } }
    var reference: CanvasReference? { didSet { redraw() } }
    lazy var chromeFamily = renderer.textMeasurer.resolvedFamily()

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
    /// The part of the canvas nothing covers, in canvas pixels (a folded panel revealed over
    /// it covers a side); nil for the whole canvas. Labels are kept inside it.
    var visibleRegion: (() -> Rect?)?

    private var drag: DragSession?
    var isDragging: Bool { drag != nil }
    /// What the drag under way holds (nil when none).
    var dragHit: CanvasHit? { drag?.hit }
    private var dragDelta = Point.zero
    /// Where the pointer is over the canvas (nil once it left); the view under it is found
    /// again at every frame, so that its label follows edits and new layouts.
    private var pointer: Point?
    private var hoveredView: Int?
    /// The labels of the last frame (text and rectangle in canvas pixels, the hover label's
    /// kind `hover`), for the tests.
    private(set) var labels: [(kind: String, text: String, rect: Rect)] = []
    var hoverLabel: (text: String, rect: Rect)? { labels.first { $0.kind == "hover" }.map { ($0.text, $0.rect) } }
    private(set) var isZoomFitted = true
    /// The scene's drawn extent in canvas pixels when it overflows the proposed area (drawn
    /// dimmed outside it, `paintOverflowVeil`), for the tests.
    var overflowRect: Rect?
    /// The canvas's size and mode the band of the step's words grew in (`reserveNarrationBand`):
    /// in another, it is measured afresh.
    var bandMeasuredIn: (size: Size, presenting: Bool)?
    /// The step's words' plate in canvas pixels (nil when not stepping), measured at the start
    /// of each frame (`reserveNarrationBand`); the tests read it.
    var narrationRect: Rect?

    // Animation between layouts (about 0.25 s, ease-in-out).
    /// Where each view of `result` starts when the layout animates (by index in its views);
    /// nil for a view the old layout did not have.
    var animationFrom: [Rect?] = []
    var animationStart: Double?
    var animationTimer: UInt32 = 0
    static let animationDuration = 0.25

    init(renderer: SceneRenderer) {
        self.renderer = renderer
        area = GRef(adopting: gtk_drawing_area_new()!)
        gtk_widget_set_hexpand(area.widget, 1)
        gtk_widget_set_vexpand(area.widget, 1)
        gtk_widget_set_focusable(area.widget, 1)
        Gtk.setDrawFunction(area) { cairo, width, height in self.draw(cairo, width: width, height: height) }
        installControllers()
        installFocusControllers()
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
        let dragGesture = GRef<GKind.Controller>(adopting: gtk_gesture_drag_new()!)
        // Shift held while dragging a proposal handle: fine control (`DragSession.isFine`),
        // from the press on.
        let gesture = dragGesture.borrowed
        func shift() -> Bool { gtk_event_controller_get_current_event_state(gesture.opaque).rawValue & GDK_SHIFT_MASK.rawValue != 0 }
        dragGesture.onPoint("drag-begin") { [weak self] x, y in
            self?.dragBegan(at: Point(x: x, y: y))
            self?.drag?.setFine(shift(), atDelta: .zero)
        }
        dragGesture.onPoint("drag-update") { [weak self] dx, dy in self?.dragMoved(by: Point(x: dx, y: dy), fine: shift()) }
        dragGesture.onPoint("drag-end") { [weak self] dx, dy in self?.dragEnded(by: Point(x: dx, y: dy)) }
        Gtk.addController(dragGesture, to: area)

        let motion = GRef<GKind.Controller>(adopting: gtk_event_controller_motion_new()!)
        motion.onPoint("motion") { [weak self] x, y in self?.hover(at: Point(x: x, y: y)) }
        motion.on("leave") { [weak self] in self?.hover(at: nil) }
        Gtk.addController(motion, to: area)

        // Scrolling pans (Shift turns a wheel's vertical steps sideways); Ctrl+scroll zooms
        // around the pointer. A wheel's steps are 40 pixels; a touchpad's deltas are pixels.
        let scroll = GRef<GKind.Controller>(adopting: gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!)
        scroll.onScroll { [weak self, scroll = scroll.borrowed] dx, dy in
            guard let self else { return false }
            let controller = scroll.opaque
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
        Gtk.addController(scroll, to: area)

        // The middle button drags the view.
        let middle = GRef<GKind.Controller>(adopting: gtk_gesture_drag_new()!)
        gtk_gesture_single_set_button(middle.opaque, 2)
        middle.onPoint("drag-begin") { [weak self] _, _ in self?.panDelta = .zero }
        middle.onPoint("drag-update") { [weak self] dx, dy in
            guard let self else { return }
            self.pan(by: Point(x: dx - self.panDelta.x, y: dy - self.panDelta.y))
            self.panDelta = Point(x: dx, y: dy)
        }
        Gtk.addController(middle, to: area)

        // A touchpad's pinch zooms around its centre.
        let pinch = GRef<GKind.Controller>(adopting: gtk_gesture_zoom_new()!)
        pinch.onPoint("begin") { [weak self] _, _ in self?.pinchScale = 1 }
        pinch.onDouble("scale-changed") { [weak self, pinch = pinch.borrowed] scale in
            guard let self, scale > 0 else { return }
            var x = 0.0, y = 0.0
            let centre = gtk_gesture_get_bounding_box_center(pinch.opaque, &x, &y) != 0 ? Point(x: x, y: y) : nil
            self.zoom(bySteps: log(scale / self.pinchScale) / log(CanvasGeometry.zoomStep), around: centre)
            self.pinchScale = scale
        }
        Gtk.addController(pinch, to: area)
    }

    private var panDelta = Point.zero, pinchScale = 1.0

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
        // The band of the step's words covers what scrolled under it: a press there hits nothing.
        guard bandTop.map({ point.y < $0 }) ?? true, let hit = geometry.hitTest(point, in: result) else {
            drag = nil
            onSelectView?(nil)
            return
        }
        if case .view(let index) = hit {
            drag = nil
            onSelectView?(index)
            return
        }
        // The zoom stays through the drag and after it (a learner sees the screen get
        // smaller): only zooming, Ctrl+0 and another scene change it.
        switch hit {
        case .widthHandle, .heightHandle, .cornerHandle: isZoomFitted = false
        case .anchorHandle, .view: break
        }
        drag = DragSession(hit: hit, geometry: geometry, result: result)
    }

    private func dragMoved(by delta: Point, fine: Bool = false) {
        guard drag != nil else { return }
        drag?.setFine(fine, atDelta: delta)
        guard let drag else { return }
        dragDelta = delta
        switch drag.hit {
        case .widthHandle, .heightHandle, .cornerHandle:
            onProposalDrag?(drag.proposal(forDelta: delta))
            // An area grown past the canvas scrolls it: the handle stays in view.
            syncGeometry()
            geometry.keepHandlesInView(horizontal: drag.hit != .heightHandle, vertical: drag.hit != .widthHandle)
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
        guard let pointer, bandTop.map({ pointer.y < $0 }) ?? true, case .view(let index)? = geometry.hitTest(pointer, in: result) else { return nil }
        return index
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
    /// True once a frame was drawn: before, the canvas has no size and its geometry (the area
    /// at zoom 1 from the widget's origin) is nowhere on screen.
    private(set) var hasDrawn = false

    private(set) lazy var chromePainter = CanvasChromePainter(textMeasurer: renderer.textMeasurer)

    /// The scene between the chrome's two layers (`CanvasChromePainter`): the canvas and the
    /// area's background under it; the handles, highlights and labels over it.
    private func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        syncGeometry()
        // The step's words are measured before anything is placed: the band they take (and
        // the size label's row above them in presentation mode) is kept clear in this frame,
        // not the next (a redraw asked for while drawing is lost).
        narrationRect = stepNarration.map { StepPainter.narrationPlate($0, on: cairo, viewport: narrationViewport, points: narrationPoints) }
        reserveNarrationBand(narrationRect)
        hoveredView = drag == nil ? viewUnderPointer() : nil
        hasDrawn = true
        defer { onDrawn?() }
        let chrome = makeChrome()
        labels = chrome.labels.enumerated().map { (labelKinds[$0.offset], $0.element.text, Rect(origin: $0.element.origin, size: labelSizes[$0.offset])) }
        // Everything but the band's own labels is drawn above the band: the scene scrolls
        // under it, and nothing shows through the step's words or the size beside them.
        let bandTop = bandTop
        let inBand = { (rect: Rect) in bandTop.map { rect.minY >= $0 - 0.5 } ?? false }
        cairo_save(cairo)
        if let bandTop {
            cairo_rectangle(cairo, 0, 0, width, bandTop)
            cairo_clip(cairo)
        }
        chromePainter.paintUnder(chrome, on: cairo)
        if let result {
            let drawn = animationStart == nil ? result : result.replacingFrames { self.animatedFrame($0) ?? $0.frame }
            cairo_save(cairo)
            let origin = geometry.rootOrigin
            cairo_translate(cairo, origin.x, origin.y)
            cairo_scale(cairo, geometry.zoom, geometry.zoom)
            var options = renderOptions
            options.scale = max(geometry.zoom, 0.1)
            // The overlays' labels: in the canvas's margins too (with leader lines), clear of
            // the handles, the band and the canvas's own labels, the selection's and the
            // hovered view's first, larger in presentation mode.
            let region = geometry.overlayLabelRegion(avoiding: labels.map(\.rect))
            options.labelBounds = region.bounds
            options.labelObstacles = region.obstacles
            options.labelFocus = selectedViews.union(hoveredView.map { [$0] } ?? [])
            options.labelPixels = geometry.overlayLabelPixels
            renderer.draw(drawn, on: cairo, at: .zero, options: options)
            if let step, drawn.views.indices.contains(step.view) {
                StepPainter(result: drawn, step: step, scale: options.scale, colorScheme: options.colorScheme).paint(on: cairo)
            }
            cairo_restore(cairo)
            overflowRect = paintOverflowVeil(drawn, on: cairo)
            paintScreenOverlays(on: cairo)
        }
        // The rings first (each clipped off the view it places), then the rest of the chrome.
        paintAnchorRings(zip(chrome.anchors, anchorClears).map { ($0.centre, $0.radius, $1) }, with: chromePainter,
                         colorScheme: chrome.colorScheme, on: cairo)
        var over = chrome
        over.anchors = []
        over.labels = chrome.labels.filter { !inBand(Rect(origin: $0.origin, size: chromePainter.labelSize($0.text, presentation: isPresentationMode))) }
        chromePainter.paintOver(over, on: cairo)
        paintDarkContrast(over, labelRects: labels.map(\.rect).filter { !inBand($0) }, on: cairo)
        cairo_restore(cairo)
        if let bandTop {
            let background = Self.background(renderOptions.colorScheme)
            cairo_set_source_rgb(cairo, background.red, background.green, background.blue)
            cairo_rectangle(cairo, 0, bandTop, width, max(height - bandTop, 0))
            cairo_fill(cairo)
        }
        paintBandLabels(chrome.labels.filter { inBand(Rect(origin: $0.origin, size: chromePainter.labelSize($0.text, presentation: isPresentationMode))) }, on: cairo)
        paintFocusRing(on: cairo, width: width, height: height)
        if let stepNarration {
            // At the bottom of the canvas's uncovered part, in a band the area and the labels
            // are kept out of (`reserveNarrationBand`): never over the handles or the size.
            StepPainter.paintNarration(stepNarration, on: cairo, viewport: narrationViewport, points: narrationPoints, colorScheme: renderOptions.colorScheme)
        }
    }

    /// The kinds and sizes of the labels `makeChrome` placed, in its order.
    private var labelKinds: [String] = []
    /// For each of the chrome's anchors, the view it places (its ring is kept off it).
    private var anchorClears: [Rect?] = []
    private var labelSizes: [Size] = []

    /// Where the chrome goes this frame: from the geometry, the selection, the pointer and the
    /// labels' measured sizes, each label placed clear of the handles and of the labels before it.
    private func makeChrome() -> CanvasChrome {
        var chrome = CanvasChrome(viewportSize: geometry.viewportSize, area: geometry.areaRect)
        chrome.colorScheme = renderOptions.colorScheme
        chrome.isPresentation = isPresentationMode
        chrome.isStale = isStale
        chrome.handles = [(geometry.widthHandleRect, CanvasHit.widthHandle), (geometry.heightHandleRect, .heightHandle), (geometry.cornerHandleRect, .cornerHandle)]
            .map { CanvasChrome.Handle(rect: $0.0, isCorner: $0.1 == .cornerHandle, isActive: drag?.hit == $0.1) }
        labelKinds = []
        labelSizes = []
        anchorClears = []
        func add(_ kind: String, _ text: String, style: CanvasChrome.Label.Style = .plain, at place: (Size) -> Point) {
            let size = chromePainter.labelSize(text, presentation: isPresentationMode)
            chrome.labels.append(CanvasChrome.Label(text: text, origin: place(size), style: style))
            labelKinds.append(kind)
            labelSizes.append(size)
        }
        // The band of the step's words counts as taken: no label goes into it but the size.
        let band = bandTop.map { [Rect(x: 0, y: $0, width: geometry.viewportSize.width, height: geometry.viewportSize.height - $0)] } ?? []
        func taken() -> [Rect] { zip(chrome.labels, labelSizes).map { Rect(origin: $0.origin, size: $1) } + band }
        if let result {
            // The device's own bars replace the safe area's bands.
            if result.safeAreaInsets != EdgeInsets(), deviceChrome == nil { chrome.safeArea = geometry.widgetRect(result.safeAreaFrame) }
            // Outlined where they are drawn: a render effect (rotationEffect...) turns the outline.
            func outline(_ index: Int) -> CanvasChrome.Outline { CanvasChrome.Outline(corners: result.drawnCorners(of: index).map(geometry.widgetPoint)) }
            chrome.selected = selectedViews.filter(result.views.indices.contains).map(outline)
            if let hovered = hoveredView, result.views.indices.contains(hovered) { chrome.hovered = outline(hovered) }
            let radius = geometry.handleSize / 2 + 1
            for (index, point) in CanvasGeometry.anchorPoints(in: result) {
                let centre = geometry.widgetPoint(point)
                chrome.anchors.append((centre, radius))
                anchorClears.append(nil)
                // The anchor in use, named beside its ring, clear of the view it places.
                guard let layout = result.views[index].view.content.layout, let anchored = layout as? AnchoredPositionLayout,
                      let child = result.views.firstIndex(where: { $0.parentIndex == index }) else { continue }
                let childSize = result.views[child].frame.size
                let anchor = anchored.anchorInUse(in: result.views[index].frame.size) { _ in childSize }
                let placed = geometry.widgetRect(result.views[child].frame)
                anchorClears[anchorClears.count - 1] = placed
                add("anchor", "anchor \(AnchoredPositionLayout.name(of: anchor))") { size in
                    anchorLabelOrigin(size, centre: centre, radius: radius, placed: placed, avoiding: taken())
                }
            }
        }
        if isStale {
            add("stale", "Last good layout: the source has errors", style: .alert) { size in
                Point(x: max(geometry.viewportSize.width - size.width - 12, 4), y: 12)
            }
        }
        if isPresentationMode, !presentationCaption.isEmpty { add("caption", presentationCaption) { _ in Point(x: 12, y: 12) } }
        if drag != nil || isPresentationMode {
            // The proposal and the root of the layout drawn (while dragging, the next one is
            // still being made for the handle's new place).
            let chosen = result.map { CanvasLabel.size($0.size) } ?? "—"
            let proposed = result.map { ProposalState($0.proposal) } ?? proposal
            let fine = drag?.isFine == true ? "   Shift: ¼-point steps" : ""
            add("size", "proposal \(proposed)   root \(chosen)\(fine)") { size in
                // In presentation mode, against the step's words: in the band, right above them.
                if isPresentationMode, let plate = narrationRect { return Point(x: plate.minX, y: plate.minY - Self.bandGap - size.height) }
                return sizeLabelOrigin(size, avoiding: taken())
            }
        }
        if let result, let hovered = hoveredView, result.views.indices.contains(hovered) {
            add("hover", CanvasLabel.hover(result.views[hovered])) { size in CanvasLabel.origin(of: size, in: geometry, avoiding: taken()) }
        }
        if let hint, drag == nil { add("hint", hint) { size in sizeLabelOrigin(size, avoiding: taken()) } }
        return chrome
    }
}
