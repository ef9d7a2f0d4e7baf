import LayoutEngine

/// Something that paints itself on a canvas of a known size, in points: a scene centred in its
/// proposed area, or a sheet of several scenes.
public protocol CanvasPainting {
    /// The canvas size in points.
    var canvasSize: Size { get }
    /// Paints on `cairo` (borrowed), already scaled so that one unit is one point.
    func paint(on cairo: OpaquePointer, options: RenderOptions)
}

/// One laid-out scene on a canvas the size of its screen (`LayoutResult.containerFrame`: the
/// proposal, the root centred in its safe area as a SwiftUI window centres it; an unspecified
/// or infinite proposal dimension takes the root's size).
public struct SceneCanvas: CanvasPainting {
    public let result: LayoutResult
    public let renderer: SceneRenderer
    public let canvasSize: Size

    public init(result: LayoutResult, renderer: SceneRenderer) {
        self.result = result
        self.renderer = renderer
        canvasSize = Size(width: max(result.containerFrame.width.finiteOrZero, 0),
                          height: max(result.containerFrame.height.finiteOrZero, 0))
    }

    /// Where the root's top-left corner goes on the canvas.
    public var rootOrigin: Point {
        Point(x: (-result.containerFrame.minX).finiteOrZero, y: (-result.containerFrame.minY).finiteOrZero)
    }

    public func paint(on cairo: OpaquePointer, options: RenderOptions) {
        renderer.draw(result, on: cairo, at: rootOrigin, options: options)
    }
}
