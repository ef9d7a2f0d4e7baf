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

    /// In catalog order, the palette's.
    public static let viewEntries: [CatalogEntry] = [
        view("Text", "_: String", icon: Icon.text, insert: [#"Text("Text")"#], make: .text),
        view("Rectangle", icon: Icon.shape, insert: ["Rectangle()"], make: nil),
        view("Circle", icon: Icon.shape, insert: ["Circle()"], make: nil),
        view("Spacer", "minLength: CGFloat", icon: Icon.space, insert: ["Spacer()"], make: .spacer),
        view("Image", "_: String, systemName: String", icon: Icon.image, insert: [#"Image(systemName: "star")"#], make: .image),
        view("HStack", "alignment: VerticalAlignment, spacing: CGFloat, content", icon: Icon.row, insert: ["HStack {}"], make: .stack),
        view("VStack", "alignment: HorizontalAlignment, spacing: CGFloat, content", icon: Icon.column, insert: ["VStack {}"], make: .stack),
        view("ZStack", "alignment: Alignment, content", icon: Icon.depth, insert: ["ZStack {}"], make: .zStack),
        view("LazyHStack", "alignment: VerticalAlignment, spacing: CGFloat, content", icon: Icon.row, make: .stack),
        view("LazyVStack", "alignment: HorizontalAlignment, spacing: CGFloat, content", icon: Icon.column, make: .stack),
        view("HStackLayout", "alignment: VerticalAlignment, spacing: CGFloat", icon: Icon.row, make: nil),
        view("VStackLayout", "alignment: HorizontalAlignment, spacing: CGFloat", icon: Icon.column, make: nil),
        view("ZStackLayout", "alignment: Alignment", icon: Icon.depth, make: nil),
        view("AnyLayout", "_", make: nil),
        view("ViewThatFits", "in: Axis.Set, content", make: .viewThatFits),
        view("GeometryReader", "content", make: .geometryReader),
        view("ForEach", "_, id, content", make: .forEach),
        view("Group", "content", make: .group),
        view("AnyView", "_", make: .anyView),
        view("RoundedRectangle", "cornerRadius: CGFloat, style: RoundedCornerStyle", icon: Icon.shape, make: nil),
        view("Ellipse", icon: Icon.shape, make: nil),
        view("Capsule", "style: RoundedCornerStyle", icon: Icon.shape, make: nil),
        view("ContainerRelativeShape", icon: Icon.shape, make: nil),
        view("UnevenRoundedRectangle", "topLeadingRadius: CGFloat, bottomLeadingRadius: CGFloat, bottomTrailingRadius: CGFloat, topTrailingRadius: CGFloat, style: RoundedCornerStyle",
             icon: Icon.shape, make: nil),
        view("Path", icon: Icon.shape, make: nil),
        view("Divider", icon: Icon.space, insert: ["Divider()"], make: .divider),
        view("EmptyView", icon: Icon.space, make: .emptyView),
        view("Label", "_: String, systemImage: String, image: String", icon: Icon.text, insert: [#"Label("Label", systemImage: "star")"#], make: .label),
        view("Button", "_: String, role, action, label", icon: Icon.control, insert: [#"Button("Button") {}"#], make: .button),
        view("ScrollView", "_: Axis.Set, showsIndicators: Bool, content", insert: ["ScrollView {}"], make: .scrollView),
        view("AnchoredPosition", "location: CGPoint, anchor: UnitPoint, content", make: .anchoredPosition),
        view("NavigationStack", "path, root", icon: Icon.navigation, insert: ["NavigationStack {}"], make: .navigationStack),
        view("NavigationView", "content", icon: Icon.navigation, make: .navigationStack),
        view("NavigationSplitView", "sidebar, content, detail", icon: Icon.navigation, make: .navigationStack),
        view("NavigationLink", "_: String, destination, value, label", icon: Icon.navigation,
             insert: [#"NavigationLink("Link") { Text("Destination") }"#], make: .navigationLink),
        view("List", "_, id, selection, rowContent", icon: Icon.list, insert: ["List {}"], make: .list),
        view("Form", "content", icon: Icon.list, insert: ["Form {}"], make: .list),
        view("Section", "_: String, header, footer, content", icon: Icon.list, insert: [#"Section("Section") {}"#], make: .section),
        view("TextField", "_: String, text, prompt", icon: Icon.textInput, insert: [#"TextField("Name", text: .constant(""))"#], make: .textField),
        view("SecureField", "_: String, text", icon: Icon.secureInput, insert: [#"SecureField("Password", text: .constant(""))"#], make: .secureField),
        view("TextEditor", "text", icon: Icon.textInput, make: .textEditor),
        view("Toggle", "_: String, isOn", icon: Icon.toggle, insert: [#"Toggle("Toggle", isOn: .constant(true))"#], make: .toggle),
        view("Picker", "_: String, selection, content", icon: Icon.control,
             insert: [#"Picker("Picker", selection: .constant(1)) { Text("One").tag(1); Text("Two").tag(2) }"#], make: .picker),
        view("Stepper", "_: String, value, in, step", icon: Icon.control, insert: [#"Stepper("Stepper", value: .constant(1))"#], make: .stepper),
        view("Slider", "value, in, step", icon: Icon.control, insert: ["Slider(value: .constant(0.5))"], make: .slider),
        view("ProgressView", "_, value, total: Double", icon: Icon.control, insert: ["ProgressView(value: 0.5)"], make: .progressView),
        view("DatePicker", "_: String, selection, displayedComponents", icon: Icon.control, make: .datePicker),
        view("ColorPicker", "_: String, selection", icon: Icon.control, make: .colorPicker),
        view("Menu", "_: String, content, label", icon: Icon.control, make: .menuOrLink),
        view("Link", "_: String, destination", icon: Icon.text, make: .menuOrLink), view("ShareLink", "item", icon: Icon.control, make: .menuOrLink),
        view("TabView", "selection, content", icon: Icon.tabs, insert: [#"TabView { Text("First").tabItem { Label("First", systemImage: "star") } }"#], make: .tabView),
        view("GroupBox", "_: String, content, label", insert: [#"GroupBox("Group") {}"#], make: .contentContainer),
        view("DisclosureGroup", "_: String, isExpanded, content, label", make: .contentContainer),
        view("LabeledContent", "_: String, value, content, label", icon: Icon.text, insert: [#"LabeledContent("Name", value: "Value")"#], make: .labeledContent),
        view("ContentUnavailableView", "_: String, systemImage: String, description", icon: Icon.text,
             insert: [#"ContentUnavailableView("No Items", systemImage: "tray")"#], make: .contentUnavailable),
        view("Gauge", "value, in, label", icon: Icon.control, make: .gauge),
        view("ControlGroup", "content", icon: Icon.control, make: .contentContainer),
        view("LazyVGrid", "columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat, pinnedViews, content", icon: Icon.grid,
             insert: ["LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {}"], make: .lazyGrid),
        view("LazyHGrid", "rows: [GridItem], alignment: VerticalAlignment, spacing: CGFloat, pinnedViews, content", icon: Icon.grid, make: .lazyGrid),
        view("Grid", "alignment: Alignment, horizontalSpacing: CGFloat, verticalSpacing: CGFloat, content", icon: Icon.grid, insert: ["Grid {}"], make: .grid),
        view("GridRow", "alignment: VerticalAlignment, content", icon: Icon.row, insert: ["GridRow {}"], make: .grid),
        view("Tab", "_: String, systemImage: String, value, content", icon: Icon.tabs, make: .tab),
        view("ToolbarItem", "placement, content", icon: Icon.control, make: .toolbarItem),
        view("ToolbarItemGroup", "placement, content", icon: Icon.control, make: .toolbarItem),
        view("ScrollViewReader", "content", make: .contentColumn), view("Canvas", "opaque: Bool, renderer", icon: Icon.shape, make: .placeholder),
        view("TimelineView", "_, content", make: .contentColumn),
        view("AsyncImage", "url, scale: CGFloat, content, placeholder", icon: Icon.image, make: .placeholder),
    ]

    /// In catalog order, the palette's.
    public static let valueEntries: [CatalogEntry] = [
        value("Color", "red: Double, green: Double, blue: Double, opacity: Double, white: Double, hue: Double, saturation: Double, brightness: Double", icon: Icon.colour,
              insert: ["Color.blue"]),
        value("LinearGradient", "colors, gradient, stops, startPoint: UnitPoint, endPoint: UnitPoint", icon: Icon.colour,
              insert: ["LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)"]),
        value("RadialGradient", "colors, gradient, stops, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat", icon: Icon.colour,
              insert: ["RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 100)"]),
        value("AngularGradient", "colors, gradient, stops, center: UnitPoint, startAngle: Angle, endAngle: Angle, angle: Angle", icon: Icon.colour,
              insert: ["AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)"]),
        value("EllipticalGradient", "colors, gradient, stops, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat", icon: Icon.colour),
        value("CGPoint", "*: CGFloat"), value("CGSize", "*: CGFloat"), value("CGRect", "*: CGFloat"), value("CGVector", "*: CGFloat"),
        value("EdgeInsets", "*: CGFloat"), value("UnitPoint", "*: CGFloat"),
        value("ProposedViewSize", "width: CGFloat, height: CGFloat"),
    ]

    /// In catalog order, the palette's; a name is in one entry only.
    public static let modifierEntries: [CatalogEntry] = {
        let lengths = "width: CGFloat, height: CGFloat, minWidth: CGFloat, idealWidth: CGFloat, maxWidth: CGFloat, minHeight: CGFloat, idealHeight: CGFloat, maxHeight: CGFloat"
        let modelled: [CatalogEntry] = [
            modifier("frame", lengths + ", alignment: Alignment", exact: true, icon: Icon.size,
                     insert: ["frame(width: 100)", "frame(maxWidth: .infinity)"], apply: .frame),
            modifier("padding", "_: CGFloat", exact: true, icon: Icon.padding, insert: ["padding()"], apply: .padding),
            modifier("background", "_: Color, alignment: Alignment", icon: Icon.colour, insert: ["background(Color.yellow)"], apply: .secondary),
            modifier("border", "_: Color, width: CGFloat", exact: true, icon: Icon.colour, insert: ["border(Color.red)"], apply: .border),
            modifier("offset", "_: CGSize, x: CGFloat, y: CGFloat", exact: true, icon: Icon.position, insert: ["offset(x: 10)"], apply: .offset),
            modifier("fixedSize", "horizontal: Bool, vertical: Bool", exact: true, icon: Icon.size, insert: ["fixedSize()"], apply: .fixedSize),
            modifier("layoutPriority", "_: Double", exact: true, insert: ["layoutPriority(1)"], apply: .layoutPriority),
            modifier("aspectRatio", "_: CGFloat, contentMode: ContentMode", exact: true, icon: Icon.size,
                     insert: ["aspectRatio(contentMode: .fit)"], apply: .aspectRatio),
            modifier("ignoresSafeArea", "_, edges: Edge.Set", icon: Icon.safeArea, insert: ["ignoresSafeArea()"], apply: .ignoringSafeArea),
            modifier("font", "_: Font", icon: Icon.textStyle, insert: ["font(.headline)"], apply: .font),
            modifier("foregroundStyle", "_: Color", icon: Icon.colour, insert: ["foregroundStyle(.red)"], apply: .foreground),
            modifier("position", "_: CGPoint, x: CGFloat, y: CGFloat", exact: true, icon: Icon.position, apply: .position),
            modifier("overlay", "_: Color, alignment: Alignment, content", icon: Icon.colour, apply: .secondary),
            modifier("scaledToFit", exact: true, icon: Icon.size, apply: .scaledTo(.fit)),
            modifier("scaledToFill", exact: true, icon: Icon.size, apply: .scaledTo(.fill)),
            modifier("alignmentGuide", "_, computeValue", icon: Icon.position, apply: .alignmentGuide),
            modifier("edgesIgnoringSafeArea", "_: Edge.Set", icon: Icon.safeArea, apply: .ignoringSafeArea),
            modifier("hidden", exact: true, apply: .hidden), modifier("clipped", "antialiased: Bool", exact: true, apply: .clipped),
            modifier("cornerRadius", "_: CGFloat, antialiased: Bool", exact: true, apply: .cornerRadius),
            modifier("clipShape", "_, style", apply: .clipShape),
            modifier("opacity", "_: Double", exact: true, apply: .opacity),
            modifier("foregroundColor", "_: Color", icon: Icon.colour, apply: .foreground),
            modifier("fill", "_: Color, style", icon: Icon.colour, apply: .shapeOnly),
            modifier("stroke", "_: Color, lineWidth: CGFloat, style", icon: Icon.colour, apply: .shapeOnly),
            modifier("strokeBorder", "_: Color, lineWidth: CGFloat, style", icon: Icon.colour, apply: .shapeOnly),
            modifier("bold", "_: Bool", icon: Icon.textStyle, apply: .bold),
            modifier("italic", "_: Bool", icon: Icon.textStyle, apply: .italic),
            modifier("fontWeight", "_: Font.Weight", icon: Icon.textStyle, apply: .fontWeight),
            modifier("monospaced", "_: Bool", icon: Icon.textStyle, apply: .monospaced),
            modifier("monospacedDigit", icon: Icon.textStyle, apply: .monospacedDigit),
            modifier("kerning", "_: CGFloat", icon: Icon.textStyle, apply: .tracking),
            modifier("tracking", "_: CGFloat", icon: Icon.textStyle, apply: .tracking),
            modifier("fontDesign", "_", icon: Icon.textStyle, apply: .fontVariant),
            modifier("fontWidth", "_", icon: Icon.textStyle, apply: .fontVariant), modifier("textCase", "_", icon: Icon.textStyle, apply: .textCase),
            modifier("resizable", "capInsets, resizingMode", icon: Icon.image, apply: .resizable),
            modifier("renderingMode", "_", icon: Icon.image, apply: .renderingMode),
            modifier("symbolRenderingMode", "_", icon: Icon.image, apply: .symbolRenderingMode),
            modifier("symbolVariant", "_", icon: Icon.image, apply: .symbolVariant),
            modifier("environment", "_, _", apply: .environment),
            modifier("dynamicTypeSize", "_: DynamicTypeSize", icon: Icon.textStyle, apply: .dynamicTypeSize),
            modifier("lineLimit", "_: Int, reservesSpace: Bool", icon: Icon.textStyle, apply: .lineLimit),
            modifier("multilineTextAlignment", "_: TextAlignment", icon: Icon.textStyle, apply: .environmentKey),
            modifier("truncationMode", "_", icon: Icon.textStyle, apply: .environmentKey),
            modifier("lineSpacing", "_: CGFloat", icon: Icon.textStyle, apply: .environmentKey),
            modifier("minimumScaleFactor", "_: CGFloat", icon: Icon.textStyle, apply: .environmentKey),
            modifier("imageScale", "_", icon: Icon.image, apply: .environmentKey),
            modifier("modifier", "_", apply: .viewModifier),
            modifier("preference", "key, value", apply: .preference),
            modifier("anchorPreference", "key, value, transform", apply: .anchorPreference),
            modifier("transformPreference", "_, _", apply: .transformPreference), modifier("onPreferenceChange", "_, perform", apply: .onPreferenceChange),
            modifier("overlayPreferenceValue", "_, alignment: Alignment, _", apply: .preferenceValueView),
            modifier("backgroundPreferenceValue", "_, alignment: Alignment, _", apply: .preferenceValueView),
            modifier("onAppear", "perform", apply: .appearing),
            modifier("task", "priority, _", apply: .appearing),
            modifier("onGeometryChange", "for, of, action", apply: .onGeometryChange),
            modifier("navigationTitle", "_: String", icon: Icon.navigation, insert: [#"navigationTitle("Title")"#], apply: .navigationTitle),
            modifier("navigationBarTitle", "_: String, displayMode", icon: Icon.text, apply: .navigationTitle),
            modifier("navigationBarTitleDisplayMode", "_", icon: Icon.navigation, insert: ["navigationBarTitleDisplayMode(.inline)"],
                     choices: ["automatic", "large", "inline"], apply: .navigationBarTitleDisplayMode),
            modifier("navigationBarHidden", "_: Bool", apply: .navigationBarHidden), modifier("navigationBarItems", "leading, trailing", apply: .navigationBarItems),
            modifier("toolbar", "_, for, content", icon: Icon.navigation,
                     insert: [#"toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Done") {} } }"#], apply: .toolbar),
            modifier("tabItem", "label", icon: Icon.tabs, insert: [#"tabItem { Label("Tab", systemImage: "star") }"#], apply: .tabItem),
            modifier("tag", "_", apply: .tag),
            style("listStyle", SystemStyles.ListStyle.self, insert: ["listStyle(.plain)"]) { $0.list = $1 },
            style("buttonStyle", SystemStyles.ButtonStyle.self, insert: ["buttonStyle(.borderedProminent)"]) { $0.button = $1 },
            style("pickerStyle", SystemStyles.PickerStyle.self, insert: ["pickerStyle(.segmented)"]) { $0.picker = $1 },
            style("textFieldStyle", SystemStyles.TextFieldStyle.self, insert: ["textFieldStyle(.roundedBorder)"]) { $0.textField = $1 },
            style("toggleStyle", SystemStyles.ToggleStyle.self, insert: ["toggleStyle(.button)"]) { $0.toggle = $1 },
            style("labelStyle", SystemStyles.LabelStyle.self, insert: ["labelStyle(.iconOnly)"]) { $0.label = $1 },
            style("progressViewStyle", SystemStyles.ProgressViewStyle.self) { $0.progressView = $1 },
            style("datePickerStyle", SystemStyles.DatePickerStyle.self) { $0.datePicker = $1 },
            style("controlSize", SystemStyles.ControlSize.self, icon: Icon.size, insert: ["controlSize(.large)"], example: "small") { $0.controlSize = $1 },
            style("buttonBorderShape", SystemStyles.ButtonBorderShape.self, insert: ["buttonBorderShape(.capsule)"]) { $0.buttonBorderShape = $1 },
            style("scrollContentBackground", SystemStyles.Visibility.self, icon: Icon.colour, insert: ["scrollContentBackground(.hidden)"]) {
                $0.scrollContentBackground = $1
            },
            modifier("tint", "_: Color", icon: Icon.colour, insert: ["tint(.orange)"], apply: .tint),
            modifier("accentColor", "_: Color", icon: Icon.colour, apply: .tint),
            modifier("labelsHidden", apply: .labelsHidden),
            modifier("listSectionSpacing", "_", icon: Icon.list, apply: .listSectionSpacing),
            modifier("listRowInsets", "_: EdgeInsets", icon: Icon.padding, apply: .listRowInsets),
            modifier("listRowSeparator", "_, edges", icon: Icon.list, insert: ["listRowSeparator(.hidden)"], apply: .listRowSeparator),
            modifier("listRowBackground", "_", icon: Icon.colour, insert: ["listRowBackground(Color.yellow)"], apply: .listRowBackground),
            modifier("gridCellColumns", "_: Int", exact: true, icon: Icon.size, insert: ["gridCellColumns(2)"], apply: .gridCellColumns),
            modifier("gridColumnAlignment", "_: HorizontalAlignment", exact: true, icon: Icon.position, apply: .gridColumnAlignment),
            modifier("gridCellAnchor", "_: UnitPoint", exact: true, icon: Icon.position, apply: .gridCellAnchor),
            modifier("gridCellUnsizedAxes", "_: Axis.Set", exact: true, icon: Icon.size, apply: .gridCellUnsizedAxes),
            modifier("environmentObject", "_", apply: .environmentObject),
            modifier("layoutValue", "key, value", apply: .layoutValue),
            modifier("containerShape", "_", apply: .unchanged),
            modifier("safeAreaInset", "edge, alignment, spacing: CGFloat, content", icon: Icon.safeArea,
                     insert: [#"safeAreaInset(edge: .bottom) { Text("Bar").padding() }"#], apply: .safeAreaInset),
            modifier("safeAreaPadding", "_, _: CGFloat", icon: Icon.safeArea, insert: ["safeAreaPadding(.horizontal, 20)"], apply: .safeAreaPadding),
            modifier("contentMargins", "_, _: CGFloat, for", icon: Icon.padding, insert: ["contentMargins(.horizontal, 20)"], apply: .contentMargins),
            modifier("shadow", "color: Color, radius: CGFloat, x: CGFloat, y: CGFloat", icon: Icon.colour, insert: ["shadow(radius: 5)"], apply: .shadow),
            modifier("blur", "radius: CGFloat, opaque: Bool", insert: ["blur(radius: 3)"], apply: .blur),
            modifier("mask", "alignment: Alignment, _", apply: .mask),
        ]
        let preview: [CatalogEntry] = ["previewDisplayName", "previewLayout", "previewInterfaceOrientation", "previewDevice",
                                       "previewContext", "previewedComponent"].map { unmodelled($0, "_", role: .preview) }
        let behaviour: [CatalogEntry] = behaviourModifierNames.map { unmodelled($0, role: .behaviour) }
        return modelled + preview + behaviour
    }()

    /// Modifiers that change behaviour or drawing but not layout: a level of their own (so
    /// paths match SwiftUI's), with a note that they do not affect layout.
    static let behaviourModifierNames: [String] = [
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
        "onDisappear", "onChange", "onReceive", "refreshable", "onSubmit", "submitLabel",
        "navigationDestination", "toolbarBackground", "toolbarColorScheme", "sheet", "alert",
        "confirmationDialog", "popover", "fullScreenCover", "searchable",
        "menuStyle", "tabViewStyle",
        "indexViewStyle", "navigationViewStyle", "formStyle", "gaugeStyle",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier",
        "accessibilityElement", "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityHidden",
        "accessibilitySortPriority", "accessibility", "accessibilityAction", "accessibilityRepresentation",
        "id", "animation", "transition", "contentShape", "help", "disabled", "matchedGeometryEffect",
        "textSelection", "allowsHitTesting", "keyboardShortcut", "focused", "focusable",
        "coordinateSpace", "brightness", "contrast", "saturation", "grayscale", "hueRotation",
        "colorMultiply", "colorInvert", "compositingGroup", "drawingGroup", "blendMode",
        "rotationEffect", "rotation3DEffect", "scaleEffect", "zIndex", "redacted",
        "statusBarHidden", "preferredColorScheme",
        "listRowSeparatorTint", "listSectionSeparator", "contextMenu", "privacySensitive",
        "scrollIndicators", "scrollDismissesKeyboard", "scrollTargetBehavior", "scrollTargetLayout",
        "scrollPosition", "scrollClipDisabled", "symbolEffect", "contentTransition", "sensoryFeedback", "swipeActions",
        "onDrag", "onDrop", "draggable", "dropDestination", "onHover", "onOpenURL", "defaultScrollAnchor", "headerProminence",
        "keyboardType", "textContentType", "textInputAutocapitalization", "autocorrectionDisabled", "autocapitalization",
        "disableAutocorrection", "badge", "presentationDetents", "presentationDragIndicator",
        "interactiveDismissDisabled", "persistentSystemOverlays",
        "allowsTightening", "baselineOffset", "underline", "strikethrough", "flipsForRightToLeftLayoutDirection",
        "onContinuousHover", "containerRelativeFrame", "visualEffect", "geometryGroup", "luminanceToAlpha",
        "menuIndicator",
    ]
}
