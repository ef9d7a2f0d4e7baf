import LayoutEngine
import SceneSource
import Testing

/// The catalog is the one list of SwiftUI names: what it says must be what the interpreter
/// does, and what the editor and inspector read from it must be right.
@Suite struct CatalogTests {
    @Test func everyModelledModifierIsImplemented() {
        // A modifier the catalog calls modelled but `applyModifier` lacks says "is not supported".
        for (name, entry) in SwiftUICatalog.modifiers where entry.role == .modelled {
            let result = load("Text(\"a\").\(name)()")
            let unsupported = messages(result).filter { $0.contains("is not supported") || $0.contains("has no member") }
            #expect(unsupported.isEmpty, "\(name): \(unsupported)")
        }
    }

    @Test func everyBehaviourModifierKeepsALevelSilently() throws {
        for name in ["accessibilityLabel", "help", "badge", "navigationDestination"] {
            let result = load("Text(\"a\").\(name)(\"x\")")
            #expect(messages(result).isEmpty, "\(name)")
            #expect(messages(result, .warning).isEmpty, "\(name)")
            #expect(try #require(result.root).typeName == name)
        }
    }

    @Test func aModifierWithCompleteLabelsRefusesAnother() {
        let result = load("Text(\"a\").frame(widht: 10)")
        #expect(messages(result).contains("frame has no argument 'widht:'"))
        // A modifier whose labels are not all listed accepts what it does not know.
        #expect(messages(load("Text(\"a\").lineLimit(2, reservesSpace: true)")).isEmpty)
    }

    @Test func everyCatalogViewIsAViewOrAPlaceholder() {
        for name in SwiftUICatalog.viewNames.sorted() where !["Path", "HStackLayout", "VStackLayout", "ZStackLayout", "AnyLayout", "ForEach", "AnyView", "AnchoredPosition", "ScrollViewReader", "Canvas", "TimelineView"].contains(name) {
            let result = load("\(name)()")
            let unknown = messages(result).filter { $0.contains("not declared") || $0.contains("unknown") }
            #expect(unknown.isEmpty, "\(name): \(unknown)")
        }
    }

