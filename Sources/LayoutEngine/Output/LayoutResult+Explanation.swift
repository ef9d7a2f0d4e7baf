extension LayoutResult {
    /// The layout process in words, parent before child: what each view was proposed, what it
    /// answered, the decisions a container made (a stack's probes, order and shares) and where it
    /// was placed. It is what a speaker reads to explain why a layout came out as it did. Needs a
    /// traced pass. `path` limits it to that view and its descendants.
    public func explanation(under path: String? = nil) -> String {
        var paragraphs: [String] = []
        if path == nil {
            if safeAreaInsets == EdgeInsets() {
                paragraphs.append("The scene is proposed \(Self.describe(proposal)) and chooses \(size).")
            } else {
                let insets = safeAreaInsets
                let edges = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
                    .filter { $0.1 > 0 }.map { "\(formatPoints($0.1)) \($0.0)" }.joined(separator: ", ")
                let rootProposal = views.first?.proposal ?? proposal
                paragraphs.append(
                    "The screen is \(Self.describe(proposal)) with a safe area inset \(edges): the root is proposed "
                        + "\(Self.describe(rootProposal)), chooses \(size) and is centred in the safe area.")
            }
        }
        let paths = self.paths
        for view in views {
            let viewPath = paths[view.index]
            if let path, viewPath != path, !viewPath.hasPrefix(path + ".") { continue }
            paragraphs.append(Self.explain(view, path: viewPath))
        }
        if let path, paragraphs.isEmpty { return "No view is placed at path \(path).\n" }
        for warning in warnings { paragraphs.append(warning.description) }
        return paragraphs.joined(separator: "\n\n") + "\n"
    }

    static func explain(_ view: PlacedView, path: String) -> String {
        var lines = ["\(path)  \(label(of: view))"]
        let answers = distinctAnswers(view.trace)
        if answers.count > 1 {
            let asked = answers.map { "\(describe($0.proposal)) → \($0.answer)" }.joined(separator: "; ")
            lines.append("  Asked \(answers.count) times: \(asked).")
        }
        for event in view.trace {
            if case .note(let note) = event { lines.append("  " + note.text) }
        }
        let chosen = view.frame.size
        if !view.view.ignoredSafeAreaEdges.isEmpty, let answer = lastAnswer(view.trace), answer != chosen {
            lines.append("  It reaches the safe area's edge and grows over the unsafe area, from \(answer) to \(chosen).")
        }
        lines.append("  Placed with \(describe(view.proposal)), it chose \(chosen) and sits at (\(formatPoints(view.frame.minX)), \(formatPoints(view.frame.minY))).")
        if let text = view.textLines, text.count > 1 || text.first?.hasSuffix("…") == true {
            lines.append("  Its text shows \(text.count) line\(text.count == 1 ? "" : "s"): " + text.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
        }
        return lines.joined(separator: "\n")
    }

    /// The size the view last answered in the pass.
    static func lastAnswer(_ trace: [TraceEvent]) -> Size? {
        for event in trace.reversed() {
            if case .sizeThatFits(_, let answer, _) = event { return answer }
        }
        return nil
    }

    /// `393x852`, `an unspecified width and 100 of height`, ...
    static func describe(_ proposal: ProposedViewSize) -> String {
        switch (proposal.width, proposal.height) {
        case (nil, nil): return "nil x nil (its ideal size)"
        default: return proposal.description
        }
    }
}
