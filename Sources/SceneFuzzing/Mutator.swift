import SwiftEvaluator
/// Makes fuzz cases from seed scenes: each case is a seed scene with one to four mutations of
/// its text (deleted tokens, swapped or duplicated lines, stray brackets, extreme numbers, huge
/// literals, odd Unicode and bytes, deep repetition) and arguments chosen, sometimes abused,
/// for one of `layout`, `render` and `explain`. Deterministic: the same seed scenes and case
/// seed give the same case.
public struct Mutator: Sendable {
    public var seeds: [String]
    /// The longest chain of modifiers or nesting of stacks a repetition adds: deep enough to
    /// reach the readers' recursion, small enough that a case stays fast in a debug build.
    public var maximumRepetition: Int
    /// The longest string literal a huge-literal mutation writes, in repetitions of its piece.
    public var maximumLiteral: Int

    public init(seeds: [String], maximumRepetition: Int = 1_500, maximumLiteral: Int = 20_000) {
        precondition(!seeds.isEmpty, "the mutator needs at least one seed scene")
        self.seeds = seeds
        self.maximumRepetition = maximumRepetition
        self.maximumLiteral = maximumLiteral
    }

    /// The kinds of mutation, named in summaries and tests.
    public enum Mutation: String, CaseIterable, Sendable {
        case deleteToken, deleteLine, swapLines, duplicateLine, strayBracket, extremeNumber, hugeLiteral
        case oddUnicode, oddBytes, modifierChain, nestedStacks, nestedBrackets, spliceLine, truncate
        case replaceIdentifier, runtimeHazard
    }

    /// The case for `seed`. `inProcess` cases are `layout` cases whose arguments
    /// `InProcessRunner` lays out through the libraries (valid proposals and sizes only).
    public func makeCase(seed: UInt64, inProcess: Bool = false) -> FuzzCase {
        var generator = SplitMix64(seed: seed)
        var text = generator.pick(seeds)
        var bytes: [UInt8]?
        // Mostly one mutation, so that many cases stay close to a scene that loads.
        let count = generator.chance(1, in: 2) ? 1 : 2 + generator.below(3)
        for _ in 0..<count {
            let mutation = generator.pick(Mutation.allCases)
            if mutation == .oddBytes {
                bytes = Self.insertOddBytes(Array((bytes.map { String(decoding: $0, as: UTF8.self) } ?? text).utf8), &generator)
                continue
            }
            if let current = bytes { text = String(decoding: current, as: UTF8.self); bytes = nil }
            text = apply(mutation, to: text, &generator)
        }
        let arguments = inProcess ? Self.makeInProcessArguments(&generator) : Self.makeArguments(&generator)
        return FuzzCase(scene: bytes ?? Array(text.utf8), arguments: arguments)
    }

