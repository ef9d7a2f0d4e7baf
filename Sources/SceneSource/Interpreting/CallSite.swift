import LayoutEngine

/// A view initializer or modifier call being interpreted: its name, arguments and trailing
/// closures, and where its name is written.
struct CallSite {
    var name: String
    var arguments: [Argument]
    var trailing: [TrailingClosure]
    var mark: SourceMark

    init(name: String, arguments: [Argument], trailing: [TrailingClosure], mark: SourceMark) {
        self.name = name
        self.arguments = arguments
        self.trailing = trailing
        self.mark = mark
    }

    init(_ modifier: ModifierApplication) {
        self.init(name: modifier.name, arguments: modifier.arguments, trailing: modifier.trailingClosures, mark: modifier.mark)
    }

    /// The arguments as written, for `ViewNode.argumentSummary`: `width: 100, height: 50`,
    /// followed by a trailing closure when it is written on one line (`.top { $0.height / 2 }`).
    /// Cost: the size of the arguments, never of a builder closure's content.
    var summary: String {
        var text = ScenePrinter.print(arguments)
        for closure in trailing {
            guard let printed = SourceWriter.inlineClosure(closure.closure) else { continue }
            text += (text.isEmpty ? "" : " ") + (closure.label.map { $0 + ": " } ?? "") + printed
        }
        return text
    }

    /// The argument labelled `label` (`_` for the unlabelled one).
    func argument(_ label: String) -> Argument? {
        arguments.first { ($0.label ?? "_") == label }
    }

    /// How a parameter is named in messages: `frame(width:)`, `padding(_:)`.
    func parameterName(_ label: String) -> String {
        "\(name)(\(label):)"
    }
}
