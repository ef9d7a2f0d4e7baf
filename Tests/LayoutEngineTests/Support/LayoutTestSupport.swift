import Foundation
import LayoutEngine

/// Lays `root` out with the fixed-advance measurer and returns the result.
func layout(
    _ root: ViewNode, _ width: Double?, _ height: Double?, environment: EnvironmentValues = EnvironmentValues(),
    tracing: Bool = false
) throws -> LayoutResult {
    let tree = try LayoutTree(root: root, environment: environment, textMeasurer: FixedAdvanceTextMeasurer())
    return tree.layout(proposal: ProposedViewSize(width: width, height: height), tracing: tracing)
}

/// The frame at `path`, or a frame of NaNs that fails any comparison.
func frame(_ result: LayoutResult, _ path: String) -> Rect {
    result.view(at: path)?.frame ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan)
}

/// Runs `body` on a thread with a 1 GiB stack, as the executable runs layout, and waits.
func onLargeStack<T>(_ body: @escaping () throws -> T) throws -> T {
    let box = OutcomeBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.outcome = Result { try body() }
        done.signal()
    }
    thread.stackSize = 1 << 30
    thread.start()
    done.wait()
    return try box.outcome!.get()
}

extension Rect {
    /// Compares with SwiftUI conformance's tolerance of 0.5 points... tightened to 0.001 here:
    /// the engine's own tests check exact arithmetic.
    func isClose(to other: Rect, tolerance: Double = 0.001) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}

/// Carries a result from the large-stack thread back to the test.
final class OutcomeBox<T>: @unchecked Sendable {
    var outcome: Result<T, Error>?
}