    /// `text` with one mutation applied.
    public func apply(_ mutation: Mutation, to text: String, _ generator: inout SplitMix64) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        switch mutation {
        case .deleteToken:
            var tokens = Self.tokens(text)
            let candidates = tokens.indices.filter { !tokens[$0].allSatisfy(\.isWhitespace) }
            guard !candidates.isEmpty else { return text }
            tokens.remove(at: generator.pick(candidates))
            return tokens.joined()
        case .deleteLine:
            guard !lines.isEmpty else { return text }
            lines.remove(at: generator.below(lines.count))
        case .swapLines:
            guard lines.count > 1 else { return text }
            lines.swapAt(generator.below(lines.count), generator.below(lines.count))
        case .duplicateLine:
            guard !lines.isEmpty else { return text }
            let index = generator.below(lines.count)
            let times = generator.chance(1, in: 4) ? 1 + generator.below(50) : 1
            lines.insert(contentsOf: Array(repeating: lines[index], count: times), at: index)
        case .strayBracket:
            let stray = generator.pick(["(", "[", "{", ")", "]", "}", "<", ">", "\"", "\"\"\"", "\\", "#", "@", ",", ":", ".", "/*", "*/", "//", "$0", "`", "\\("])
            return Self.insert(String(repeating: stray, count: generator.chance(1, in: 5) ? 1 + generator.below(6) : 1), into: text, &generator)
        case .extremeNumber:
            let extreme = generator.pick(Self.extremeNumbers)
            var tokens = Self.tokens(text)
            let numbers = tokens.indices.filter { tokens[$0].first?.isNumber ?? false }
            if !numbers.isEmpty, !generator.chance(1, in: 4) {
                tokens[generator.pick(numbers)] = extreme
                return tokens.joined()
            }
            let modifier = generator.pick([
                ".frame(width: \(extreme), height: \(extreme))", ".padding(\(extreme))", ".offset(x: \(extreme))",
                ".frame(minWidth: \(extreme), maxWidth: \(extreme))", ".position(x: \(extreme), y: \(extreme))",
                ".aspectRatio(\(extreme), contentMode: .fit)", ".layoutPriority(\(extreme))", ".opacity(\(extreme))",
                ".frame(maxWidth: \(extreme), maxHeight: \(extreme))", ".font(.system(size: \(extreme)))",
            ])
            return Self.appendModifier(modifier, to: &lines, &generator) ?? text
        case .hugeLiteral:
            let huge = generator.chance(1, in: 3)
                ? String(repeating: "9", count: 20 + generator.below(400))
                : "\"" + String(repeating: generator.pick(["x", "word ", "é", "🙂", "\\n", "\\u{301}"]), count: 1 + generator.below(max(maximumLiteral, 1))) + "\""
            var tokens = Self.tokens(text)
            let literals = tokens.indices.filter { tokens[$0].hasPrefix("\"") || (tokens[$0].first?.isNumber ?? false) }
            guard !literals.isEmpty else { return Self.insert(huge, into: text, &generator) }
            tokens[generator.pick(literals)] = huge
            return tokens.joined()
        case .oddUnicode:
            let odd = generator.pick(Self.oddUnicode)
            let repeated = String(repeating: odd, count: generator.chance(1, in: 4) ? 1 + generator.below(200) : 1)
            var tokens = Self.tokens(text)
            let strings = tokens.indices.filter { tokens[$0].hasPrefix("\"") && tokens[$0].count >= 2 }
            if !strings.isEmpty, generator.chance(2, in: 3) {
                let index = generator.pick(strings)
                var literal = tokens[index]
                literal.insert(contentsOf: repeated, at: literal.index(after: literal.startIndex))
                tokens[index] = literal
                return tokens.joined()
            }
            return Self.insert(repeated, into: text, &generator)
        case .oddBytes:
            return String(decoding: Self.insertOddBytes(Array(text.utf8), &generator), as: UTF8.self)
        case .modifierChain:
            let modifier = generator.pick([".padding(1)", ".frame(width: 10)", ".offset(x: 1)", ".background(Color.red)", ".fixedSize()", ".id(1)", ".opacity(0.5)"])
            let count = Self.repetitionCount(maximumRepetition, &generator)
            return Self.appendModifier(String(repeating: modifier, count: count), to: &lines, &generator) ?? text
        case .nestedStacks:
            let depth = Self.repetitionCount(maximumRepetition / 5, &generator)
            let opener = generator.pick(["VStack {", "HStack(spacing: 1) {", "ZStack {", "Group {", "ScrollView {"])
            let inner = generator.pick(["Text(\"deep\")", "Color.red", "EmptyView()", "Spacer()"])
            let nested = String(repeating: opener, count: depth) + inner + String(repeating: "}", count: depth)
            return Self.replaceViewLine(with: nested, in: &lines, &generator) ?? text
        case .nestedBrackets:
            let depth = 1 + generator.below(12)
            let open = generator.pick(["[", "(", "{", "[[", "(["])
            let close = generator.chance(1, in: 2) ? String(open.reversed().map { Self.closer($0) }) : ""
            let nested = String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
            return Self.insert(generator.chance(1, in: 2) ? "let v = " + nested + "\n" : nested, into: text, &generator)
        case .spliceLine:
            let other = generator.pick(seeds).split(separator: "\n", omittingEmptySubsequences: false)
            guard !other.isEmpty else { return text }
            lines.insert(String(generator.pick(Array(other))), at: generator.below(lines.count + 1))
        case .truncate:
            let scalars = Array(text.unicodeScalars)
            guard !scalars.isEmpty else { return text }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[..<generator.below(scalars.count)])
            return String(view)
        case .replaceIdentifier:
            var tokens = Self.tokens(text)
            let identifiers = tokens.indices.filter { tokens[$0].first.map { $0.isLetter || $0 == "_" } ?? false }
            guard !identifiers.isEmpty else { return text }
            let replacement = generator.chance(1, in: 2) ? tokens[generator.pick(identifiers)] : generator.pick(Self.identifiers)
            tokens[generator.pick(identifiers)] = replacement
            return tokens.joined()
        case .runtimeHazard:
            let hazard = generator.pick(Self.runtimeHazards)
            return Self.insertStatement(hazard, into: &lines, &generator) ?? text
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Arguments

