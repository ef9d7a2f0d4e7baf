import LayoutEngine
import SwiftEvaluator
import SwiftSyntax

/// Stand-ins: what a scene uses but does not declare (its app's models, views, colours,
/// modifiers) stands in visibly, each a warning at the code that uses it, so that a view pasted
/// from an app lays out. With `isStrict` (`--strict`) they are errors instead, as the scene
/// would be without the rest of its app. A name one slip away from SwiftUI's (`Vstack`,
/// `.frme`) is an error either way, with the name it likely means.
extension SwiftUILibrary {
    /// The hint every stand-in warning carries.
    static let standInHint = "open the file that declares it together with this one, or use --strict to list only what is missing"

    /// The error a missing name is under `--strict`.
    func notDeclared(_ name: String, at position: SourcePosition?) -> RuntimeError {
        RuntimeError("'\(name)' is not declared in the scene", at: position, kind: .unsupported,
                     hint: "open the file that declares it together with this one (several files, or their folder)")
    }

    /// `value.member` for a stand-in `value`: a sample chosen from the member's name.
    func standIn(member: String, of value: StandInValue, at position: SourcePosition?) throws -> Value {
        // Identity: each stand-in is its own (three rows of a stand-in list have three ids).
        if member == "id" || member == "hashValue" { return .string(value.identity) }
        // A list of stand-ins: its elements, and the collection methods real files call on it.
        if case .list = value.sample {
            let element = Value.native(StandInValue(name: value.name + "[]", typeName: value.typeName, index: 0))
            switch member {
            case "subscript":
                return Function.native(member) { call in
                    .native(StandInValue(name: value.name + "[]", typeName: value.typeName, index: call.arguments.first?.value.intValue ?? 0))
                }
            case "first", "last", "randomElement": return member == "randomElement" ? Function.native(member) { _ in element } : element
            case "map", "compactMap", "flatMap":
                // The closure on each of the three elements: `users.map { ($0.id, $0) }`.
                return Function.native(member) { call in
                    guard let transform = call.arguments.first?.value else { return .native(value) }
                    var results: [Value] = []
                    for element in StandIns.list(value.name, typeName: value.typeName) {
                        let result = try call.evaluator.call(transform, arguments: [SwiftEvaluator.Argument(label: nil, value: element)], at: call.position)
                        if member == "compactMap", result.isNil { continue }
                        if member == "flatMap", case .array(let inner) = result { results += inner } else { results.append(result) }
                    }
                    return .array(results)
                }
            case "filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "shuffled":
                // The three elements kept (a predicate over samples would hide them all).
                return Function.native(member) { _ in .native(value) }
            case "enumerated":
                return Function.native(member) { _ in
                    .array(StandIns.list(value.name, typeName: value.typeName).enumerated().map { .tuple([TupleElement(label: "offset", value: .int($0)), TupleElement(label: "element", value: $1)]) })
                }
            case "indices": return .range(RangeValue(lower: .int(0), upper: .int(3), isClosed: false))
            case "isEmpty": return .bool(false)
            default: break
            }
        }
        // A sample that is a string, a number or a URL answers that type's own members
        // (`user.name.uppercased()`, `model.count.formatted()`, `profileURL.host`).
        if let primitive = value.primitiveSample, let real = try? evaluator.existingMember(member, of: primitive) {
            return real
        }
        return try standIn(path: value.name + "." + member, member: member, at: position)
    }

