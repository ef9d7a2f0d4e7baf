/// Whether a layout's result is still wanted. `LayoutTree.layout(...)` reads it every
/// `LayoutPass.cancellationInterval` views it computes; once it is true the pass computes nothing
/// more (every size is zero), its result is marked `isCancelled`, and the answers the tree kept
/// are forgotten, since they were made from those zeros. The window's is the evaluator's
/// thread-safe `CancellationToken` (SceneSource makes it one), which also stops scene code.
public protocol LayoutCancelling: AnyObject {
    var isCancelled: Bool { get }
}
