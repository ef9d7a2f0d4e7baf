import LayoutEngine

/// One SwiftUI name the playground knows: a view, a modifier or a value type, with its
/// parameters in declaration order and their types, the icon its tree rows show, and the
/// source the tree editor's palette inserts. Everything that used to keep its own list of
/// names (the interpreter's implicit members and label checks, the editor's argument order,
/// the outline's icons, the inspector's choices, the palettes) reads this one catalog.
public struct CatalogEntry: Sendable {
    public enum Kind: Sendable { case view, modifier, value }

    /// What a modifier does to a view tree.
    public enum Role: Sendable {
        /// A view: made by the entry's `ViewMaker`, or a value `HostTypes` makes (shapes, `Path`).
        case view
        /// A value type (`CGPoint`, `Color(red:green:blue:)`): only parameter types.
        case value
        /// A modifier the entry's `ModifierApplier` models: a layout level or a change to drawing.
        case modelled
        /// A modifier that changes behaviour, not layout: a pass-through level with a note.
        case behaviour
        /// Xcode's preview configuration, recorded for the preview list.
        case preview
    }

    public struct Parameter: Sendable, Equatable {
        /// The argument label; nil for an unlabelled parameter.
        public var label: String?
        /// The Swift type, where implicit members or literals need it (`VerticalAlignment`).
        public var type: String?
    }

    public let name: String
    public let kind: Kind
    public let role: Role
    /// In declaration order; a name with several initializers merges them in the order their
    /// labels appear (`frame(width:height:minWidth:...)`).
    public let parameters: [Parameter]
    /// True when `parameters` lists every label the name accepts, so any other is an error.
    public let checksLabels: Bool
    /// The Adwaita symbolic icon of its tree rows.
    public let icon: String
    /// What the palette inserts (a view's call; a modifier's call without its dot), in order.
    public let insertions: [String]
    /// The values the inspector offers for a modifier's unlabelled argument (`listStyle`'s styles).
    let choices: [String]
    /// How a view is made from its call; nil for a name of another kind and for a value
    /// `HostTypes` makes (shapes, `Path`, the layout types).
    let make: ViewMaker?
    /// How a modelled modifier changes the view it is applied to; nil for other kinds and roles.
    let apply: ModifierApplier?

    /// The parameter types by label (`_` for unlabelled), as native functions take them
    /// (kept, not derived per call: every modifier call reads them).
    public let parameterTypes: [String: String]

    /// The labels in declaration order, `_` for unlabelled.
    public let labels: [String]

    init(name: String, kind: Kind, role: Role, parameters: [Parameter], checksLabels: Bool, icon: String, insertions: [String],
         choices: [String] = [], make: ViewMaker? = nil, apply: ModifierApplier? = nil) {
        self.name = name
        self.kind = kind
        self.role = role
        self.parameters = parameters
        self.checksLabels = checksLabels
        self.icon = icon
        self.insertions = insertions
        self.choices = choices
        self.make = make
        self.apply = apply
        parameterTypes = Dictionary(parameters.compactMap { parameter in parameter.type.map { (parameter.label ?? "_", $0) } },
                                    uniquingKeysWith: { first, _ in first })
        labels = parameters.map { $0.label ?? "_" }
    }

    /// The type of the parameter labelled `label` (nil: unlabelled).
    public func type(of label: String?) -> String? {
        parameters.first { $0.label == label }?.type
    }
}

/// The catalog of SwiftUI names (see `CatalogEntry`). Adding a view or a modifier: its entry
/// here, holding its `ViewMaker` or `ModifierApplier`, declared in its own file next to the code
/// that builds it (and a view's `<Thing>Layout` in the engine); nothing else lists its name
/// (Documentation/scene-language.md, "Adding a view" and "Adding a modifier").
public enum SwiftUICatalog {
    /// Views by name.
    public static let views: [String: CatalogEntry] = index(viewEntries)
    /// Modifiers by name.
    public static let modifiers: [String: CatalogEntry] = index(modifierEntries)
    /// Value types whose initializers have typed parameters, by name.
    public static let values: [String: CatalogEntry] = index(valueEntries)