    /// A sample for `path` (written `Theme.accent`, `user.name`) from the name of its last
    /// part, `member`, reported once as a warning at `position`.
    func standIn(path: String, member: String, at position: SourcePosition?) throws -> Value {
        if isStrict { throw notDeclared(path, at: position) }
        // `DS.Spacing.large`, `Theme.Colors.accent`: a namespace of its app; what is read of it
        // is reported, with the whole path.
        if member.first?.isUppercase == true, member.count > 1, member.contains(where: \.isLowercase) {
            return .native(StandInValue(name: path, typeName: member))
        }
        // One warning for each name, where it is first read: a model used on every line of a
        // view is reported once.
        let isFirstUse = standInPathsReported.insert(path).inserted
        let value: Value
        let shown: String
        switch StandIns.sample(forMember: member) {
        case .string(let text):
            // A stand-in that is the string where one is needed, and still has members
            // (`order.status.title`).
            (value, shown) = (.native(StandInValue(name: path, typeName: "String")), "\"\(text)\"")
        // A Boolean by its name (`user.isMuted`, `item.muted`); read from a type's namespace
        // (`AppTheme.Text.muted`, a design token) it may as well be a colour or a length, so it
        // stays a stand-in: false in a condition, a colour where a colour goes.
        case .bool(let flag) where path.first?.isUppercase == true: (value, shown) = (.native(StandInValue(name: path, typeName: "Bool")), "\(flag)")
        case .bool(let flag): (value, shown) = (.bool(flag), "\(flag)")
        // Numbers and URLs are stand-ins too, so that a member the app declares as a method
        // (`model.count(of: .unread)`, `links.actionLink(for: item)`) can still be called.
        case .int(let number): (value, shown) = (.native(StandInValue(name: path, typeName: "Int")), "\(number)")
        case .double(let number): (value, shown) = (.native(StandInValue(name: path, typeName: "Double")), formatPoints(number))
        case .url(let text): (value, shown) = (.native(StandInValue(name: path, typeName: "URL")), text)
        case .date: (value, shown) = (.native(DateValue.now), "the scene's date")
        case .image: (value, shown) = (.native(StandInValue(name: path, typeName: "Image")), "a photo")
        case .color:
            // A colour from the name where a colour goes (`StandInPalette`), and callable
            // (`theme.color(for: status)`).
            (value, shown) = (.native(StandInValue(name: path, typeName: "Color")), StandInPalette.description(for: path))
        case .font:
            var font = FontValue(font: .body)
            font.isStandIn = true
            (value, shown) = (.native(font), ".body")
        case .list:
            // Three elements where it is iterated (`ForEach(model.items)`), 3 as a count.
            value = .native(StandInValue(name: path, typeName: StandIns.words(member).replacingOccurrences(of: " ", with: "")))
            shown = "three samples"
        case .other:
            value = .native(StandInValue(name: path, typeName: StandIns.words(member).replacingOccurrences(of: " ", with: "")))
            shown = "a stand-in value"
        }
        if isFirstUse { warning("'\(path)' is not declared in the scene; it stands in as \(shown)", at: position, hint: Self.standInHint) }
        return value
    }

    /// A use of a type that reaches outside the scene (`FileManager.default`, `URLSession`):
    /// under `--strict` the sandbox's error; otherwise a stand-in that reads and writes nothing
    /// (its members are samples, as an undeclared type's are), with the refusal as a warning,
    /// so that an app whose model opens a database or a session at start still lays out.
    func standIn(refusedType type: String, refusal: RuntimeError, _ makeStandIn: () throws -> Value) throws -> Value {
        if isStrict { throw refusal }
        if standInPathsReported.insert("sandbox:" + type).inserted {
            warning(refusal.message.replacingOccurrences(of: " is refused", with: " stands in, reading and writing nothing"),
                    at: refusal.position, hint: "write the values the view shows into the scene")
        }
        isMakingRefusedStandIn = true
        defer { isMakingRefusedStandIn = false }
        return try makeStandIn()
    }

    /// `Type.member` of a type the scene does not declare (`DesignSystem.spacing`,
    /// `User.preview`).
    func standIn(staticMember name: String, ofType type: String, at position: SourcePosition?) throws -> Value {
        // Under --strict the type is what is missing.
        if isStrict { throw notDeclared(type, at: writtenCodePosition(of: type, at: position)) }
        let value = try standIn(path: type + "." + name, member: name, at: position)
        // `.completed` where a `ConversationState` goes: a case of the app's enum, which a
        // `switch` over it takes by name.
        if !evaluator.isExplicitMemberAccess, name.first?.isLowercase == true, case .native(var standIn as StandInValue) = value {
            standIn.isImplicitCase = true
            return .native(standIn)
        }
        return value
    }