    @Test func parameterTypesResolveImplicitMembersAndLiterals() throws {
        #expect(SwiftUICatalog.parameterType(call: "HStack", label: "alignment") == "VerticalAlignment")
        #expect(SwiftUICatalog.parameterType(call: "VStack", label: "alignment") == "HorizontalAlignment")
        #expect(SwiftUICatalog.parameterType(call: "CGPoint", label: "x") == "CGFloat")
        #expect(SwiftUICatalog.parameterType(call: "MyCard", label: "cornerRadius") == "CGFloat")
        #expect(SwiftUICatalog.parameterType(call: "MyCard", label: "title") == nil)
        // `spacing: 7 / 2` is a CGFloat division: 3.5, not Swift's integer 3.
        let result = load("HStack(spacing: 7 / 2) { Color.red.frame(width: 10); Color.blue.frame(width: 10) }")
        let laidOut = try layout(try #require(result.root), ProposedViewSize(width: 100, height: 10))
        #expect(laidOut.view(at: "0")?.frame.width == 23.5)
    }

    @Test func inspectorChoicesFollowTheParameterType() throws {
        let hStack = try #require(SwiftUICatalog.choices(call: "HStack", isModifier: false, label: "alignment", source: ".top"))
        #expect(hStack.names == VerticalAlignment.builtIn.map(\.description))
        #expect(hStack.selected.map { hStack.names[$0] } == "top")
        #expect(hStack.prefix == ".")
        let vStack = try #require(SwiftUICatalog.choices(call: "VStack", isModifier: false, label: "alignment", source: ".leading"))
        #expect(vStack.names == HorizontalAlignment.builtIn.map(\.description))
        let frame = try #require(SwiftUICatalog.choices(call: "frame", isModifier: true, label: "alignment", source: ".topLeading"))
        #expect(frame.names == Alignment.named.map(\.name))
        let font = try #require(SwiftUICatalog.choices(call: "font", isModifier: true, label: nil, source: ".headline"))
        #expect(font.names.contains("largeTitle") && font.selected != nil)
        let colour = try #require(SwiftUICatalog.choices(call: "background", isModifier: true, label: nil, source: "Color.yellow"))
        #expect(colour.prefix == "Color." && colour.selected.map { colour.names[$0] } == "yellow")
        #expect(SwiftUICatalog.choices(call: "frame", isModifier: true, label: "width", source: "100") == nil)
        // `frame` is a modifier, not a view: as a view name it has no alignment parameter.
        #expect(SwiftUICatalog.choices(call: "frame", isModifier: false, label: "alignment", source: ".top") == nil)
    }

    @Test func inspectorOffersTheStylesOfSystemViews() throws {
        let list = try #require(SwiftUICatalog.choices(call: "listStyle", isModifier: true, label: nil, source: ".plain"))
        #expect(list.names.contains("insetGrouped") && list.selected.map { list.names[$0] } == "plain" && list.prefix == ".")
        let button = try #require(SwiftUICatalog.choices(call: "buttonStyle", isModifier: true, label: nil, source: ".bordered"))
        #expect(button.selected.map { button.names[$0] } == "bordered")
        let role = try #require(SwiftUICatalog.choices(call: "Button", isModifier: false, label: "role", source: ".destructive"))
        #expect(role.selected.map { role.names[$0] } == "destructive")
        // Every style offered is one the library takes without a message.
        for (modifier, styles) in SwiftUICatalog.styleChoices {
            for style in styles {
                let source = "List { Toggle(\"A\", isOn: .constant(true)); Button(\"B\") {} }.\(modifier)(.\(style))"
                #expect(messages(load(source)).isEmpty, "\(source): \(messages(load(source)))")
            }
        }
    }

    @Test func noNameIsInTwoEntries() {
        // A second entry of a name is never read (the first wins): a modifier listed both as
        // modelled and as behaviour-only says one thing and does the other.
        for entries in [SwiftUICatalog.viewEntries, SwiftUICatalog.valueEntries, SwiftUICatalog.modifierEntries] {
            let repeated = Dictionary(grouping: entries, by: \.name).filter { $0.value.count > 1 }
            #expect(repeated.isEmpty, "\(repeated.map { "\($0.key): \($0.value.map(\.role))" })")
        }
    }

    @Test func everyModifierOfferingStylesAppliesThem() throws {
        // The inspector offers a drop-down of styles only for a modifier that draws them: a
        // behaviour-only one would pass every choice through unchanged.
        for (name, styles) in SwiftUICatalog.styleChoices {
            let entry = try #require(SwiftUICatalog.modifiers[name], "\(name)")
            #expect(entry.role == .modelled, "\(name) offers styles but is \(entry.role)")
            for style in styles {
                let warnings = messages(load("Text(\"a\").\(name)(.\(style))"), .warning)
                #expect(!warnings.contains("'\(name)' does not affect layout"), "\(name)(.\(style))")
            }
        }
    }

    @Test func paletteOffersSystemViews() {
        let names = Set(SwiftUICatalog.paletteViews.map(\.entry.name))
        for name in ["NavigationStack", "NavigationLink", "List", "Form", "Section", "Toggle", "TextField", "SecureField",
                     "Grid", "GridRow", "LazyVGrid", "TabView", "Button", "Picker", "Slider", "ContentUnavailableView"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(SwiftUICatalog.viewIcon("List") == SwiftUICatalog.Icon.list)
        #expect(SwiftUICatalog.viewIcon("NavigationStack") == SwiftUICatalog.Icon.navigation)
        #expect(SwiftUICatalog.modifierIcon("listStyle") == SwiftUICatalog.Icon.style)
    }

    @Test func paletteInsertionsAreCatalogNames() {
        #expect(SwiftUICatalog.paletteViews.map(\.source).contains("HStack {}"))
        #expect(SwiftUICatalog.paletteViews.map(\.source).contains("Color.blue"))
        for (entry, source) in SwiftUICatalog.paletteViews {
            #expect(source.hasPrefix(entry.name), "\(source)")
            #expect(messages(load("\(source)")).isEmpty, "\(source)")
        }
        for (entry, source) in SwiftUICatalog.paletteModifiers {
            #expect(source.hasPrefix(entry.name + "(") || source.hasPrefix(entry.name + " {"), "\(source)")
            #expect(messages(load("Text(\"a\").\(source)")).isEmpty, "\(source)")
        }
    }

    @Test func iconsComeFromTheCatalog() {
        #expect(SwiftUICatalog.viewIcon("HStack") == SwiftUICatalog.Icon.row)
        #expect(SwiftUICatalog.viewIcon("Color") == SwiftUICatalog.Icon.colour)
        #expect(SwiftUICatalog.viewIcon("MyCard") == nil)
        #expect(SwiftUICatalog.modifierIcon("padding") == SwiftUICatalog.Icon.padding)
        #expect(SwiftUICatalog.modifierIcon("somethingElse") == SwiftUICatalog.Icon.other)
    }
}
