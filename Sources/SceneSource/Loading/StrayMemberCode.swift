import SwiftEvaluator

/// Finds long runs of code that is not a declaration inside a type's body, which swift-syntax's
/// parser recovers from in time that grows with the square of the run.
///
/// Inside `struct B { ... }` the parser expects declarations. At each token of anything else
/// (modifiers written after `body`'s closing brace, a view expression pasted straight into the
/// struct) its recovery looks ahead to the end of the run for a declaration to resume at, so a
/// run of n tokens costs n²: 1,600 `.background(Color.red)` links after `body`'s brace took 7 s
/// in a release build, 300 took 22 s in a debug one. Real mistakes are a few links long, and
/// the parser's own message is kept for them; a run longer than `limit` tokens is refused before
/// the parser runs, with its place in the file.
///
/// The scan is lexical and linear: comments, strings (raw, multi-line, with interpolations),
/// braces, parentheses and brackets are followed; a brace opened after `struct`, `class`,
/// `enum`, `extension`, `actor` or `protocol` is a type's body. In a type's body, a member's
/// body brace (`var body: some View { }`, `func f() { }`) closed without a `=` before it ends
/// the member, and so does the body's opening brace: what follows must start a declaration (an
/// attribute, a modifier, a declaration keyword, `#if`, `;` or the closing brace). Anything
/// else starts a run, which ends at the next declaration keyword of the type's body. A member
/// with `=` may continue on later lines (`let v = VStack { }` then `.padding()`), so nothing is
/// counted after one: the check never refuses code the parser would read.
enum StrayMemberCode {
    /// The most tokens a run may hold.
    static let limit = 400

    struct Run: Equatable {
        /// The byte offset of the run's first token.
        var offset: Int
        /// Tokens counted when the limit was passed.
        var tokens: Int
    }

