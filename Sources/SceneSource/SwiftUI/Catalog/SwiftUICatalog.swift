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
        /// A view made by `Catalog.makeView`.
        case view
        /// A value type (`CGPoint`, `Color(red:green:blue:)`): only parameter types.
        case value
        /// A modifier `applyModifier` models: a layout level or a change to drawing.
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

    /// The parameter types by label (`_` for unlabelled), as native functions take them
    /// (kept, not derived per call: every modifier call reads them).
    public let parameterTypes: [String: String]

    /// The labels in declaration order, `_` for unlabelled.
    public let labels: [String]

    init(name: String, kind: Kind, role: Role, parameters: [Parameter], checksLabels: Bool, icon: String, insertions: [String]) {
        self.name = name
        self.kind = kind
        self.role = role
        self.parameters = parameters
        self.checksLabels = checksLabels
        self.icon = icon
        self.insertions = insertions
        parameterTypes = Dictionary(parameters.compactMap { parameter in parameter.type.map { (parameter.label ?? "_", $0) } },
                                    uniquingKeysWith: { first, _ in first })
        labels = parameters.map { $0.label ?? "_" }
    }

    /// The type of the parameter labelled `label` (nil: unlabelled).
    public func type(of label: String?) -> String? {
        parameters.first { $0.label == label }?.type
    }
}

