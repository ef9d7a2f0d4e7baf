import Foundation
import LayoutEngine
import SceneSource

/// Checks `layout` cases through the libraries, without a process: what `layout --fixed-advance-
/// text` does (load on a thread with a 1 GiB stack, build the tree, lay out, print JSON), with
/// the same promises checked on the result. Much faster than the command line, so the tests
/// run most of their cases here; a crash here would take the tests down, which is a finding too.
public enum InProcessRunner {
    /// The proposal, environment and trace flag of `arguments`, when this runner can emulate
    /// them (`layout` with valid values of the options it knows); nil otherwise.
    public static func settings(_ arguments: [String]) -> (proposal: ProposedViewSize?, environment: EnvironmentValues, trace: Bool)? {
        guard arguments.first == "layout", arguments.count >= 2, arguments[1] == FuzzCase.scenePlaceholder else { return nil }
        var proposal: ProposedViewSize?
        var environment = EnvironmentValues()
        var trace = false
        var index = 2
        while index < arguments.count {
            let option = arguments[index]
            let value = index + 1 < arguments.count ? arguments[index + 1] : nil
            switch option {
            case "--fixed-advance-text": index += 1; continue
            case "--trace": trace = true; index += 1; continue
            case "--proposal":
                guard let value, let parsed = parseProposal(value) else { return nil }
                proposal = parsed
            case "--dynamic-type":
                guard let value, let size = DynamicTypeSize(name: value) else { return nil }
                environment.dynamicTypeSize = size
            case "--layout-direction":
                guard let value, let direction = LayoutDirection(rawValue: value) else { return nil }
                environment.layoutDirection = direction
            default:
                return nil
            }
            index += 2
        }
        return (proposal, environment, trace)
    }

    /// `WxH` as the command line reads it (numbers from 0, `nil`, `inf`).
    static func parseProposal(_ text: String) -> ProposedViewSize?? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        func dimension(_ part: Substring) -> Double?? {
            if part == "nil" { return .some(nil) }
            if part == "inf" || part == "infinity" { return .some(.infinity) }
            guard let value = Double(part), value.isFinite, value >= 0 else { return nil }
            return .some(value)
        }
        guard let width = dimension(parts[0]), let height = dimension(parts[1]) else { return nil }
        return .some(ProposedViewSize(width: width, height: height))
    }

    /// The violations of `fuzzCase`, or nil when this runner cannot emulate its arguments or its
    /// scene is not UTF-8. A case still running after its time bound is reported as a hang and
    /// its thread abandoned.
    public static func check(_ fuzzCase: FuzzCase) -> [Violation]? {
        guard let settings = settings(fuzzCase.arguments), let text = fuzzCase.sceneText else { return nil }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.violations = run(text, settings: settings)
            done.signal()
        }
        thread.stackSize = 1 << 30
        thread.start()
        if done.wait(timeout: .now() + fuzzCase.timeLimit) == .timedOut {
            return [Violation(.hang, "layout (in process) still running after \(formatSeconds(fuzzCase.timeLimit)) (bound for \(fuzzCase.scene.count) bytes)")]
        }
        return box.violations
    }

    static func run(_ text: String, settings: (proposal: ProposedViewSize?, environment: EnvironmentValues, trace: Bool)) -> [Violation] {
        let file = "scene.swift"
        let session = EvaluationSession(files: [(file, text)], callDepth: EvaluationSession.largeStackCallDepth, readsSourceModel: false, oneEvaluation: true)
        var environment = settings.environment
        if let proposal = settings.proposal { environment.setScreen(proposed: proposal) }
        let tree: LayoutTree?
        var violations: [Violation] = []
        do {
            tree = try session.makeTree(environment: environment, textMeasurer: FixedAdvanceTextMeasurer())
        } catch {
            // The command line prints this as `scene.swift: error: ...`, without a place.
            return [Violation(.missingLocation, "the engine refused the tree: '\(String(describing: error).prefix(120))'")]
        }
        var result: LayoutResult?
        if let tree {
            let proposal = settings.proposal ?? session.preview(0)?.proposal ?? ProposedViewSize(ScenePreview.defaultScreen)
            result = session.layout(tree, proposal: proposal, tracing: settings.trace)
            session.checkDrawing(result!)
        }
        // Read after the layout, as the command prints them: errors of code that only layout runs too.
        for diagnostic in session.diagnostics where diagnostic.severity == .error {
            let location = diagnostic.location
            if location.file != file || location.line < 1 || location.column < 1 {
                violations.append(Violation(.missingLocation, "an error at \(location): '\(diagnostic.message.prefix(120))'"))
            }
        }
        guard let result else {
            if !session.hasErrors { violations.append(Violation(.silentFailure, "no root and no error")) }
            return violations
        }
        for view in result.views {
            let frame = view.frame
            if ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy({ !$0.isNaN }) {
                violations.append(Violation(.nonFinite, "a NaN in the frame of \(view.typeName) at \(view.path)"))
                break
            }
            if frame.width < 0 || frame.height < 0 {
                violations.append(Violation(.negativeSize, "\(view.typeName) at \(view.path) is \(frame.width)x\(frame.height)"))
                break
            }
        }
        if let problem = Contract.jsonProblem(Data(result.jsonText(includingTrace: settings.trace).utf8)) {
            violations.append(problem)
        }
        return violations
    }

    private final class Box: @unchecked Sendable {
        var violations: [Violation] = []
    }
}
