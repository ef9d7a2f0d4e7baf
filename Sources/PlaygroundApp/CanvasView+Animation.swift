import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel

/// Animation between layouts (about 0.25 s, ease-in-out): each view moves from where the last
/// layout had it, matched by path; a drag of a proposal handle shows each layout at once.
extension CanvasView {
    func resultChanged(from old: LayoutResult?) {
        let isDraggingProposal: Bool
        if let hit = dragHit, case .anchorHandle = hit { isDraggingProposal = false } else { isDraggingProposal = isDragging }
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

    static var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// The frame a view is drawn at while the layout animates: ease-in-out from where it was.
    func animatedFrame(_ view: PlacedView) -> Rect? {
        guard let start = animationStart, view.index < animationFrom.count, let from = animationFrom[view.index] else { return nil }
        let linear = min(max((Self.now - start) / Self.animationDuration, 0), 1)
        let t = linear < 0.5 ? 2 * linear * linear : 1 - pow(-2 * linear + 2, 2) / 2
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let to = view.frame
        return Rect(x: mix(from.minX, to.minX), y: mix(from.minY, to.minY),
                    width: mix(from.width, to.width), height: mix(from.height, to.height))
    }
}