    /// The palette's views and modifiers: every insertion of every entry, in catalog order.
    public static let paletteViews: [(entry: CatalogEntry, source: String)] =
        (viewEntries + valueEntries).flatMap { entry in entry.insertions.map { (entry, $0) } }
    public static let paletteModifiers: [(entry: CatalogEntry, source: String)] =
        modifierEntries.flatMap { entry in entry.insertions.map { (entry, $0) } }

    /// Names of the views of the catalog.
    public static let viewNames: Set<String> = Set(views.keys)

    /// Parameter types any call shares by label (`cornerRadius:` is a length wherever it appears).
    static let commonParameterTypes: [String: String] = [
        "cornerRadius": "CGFloat", "spacing": "CGFloat", "minLength": "CGFloat", "lineWidth": "CGFloat", "radius": "CGFloat",
    ]

    /// The type of a view's or value's initializer parameter, for implicit members and literals.
    public static func parameterType(call name: String, label: String?) -> String? {
        if let type = (views[name] ?? values[name])?.type(of: label) { return type }
        if let entry = values[name], entry.parameters.contains(where: { $0.label == "*" }) { return entry.type(of: "*") }
        return label.flatMap { commonParameterTypes[$0] }
    }

    /// The icon of a view row whose call is `name` (nil: a view the catalog does not know).
    public static func viewIcon(_ name: String) -> String? {
        (views[name] ?? values[name])?.icon
    }

    /// The icon of a modifier row.
    public static func modifierIcon(_ name: String) -> String {
        modifiers[name]?.icon ?? Icon.other
    }

    /// The short list of values a parameter can take, for the inspector's drop-down: the
    /// alignments of its type, text styles, system colours. `prefix` goes before a name in the
    /// source (`.` or `Color.`); `selected` is the current value's place in `names`.
    public static func choices(call name: String, isModifier: Bool, label: String?, source: String)
        -> (names: [String], selected: Int?, prefix: String)?
    {
        let entry = isModifier ? modifiers[name] : (views[name] ?? values[name])
        var names: [String]
        var prefix = "."
        let colourName = source.hasPrefix("Color.") ? String(source.dropFirst(6)) : source.hasPrefix(".") ? String(source.dropFirst()) : nil
        if isModifier, label == nil, let styles = styleChoices[name] {
            let current = source.hasPrefix(".") ? String(source.dropFirst()) : source
            return (styles, styles.firstIndex(of: current), ".")
        }
        if !isModifier, let roles = viewChoices[name]?[label ?? "_"] {
            let current = source.hasPrefix(".") ? String(source.dropFirst()) : source
            return (roles, roles.firstIndex(of: current), ".")
        }
        switch entry?.type(of: label) {
        case "VerticalAlignment": names = VerticalAlignment.builtIn.map(\.description)
        case "HorizontalAlignment": names = HorizontalAlignment.builtIn.map(\.description)
        case "Alignment": names = Alignment.named.map(\.name)
        case "Font": names = Font.TextStyle.allCases.map(\.rawValue)
        default:
            // A colour written by name is a colour wherever it is passed.
            guard let colourName, Color.systemNames.contains(colourName) else { return nil }
            names = Color.systemNames.sorted()
            if source.hasPrefix("Color.") { prefix = "Color." }
        }
        let current = source.hasPrefix(prefix) ? String(source.dropFirst(prefix.count)) : source
        return (names, names.firstIndex(of: current), prefix)
    }

    /// The styles a style modifier takes (`listStyle(.plain)`), for the inspector's drop-down:
    /// the ones iOS has and the playground draws (Documentation/system-views.md), from the
    /// modifiers' entries.
    public static let styleChoices: [String: [String]] = Dictionary(
        modifierEntries.filter { !$0.choices.isEmpty }.map { ($0.name, $0.choices) }, uniquingKeysWith: { first, _ in first })

    /// Short lists of a view's parameter values by label (`Button(role: .destructive)`).
    static let viewChoices: [String: [String: [String]]] = [
        "Button": ["role": ["cancel", "destructive"]],
        "ToolbarItem": ["placement": ["automatic", "topBarLeading", "topBarTrailing", "principal", "bottomBar", "navigationBarLeading", "navigationBarTrailing"]],
        "ToolbarItemGroup": ["placement": ["automatic", "topBarLeading", "topBarTrailing", "principal", "bottomBar"]],
        "DatePicker": ["displayedComponents": ["date", "hourAndMinute"]],
    ]

