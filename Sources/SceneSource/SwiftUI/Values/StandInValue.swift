import Foundation
import LayoutEngine
import SwiftEvaluator

/// A value the scene uses but does not declare: a model from elsewhere in its app (`user`,
/// `Account.avatar`), an environment object nobody passed, a design system's constant. It
/// stands in visibly, so that a view pasted from an app still lays out: each member read of it
/// is a sample chosen from the member's name (`StandIns.sample`), or another stand-in; in a
/// view builder it is a labelled box; as a colour one from its name (`StandInPalette`);
/// iterated, three stand-ins.
///
/// Every stand-in is reported once, as a warning at the code that reads it
/// (`SwiftUILibrary.standIn`); `--strict` makes them errors.
struct StandInValue: NativeValue, NativeSequence, SampleValue {
    /// What the scene wrote: `user`, `user.profile`, `Theme`.
    let name: String
    /// The declared type when known (`User` for `let user: User`), else the name's last part.
    let typeName: String
    /// Which element of a stand-in list it is (`items[]`, the first, second or third), so that
    /// the rows of a list are three; what is read of them is reported once for all three.
    var index: Int?
    /// Made as `Name(...)`: it may be a view of the app (`FollowButton(isFollowing:)`, drawn as
    /// a labelled box, SwiftUI's modifiers apply to it) or one of its models
    /// (`FeedViewModel()`, whose members are samples); which one, the code that uses it says.
    var isMade = false
    /// The views of its trailing closure (`Card { ... }`), laid out inside its box.
    var content: Value?
    /// Where it was made, for the box's place in the source.
    var position: SourcePosition?
    /// The text it stands in as, when not chosen from its name: `"Save".localized` is "Save".
    var fixedText: String?
    /// For a member of a made stand-in named as a SwiftUI modifier (`style.foregroundColor`):
    /// the modifier, applied when it is called (`card.padding()`); read as a property
    /// (`style.foregroundColor.first`) it is a stand-in like any other member.
    var pendingModifier: Value?
    /// The number it stands in as, when not chosen from its name: `.themeSpacing16` is 16.
    var fixedNumber: Double?
    /// Made from an implicit member where an app's type goes (`.completed` for a
    /// `ConversationState`): one of its enum's cases.
    var isImplicitCase = false

    init(name: String, typeName: String, index: Int? = nil, isMade: Bool = false, content: Value? = nil, position: SourcePosition? = nil) {
        self.name = name
        self.typeName = typeName
        self.index = index
        self.isMade = isMade
        self.content = content
        self.position = position
    }

    /// A made stand-in is a view where a view goes.
    var conformances: Set<String> { isMade ? ["View"] : [] }

    /// The words a person reads for it: the last component, split at capitals: `Profile`.
    var title: String { StandIns.words(String(name.split(separator: ".").last ?? Substring(name))) }

    /// The sample its last name gives (`StandIns.sample(forMember:)`): what it is where a
    /// string, a number or a Boolean is needed, so that `Text(order.status)`,
    /// `.frame(width: Metrics.medium)` and `if model.isReady` work, while
    /// `order.status.title` still reads a member of it.
    var sample: StandIns.Sample { StandIns.sample(forMember: String(name.split(separator: ".").last ?? Substring(name))) }

    /// The sample as a value of the type it stands in for, when that is a string, a number
    /// or a URL.
    var primitiveSample: Value? {
        switch (typeName, sample) {
        case ("String", _): return .string(sampleString)
        case ("Int", .int(let number)): return .int(number)
        case ("Double", _) where fixedNumber != nil: return .double(fixedNumber!)
        case ("Double", .double(let number)): return .double(number)
        case ("URL", .url(let text)): return .native(URLValue(text: text))
        default: return nil
        }
    }

    var sampleString: String {
        if let fixedText { return fixedText }
        switch sample {
        case .string(let text), .url(let text): return text
        case .int(let number): return String(number)
        case .double(let number): return formatPoints(number)
        case .bool(let flag): return String(flag)
        default: return title
        }
    }

    var sampleNumber: Double {
        if let fixedNumber { return fixedNumber }
        switch sample {
        case .int(let number): return Double(number)
        case .double(let number): return number
        case .list: return 3
        default: return 44
        }
    }

    var sampleBool: Bool {
        if case .bool(let flag) = sample { return flag }
        return false
    }

    /// `.completed` written where a `ConversationState` goes (`isImplicitCase`): the case a
    /// `switch` over it takes.
    var sampleCaseName: String? {
        guard isImplicitCase, let last = name.split(separator: ".").last else { return nil }
        return String(last)
    }

    var description: String { sampleString }

