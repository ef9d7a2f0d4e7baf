/// A `URL`: its text, taken apart as Foundation does for the parts view code reads (`host`,
/// `lastPathComponent`, `absoluteString`). Nothing is fetched or opened: `Data(contentsOf:)`
/// and the like are refused (`StandardLibrary.construct`).
public struct URLValue: NativeValue {
    public let text: String

    public init(text: String) {
        self.text = text
    }

    /// `URL(string:)`: nil for an empty string or one with a space, as Foundation's parser
    /// refuses; any other text is kept.
    static func parsing(_ text: String) -> URLValue? {
        guard !text.isEmpty, !text.contains(" ") else { return nil }
        return URLValue(text: text)
    }

    public var typeName: String { "URL" }
    public var hashKey: HashKey? { .string("url:" + text) }
    public var description: String { text }
    public func isEqual(to other: any NativeValue) -> Bool? { (other as? URLValue).map { $0.text == text } }

    var scheme: String? {
        guard let colon = text.firstIndex(of: ":"), text[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else { return nil }
        return String(text[..<colon])
    }

    /// The text after `scheme://`, before the path.
    var authority: Substring? {
        guard let scheme, text.dropFirst(scheme.count + 1).hasPrefix("//") else { return nil }
        let rest = text.dropFirst(scheme.count + 3)
        return rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    }

    var path: String {
        var rest = Substring(text)
        if let scheme { rest = rest.dropFirst(scheme.count + 1) }
        if let authority { rest = rest.dropFirst(2 + authority.count) }
        return String(rest.prefix { $0 != "?" && $0 != "#" })
    }

    public func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "absoluteString", "description", "relativeString": return .string(text)
        case "scheme": return scheme.map { .string($0) } ?? .nil
        case "host":
            guard let authority else { return .nil }
            let host = authority.split(separator: "@").last.map { $0.prefix { $0 != ":" } } ?? ""
            return host.isEmpty ? .nil : .string(String(host))
        case "path": return .string(path)
        case "lastPathComponent":
            let parts = path.split(separator: "/")
            return .string(parts.last.map(String.init) ?? (path.hasPrefix("/") ? "/" : ""))
        case "pathExtension":
            let last = path.split(separator: "/").last ?? ""
            guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return .string("") }
            return .string(String(last[last.index(after: dot)...]))
        case "pathComponents":
            return .array((path.hasPrefix("/") ? [Value.string("/")] : []) + path.split(separator: "/").map { Value.string(String($0)) })
        case "query":
            guard let mark = text.firstIndex(of: "?") else { return .nil }
            return .string(String(text[text.index(after: mark)...].prefix { $0 != "#" }))
        case "isFileURL": return .bool(scheme == "file")
        case "appendingPathComponent", "appending":
            return Function.native(name) { call in
                guard let part = (call.argument("path") ?? call.argument("component") ?? call.arguments.first?.value)?.stringValue else {
                    throw call.error("\(name) takes the path component to add, as a string")
                }
                // Into the path: before the query and the fragment.
                let end = text.firstIndex { $0 == "?" || $0 == "#" } ?? text.endIndex
                let head = text[..<end]
                return .native(URLValue(text: (head.hasSuffix("/") ? head + part : head + "/" + part) + text[end...]))
            }
        case "deletingLastPathComponent":
            return Function.native(name) { _ in
                guard let slash = text.dropLast().lastIndex(of: "/") else { return .native(self) }
                return .native(URLValue(text: String(text[...slash])))
            }
        default: return nil
        }
    }
}