    /// Adwaita symbolic icons (names in /usr/share/icons/Adwaita).
    public enum Icon {
        public static let row = "view-dual-symbolic"
        public static let column = "view-list-symbolic"
        public static let depth = "view-paged-symbolic"
        public static let container = "view-grid-symbolic"
        public static let text = "format-text-plaintext-symbolic"
        public static let image = "image-x-generic-symbolic"
        public static let shape = "applications-graphics-symbolic"
        public static let colour = "color-select-symbolic"
        public static let space = "view-more-horizontal-symbolic"
        public static let control = "emblem-system-symbolic"
        public static let custom = "insert-object-symbolic"
        public static let size = "zoom-fit-best-symbolic"
        public static let safeArea = "view-fullscreen-symbolic"
        public static let padding = "format-indent-more-symbolic"
        public static let position = "object-flip-horizontal-symbolic"
        public static let textStyle = "format-text-rich-symbolic"
        public static let other = "preferences-other-symbolic"
        public static let navigation = "go-next-symbolic"
        public static let list = "view-list-bullet-symbolic"
        public static let grid = "view-app-grid-symbolic"
        public static let tabs = "tab-new-symbolic"
        public static let textInput = "insert-text-symbolic"
        public static let secureInput = "dialog-password-symbolic"
        public static let toggle = "checkbox-checked-symbolic"
        public static let style = "applications-graphics-symbolic"
    }

    private static func index(_ entries: [CatalogEntry]) -> [String: CatalogEntry] {
        Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

// MARK: - The entries

extension SwiftUICatalog {
    /// `"alignment: VerticalAlignment, spacing: CGFloat"` as parameters; `_` is unlabelled and
    /// a label without a type has none.
    static func parameters(_ list: String) -> [CatalogEntry.Parameter] {
        list.split(separator: ",").map { part in
            let pieces = part.split(separator: ":", maxSplits: 1).map { String($0.filter { $0 != " " }) }
            let label = pieces[0] == "_" ? nil : pieces[0]
            return CatalogEntry.Parameter(label: label, type: pieces.count > 1 && !pieces[1].isEmpty ? pieces[1] : nil)
        }
    }

    /// A view; `make` is nil for a value `HostTypes` makes (shapes, `Path`, the layout types).
    static func view(_ name: String, _ parameters: String = "", icon: String = Icon.container, insert: [String] = [], make: ViewMaker?) -> CatalogEntry {
        CatalogEntry(name: name, kind: .view, role: .view, parameters: Self.parameters(parameters), checksLabels: false, icon: icon, insertions: insert,
                     make: make)
    }

    static func value(_ name: String, _ parameters: String, icon: String = Icon.custom, insert: [String] = []) -> CatalogEntry {
        CatalogEntry(name: name, kind: .value, role: .value, parameters: Self.parameters(parameters), checksLabels: false, icon: icon, insertions: insert)
    }

    /// A modelled modifier; `exact` when `parameters` are all the labels it takes, `choices` the
    /// values the inspector offers for its unlabelled argument.
    static func modifier(_ name: String, _ parameters: String = "", exact: Bool = false, icon: String = Icon.other, insert: [String] = [],
                         choices: [String] = [], apply: ModifierApplier) -> CatalogEntry {
        CatalogEntry(name: name, kind: .modifier, role: .modelled, parameters: Self.parameters(parameters), checksLabels: exact, icon: icon,
                     insertions: insert, choices: choices, apply: apply)
    }

    /// A style modifier (`listStyle(_:)`): the inspector offers `Style`'s cases; its applier
    /// sets the one named in the environment's `systemStyles` with `set`.
    static func style<Style: StyleName>(_ name: String, _ type: Style.Type, icon: String = Icon.style, insert: [String] = [], example: String = "automatic",
                                        set: @escaping @Sendable (inout SystemStyles, Style) -> Void) -> CatalogEntry {
        modifier(name, "_", icon: icon, insert: insert, choices: Style.offered.map(\.rawValue), apply: .style(example: example, set))
    }

    /// A modifier with a level of its own but no model: a `.behaviour` or `.preview` one.
    static func unmodelled(_ name: String, _ parameters: String = "", role: CatalogEntry.Role) -> CatalogEntry {
        CatalogEntry(name: name, kind: .modifier, role: role, parameters: Self.parameters(parameters), checksLabels: false, icon: Icon.other, insertions: [])
    }
}
