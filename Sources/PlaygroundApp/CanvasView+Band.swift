import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering

/// The band at the bottom of the canvas while stepping through the layout: the step's words on
/// their plate and, in presentation mode, the size label right above them. The area is fitted
/// above the band, the scene scrolls under it (drawn clipped at its top), and no other label
/// goes into it.
extension CanvasView {
    /// The pixels between the plate and the size label above it, and above the label.
    static let bandGap = 6.0

    /// The part of the canvas the step's words are laid across: its uncovered part.
    var narrationViewport: Rect { visibleRegion?() ?? Rect(origin: .zero, size: geometry.viewportSize) }

    /// The step's words' size: large enough for a room in presentation mode.
    var narrationPoints: Double { isPresentationMode ? 30 : 18 }

    /// The band's top edge in canvas pixels, nil when not stepping.
    var bandTop: Double? {
        guard narrationRect != nil, geometry.reservedBottom > 0 else { return nil }
        return geometry.viewportSize.height - geometry.reservedBottom
    }

    /// Keeps the proposed area, its handles and the labels above the step's words, whose
    /// plate is `plate` (nil when stepping ended), and in presentation mode above the size
    /// label's row over them: the band grows to the tallest plate of the step-through (so that
    /// stepping does not move the area at every step) while the canvas keeps its size and mode. A fitted area is fitted again above
    /// it; else the area scrolls up when its handles would be under it. Called while drawing,
    /// before anything is placed: the frame drawn already has its band.
    func reserveNarrationBand(_ plate: Rect?) {
        var band = plate.map { max(geometry.viewportSize.height - $0.minY, 0) } ?? 0
        if plate != nil, isPresentationMode {
            band += chromePainter.labelSize("proposal 393 × 852", presentation: true).height + 2 * Self.bandGap
        }
        // It grows within one canvas size and mode; in another (presentation's larger words
        // left, the window resized) it starts again from the words shown.
        let measuredIn = (size: geometry.viewportSize, presenting: isPresentationMode)
        let sameCanvas = bandMeasuredIn.map { $0.size == measuredIn.size && $0.presenting == measuredIn.presenting } ?? false
        bandMeasuredIn = plate == nil ? nil : measuredIn
        let reserved = plate == nil ? 0 : sameCanvas ? max(band, geometry.reservedBottom) : band
        guard reserved != geometry.reservedBottom else { return }
        geometry.reservedBottom = reserved
        if isZoomFitted && !isDragging { geometry.fit() } else { geometry.keepHandlesInView(horizontal: false, vertical: true) }
    }

    /// The labels that sit in the band (the size label in presentation mode), drawn over the
    /// band's background where nothing else is drawn; in dark style with the light rim the
    /// other plates get (`paintDarkContrast`).
    func paintBandLabels(_ bandLabels: [CanvasChrome.Label], on cairo: OpaquePointer) {
        guard !bandLabels.isEmpty else { return }
        // Nothing but the labels: the area's outline, which the painter always strokes, is
        // put outside the canvas.
        var chrome = CanvasChrome(viewportSize: geometry.viewportSize, area: Rect(x: -100, y: -100, width: 0, height: 0))
        chrome.colorScheme = renderOptions.colorScheme
        chrome.isPresentation = isPresentationMode
        chrome.labels = bandLabels
        chromePainter.paintOver(chrome, on: cairo)
        let rects = bandLabels.map { Rect(origin: $0.origin, size: chromePainter.labelSize($0.text, presentation: isPresentationMode)) }
        paintDarkContrast(chrome, labelRects: rects, on: cairo)
    }
}