    private static let typeIntroducers: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol"]
    private static let declarationWords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "typealias", "associatedtype", "case", "struct", "class",
        "enum", "protocol", "extension", "actor", "import", "operator", "precedencegroup", "macro",
        "static", "private", "fileprivate", "internal", "public", "open", "final", "override", "mutating",
        "nonmutating", "lazy", "weak", "unowned", "required", "convenience", "dynamic", "optional", "indirect",
        "nonisolated", "isolated", "distributed", "package", "prefix", "postfix", "infix",
        "#", "@",  // a directive (`#if`) or an attribute
    ]

    private enum Brace {
        /// A type's body: its state as a list of members.
        case type
        /// A member's body in a type (`closesMember`: closing it ends the member) or any other block.
        case block(closesMember: Bool)
    }

    private struct Frame {
        var brace: Brace
        /// Parentheses and brackets open in this frame.
        var nesting = 0
        /// In a type's body: the declaration keyword read last at member level, if any.
        var introducer: String?
        /// In a type's body: a lone `=` read at member level since `introducer`.
        var sawEquals = false
        /// In a type's body: the next member-level token must start a declaration.
        var expectsMember = true
    }

    private enum Mode {
        case code
        /// Inside a string literal: its `#` count and whether it is multi-line.
        case string(hashes: Int, multiline: Bool)
        /// Inside `\( )` in a string: parentheses open in it.
        case interpolation(depth: Int)
    }

    static func firstOverlong(in bytes: [UInt8]) -> Run? {
        var frames = [Frame(brace: .block(closesMember: false), expectsMember: false)]
        var modes: [Mode] = [.code]
        /// The run being counted, with the index of the type frame it belongs to.
        var run: (frame: Int, offset: Int, tokens: Int)?
        /// The token before was `struct`, `class`, ...: unless a name follows, it was not a declaration.
        var awaitingName = false
        var index = 0
        let end = bytes.count

        func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 95 || byte >= 0x80
        }
        func isOperatorByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
                UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
                UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "/"):
                return true
            default:
                return false
            }
        }

        /// Reads one token at member level of the innermost frame (or deeper) and counts it.
        /// Returns the run when it passes the limit.
        func token(at offset: Int, word: String? = nil, isEquals: Bool = false, isSemicolon: Bool = false) -> Run? {
            let top = frames.count - 1
            if awaitingName {
                awaitingName = false
                if word == nil { frames[top].introducer = nil }  // `actor.run { }`: not a type
            }
            if case .type = frames[top].brace, frames[top].nesting == 0 {
                if let word, declarationWords.contains(word) {
                    if let current = run, current.frame == top { run = nil }
                    frames[top].expectsMember = false
                    frames[top].introducer = word
                    frames[top].sawEquals = false
                    return nil
                }
                if isEquals { frames[top].sawEquals = true }
                if run == nil, frames[top].expectsMember, !isSemicolon {
                    run = (top, offset, 0)
                }
            }
            if var current = run {
                current.tokens += 1
                run = current
                if current.tokens > limit { return Run(offset: current.offset, tokens: current.tokens) }
            }
            return nil
        }

        while index < end {
            let byte = bytes[index]
            switch modes[modes.count - 1] {
            case .string(let hashes, let multiline):
                if byte == UInt8(ascii: "\\") {
                    var cursor = index + 1
                    var count = 0
                    while cursor < end, count < hashes, bytes[cursor] == UInt8(ascii: "#") { cursor += 1; count += 1 }
                    if count == hashes, cursor < end, bytes[cursor] == UInt8(ascii: "(") {
                        modes.append(.interpolation(depth: 0))
                        index = cursor + 1
                    } else if count == hashes {
                        index = min(end, cursor + 1)  // an escape: the next character is not a quote
                    } else {
                        index += 1  // a backslash in a raw string is itself
                    }
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    var cursor = index
                    var count = 0
                    while cursor < end, count < quotes, bytes[cursor] == UInt8(ascii: "\"") { cursor += 1; count += 1 }
                    var closers = 0
                    while count == quotes, cursor < end, closers < hashes, bytes[cursor] == UInt8(ascii: "#") { cursor += 1; closers += 1 }
                    if count == quotes, closers == hashes {
                        modes.removeLast()
                        index = cursor
                    } else {
                        index += 1
                    }
                    continue
                }
                if !multiline, byte == UInt8(ascii: "\n") {
                    modes.removeLast()  // an unterminated string ends at its line
                }
                index += 1
                continue
            case .interpolation(let depth):
                if byte == UInt8(ascii: ")"), depth == 0 {
                    modes.removeLast()
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "(") { modes[modes.count - 1] = .interpolation(depth: depth + 1) }
                if byte == UInt8(ascii: ")") { modes[modes.count - 1] = .interpolation(depth: depth - 1) }
            case .code:
                break
            }

            // Code (at the top level or inside an interpolation).
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where index + 1 < end && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")):
                index = SourceText.endOfComment(bytes, at: index)
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var cursor = index
                var hashes = 0
                while cursor < end, bytes[cursor] == UInt8(ascii: "#") { cursor += 1; hashes += 1 }
                if cursor < end, bytes[cursor] == UInt8(ascii: "\"") {
                    if let found = token(at: index) { return found }
                    let multiline = cursor + 2 < end && bytes[cursor + 1] == UInt8(ascii: "\"") && bytes[cursor + 2] == UInt8(ascii: "\"")
                    modes.append(.string(hashes: hashes, multiline: multiline))
                    index = cursor + (multiline ? 3 : 1)
                } else {
                    // `#if`, `#Preview`, `#selector`: a directive or macro starts a declaration.
                    var wordEnd = cursor
                    while wordEnd < end, isIdentifierByte(bytes[wordEnd]) { wordEnd += 1 }
                    if let found = token(at: index, word: wordEnd > cursor ? "#" : nil) { return found }
                    index = max(wordEnd, index + 1)
                }
            case UInt8(ascii: "@"):
                var wordEnd = index + 1
                while wordEnd < end, isIdentifierByte(bytes[wordEnd]) { wordEnd += 1 }
                if let found = token(at: index, word: "@") { return found }  // an attribute starts a declaration
                index = wordEnd
            case UInt8(ascii: "`"):
                var close = index + 1
                while close < end, bytes[close] != UInt8(ascii: "`"), bytes[close] != UInt8(ascii: "\n") { close += 1 }
                if let found = token(at: index) { return found }
                index = min(end, close + 1)
            case UInt8(ascii: "("), UInt8(ascii: "["):
                if let found = token(at: index) { return found }
                frames[frames.count - 1].nesting += 1
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                if let found = token(at: index) { return found }
                frames[frames.count - 1].nesting = max(0, frames[frames.count - 1].nesting - 1)
                index += 1
            case UInt8(ascii: "{"):
                if let found = token(at: index) { return found }
                let top = frames.count - 1
                if case .type = frames[top].brace, frames[top].nesting == 0 {
                    if let introducer = frames[top].introducer, typeIntroducers.contains(introducer), !frames[top].sawEquals {
                        frames.append(Frame(brace: .type))
                    } else {
                        frames.append(Frame(brace: .block(closesMember: !frames[top].sawEquals), expectsMember: false))
                    }
                } else if let introducer = frames[top].introducer, typeIntroducers.contains(introducer) {
                    frames.append(Frame(brace: .type))  // a type declared inside a function or at the top level
                } else {
                    frames.append(Frame(brace: .block(closesMember: false), expectsMember: false))
                }
                frames[top].introducer = nil
                index += 1
            case UInt8(ascii: "}"):
                if frames.count > 1 {
                    let closed = frames.removeLast()
                    if let current = run, current.frame >= frames.count { run = nil }
                    if let found = token(at: index) { return found }
                    let top = frames.count - 1
                    if case .type = frames[top].brace, frames[top].nesting == 0 {
                        switch closed.brace {
                        case .type, .block(closesMember: true):
                            frames[top].expectsMember = true
                            frames[top].introducer = nil
                        case .block(closesMember: false):
                            break
                        }
                    }
                }
                index += 1
            case UInt8(ascii: ";"):
                if let found = token(at: index, isSemicolon: true) { return found }
                index += 1
            default:
                if isIdentifierByte(byte) {
                    var wordEnd = index
                    while wordEnd < end, isIdentifierByte(bytes[wordEnd]) { wordEnd += 1 }
                    let word = String(decoding: bytes[index..<wordEnd], as: UTF8.self)
                    let top = frames.count - 1
                    if case .block = frames[top].brace, frames[top].nesting == 0, typeIntroducers.contains(word) {
                        frames[top].introducer = word
                    } else if case .block = frames[top].brace, frames[top].nesting == 0 {
                        if word == "func" || word == "var" || word == "let" || word == "if" || word == "for" || word == "while" {
                            frames[top].introducer = nil
                        }
                    }
                    if let found = token(at: index, word: word) { return found }
                    if typeIntroducers.contains(word) { awaitingName = true }
                    index = wordEnd
                } else if isOperatorByte(byte) {
                    var operatorEnd = index
                    while operatorEnd < end, isOperatorByte(bytes[operatorEnd]) { operatorEnd += 1 }
                    if let found = token(at: index, isEquals: operatorEnd - index == 1 && byte == UInt8(ascii: "=")) { return found }
                    index = operatorEnd
                } else {
                    if let found = token(at: index) { return found }
                    index += 1
                }
            }
        }
        return nil
    }
}
