import LayoutEngine
import SwiftEvaluator
import SwiftSyntax

/// Samples of types the scene does not declare, written as Swift that compiles in the app the
/// file comes from wherever the playground can know how: what "Add Preview" writes must build
/// in Xcode, so no name the playground alone understands (`User.standIn`) is ever written.
///
/// In order:
/// 1. an SDK type: its literal or everyday initializer (`URL(string: "https://example.com")!`,
///    `Decimal` `9.99`, `Locale(identifier: "en_US")`, `Angle.degrees(45)`);
/// 2. a sample the app declares for previews and the scene names or extends
///    (`User.preview` written anywhere in the files, `extension User { static let mock }`);
/// 3. else the app's memberwise initializer as the scene's code implies it: one argument per
///    member the scene reads of a property of that type, in the order first read
///    (`Text(user.name)`, `user.isFollowing` make `User(name: "Name", isFollowing: false)`), each
///    a literal from its name as the stand-ins choose them (`StandIns.sample`), a member read
///    further (`user.profile.bio`) a value of the type its name suggests, two levels deep; a
///    class, or a type nothing is read of, as `Type()`.
///
/// The playground evaluates what is written: `User(...)` of an undeclared `User` is a stand-in
/// whose members are the same samples, so the preview lays out as the root it replaces.
extension SampleArguments {
    /// A sample of the undeclared type `typeName` for a property called `name`.
    func undeclared(_ typeName: String, named name: String, depth: Int) -> String {
        if let sdk = Self.sdkSamples[typeName] { return sdk(Self.stringLiteral(StandIns.words(name))) }
        for sample in Self.sampleNames {
            if program.hostExtensions[typeName]?.staticProperties[sample] != nil || mentions(typeName + "." + sample) {
                return typeName + "." + sample
            }
        }
        if objectTypes.contains(typeName) { return typeName + "()" }
        return guessedInitializer(typeName, reads: memberReads(ofPropertiesOfType: typeName), depth: depth)
    }

    /// The names apps give the sample values they keep for previews.
    static let sampleNames = ["preview", "sample", "example", "mock", "placeholder", "previewValue", "demo"]

    /// SDK types by name, each with its sample as Swift (given the property's words as a string
    /// literal, for the types that hold text).
    static let sdkSamples: [String: (String) -> String] = [
        "URL": { _ in "URL(string: \"https://example.com\")!" },
        "Decimal": { _ in "9.99" },
        "Data": { _ in "Data()" },
        "IndexPath": { _ in "IndexPath(row: 0, section: 0)" },
        "Locale": { _ in "Locale(identifier: \"en_US\")" },
        "TimeZone": { _ in "TimeZone(identifier: \"UTC\")!" },
        "Calendar": { _ in "Calendar(identifier: .gregorian)" },
        "DateComponents": { _ in "DateComponents(hour: 9, minute: 41)" },
        "Character": { _ in "\"A\"" },
        "AttributedString": { words in "AttributedString(\(words))" },
        "UIImage": { _ in "UIImage(systemName: \"photo\")!" },
        "CGRect": { _ in "CGRect(x: 0, y: 0, width: 44, height: 44)" },
        "EdgeInsets": { _ in "EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)" },
        "Angle": { _ in "Angle.degrees(45)" },
        "Alignment": { _ in ".center" },
        "HorizontalAlignment": { _ in ".leading" },
        "VerticalAlignment": { _ in ".center" },
        "UnitPoint": { _ in ".center" },
        "Edge": { _ in ".top" },
        "Axis": { _ in ".vertical" },
        "ColorScheme": { _ in ".light" },
        "ContentMode": { _ in ".fit" },
        "AnyShapeStyle": { _ in "AnyShapeStyle(Color.blue)" },
        "Gradient": { _ in "Gradient(colors: [.blue, .purple])" },
        "LinearGradient": { _ in "LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)" },
        "Duration": { _ in ".seconds(1)" },
        "Int8": { _ in "3" }, "Int16": { _ in "3" }, "UInt8": { _ in "3" }, "UInt16": { _ in "3" }, "UInt32": { _ in "3" }, "UInt64": { _ in "3" },
    ]

