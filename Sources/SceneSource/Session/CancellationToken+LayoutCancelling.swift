import LayoutEngine
import SwiftEvaluator

/// The evaluator's token is the engine's cancellation too: one token stops both the scene
/// code a layout runs and the pass itself (the engine imports only the standard library, so
/// it names the protocol and SceneSource, which sees both, joins them).
extension CancellationToken: LayoutCancelling {}