    /// Where to report the undeclared `type` used at `position`: in a root the playground
    /// wrote (`SampleArguments`), where the scene names the type (`let user: User`); elsewhere
    /// `position` itself.
    func writtenCodePosition(of type: String, at position: SourcePosition?) -> SourcePosition? {
        guard let position, let evaluator, writtenCodeLocations[evaluator.lineColumn(position).file] != nil else { return position }
        return standInUses.positions[type] ?? position
    }

    /// `Color.offWhite`, `Font.brandTitle`: a member an app adds to a SwiftUI type in an
    /// extension elsewhere. A colour from its name (`StandInPalette`), `.body`, or a stand-in; nil for other types, and for a
    /// name one slip from the type's own (an error says which it likely means).
    func standIn(hostMember name: String, ofType type: String, at position: SourcePosition?) throws -> Value? {
        // `Color.Text.primary`, `Font.Brand.title`: a namespace the app nests in the type; its
        // members are of the outer type.
        let base = String(type.split(separator: ".").first ?? Substring(type))
        let known: [String]
        switch base {
        case "Color", "UIColor", "NSColor": known = Array(Color.systemNames) + Array(Color.semanticNames)
        case "Font": known = Font.TextStyle.allCases.map(\.rawValue)
        case "Image", "UIImage", "ShapeStyle": known = []
        default:
            // `String.downloads` (an app's localized strings), `CGFloat.spacing`,
            // `UIDevice.isTV`: a sample from the name, as for a model's member.
            // Only where written `Type.member`: an implicit member (`.horizontal` where a
            // CGFloat or an Edge.Set goes) is left for the place that knows its type.
            guard !isStrict, name != "init" else { return nil }
            if !evaluator.isExplicitMemberAccess {
                // `.themeRadius12` where a CGFloat goes: a length of its app; any other implicit
                // member (`.horizontal` where padding takes an edge set or a length) is left
                // for the place that knows its type.
                guard ["CGFloat", "Double"].contains(base), !Self.swiftUIImplicitNames.contains(name),
                      let number = implicitLength(name, at: position) else { return nil }
                // A stand-in that is the number, and can be called (`.grid(8)`).
                var length = StandInValue(name: "CGFloat." + name, typeName: "Double")
                length.fixedNumber = number
                return .native(length)
            }
            if name.first?.isUppercase == true { return .type(TypeReference(name: type + "." + name)) }
            let path = type + "." + name
            switch base {
            case "String", "LocalizedStringKey", "LocalizedStringResource":
                // What the type is wins over what the name suggests ("downloads" is a string).
                warning("'\(path)' is not declared in the scene (an extension of its app?); it stands in as \"\(StandIns.words(name))\"", at: position, hint: Self.standInHint)
                return .native(StandInValue(name: path, typeName: "String"))
            case "CGFloat", "Double", "Float", "Int":
                let number = StandInValue(name: path, typeName: base == "Int" ? "Int" : "Double").sampleNumber
                warning("'\(path)' is not declared in the scene (an extension of its app?); it stands in as \(formatPoints(number))", at: position, hint: Self.standInHint)
                return base == "Int" ? .int(Int(number)) : .double(number)
            default:
                return try standIn(path: path, member: name, at: position)
            }
        }
        if !type.contains("."), let meant = StandIns.misspelling(of: name, among: known) {
            throw RuntimeError("\(type) has no member '\(name)'; did you mean '\(meant)'?", at: position, kind: .unsupported)
        }
        if isStrict { return nil }
        if name.first?.isUppercase == true, !type.contains("."), evaluator.isExplicitMemberAccess { return .type(TypeReference(name: type + "." + name)) }
        let value: Value
        switch base {
        case "Color", "UIColor", "NSColor", "ShapeStyle":
            var color = ColorValue(StandInPalette.color(for: type + "." + name))
            color.isStandIn = true
            value = .native(color)
        case "Font":
            var font = FontValue(font: .body)
            font.isStandIn = true
            value = .native(font)
        default: value = .native(StandInValue(name: type + "." + name, typeName: "Image"))
        }
        let shown = base == "Font" ? ".body" : (base.hasSuffix("Image") ? "a photo" : StandInPalette.description(for: type + "." + name))
        warning("'\(type).\(name)' is not declared in the scene (an extension of its app?); it stands in as \(shown)", at: position,
                hint: Self.standInHint)
        return value
    }

