import LayoutEngine
import SwiftEvaluator
import SwiftSyntax

/// A scene's own views: the node of an instance, and its body built for the environment the
/// engine gives it, with the checks that keep a body from recursing without end.
extension SwiftUILibrary {
    /// A node for an instance of a scene's view: its body is built for the environment the
    /// engine gives it (what `@Environment` reads), with the `@State` kept for its path.
    /// A UIKit or AppKit view wrapped for SwiftUI (`struct MapView: UIViewRepresentable`).
    func isRepresentable(_ type: TypeDefinition) -> Bool {
        ["UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable"].contains { type.conforms(to: $0) }
    }

    func customViewNode(_ value: Value, type: TypeDefinition, context: RealizeContext, path: String) -> ViewNode {
        let identity = path + ":" + type.name
        var made: SourcePosition?
        if case .instance(let instance) = value { made = instance.position }
        if isRepresentable(type) {
            // The UIKit or AppKit view is not drawn: a labelled box of its name stands in,
            // taking what it is offered as such a view does without a size of its own.
            warning("'\(type.name)' wraps a UIKit or AppKit view, which the playground does not draw; a labelled box stands in",
                    at: made ?? type.position)
            return standInNode(type.name, content: [], location: (made ?? type.position).map(location), fills: true)
        }
        let node = ViewNode(
            type.name, role: .customView, content: .layout(PassthroughLayout()),
            argumentSummary: summary(of: value), sourceLocation: (made ?? type.position).map(location))
        node.environmentDependentChildren = { environment in
            [self.body(of: value, type: type, identity: identity, environment: environment, styles: context.styles)]
        }
        return node
    }

    /// The body of a scene view or `ViewModifier` (called with `content`), built; an error becomes a placeholder and a diagnostic.
    func body(of value: Value, type: TypeDefinition, identity: String, environment: EnvironmentValues, content: Value? = nil,
              styles: [String: Value] = [:]) -> ViewNode {
        let context = RealizeContext(library: self, environment: environment, styles: styles)
        let nesting = identity.reduce(0) { $0 + ($1 == ":" ? 1 : 0) }
        if nesting > Self.maximumCustomViewDepth {
            report(.error, "custom views nest more than \(Self.maximumCustomViewDepth) levels deep", at: type.position,
                   hint: "does '\(type.name)' contain itself?")
            return placeholderNode(type.name, at: type.position)
        }
        // A body that ran out of budget once (an endless loop) is not run again: the scene
        // stays responsive however often it is laid out.
        if let spent = exhaustedCode[type.name] { report(spent); return placeholderNode(type.name, at: spent.position ?? type.position) }
        // A `ViewModifier`'s content is the view it modifies, not part of its body: a list
        // `.loadable()` whose rows are `.loadable()` too holds the same modifier twice, and
        // that ends. A modifier that applies itself in its own body is stopped by the depth.
        if content == nil, let fingerprint = RecursionFingerprint.of(value) {
            if repeatsAncestor(identity, typeName: type.name, fingerprint: fingerprint) {
                report(.error, "'\(type.name)' contains itself with the same values, so its body would never end", at: made(value) ?? type.position,
                       hint: "give the inner '\(type.name)' different values, or end the recursion with an if")
                return placeholderNode(type.name, at: made(value) ?? type.position)
            }
            recursionFingerprints[identity] = fingerprint
        }
        do {
            let attached = state.attach(value, identity: identity, environment: environment, library: self)
            bodyEvaluationCount += 1
            return try withScreen(of: environment) { try evaluator.withFreshSteps {
                var body = try unshippedProtocolBody(of: attached, type: type, at: made(value))
                    ?? evaluator.member("body", of: attached, node: Syntax(TokenSyntax.identifier("body")))
                if let content { body = try evaluator.call(body, arguments: [SwiftEvaluator.Argument(label: "content", value: content)], at: type.position) }
                return single(try realize(body, context, path: identity + "/0"), location: type.position.map(location))
            } }
        } catch var error as RuntimeError {
            // An error found where no place was known is the body's: its view's declaration.
            if error.position == nil { error.position = made(value) ?? type.position }
            report(error)
            if error.kind == .budget { exhaustedCode[type.name] = error }
            return placeholderNode(type.name, at: error.position ?? type.position)
        } catch {
            let thrown = RuntimeError.uncaught(error)
            if let thrown { report(thrown) } else { report(.error, "\(error)", at: type.position) }
            return placeholderNode(type.name, at: thrown?.position ?? type.position)
        }
    }

    /// True when an ancestor of the view at `identity` (`…:B/0…:B`) is of the same type and
    /// was made with the same values.
    fileprivate func repeatsAncestor(_ identity: String, typeName: String, fingerprint: String) -> Bool {
        let marker = Array((":" + typeName + "/").utf8)
        let bytes = Array(identity.utf8)
        guard bytes.count > marker.count else { return false }
        for start in 0...(bytes.count - marker.count) where bytes[start] == marker[0] && bytes[start..<start + marker.count].elementsEqual(marker) {
            let ancestor = String(decoding: bytes[..<(start + marker.count - 1)], as: UTF8.self)
            if recursionFingerprints[ancestor] == fingerprint { return true }
        }
        return false
    }

    fileprivate func made(_ value: Value) -> SourcePosition? {
        if case .instance(let instance) = value { return instance.position }
        return nil
    }
}
