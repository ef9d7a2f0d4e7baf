extension LayoutResult {
    /// The result as the `layout` command's JSON: the root proposal and size, then every
    /// placed view's path, type and frame (root coordinates, unrounded points) and the proposal
    /// it was placed with. `null` is an unspecified dimension; an infinite number, which JSON
    /// cannot spell, is the string `"inf"` (Python's `float()` reads it). One view per line.
    public func jsonText(includingTrace: Bool = false) -> String {
        var lines: [String] = []
        lines.reserveCapacity(views.count + 4)
        lines.append("{\"proposal\": \(JSON.proposal(proposal)),")
        lines.append(" \"size\": \(JSON.size(size)),")
        if safeAreaInsets != EdgeInsets() {
            lines.append(" \"safeAreaInsets\": \(JSON.insets(safeAreaInsets)),")
            lines.append(" \"screen\": \(JSON.rect(containerFrame)), \"safeArea\": \(JSON.rect(safeAreaFrame)),")
        }
        if views.isEmpty {
            lines.append(" \"views\": []}")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append(" \"views\": [")
        let paths = self.paths
        for (index, view) in views.enumerated() {
            var entry = "  {\"path\": \(JSON.string(paths[index])), \"type\": \(JSON.string(view.view.displayName)), "
            entry += "\"frame\": \(JSON.rect(view.frame)), \"proposal\": \(JSON.proposal(view.proposal))"
            if includingTrace {
                entry += ", \"trace\": [" + view.trace.map(JSON.event).joined(separator: ", ") + "]"
            }
            entry += index == views.count - 1 ? "}" : "},"
            lines.append(entry)
        }
        lines.append(" ]}")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Hand-written JSON for the few shapes the engine prints (the engine imports no Foundation).
enum JSON {
    static func number(_ value: Double) -> String {
        if value.isNaN { return "0" }
        if value.isInfinite { return value > 0 ? "\"inf\"" : "\"-inf\"" }
        return formatPoints(value)
    }

    static func optionalNumber(_ value: Double?) -> String { value.map(number) ?? "null" }

    static func string(_ text: String) -> String {
        // Most strings (names, paths) need no escaping: copied whole, not scalar by scalar.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    static func size(_ size: Size) -> String {
        "{\"width\": \(number(size.width)), \"height\": \(number(size.height))}"
    }

    static func proposal(_ proposal: ProposedViewSize) -> String {
        "{\"width\": \(optionalNumber(proposal.width)), \"height\": \(optionalNumber(proposal.height))}"
    }

    static func insets(_ insets: EdgeInsets) -> String {
        "{\"top\": \(number(insets.top)), \"leading\": \(number(insets.leading)), "
            + "\"bottom\": \(number(insets.bottom)), \"trailing\": \(number(insets.trailing))}"
    }

    static func rect(_ rect: Rect) -> String {
        "{\"x\": \(number(rect.minX)), \"y\": \(number(rect.minY)), \"width\": \(number(rect.width)), \"height\": \(number(rect.height))}"
    }

    static func event(_ event: TraceEvent) -> String {
        switch event {
        case .sizeThatFits(let proposal, let answer, let wasCached):
            return "{\"proposal\": \(self.proposal(proposal)), \"answer\": \(size(answer)), \"cached\": \(wasCached)}"
        case .placed(let frame, let proposal):
            return "{\"placed\": \(rect(frame)), \"proposal\": \(self.proposal(proposal))}"
        case .note(let text):
            return "{\"note\": \(string(text))}"
        }
    }
}

/// `text` as a JSON string literal, escaped as the layout output escapes its strings.
public func jsonString(_ text: String) -> String { JSON.string(text) }