    /// `Type(member: sample, ...)` from `reads` (member name → what is read of it further).
    private func guessedInitializer(_ typeName: String, reads: [MemberRead], depth: Int) -> String {
        guard depth < 3, !reads.isEmpty else { return typeName + "()" }
        let arguments = reads.map { read -> String in
            // A member read further is a value of the app's (`user.profile.bio`); `.count` of a
            // string or a list is the standard library's.
            if !read.further.isEmpty, case .other = StandIns.sample(forMember: read.name) {
                let nested = read.further.map { MemberRead(name: $0, further: [], position: read.position) }
                let nestedType = StandIns.words(read.name).replacingOccurrences(of: " ", with: "")
                // Its stand-in's warning points where the scene reads it.
                if program.types[nestedType] == nil, standInUses.positions[nestedType] == nil { standInUses.positions[nestedType] = read.position }
                return read.name + ": " + guessedInitializer(nestedType, reads: nested, depth: depth + 1)
            }
            return read.name + ": " + Self.literal(forMember: read.name)
        }
        return typeName + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// The literal a stand-in member called `name` would show, as Swift.
    static func literal(forMember name: String) -> String {
        switch StandIns.sample(forMember: name) {
        case .string(let text): return stringLiteral(text)
        case .bool(let flag): return String(flag)
        case .int(let number): return String(number)
        case .double(let number): return formatPoints(number)
        case .url(let text): return "URL(string: \(stringLiteral(text)))!"
        case .date: return "Date()"
        case .image: return "Image(systemName: \"photo\")"
        case .color: return "Color.blue"
        case .font: return "Font.body"
        case .list: return "[]"
        case .other: return stringLiteral(StandIns.words(name))
        }
    }

    /// `text` as a Swift string literal.
    static func stringLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// True when a file of the scene contains `text` as a whole name (`User.preview`, not
    /// `User.previewCard` nor `MyUser.preview`).
    private func mentions(_ text: String) -> Bool {
        let needle = Array(text.utf8)
        func isNamePart(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || (byte | 0x20 >= 97 && byte | 0x20 <= 122) }
        for file in program.files where file.bytes.count >= needle.count {
            let bytes = file.bytes
            var index = 0
            while index + needle.count <= bytes.count {
                if bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle,
                   index == 0 || !isNamePart(bytes[index - 1]), index + needle.count == bytes.count || !isNamePart(bytes[index + needle.count]) {
                    return true
                }
                index += 1
            }
        }
        return false
    }

    /// The types of the scene's properties that hold an observable object
    /// (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`, `@Bindable`,
    /// `@Environment(Type.self)`): classes, which have no memberwise initializer, made with `init()`.
    var objectTypes: Set<String> {
        var names = Set(environmentReads().map(\.typeName))
        for type in program.typeOrder + Array(program.nestedTypesByName.values) {
            for property in type.storedProperties {
                guard let wrapper = property.wrapper?.attributeName.trimmedDescription, let name = property.typeName,
                      ["ObservedObject", "StateObject", "EnvironmentObject", "Bindable"].contains(wrapper) else { continue }
                names.insert(name)
            }
        }
        return names
    }

    /// What the scene reads of values of the type `typeName` through its stored properties
    /// (`let user: User` ... `user.name`, `self.user.profile.bio`): each member once, in the order
    /// first read, with the members read of it in turn; method calls (`user.follow()`) and `id`
    /// (apps give it a default) are left out.
    func memberReads(ofPropertiesOfType typeName: String) -> [MemberRead] {
        var properties: Set<String> = []
        for type in program.typeOrder + Array(program.nestedTypesByName.values) {
            for property in type.storedProperties where property.typeName == typeName { properties.insert(property.name) }
        }
        guard !properties.isEmpty else { return [] }
        let reader = MemberReadCollector(properties: properties, program: program)
        for file in program.files { reader.walk(file.tree) }
        return reader.reads
    }
}

/// A member the scene reads of a value of an undeclared type (`user.profile`), with what it
/// reads of that member in turn (`bio`), and where it first reads it.
struct MemberRead {
    let name: String
    var further: [String]
    let position: SourcePosition
}

/// Walks a file for `property.member` and `self.property.member(.further)` reads of the given
/// properties (`SampleArguments.memberReads`).
final class MemberReadCollector: SyntaxVisitor {
    let properties: Set<String>
    let program: Program
    private(set) var reads: [MemberRead] = []

    init(properties: Set<String>, program: Program) {
        self.properties = properties
        self.program = program
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.base, reads.count < 24 else { return .visitChildren }
        var isProperty = false
        if let reference = base.as(DeclReferenceExprSyntax.self), properties.contains(reference.baseName.text) { isProperty = true }
        if let member = base.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
           properties.contains(member.declName.baseName.text) { isProperty = true }
        guard isProperty else { return .visitChildren }
        let name = node.declName.baseName.text
        guard name != "id", !Self.isCalled(node), name.first?.isLetter == true else { return .visitChildren }
        var further: String?
        if let outer = node.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == node.id, !Self.isCalled(outer) {
            further = outer.declName.baseName.text
        }
        if let index = reads.firstIndex(where: { $0.name == name }) {
            if let further, !reads[index].further.contains(further), further != "id" { reads[index].further.append(further) }
        } else {
            reads.append(MemberRead(name: name, further: further.map { $0 == "id" ? [] : [$0] } ?? [], position: program.position(of: node)))
        }
        return .visitChildren
    }

    /// True for `a.b` in `a.b(...)`: a method, not a stored member.
    private static func isCalled(_ node: MemberAccessExprSyntax) -> Bool {
        node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    }
}