    static let proposals = [
        "393x852", "320x480", "0x0", "nilxnil", "nilx200", "infx400", "infxinf", "-5x10", "1e308x1e308", "nanxnan",
        "1e-320x5", "-0x-0", "10x10x10", "x", "", "abc", "1.7976931348623157e308x1", "100xinf", "4000x3000", "0.5x0.5",
        "393X852", " 393x852", "+3x+4",
    ]
    static let safeAreas = ["59,0,34,0", "0,0,0,0", "1e308,0,0,0", "-1,0,0,0", "nan,0,0,0", "500,0,500,0", "0,0,0", "", "1,2,3,4,5", "inf,0,0,0"]
    static let dynamicTypes = ["xSmall", "large", "xxxLarge", "accessibility5", "all", "huge", "", "LARGE"]
    static let devices = ["iPhone 15", "iPhone SE (landscape)", "iphone 15 pro max", "iPad (10th generation)", "Nokia 3310", ""]
    static let previews = ["1", "2", "3", "0", "-1", "99", "Small", "Large", "Fits", "Scroll", "", "x\u{301}"]
    static let paths = ["0", "0.0", "0.1", "0.0.0", "0.1.2.3", "a..b", "", ".", "0.99", "1", "0.0[1].0", "-1"]

    /// A value for an option: three times in four one of the first `ordinary`, else any.
    static func value(_ values: [String], ordinary: Int, _ generator: inout SplitMix64) -> String {
        generator.chance(3, in: 4) ? values[generator.below(min(ordinary, values.count))] : generator.pick(values)
    }

    /// Arguments for a case: mostly ordinary, each option sometimes given a hostile value.
    static func makeArguments(_ generator: inout SplitMix64) -> [String] {
        let command = generator.pick(["layout", "layout", "layout", "layout", "render", "render", "explain"])
        var arguments = [command, FuzzCase.scenePlaceholder]
        if generator.chance(1, in: 2) { arguments += ["--fixed-advance-text"] }
        if generator.chance(1, in: 8) {
            arguments += ["--device", value(devices, ordinary: 4, &generator)]
        } else {
            if generator.chance(1, in: 3) { arguments += ["--proposal", generator.chance(1, in: 2) ? generator.pick(validProposals) : generator.pick(proposals)] }
            if generator.chance(1, in: 8) { arguments += ["--safe-area", value(safeAreas, ordinary: 2, &generator)] }
        }
        if generator.chance(1, in: 6) { arguments += ["--dynamic-type", value(dynamicTypes, ordinary: 5, &generator)] }
        if generator.chance(1, in: 10) { arguments += ["--layout-direction", value(["rightToLeft", "leftToRight", "upsideDown"], ordinary: 2, &generator)] }
        if generator.chance(1, in: 8) { arguments += ["--preview", value(previews, ordinary: 2, &generator)] }
        switch command {
        case "layout":
            if generator.chance(1, in: 5) { arguments += ["--format", value(["text", "json", "xml"], ordinary: 2, &generator)] }
            if generator.chance(1, in: 5) { arguments += ["--trace"] }
        case "render":
            let format = generator.chance(1, in: 20) ? "jpg" : generator.pick(["png", "png", "svg", "pdf"])
            arguments += ["-o", FuzzCase.outputPlaceholder + "/out." + format]
            if generator.chance(1, in: 6) { arguments += ["--scale", value(["1", "2", "3", "0", "nan", "2.5"], ordinary: 3, &generator)] }
            if generator.chance(1, in: 6) { arguments += ["--appearance", value(["dark", "light", "sepia"], ordinary: 2, &generator)] }
            if generator.chance(1, in: 6) { arguments += ["--overlays", value(["frames", "frames,proposals,spacing,guides", "guides", "bogus", ","], ordinary: 3, &generator)] }
        default:
            if generator.chance(1, in: 3) { arguments += ["--path", value(paths, ordinary: 4, &generator)] }
        }
        return arguments
    }

