import Foundation

/// A manual page in roff (the `man(7)` macros) for the command or one of its subcommands,
/// written from the argument parser's description (`HelpDump`): the name and abstract, a
/// synopsis, the discussion, the subcommands, and each argument and option with its help.
struct ManualPage {
    var command: HelpDump.Command
    /// The words before the command's own name: `["layout-playground"]` for `render`.
    var parents: [String]
    /// The name the root command's pages are filed under: `layout-playground`.
    var programName: String
    var version: String

    /// `layout-playground-render`, the page's name (and its file's, with `.1`).
    var pageName: String { (parents + [command.commandName]).joined(separator: "-") }

    /// `layout-playground render`, as it is typed.
    var invocation: String { (parents + [command.commandName]).joined(separator: " ") }

    var fileName: String { pageName + ".1" }

    var roff: String {
        var lines: [String] = []
        lines.append(".TH \(Self.quoted(pageName.uppercased())) 1 \"\" \(Self.quoted("\(programName) \(version)")) \"User Commands\"")
        // Left-aligned and not hyphenated: option and page names stay whole.
        lines.append(".ad l")
        lines.append(".nh")
        lines.append(".SH NAME")
        lines.append(Self.text("\(pageName) - \(Self.sentence(command.abstract ?? ""))"))
        lines.append(".SH SYNOPSIS")
        lines.append(contentsOf: synopsis)
        if let discussion = command.discussion, !discussion.isEmpty {
            lines.append(".SH DESCRIPTION")
            lines.append(contentsOf: Self.paragraphs(discussion))
        }
        let subcommands = command.shownSubcommands
        if !subcommands.isEmpty {
            lines.append(".SH COMMANDS")
            for subcommand in subcommands {
                lines.append(".TP")
                let isDefault = command.defaultSubcommand == subcommand.commandName && subcommand.abstract?.contains("default") != true
                lines.append("\\fB\(Self.escape(subcommand.commandName))\\fR" + (isDefault ? " (the default)" : ""))
                lines.append(Self.text(Self.sentence(subcommand.abstract ?? "")))
                lines.append("See \\fB\(Self.escape(pageName + "-" + subcommand.commandName))\\fR(1).")
            }
        }
        let arguments = (command.arguments ?? []).filter { $0.shouldDisplay }
        let positionals = arguments.filter { $0.kind == "positional" }
        let options = arguments.filter { $0.kind != "positional" }
        if !positionals.isEmpty {
            lines.append(".SH ARGUMENTS")
            for argument in positionals { lines.append(contentsOf: item(argument)) }
        }
        if !options.isEmpty {
            lines.append(".SH OPTIONS")
            for argument in options { lines.append(contentsOf: item(argument)) }
        }
        var seeAlso = parents.indices.map { "\\fB\(Self.escape(parents[...($0)].joined(separator: "-")))\\fR(1)" }
        seeAlso += subcommands.map { "\\fB\(Self.escape(pageName + "-" + $0.commandName))\\fR(1)" }
        if !seeAlso.isEmpty {
            lines.append(".SH \"SEE ALSO\"")
            lines.append(seeAlso.joined(separator: ",\n"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var synopsis: [String] {
        var words = ["\\fB\(Self.escape(invocation))\\fR"]
        if !command.shownSubcommands.isEmpty { words.append("[\\fIsubcommand\\fR]") }
        for argument in (command.arguments ?? []) where argument.shouldDisplay && argument.kind != "positional" {
            if argument.names?.contains(where: { $0.name == "help" }) == true { continue }
            // An option and its value on one line: an unbreakable space between them.
            let usage = Self.usage(argument).replacingOccurrences(of: " ", with: "\\ ")
            words.append(argument.isOptional ? "[\(usage)]" : usage)
        }
        for argument in (command.arguments ?? []) where argument.shouldDisplay && argument.kind == "positional" {
            let usage = Self.usage(argument)
            words.append(argument.isOptional ? "[\(usage)]" : usage)
        }
        return [words.joined(separator: " ")]
    }

    private func item(_ argument: HelpDump.Argument) -> [String] {
        var lines = [".TP", Self.usage(argument, allNames: true)]
        var help = Self.sentence(argument.abstract ?? "")
        if let values = argument.allValues, !values.isEmpty, argument.kind != "flag" {
            help += " Values: " + values.joined(separator: ", ") + "."
        }
        if let value = argument.defaultValue, !value.isEmpty, argument.kind == "option" {
            help += " Default: " + value + "."
        }
        lines.append(Self.text(help.trimmingCharacters(in: .whitespaces)))
        if let discussion = argument.discussion, !discussion.isEmpty {
            lines.append(contentsOf: Self.paragraphs(discussion).map { $0 == ".PP" ? ".IP" : $0 })
        }
        return lines
    }

    /// `\fB\-\-device\fR \fIname\fR`; with `allNames`, every spelling: `\fB\-o\fR, \fB\-\-output\fR`.
    private static func usage(_ argument: HelpDump.Argument, allNames: Bool = false) -> String {
        let value = "\\fI\(escape(argument.valueName ?? "value"))\\fR"
        let repeated = argument.isRepeating ? " ..." : ""
        if argument.kind == "positional" { return value + repeated }
        let names = argument.names ?? []
        let long = names.filter { $0.kind == "long" }
        let shown = allNames ? names : Array((long.isEmpty ? names : long).prefix(1))
        let spelled = shown.map { "\\fB\(escape($0.spelled))\\fR" }.joined(separator: ", ")
        return argument.kind == "option" ? spelled + " " + value + repeated : spelled + repeated
    }

    /// Hard-wrapped text as roff paragraphs: lines joined, blank lines starting a new one.
    private static func paragraphs(_ text: String) -> [String] {
        var result: [String] = []
        var current: [String] = []
        func flush() {
            guard !current.isEmpty else { return }
            if !result.isEmpty { result.append(".PP") }
            result.append(Self.text(current.joined(separator: " ")))
            current = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { flush() } else { current.append(trimmed) }
        }
        flush()
        return result
    }

    /// A help text with a full stop at its end (its first word is left as written: it may be
    /// a value, `leftToRight`).
    private static func sentence(_ text: String) -> String {
        var text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let last = text.last, !".!?)".contains(last) { text += "." }
        return text
    }

    /// Text as a roff line: backslashes and hyphens escaped, a leading `.` or `'` guarded.
    private static func text(_ text: String) -> String {
        let escaped = escape(text)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
    }

    private static func quoted(_ text: String) -> String {
        "\"" + escape(text).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
    }
}
