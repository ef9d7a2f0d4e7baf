import LayoutEngine

/// How a laid-out scene is drawn: appearance, pixel density and the teaching overlays.
public struct RenderOptions {
    /// Pixels per point: 1, 2 or 3. Frames are pixel-rounded at this scale, as SwiftUI rounds.
    public var scale: Double = 2
    public var colorScheme: EnvironmentValues.ColorScheme = .light
    public var overlays: Set<Overlay> = []
    /// Fill the canvas with the system background first.
    public var drawsBackground = true
    /// Skip views that cannot draw in what shows (outside the surface's clip or a clipping
    /// view's frame; `InkBounds`). The picture is the same either way; off is for checking that.
    public var skipsHiddenViews = true
    /// The overlays' label text is at least this many pixels high on screen (its font's size):
    /// at a small zoom the labels grow in points to stay legible. Presentation mode may ask more.
    public var labelPixels: Double = 11
    /// Rectangles, in the root's points, that the overlays' labels keep clear of (the window's
    /// handles and its own labels). The labels also stay within the screen (the proposed area,
    /// `LayoutResult.containerFrame`), outside which the window keeps its handles.
    public var labelObstacles: [Rect] = []
    /// Where the overlays' labels may go, in the root's points; nil: the screen (the proposed
    /// area) within what shows. The window may widen it to its canvas's free margins.
    public var labelBounds: Rect?
    /// Views (indices in the result) whose subtrees' labels are placed first (the window's
    /// selection and hovered view): in a dense scene, theirs are the ones that show.
    public var labelFocus: Set<Int> = []

    public init(scale: Double = 2, colorScheme: EnvironmentValues.ColorScheme = .light, overlays: Set<Overlay> = []) {
        self.scale = scale
        self.colorScheme = colorScheme
        self.overlays = overlays
    }

    /// The teaching overlays, drawn over the scene.
    public enum Overlay: String, CaseIterable, Hashable, Sendable {
        /// Every view's frame outlined.
        case frames
        /// The size each view was proposed (dashed) against the size it chose.
        case proposals
        /// The gaps a stack leaves between its children, with their length.
        case spacing
        /// The alignment guide each stack or frame lines its children up on.
        case guides
    }
}