    static let validProposals = ["393x852", "320x480", "0x0", "nilxnil", "nilx200", "infx400", "infxinf", "1e308x1e308", "1e-320x5", "0.5x0.5", "100xinf", "1.7976931348623157e308x1"]

    /// `layout` arguments the in-process runner emulates.
    static func makeInProcessArguments(_ generator: inout SplitMix64) -> [String] {
        var arguments = ["layout", FuzzCase.scenePlaceholder, "--fixed-advance-text"]
        if generator.chance(1, in: 2) { arguments += ["--proposal", generator.pick(validProposals)] }
        if generator.chance(1, in: 6) { arguments += ["--dynamic-type", generator.pick(["xSmall", "large", "accessibility5"])] }
        if generator.chance(1, in: 8) { arguments += ["--layout-direction", "rightToLeft"] }
        if generator.chance(1, in: 5) { arguments += ["--trace"] }
        return arguments
    }

    // MARK: Pieces

    public static let extremeNumbers = [
        "1e308", "-1e308", "0", "-0.0", "1e-320", "4.9e-324", "1.7976931348623157e308", "99999999999999999999999",
        "-99999999999999999999999", "9223372036854775807", "-9223372036854775808", "0x7FFFFFFFFFFFFFFF", ".infinity",
        "-.infinity", ".nan", "CGFloat.infinity", "Double.nan", "Double.greatestFiniteMagnitude", "Int.max", "Int.min",
        "1_000_000_000", "0.1e-5", "1e30", "-1", "-1000", "0b1111", "1/0", "0/0", "(1e308 * 10)", "-(0.0)",
    ]

    static let oddUnicode = [
        "\u{301}", "\u{301}\u{302}\u{303}\u{304}", "\u{202E}", "\u{200F}", "\u{2067}", "שלום", "مرحبا", "🙂", "👩‍👩‍👧‍👦",
        "🏳️‍🌈", "\u{0}", "\u{FEFF}", "\u{FFFD}", "\u{200B}", "\u{2028}", "\u{2029}", "\r", "\r\n", "\t", "\u{7F}",
        "\u{1}", "𝒳", "ﷺ", "ꙮ", "\u{E000}", "\u{10FFFF}", "Ω\u{338}", "\u{FFFF}",
    ]

    static let identifiers = [
        "VStack", "HStack", "ZStack", "Text", "Color", "Spacer", "frame", "padding", "body", "View", "some", "var", "let",
        "struct", "func", "return", "self", "Self", "nil", "true", "ForEach", "GeometryReader", "Layout", "State",
        "Binding", "if", "else", "for", "while", "in", "Int", "Double", "String", "CGFloat", "ProposedViewSize",
        "subviews", "proposal", "bounds", "cache", "Preview", "previews", "ViewThatFits", "ScrollView", "EmptyView",
    ]

    /// Statements that fail or work at run time; loops stay short (the interpreter takes tens
    /// of microseconds a step in a debug build: the scene's own computation is not the
    /// program's hang).
    static let runtimeHazards = [
        "fatalError(\"boom\")", "precondition(false)", "let _ = [1, 2][5]", "let _ = Int.max + 1", "let _ = 1 / 0",
        "let _ = Int(\"x\")!", "let _ = Double.nan", "var n = 0; while n < 1_000 { n += 1 }", "let _ = [Int](repeating: 0, count: -1)",
        "let _ = String(repeating: \"x\", count: 100_000)", "let _ = (0..<500).map { $0 * 2 }.count",
        "func f(_ n: Int) -> Int { f(n + 1) }; let _ = f(0)", "let _ = Array(0..<1_000).reduce(0, +)",
        "let x: Int? = nil; let _ = x!", "let _ = 0...(-1)", "let _ = \"abc\".index(\"abc\".startIndex, offsetBy: 10)",
        "let _ = Int(1e300)", "let _ = Int(Double.nan)", "let _ = UInt8(300)", "let _ = -Int.min", "let _ = 1 << 64",
        "let _ = String(repeating: \"x\", count: -1)", "let _ = stride(from: 0, to: 10, by: 0).count",
    ]