    /// Implicit members SwiftUI's own types answer where a length might also go (edges,
    /// alignments, axes, the numbers' own constants): never an app's length.
    static let swiftUIImplicitNames: Set<String> = [
        "top", "bottom", "leading", "trailing", "horizontal", "vertical", "all", "center", "firstTextBaseline", "lastTextBaseline",
        "topLeading", "topTrailing", "bottomLeading", "bottomTrailing", "infinity", "zero", "pi", "nan", "greatestFiniteMagnitude",
        "leastNonzeroMagnitude", "leastNormalMagnitude", "ulpOfOne", "max", "min", "keyboard", "container", "automatic", "init",
    ]

    /// `.themeSpacing16`, `.buttonWidth` where a length goes: a `CGFloat` its app adds in an
    /// extension. A number at the end of the name is its value (design systems name steps so);
    /// otherwise a sample from the name. Nil under --strict.
    func implicitLength(_ name: String, at position: SourcePosition?) -> Double? {
        // A slip from SwiftUI's own (`.horizonal`) stays an error.
        guard !isStrict, name.first?.isLetter == true, StandIns.misspelling(of: name, among: Self.swiftUIImplicitNames) == nil else { return nil }
        let digits = String(name.reversed().prefix(while: \.isNumber).reversed())
        let number = digits.isEmpty || digits.count > 4 ? StandInValue(name: name, typeName: "Double").sampleNumber : Double(digits) ?? 8
        warning("'CGFloat.\(name)' is not declared in the scene (an extension of its app?); it stands in as \(formatPoints(number))", at: position,
                hint: Self.standInHint)
        return number
    }

    /// `.premiumBirdFood` where a colour or style goes: an app's own `ShapeStyle` member, a
    /// colour from its name (`StandInPalette`).
    func standInColor(_ name: String, at position: SourcePosition?) throws -> LayoutEngine.Color {
        if let meant = StandIns.misspelling(of: name, among: Array(Color.systemNames) + Array(Color.semanticNames)) {
            throw RuntimeError("'.\(name)' is not a colour; did you mean '.\(meant)'?", at: position, kind: .unsupported)
        }
        if isStrict { throw notDeclared("." + name, at: position) }
        warning("'.\(name)' is not declared in the scene (a colour or style of its app?); it stands in as \(StandInPalette.description(for: name))",
                at: position, hint: Self.standInHint)
        return StandInPalette.color(for: name)
    }

    /// An environment object no ancestor passed (`@EnvironmentObject var theme: Theme`): one
    /// made with no arguments when the scene declares its type, else a stand-in.
    func missingEnvironmentObject(_ typeName: String, property storage: String, at position: SourcePosition?) -> Value {
        // The wrapper's storage is `_theme`; the scene wrote `theme`.
        let property = storage.hasPrefix("_") ? String(storage.dropFirst()) : storage
        if let type = evaluator.program.types[typeName], let made = try? evaluator.withFreshSteps({ try evaluator.instantiate(type, arguments: [], at: position) }) {
            warning("no '.environmentObject(...)' above this view passes a '\(typeName)'; '\(property)' is \(typeName)()", at: position)
            return made
        }
        if isStrict {
            report(.error, "no '.environmentObject(...)' above this view passes a '\(typeName)', and the scene does not declare it", at: position)
            return .nil
        }
        warning("'\(typeName)' is not declared in the scene and no ancestor passes one; '\(property)' stands in", at: position, hint: Self.standInHint)
        return .native(StandInValue(name: property, typeName: typeName))
    }