/// The catalog of SwiftUI names (see `CatalogEntry`). Adding a view or modifier: an entry here,
/// its case in `Catalog.makeView` or `applyModifier`, and its `<Thing>Layout`
/// (Documentation/scene-language.md, "Adding a view").
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

    /// Names of the views `Catalog.makeView` knows.
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
    /// the ones iOS has and the playground draws (Documentation/system-views.md).
    public static let styleChoices: [String: [String]] = [
        "listStyle": ["automatic", "insetGrouped", "grouped", "inset", "plain", "sidebar"],
        "buttonStyle": ["automatic", "plain", "borderless", "bordered", "borderedProminent"],
        "pickerStyle": ["automatic", "menu", "segmented", "inline", "wheel", "navigationLink"],
        "textFieldStyle": ["automatic", "plain", "roundedBorder"],
        "toggleStyle": ["automatic", "switch", "button"],
        "labelStyle": ["automatic", "titleAndIcon", "titleOnly", "iconOnly"],
        "progressViewStyle": ["automatic", "linear", "circular"],
        "datePickerStyle": ["automatic", "compact", "graphical", "wheel"],
        "controlSize": ["mini", "small", "regular", "large", "extraLarge"],
        "buttonBorderShape": ["automatic", "capsule", "roundedRectangle", "circle"],
        "navigationBarTitleDisplayMode": ["automatic", "large", "inline"],
        "scrollContentBackground": ["automatic", "visible", "hidden"],
        "gaugeStyle": ["automatic", "linearCapacity", "accessoryCircular", "accessoryLinear"],
    ]

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

    static func view(_ name: String, _ parameters: String = "", icon: String = Icon.container, insert: [String] = []) -> CatalogEntry {
        CatalogEntry(name: name, kind: .view, role: .view, parameters: Self.parameters(parameters), checksLabels: false, icon: icon, insertions: insert)
    }

    static func value(_ name: String, _ parameters: String, icon: String = Icon.custom, insert: [String] = []) -> CatalogEntry {
        CatalogEntry(name: name, kind: .value, role: .value, parameters: Self.parameters(parameters), checksLabels: false, icon: icon, insertions: insert)
    }

    static func modifier(_ name: String, _ parameters: String = "", role: CatalogEntry.Role = .modelled, exact: Bool = false,
                         icon: String = Icon.other, insert: [String] = []) -> CatalogEntry {
        CatalogEntry(name: name, kind: .modifier, role: role, parameters: Self.parameters(parameters), checksLabels: exact, icon: icon, insertions: insert)
    }

    static let viewEntries: [CatalogEntry] = [
        view("Text", "_: String", icon: Icon.text, insert: [#"Text("Text")"#]),
        view("Rectangle", icon: Icon.shape, insert: ["Rectangle()"]),
        view("Circle", icon: Icon.shape, insert: ["Circle()"]),
        view("Spacer", "minLength: CGFloat", icon: Icon.space, insert: ["Spacer()"]),
        view("Image", "_: String, systemName: String", icon: Icon.image, insert: [#"Image(systemName: "star")"#]),
        view("HStack", "alignment: VerticalAlignment, spacing: CGFloat, content", icon: Icon.row, insert: ["HStack {}"]),
        view("VStack", "alignment: HorizontalAlignment, spacing: CGFloat, content", icon: Icon.column, insert: ["VStack {}"]),
        view("ZStack", "alignment: Alignment, content", icon: Icon.depth, insert: ["ZStack {}"]),
        view("LazyHStack", "alignment: VerticalAlignment, spacing: CGFloat, content", icon: Icon.row),
        view("LazyVStack", "alignment: HorizontalAlignment, spacing: CGFloat, content", icon: Icon.column),
        view("HStackLayout", "alignment: VerticalAlignment, spacing: CGFloat", icon: Icon.row),
        view("VStackLayout", "alignment: HorizontalAlignment, spacing: CGFloat", icon: Icon.column),
        view("ZStackLayout", "alignment: Alignment", icon: Icon.depth),
        view("AnyLayout", "_"),
        view("ViewThatFits", "in: Axis.Set, content"),
        view("GeometryReader", "content"),
        view("ForEach", "_, id, content"),
        view("Group", "content"),
        view("AnyView", "_"),
        view("RoundedRectangle", "cornerRadius: CGFloat, style: RoundedCornerStyle", icon: Icon.shape),
        view("Ellipse", icon: Icon.shape),
        view("Capsule", "style: RoundedCornerStyle", icon: Icon.shape),
        view("ContainerRelativeShape", icon: Icon.shape),
        view("UnevenRoundedRectangle", "topLeadingRadius: CGFloat, bottomLeadingRadius: CGFloat, bottomTrailingRadius: CGFloat, topTrailingRadius: CGFloat, style: RoundedCornerStyle", icon: Icon.shape),
        view("Path", icon: Icon.shape),
        view("Divider", icon: Icon.space, insert: ["Divider()"]),
        view("EmptyView", icon: Icon.space),
        view("Label", "_: String, systemImage: String, image: String", icon: Icon.text, insert: [#"Label("Label", systemImage: "star")"#]),
        view("Button", "_: String, role, action, label", icon: Icon.control, insert: [#"Button("Button") {}"#]),
        view("ScrollView", "_: Axis.Set, showsIndicators: Bool, content", insert: ["ScrollView {}"]),
        view("AnchoredPosition", "location: CGPoint, anchor: UnitPoint, content"),
        view("NavigationStack", "path, root", icon: Icon.navigation, insert: ["NavigationStack {}"]),
        view("NavigationView", "content", icon: Icon.navigation), view("NavigationSplitView", "sidebar, content, detail", icon: Icon.navigation),
        view("NavigationLink", "_: String, destination, value, label", icon: Icon.navigation, insert: [#"NavigationLink("Link") { Text("Destination") }"#]),
        view("List", "_, id, selection, rowContent", icon: Icon.list, insert: ["List {}"]),
        view("Form", "content", icon: Icon.list, insert: ["Form {}"]),
        view("Section", "_: String, header, footer, content", icon: Icon.list, insert: [#"Section("Section") {}"#]),
        view("TextField", "_: String, text, prompt", icon: Icon.textInput, insert: [#"TextField("Name", text: .constant(""))"#]),
        view("SecureField", "_: String, text", icon: Icon.secureInput, insert: [#"SecureField("Password", text: .constant(""))"#]),
        view("TextEditor", "text", icon: Icon.textInput),
        view("Toggle", "_: String, isOn", icon: Icon.toggle, insert: [#"Toggle("Toggle", isOn: .constant(true))"#]),
        view("Picker", "_: String, selection, content", icon: Icon.control,
             insert: [#"Picker("Picker", selection: .constant(1)) { Text("One").tag(1); Text("Two").tag(2) }"#]),
        view("Stepper", "_: String, value, in, step", icon: Icon.control, insert: [#"Stepper("Stepper", value: .constant(1))"#]),
        view("Slider", "value, in, step", icon: Icon.control, insert: ["Slider(value: .constant(0.5))"]),
        view("ProgressView", "_, value, total: Double", icon: Icon.control, insert: ["ProgressView(value: 0.5)"]),
        view("DatePicker", "_: String, selection, displayedComponents", icon: Icon.control),
        view("ColorPicker", "_: String, selection", icon: Icon.control), view("Menu", "_: String, content, label", icon: Icon.control),
        view("Link", "_: String, destination", icon: Icon.text), view("ShareLink", "item", icon: Icon.control),
        view("TabView", "selection, content", icon: Icon.tabs, insert: [#"TabView { Text("First").tabItem { Label("First", systemImage: "star") } }"#]),
        view("GroupBox", "_: String, content, label", insert: [#"GroupBox("Group") {}"#]),
        view("DisclosureGroup", "_: String, isExpanded, content, label"), view("LabeledContent", "_: String, value, content, label", icon: Icon.text, insert: [#"LabeledContent("Name", value: "Value")"#]),
        view("ContentUnavailableView", "_: String, systemImage: String, description", icon: Icon.text,
             insert: [#"ContentUnavailableView("No Items", systemImage: "tray")"#]),
        view("Gauge", "value, in, label", icon: Icon.control), view("ControlGroup", "content", icon: Icon.control),
        view("LazyVGrid", "columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat, pinnedViews, content", icon: Icon.grid,
             insert: ["LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {}"]),
        view("LazyHGrid", "rows: [GridItem], alignment: VerticalAlignment, spacing: CGFloat, pinnedViews, content", icon: Icon.grid),
        view("Grid", "alignment: Alignment, horizontalSpacing: CGFloat, verticalSpacing: CGFloat, content", icon: Icon.grid, insert: ["Grid {}"]),
        view("GridRow", "alignment: VerticalAlignment, content", icon: Icon.row, insert: ["GridRow {}"]),
        view("Tab", "_: String, systemImage: String, value, content", icon: Icon.tabs), view("ToolbarItem", "placement, content", icon: Icon.control),
        view("ToolbarItemGroup", "placement, content", icon: Icon.control),
        view("ScrollViewReader", "content"), view("Canvas", "opaque: Bool, renderer", icon: Icon.shape),
        view("TimelineView", "_, content"), view("AsyncImage", "url, scale: CGFloat, content, placeholder", icon: Icon.image),
    ]

    static let valueEntries: [CatalogEntry] = [
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

    static let modifierEntries: [CatalogEntry] = {
        let lengths = "width: CGFloat, height: CGFloat, minWidth: CGFloat, idealWidth: CGFloat, maxWidth: CGFloat, minHeight: CGFloat, idealHeight: CGFloat, maxHeight: CGFloat"
        let modelled: [CatalogEntry] = [
            modifier("frame", lengths + ", alignment: Alignment", exact: true, icon: Icon.size,
                     insert: ["frame(width: 100)", "frame(maxWidth: .infinity)"]),
            modifier("padding", "_: CGFloat", exact: true, icon: Icon.padding, insert: ["padding()"]),
            modifier("background", "_: Color, alignment: Alignment", icon: Icon.colour, insert: ["background(Color.yellow)"]),
            modifier("border", "_: Color, width: CGFloat", exact: true, icon: Icon.colour, insert: ["border(Color.red)"]),
            modifier("offset", "_, x: CGFloat, y: CGFloat", exact: true, icon: Icon.position, insert: ["offset(x: 10)"]),
            modifier("fixedSize", "horizontal: Bool, vertical: Bool", exact: true, icon: Icon.size, insert: ["fixedSize()"]),
            modifier("layoutPriority", "_: Double", exact: true, insert: ["layoutPriority(1)"]),
            modifier("aspectRatio", "_: CGFloat, contentMode: ContentMode", exact: true, icon: Icon.size, insert: ["aspectRatio(contentMode: .fit)"]),
            modifier("ignoresSafeArea", "_, edges: Edge.Set", icon: Icon.safeArea, insert: ["ignoresSafeArea()"]),
            modifier("font", "_: Font", icon: Icon.textStyle, insert: ["font(.headline)"]),
            modifier("foregroundStyle", "_: Color", icon: Icon.colour, insert: ["foregroundStyle(.red)"]),
            modifier("position", "_, x: CGFloat, y: CGFloat", exact: true, icon: Icon.position),
            modifier("overlay", "_: Color, alignment: Alignment, content", icon: Icon.colour),
            modifier("scaledToFit", exact: true, icon: Icon.size), modifier("scaledToFill", exact: true, icon: Icon.size),
            modifier("alignmentGuide", "_, computeValue", icon: Icon.position),
            modifier("edgesIgnoringSafeArea", "_: Edge.Set", icon: Icon.safeArea),
            modifier("hidden", exact: true), modifier("clipped", "antialiased: Bool", exact: true),
            modifier("cornerRadius", "_: CGFloat, antialiased: Bool", exact: true), modifier("clipShape", "_, style"),
            modifier("opacity", "_: Double", exact: true), modifier("foregroundColor", "_: Color", icon: Icon.colour),
            modifier("fill", "_: Color, style", icon: Icon.colour), modifier("stroke", "_: Color, lineWidth: CGFloat, style", icon: Icon.colour),
            modifier("strokeBorder", "_: Color, lineWidth: CGFloat, style", icon: Icon.colour),
            modifier("bold", "_: Bool", icon: Icon.textStyle), modifier("italic", "_: Bool", icon: Icon.textStyle),
            modifier("fontWeight", "_: Font.Weight", icon: Icon.textStyle), modifier("monospaced", "_: Bool", icon: Icon.textStyle),
            modifier("monospacedDigit", icon: Icon.textStyle), modifier("fontDesign", "_", icon: Icon.textStyle),
            modifier("fontWidth", "_", icon: Icon.textStyle), modifier("textCase", "_", icon: Icon.textStyle),
            modifier("resizable", "capInsets, resizingMode", icon: Icon.image), modifier("renderingMode", "_", icon: Icon.image),
            modifier("symbolRenderingMode", "_", icon: Icon.image), modifier("symbolVariant", "_", icon: Icon.image),
            modifier("environment", "_, _"), modifier("dynamicTypeSize", "_: DynamicTypeSize", icon: Icon.textStyle),
            modifier("lineLimit", "_: Int, reservesSpace: Bool", icon: Icon.textStyle),
            modifier("multilineTextAlignment", "_: TextAlignment", icon: Icon.textStyle),
            modifier("truncationMode", "_", icon: Icon.textStyle), modifier("lineSpacing", "_: CGFloat", icon: Icon.textStyle),
            modifier("minimumScaleFactor", "_: CGFloat", icon: Icon.textStyle), modifier("imageScale", "_", icon: Icon.image),
            modifier("modifier", "_"), modifier("preference", "key, value"), modifier("anchorPreference", "key, value, transform"),
            modifier("transformPreference", "_, _"), modifier("onPreferenceChange", "_, perform"),
            modifier("overlayPreferenceValue", "_, alignment: Alignment, _"), modifier("backgroundPreferenceValue", "_, alignment: Alignment, _"),
            modifier("onAppear", "perform"), modifier("task", "priority, _"), modifier("onGeometryChange", "for, of, action"),
            modifier("navigationTitle", "_: String", icon: Icon.navigation, insert: [#"navigationTitle("Title")"#]),
            modifier("navigationBarTitle", "_: String, displayMode", icon: Icon.text),
            modifier("navigationBarTitleDisplayMode", "_", icon: Icon.navigation, insert: ["navigationBarTitleDisplayMode(.inline)"]),
            modifier("navigationBarHidden", "_: Bool"), modifier("navigationBarItems", "leading, trailing"),
            modifier("toolbar", "_, for, content", icon: Icon.navigation, insert: [#"toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Done") {} } }"#]),
            modifier("tabItem", "label", icon: Icon.tabs, insert: [#"tabItem { Label("Tab", systemImage: "star") }"#]), modifier("tag", "_"),
            modifier("listStyle", "_", icon: Icon.style, insert: ["listStyle(.plain)"]),
            modifier("buttonStyle", "_", icon: Icon.style, insert: ["buttonStyle(.borderedProminent)"]),
            modifier("pickerStyle", "_", icon: Icon.style, insert: ["pickerStyle(.segmented)"]),
            modifier("textFieldStyle", "_", icon: Icon.style, insert: ["textFieldStyle(.roundedBorder)"]),
            modifier("toggleStyle", "_", icon: Icon.style, insert: ["toggleStyle(.button)"]), modifier("labelStyle", "_", icon: Icon.style, insert: ["labelStyle(.iconOnly)"]),
            modifier("progressViewStyle", "_", icon: Icon.style), modifier("datePickerStyle", "_", icon: Icon.style),
            modifier("controlSize", "_", icon: Icon.size, insert: ["controlSize(.large)"]), modifier("buttonBorderShape", "_", icon: Icon.style, insert: ["buttonBorderShape(.capsule)"]),
            modifier("scrollContentBackground", "_", icon: Icon.colour, insert: ["scrollContentBackground(.hidden)"]),
            modifier("tint", "_: Color", icon: Icon.colour, insert: ["tint(.orange)"]), modifier("accentColor", "_: Color", icon: Icon.colour),
            modifier("labelsHidden"), modifier("listSectionSpacing", "_", icon: Icon.list), modifier("listRowInsets", "_: EdgeInsets", icon: Icon.padding),
            modifier("listRowSeparator", "_, edges", icon: Icon.list, insert: ["listRowSeparator(.hidden)"]),
            modifier("listRowBackground", "_", icon: Icon.colour, insert: ["listRowBackground(Color.yellow)"]),
            modifier("gridCellColumns", "_: Int", exact: true, icon: Icon.size, insert: ["gridCellColumns(2)"]),
            modifier("gridColumnAlignment", "_: HorizontalAlignment", exact: true, icon: Icon.position),
            modifier("gridCellAnchor", "_: UnitPoint", exact: true, icon: Icon.position),
            modifier("gridCellUnsizedAxes", "_: Axis.Set", exact: true, icon: Icon.size),
            modifier("environmentObject", "_"), modifier("layoutValue", "key, value"), modifier("containerShape", "_"),
            modifier("safeAreaInset", "edge, alignment, spacing: CGFloat, content", icon: Icon.safeArea,
                     insert: [#"safeAreaInset(edge: .bottom) { Text("Bar").padding() }"#]),
            modifier("safeAreaPadding", "_, _: CGFloat", icon: Icon.safeArea, insert: ["safeAreaPadding(.horizontal, 20)"]),
            modifier("contentMargins", "_, _: CGFloat, for", icon: Icon.padding, insert: ["contentMargins(.horizontal, 20)"]),
            modifier("shadow", "color: Color, radius: CGFloat, x: CGFloat, y: CGFloat", icon: Icon.colour, insert: ["shadow(radius: 5)"]),
            modifier("blur", "radius: CGFloat, opaque: Bool", insert: ["blur(radius: 3)"]), modifier("mask", "alignment: Alignment, _"),
        ]
        let preview: [CatalogEntry] = ["previewDisplayName", "previewLayout", "previewInterfaceOrientation", "previewDevice",
                                       "previewContext", "previewedComponent"].map { modifier($0, "_", role: .preview) }
        let behaviour: [CatalogEntry] = behaviourModifierNames.map { modifier($0, role: .behaviour) } + [
             ]
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
        "statusBarHidden", "preferredColorScheme", "listRowSeparator",
        "listRowSeparatorTint", "listSectionSeparator", "contextMenu", "privacySensitive",
        "scrollIndicators", "scrollDismissesKeyboard", "scrollTargetBehavior", "scrollTargetLayout",
        "scrollPosition", "scrollClipDisabled", "symbolEffect", "contentTransition", "sensoryFeedback", "swipeActions",
        "onDrag", "onDrop", "draggable", "dropDestination", "onHover", "onOpenURL", "defaultScrollAnchor", "headerProminence",
        "keyboardType", "textContentType", "textInputAutocapitalization", "autocorrectionDisabled", "autocapitalization",
        "disableAutocorrection", "badge", "presentationDetents", "presentationDragIndicator",
        "interactiveDismissDisabled", "persistentSystemOverlays",
        "allowsTightening", "kerning", "tracking", "baselineOffset", "underline", "strikethrough", "flipsForRightToLeftLayoutDirection",
        "onContinuousHover", "containerRelativeFrame", "visualEffect", "geometryGroup", "luminanceToAlpha",
        "menuIndicator",
    ]
}