    /// What tells it from the other stand-ins: its name, and its place in a list.
    var identity: String { name + (index.map { "#\($0)" } ?? "") }

    var hashKey: HashKey? { .string("standIn:" + identity) }

    func isEqual(to other: any NativeValue) -> Bool? {
        (other as? StandInValue).map { $0.identity == identity }
    }

    func member(_ member: String, in context: EvaluationContext) throws -> Value? {
        guard let library = context.host as? SwiftUILibrary else { return nil }
        // Called (`style.makeBody(configuration:)`, `error.localizedDescription()`): what it
        // returns may be a view of the app as well as a model, as for `Name(...)`.
        if member == "callAsFunction" {
            if let pendingModifier { return pendingModifier }
            return Function.native(name) { call in
                var made = self
                made.isMade = true
                made.position = made.position ?? call.position
                return .native(made)
            }
        }
        // A SwiftUI modifier on a made stand-in, which may be a view of the app
        // (`FollowButton(...).padding()`) or one of its models (`ChartStyle(...).foregroundColor`):
        // one value serves both, as the code uses it.
        if isMade, let modifier = try library.modifier(member, of: .native(self), in: context) {
            var either = StandInValue(name: name + "." + member, typeName: StandIns.words(member).replacingOccurrences(of: " ", with: ""))
            either.pendingModifier = modifier
            return .native(either)
        }
        return try library.standIn(member: member, of: self, at: context.memberAccessPosition)
    }

    func settingMember(_ name: String, to value: Value, in context: EvaluationContext) throws -> (any NativeValue)? { self }

    /// It may stand for a class (`UserSessionMock(...)`): `let session = ...; session.x = y`.
    var isReference: Bool { true }

    /// Three stand-ins, `items[]`: a list of the app's models shows three rows. A list read
    /// from an element of a list of an element (`node.children` of a parsed document's node,
    /// walked recursively) is empty: a sample tree of stand-ins is two levels deep (sections of
    /// rows), where each level of three would otherwise recurse without end.
    func elements(in context: EvaluationContext) throws -> [Value] {
        var depth = 0
        var rest = name[...]
        while let found = rest.range(of: "[]") {
            depth += 1
            rest = rest[found.upperBound...]
        }
        return depth >= 2 ? [] : StandIns.list(name, typeName: typeName)
    }
}

/// The samples stand-ins give, chosen from a member's name, as a person writing a preview by
/// hand would: `name` "Name", `count` 3, `isFollowing` false, `avatarURL` a URL, `date` the
/// scene's fixed date, `image` a photo symbol, `secondaryText` a colour (`StandInPalette`).
enum StandIns {
    /// The grey of a stand-in view's box (`SwiftUILibrary.standInNode`): a neutral mid grey,
    /// distinct from the system greys by its blue cast, so that it reads as "not the real one".
    /// An undeclared colour stands in as one from its name (`StandInPalette`), not this.
    static let color = LayoutEngine.Color(.rgb(red: 0.62, green: 0.64, blue: 0.70))

    /// Three stand-in elements of a list called `name`, told apart by their index.
    static func list(_ name: String, typeName: String) -> [Value] {
        (0..<3).map { .native(StandInValue(name: name + "[]", typeName: typeName, index: $0)) }
    }

    /// What a member called `name` stands in as.
    enum Sample {
        case string(String)
        case bool(Bool)
        case int(Int)
        case double(Double)
        case url(String)
        case date
        case image
        case color
        case font
        case list
        case other
    }