    /// `.appModifier()` on a view, a modifier its app declares elsewhere: the view unchanged,
    /// a level in the tree, and a warning. A name one slip from SwiftUI's is an error.
    func standInModifier(_ name: String, of base: Value) throws -> Value? {
        // A bare name inside a view (`HStack`, `helper()`) is looked up on `self` first: only a
        // name written after a dot, in lower case, is a modifier.
        guard evaluator.isExplicitMemberAccess, name.first?.isLowercase == true || name.first == "_" else { return nil }
        if let meant = StandIns.misspelling(of: name, among: SwiftUICatalog.modifiers.keys) {
            throw RuntimeError("'\(name)' is not a SwiftUI modifier; did you mean '\(meant)'?", at: evaluator.memberAccessPosition, kind: .unsupported)
        }
        if isStrict { return nil }
        return Function.native(name) { call in
            self.warning("'\(name)' is not declared in the scene (a modifier of its app?); it has no effect on layout here", at: call.position,
                         hint: Self.standInHint)
            return self.level(name, base, call, layout: PassthroughLayout())
        }
    }

    /// A name nothing in the scene declares (`sampleStore`, `static_listing`: a global of its
    /// app): a stand-in, with a warning. A name one slip from one in scope is a misspelling:
    /// the "cannot find" error stays, with the name it likely means.
    func standIn(forUnknownName name: String, nearby: [String], at position: SourcePosition?, in evaluator: Evaluator) throws -> Value? {
        if let meant = StandIns.misspelling(of: name, among: Set(nearby)) {
            throw RuntimeError("cannot find '\(name)' in scope; did you mean '\(meant)'?", at: position, kind: .unsupported)
        }
        guard !isStrict, name.first?.isLowercase == true || name.first == "_" else { return nil }
        return try standIn(path: name, member: name, at: position)
    }

