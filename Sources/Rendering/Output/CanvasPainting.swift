import LayoutEngine

/// Something that paints itself on a canvas of a known size, in points: a scene centred in its
/// proposed area, or a sheet of several scenes.
public protocol CanvasPainting {
    /// The canvas size in points.
    var canvasSize: Size { get }
    /// Paints on `cairo` (borrowed), already scaled so that one unit is one point.
    func paint(on cairo: OpaquePointer, options: RenderOptions)
}

/// One laid-out scene on a canvas the size of its proposal, centred as a SwiftUI window centres
/// its root view (an unspecified or infinite proposal dimension takes the root's size).
public struct SceneCanvas: CanvasPainting {
    public let result: LayoutResult
    public let renderer: SceneRenderer
    public let canvasSize: Size

    public init(result: LayoutResult, renderer: SceneRenderer) {
        self.result = result
        self.renderer = renderer
        func side(_ proposed: Double?, _ chosen: Double) -> Double {
            guard let proposed, proposed.isFinite else { return chosen.isFinite ? chosen : 0 }
            return proposed
        }
        canvasSize = Size(width: side(result.proposal.width, result.size.width),
                          height: side(result.proposal.height, result.size.height))
    }

    /// Where the root's top-left corner goes on the canvas.
    public var rootOrigin: Point {
        Point(x: ((canvasSize.width - result.size.width) / 2).finiteOrZero,
              y: ((canvasSize.height - result.size.height) / 2).finiteOrZero)
    }

    public func paint(on cairo: OpaquePointer, options: RenderOptions) {
        renderer.draw(result, on: cairo, at: rootOrigin, options: options)
    }
}