    static func sample(forMember name: String) -> Sample {
        let lower = name.lowercased()
        let words = splitWords(name).map { $0.lowercased() }
        let last = words.last ?? lower
        let first = words.first ?? lower
        if ["is", "has", "should", "can", "did", "was", "will", "show", "shows", "needs", "allows", "uses"].contains(first), words.count > 1 {
            return .bool(false)
        }
        if ["enabled", "disabled", "selected", "visible", "hidden", "loading", "favorite", "favourite", "completed",
            "done", "active", "verified", "premium", "locked", "pinned", "read", "liked", "muted", "online"].contains(lower) {
            return .bool(false)
        }
        if last == "url" || lower.hasSuffix("url") || ["link", "href", "website"].contains(last) {
            return .url("https://example.com/" + name)
        }
        if ["date", "time", "timestamp", "birthday", "deadline"].contains(last) || lower.hasSuffix("at") && words.count > 1 && ["created", "updated", "published", "modified", "started", "ended", "posted"].contains(first) {
            return .date
        }
        if ["color", "colour", "tint", "accent", "foreground", "background", "fill", "stroke", "shadow"].contains(last)
            || (["text", "label", "border", "separator"].contains(last) && words.count > 1 && ["primary", "secondary", "tertiary", "muted", "subtle", "accent", "border", "brand"].contains(first)) {
            return .color
        }
        if last == "font" || ["headline", "caption", "display"].contains(lower) { return .font }
        if ["image", "avatar", "photo", "icon", "thumbnail", "picture", "artwork", "cover", "logo", "poster", "banner"].contains(last) {
            return .image
        }
        if ["count", "total", "number", "index", "quantity", "age", "level", "score", "rank", "page", "year", "likes", "views",
            "followers", "following", "comments", "steps", "minutes", "hours", "days", "points", "stars"].contains(last) {
            return .int(3)
        }
        if ["progress", "fraction", "percent", "percentage", "ratio", "opacity", "rating", "value", "amount", "price", "cost",
            "width", "height", "size", "spacing", "padding", "radius", "distance", "temperature", "latitude", "longitude",
            "margin", "inset", "gap", "offset", "corner", "thickness", "weight"].contains(last) {
            // Fractions 0.6; the small lengths of a design system (spacing, padding, corner
            // radius) 8; other lengths and quantities 44, a control's height.
            if ["progress", "fraction", "percent", "percentage", "ratio", "opacity"].contains(last) { return .double(0.6) }
            if ["spacing", "padding", "radius", "margin", "inset", "gap", "offset", "corner", "thickness"].contains(last) { return .double(8) }
            return .double(44)
        }
        if ["small", "medium", "large", "xs", "sm", "md", "lg", "xl", "xxl", "tiny", "huge", "regular", "compact"].contains(lower) {
            // A design system's step (`Spacing.medium`, `.lg`): a length.
            return .double(["small", "xs", "sm", "tiny", "compact"].contains(lower) ? 4 : ["medium", "md", "regular"].contains(lower) ? 8 : 16)
        }
        if ["name", "title", "subtitle", "label", "text", "description", "message", "body", "handle", "username", "email", "caption",
            "summary", "detail", "details", "content", "headline", "bio", "address", "city", "country", "location", "category", "tag",
            "status", "id", "identifier", "symbol", "note", "notes", "author", "artist", "comment", "reason", "type", "kind", "string",
            "first", "last", "initials", "phone", "code", "unit", "emoji"].contains(last) {
            return .string(StandIns.words(name))
        }
        if last.hasSuffix("s"), last.count > 3, !["status", "address", "bus", "news", "progress", "class", "glass"].contains(last) {
            return .list
        }
        return .other
    }

    /// `avatarURL` -> `Avatar URL`; `user_name` -> `User Name`.
    static func words(_ name: String) -> String {
        splitWords(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// `avatarURL` -> [avatar, URL]; `user_name` -> [user, name].
    static func splitWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "-" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
            if character.isUppercase, !current.isEmpty, current.last?.isLowercase == true || (current.last?.isUppercase == true && nextIsLower) {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The known name `name` is most likely a misspelling of: the same letters in another case
    /// (`Vstack` for `VStack`), one letter left out or added (`.frme`, `.paddding`), or two
    /// neighbours swapped (`.fraem`), starting with the same letter, for names of four letters
    /// or more. A different letter in place of another is not taken for a misspelling: an
    /// app's own names are often one letter from SwiftUI's (`Panel` and `Label`).
    static func misspelling(of name: String, among known: some Sequence<String>) -> String? {
        let lower = name.lowercased()
        for candidate in known where candidate != name {
            let other = candidate.lowercased()
            if other == lower { return candidate }
            guard lower.count >= 4, other.count >= 4, lower.first == other.first else { continue }
            if isOneLetterApart(Array(lower), Array(other)) || isSwapped(Array(lower), Array(other)) { return candidate }
        }
        return nil
    }

    /// True when `a` and `b` differ by one letter added or left out. A digit is not a letter
    /// here: `gray6` is an app's numbered variant of `gray` (bitkit's `Color.gray6`, after
    /// UIKit's `systemGray6`), not a slip.
    private static func isOneLetterApart(_ a: [Character], _ b: [Character]) -> Bool {
        guard abs(a.count - b.count) == 1 else { return false }
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        var i = 0
        while i < short.count, short[i] == long[i] { i += 1 }
        if long[i].isNumber { return false }
        return short[i...] == long[(i + 1)...]
    }

    /// True when `a` is `b` with two neighbouring letters swapped.
    private static func isSwapped(_ a: [Character], _ b: [Character]) -> Bool {
        guard a.count == b.count else { return false }
        let differing = a.indices.filter { a[$0] != b[$0] }
        return differing.count == 2 && differing[1] == differing[0] + 1
            && a[differing[0]] == b[differing[1]] && a[differing[1]] == b[differing[0]]
    }
}
