extension LayoutResult {
    /// The layout process in words, parent before child: what each view was proposed, what it
    /// answered, the decisions a container made (a stack's probes, order and shares) and where it
    /// was placed. It is what a speaker reads to explain why a layout came out as it did. Needs a
    /// traced pass. `path` limits it to that view and its descendants.
    public func explanation(under path: String? = nil) -> String {
        var paragraphs: [String] = []
        if path == nil {
            paragraphs.append("The scene is proposed \(Self.describe(proposal)) and chooses \(size).")
        }
        for view in views {
            if let path, view.path != path, !view.path.hasPrefix(path + ".") { continue }
            paragraphs.append(Self.explain(view))
        }
        if let path, paragraphs.isEmpty { return "No view is placed at path \(path).\n" }
        for warning in warnings { paragraphs.append(warning.description) }
        return paragraphs.joined(separator: "\n\n") + "\n"
    }

    static func explain(_ view: PlacedView) -> String {
        var lines = ["\(view.path)  \(label(of: view))"]
        let answers = distinctAnswers(view.trace)
        if answers.count > 1 {
            let asked = answers.map { "\(describe($0.proposal)) → \($0.answer)" }.joined(separator: "; ")
            lines.append("  Asked \(answers.count) times: \(asked).")
        }
        for event in view.trace {
            if case .note(let text) = event { lines.append("  " + text) }
        }
        let chosen = view.frame.size
        lines.append("  Placed with \(describe(view.proposal)), it chose \(chosen) and sits at (\(formatPoints(view.frame.minX)), \(formatPoints(view.frame.minY))).")
        if let text = view.textLines, text.count > 1 || text.first?.hasSuffix("…") == true {
            lines.append("  Its text shows \(text.count) line\(text.count == 1 ? "" : "s"): " + text.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
        }
        return lines.joined(separator: "\n")
    }

    /// `393x852`, `an unspecified width and 100 of height`, ...
    static func describe(_ proposal: ProposedViewSize) -> String {
        switch (proposal.width, proposal.height) {
        case (nil, nil): return "nil x nil (its ideal size)"
        default: return proposal.description
        }
    }
}
