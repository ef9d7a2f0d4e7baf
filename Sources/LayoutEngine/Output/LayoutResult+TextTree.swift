extension LayoutResult {
    /// The result as an indented tree for a terminal: one line per view with its path, name
    /// and arguments, its frame, and the proposals it received with its answers (distinct
    /// proposals, in the order they first came; needs a traced pass, otherwise the placement
    /// proposal only).
    public func textTree() -> String {
        var lines = ["proposal \(proposal)  →  size \(size)"]
        let nameWidth = min(views.map { $0.depth * 2 + Self.label(of: $0).count }.max() ?? 0, 60)
        let paths = self.paths
        for view in views {
            var name = String(repeating: "  ", count: view.depth) + Self.label(of: view)
            if name.count < nameWidth { name += String(repeating: " ", count: nameWidth - name.count) }
            var line = "\(paths[view.index].padding(to: 10))  \(name)  \(view.frame)"
            let answers = Self.distinctAnswers(view.trace)
            if answers.isEmpty {
                line += "  placed with \(view.proposal)"
            } else {
                line += "  asked " + answers.map { "\($0.proposal)→\($0.answer)" }.joined(separator: ", ")
            }
            lines.append(line)
        }
        for warning in warnings { lines.append(warning.description) }
        return lines.joined(separator: "\n") + "\n"
    }

    static func label(of view: PlacedView) -> String {
        let node = view.view
        if node.argumentSummary.isEmpty { return node.displayName }
        return "\(node.displayName)(\(node.argumentSummary))"
    }

    static func distinctAnswers(_ trace: [TraceEvent]) -> [(proposal: ProposedViewSize, answer: Size)] {
        var seen: [(proposal: ProposedViewSize, answer: Size)] = []
        for event in trace {
            if case .sizeThatFits(let proposal, let answer, _) = event, !seen.contains(where: { $0.proposal == proposal }) {
                seen.append((proposal, answer))
            }
        }
        return seen
    }
}

extension String {
    /// The string padded with spaces to at least `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