    static func closer(_ opener: Character) -> Character {
        switch opener {
        case "[": "]"
        case "(": ")"
        case "{": "}"
        default: opener
        }
    }

    /// A repetition count: mostly small, sometimes up to `maximum`.
    static func repetitionCount(_ maximum: Int, _ generator: inout SplitMix64) -> Int {
        let maximum = max(maximum, 2)
        switch generator.below(4) {
        case 0: return 2 + generator.below(10)
        case 1: return 2 + generator.below(100)
        default: return 2 + generator.below(maximum)
        }
    }

    /// The text split into tokens that join back into it: identifiers, numbers, string
    /// literals (simple ones), runs of white space, and single other characters.
    public static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var kind = 0  // 0 none, 1 word, 2 space, 3 string
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
            kind = 0
        }
        for character in text {
            if kind == 3 {
                current.append(character)
                if character == "\"" || character.isNewline { flush() }
                continue
            }
            let continuesNumber = kind == 1 && character == "." && (current.first?.isNumber ?? false)
            let isWord = character.isLetter || character.isNumber || character == "_" || continuesNumber
            let newKind = character == "\"" ? 3 : isWord ? 1 : character.isWhitespace ? 2 : 4
            if newKind != kind || newKind == 4 { flush() }
            current.append(character)
            kind = newKind
        }
        flush()
        return tokens
    }

    static func insert(_ piece: String, into text: String, _ generator: inout SplitMix64) -> String {
        var scalars = Array(text.unicodeScalars)
        let position = generator.below(scalars.count + 1)
        scalars.insert(contentsOf: piece.unicodeScalars, at: position)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    static func insertOddBytes(_ bytes: [UInt8], _ generator: inout SplitMix64) -> [UInt8] {
        let odd: [[UInt8]] = [[0xFF], [0xFE, 0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0x80], [0x00], [0xEF, 0xBB, 0xBF]]
        var result = bytes
        result.insert(contentsOf: generator.pick(odd), at: generator.below(bytes.count + 1))
        return result
    }

    /// Appends `modifier` to a line that ends a view expression (`)` or `}`), if any.
    static func appendModifier(_ modifier: String, to lines: inout [String], _ generator: inout SplitMix64) -> String? {
        let candidates = lines.indices.filter {
            let trimmed = lines[$0].trimmingWhitespace
            return (trimmed.hasSuffix(")") || trimmed.hasSuffix("}")) && !trimmed.hasPrefix("func") && !trimmed.hasPrefix("//")
        }
        guard !candidates.isEmpty else { return nil }
        lines[generator.pick(candidates)] += modifier
        return lines.joined(separator: "\n")
    }

    /// Replaces a line that starts a view (`Text(`, `Color.`, a stack) with `replacement`.
    static func replaceViewLine(with replacement: String, in lines: inout [String], _ generator: inout SplitMix64) -> String? {
        let starts = ["Text(", "Color", "Circle(", "Rectangle(", "Spacer(", "Image(", "Divider("]
        let candidates = lines.indices.filter { index in starts.contains { lines[index].trimmingWhitespace.hasPrefix($0) } }
        guard !candidates.isEmpty else { return nil }
        let index = generator.pick(candidates)
        lines[index] = replacement
        return lines.joined(separator: "\n")
    }

    /// Inserts a statement at the start of a body, a closure or the file.
    static func insertStatement(_ statement: String, into lines: inout [String], _ generator: inout SplitMix64) -> String? {
        let candidates = lines.indices.filter { lines[$0].trimmingWhitespace.hasSuffix("{") }
        if candidates.isEmpty || generator.chance(1, in: 4) {
            lines.insert(statement, at: 0)
        } else {
            lines.insert(statement, at: generator.pick(candidates) + 1)
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    var trimmingWhitespace: Substring {
        var slice = self[...]
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return slice
    }
}