    /// A member the value's type does not have, on a value of SwiftUI, Foundation or the
    /// standard library (`"Save".localized`, `angle.normalized`, `date.timeAgo`): an extension
    /// its app declares elsewhere, so a stand-in with a warning. Not for views (their missing
    /// members are modifiers, `standInModifier`), nor for values of the scene's own types,
    /// whose misuse stays an error.
    func standIn(forMissingMember name: String, of value: Value, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value? {
        if let modifier = try optionalViewMember(name, of: value, in: evaluator) { return modifier }
        guard !isStrict, name.first?.isLetter == true else { return nil }
        let typeName: String
        switch value {
        case .string: typeName = "String"
        case .int: typeName = "Int"
        case .double: typeName = "Double"
        case .bool: typeName = "Bool"
        case .array: typeName = "Array"
        case .dictionary: typeName = "Dictionary"
        case .native(let native):
            guard !native.conformances.contains("View"), !(native is StandInValue) else { return nil }
            typeName = native.typeName
        case .type(let type) where type.definition == nil && !HostTypes.names.contains(type.name) && !StandardLibraryNames.names.contains(type.name)
                                    && !SwiftUICatalog.viewNames.contains(type.name):
            // `Defaults[.accentColor]`: a store of its app, read by a key.
            return try standIn(path: type.name + "." + name, member: name, at: position)
        case .type(let type) where type.definition?.kind == .hostExtension
            && type.definition?.parent.map({ IOSBuildConfiguration.importableModules.contains($0.name) }) == true:
            // `StoreKit.Transaction.currentEntitlement(for:)` beside the app's `extension
            // StoreKit.Transaction`: a type of a framework, not SwiftUI's namesake.
            return try standIn(path: (type.definition?.qualifiedName ?? type.name) + "." + name, member: name, at: position)
        case .implicitMember(let member) where member.name == "init":
            // `.init()` of a type nothing names (`.constant(.init())` in a preview).
            return try standIn(path: name, member: name, at: position)
        case .object(let object):
            // A member an app's class inherits from an SDK class it does not ship (`layer` of a
            // `UIView` subclass); one a letter away from the class's own is a slip.
            let type = object.type
            guard let sdk = type.sdkSuperclass,
                  StandIns.misspelling(of: name, among: type.storedProperties.map(\.name) + type.computedProperties.keys + type.methods.keys) == nil
            else { return nil }
            typeName = sdk
        default: return nil
        }
        let path = typeName + "." + name
        if name == "rawValue", ["String", "Int", "Double", "Bool"].contains(typeName) {
            // A value of a wrapper the app uses but does not ship, made from a literal
            // (`Tagged<Font, String>`'s `"Matter-Medium"`): its raw value is the literal.
            warning("'\(path)' is not declared in the scene (a wrapper made from a literal?); it stands in as the value itself", at: position, hint: Self.standInHint)
            return value
        }
        if case .string(let text) = value, name.lowercased().contains("locali") {
            // A localization helper: the text itself.
            warning("'\(path)' is not declared in the scene (an extension of its app?); it stands in as the text itself", at: position, hint: Self.standInHint)
            var standIn = StandInValue(name: path, typeName: "String")
            standIn.fixedText = text
            return .native(standIn)
        }
        return try standIn(path: path, member: name, at: position)
    }

    /// `Calendar.current.isDateInWeekend(day)`, `model.isPinned(post)`: a method of an SDK or
    /// of a stand-in that the playground answered as a property (a sample, a value of the
    /// SDK's): the call's value is that value, with a warning. An error under --strict.
    func standIn(forCallOf value: Value, named name: String, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value? {
        if isStrict { return nil }
        if case .void = value { return nil }
        // A stand-in's sample was reported where it was read, at the same place.
        let place = location(position)
        if sink.diagnostics.contains(where: { $0.severity == .warning && $0.location == place }) { return value }
        warning("'\(name)(...)' is not available in the playground; its value stands in as \(evaluator.describe(value))", at: position,
                hint: Self.standInHint)
        return value
    }

    /// `#Predicate<Item> { $0.isDone }`, `#selector(close)`, `#Expression { ... }`: a macro of
    /// an SDK or a package, which the playground does not expand: a stand-in named by the
    /// macro, with a warning. An error under --strict.
    func standIn(forMacro name: String, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value? {
        guard !isStrict, name.first?.isLetter == true else { return nil }
        warning("the macro '#\(name)' is not expanded in the playground; a stand-in is used", at: position, hint: Self.standInHint)
        return .native(StandInValue(name: "#" + name, typeName: name))
    }

    /// `column <- value`: an operator of a package the app uses (SQLite's, a functional
    /// library's); its result stands in, reported once per operator.
    func standIn(forOperator op: String, at position: SourcePosition?, in evaluator: Evaluator) throws -> Value? {
        guard !isStrict else { return nil }
        if standInPathsReported.insert("operator " + op).inserted {
            warning("the operator '\(op)' is not declared in the scene; its result stands in", at: position, hint: Self.standInHint)
        }
        return .native(StandInValue(name: op, typeName: "Operator"))
    }

    /// `Name(...)` for a type the scene does not declare: a view of its app
    /// (`FollowButton(isFollowing: true)`, `Card { ... }`), drawn as its name on a grey with
    /// the views of its trailing closure inside, or one of its models (`FeedViewModel()`),
    /// whose members are samples: one stand-in serves both, as the code uses it. A `.frame` on
    /// it sets its size, as on any view.
    func standInView(_ type: String, _ call: NativeCall) throws -> StandInValue {
        // Swift Charts' names are not SwiftUI's: an app's `Chat` is no slip of `Chart`.
        if let meant = StandIns.misspelling(of: type, among: SwiftUICatalog.viewNames.subtracting(Self.chartViewNames)) {
            throw RuntimeError("'\(type)' is not declared in the scene; did you mean '\(meant)'?", at: call.position, kind: .unsupported)
        }
        let reported = writtenCodePosition(of: type, at: call.position)
        if isStrict { throw notDeclared(type, at: reported) }
        // In a root the playground wrote it is one of the app's models, made with its guessed
        // initializer (`SampleArguments+Undeclared`).
        warning(reported != call.position ? "'\(type)' is not declared in the scene; a stand-in is used" : "'\(type)' is not declared in the scene; a stand-in shows its name",
                at: reported, hint: Self.standInHint)
        let content = call.arguments.last(where: { $0.isTrailingClosure }).map(\.value)
        return StandInValue(name: type, typeName: type, isMade: true, content: content, position: call.position)
    }
}
