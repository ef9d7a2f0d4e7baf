import SceneSource

/// The views the tree editor's palette adds, each as the source it inserts.
public enum PaletteView: String, CaseIterable, Hashable, Sendable {
    case text, color, rectangle, circle, spacer, image, hStack, vStack, zStack

    /// The source inserted: `Text("Text")`, `HStack {}`.
    public var source: String {
        switch self {
        case .text: return #"Text("Text")"#
        case .color: return "Color.blue"
        case .rectangle: return "Rectangle()"
        case .circle: return "Circle()"
        case .spacer: return "Spacer()"
        case .image: return #"Image(systemName: "star")"#
        case .hStack: return "HStack {}"
        case .vStack: return "VStack {}"
        case .zStack: return "ZStack {}"
        }
    }

    /// The palette's label: the view's name.
    public var title: String {
        switch self {
        case .text: return "Text"
        case .color: return "Color"
        case .rectangle: return "Rectangle"
        case .circle: return "Circle"
        case .spacer: return "Spacer"
        case .image: return "Image"
        case .hStack: return "HStack"
        case .vStack: return "VStack"
        case .zStack: return "ZStack"
        }
    }

    public var iconName: String { RowIcon.view((try? expression) ?? .call(title)) }

    /// The inserted view as a source model.
    public var expression: Expression {
        get throws { try SourceFragment.expression(source) }
    }
}

/// The modifiers the tree editor's palette adds, each as the source it appends.
public enum PaletteModifier: String, CaseIterable, Hashable, Sendable {
    case frameWidth, frameMaxWidth, padding, background, border, offset, fixedSize, layoutPriority, aspectRatio,
         ignoresSafeArea, font, foregroundStyle

    /// The modifier appended, without its dot: `frame(width: 100)`.
    public var source: String {
        switch self {
        case .frameWidth: return "frame(width: 100)"
        case .frameMaxWidth: return "frame(maxWidth: .infinity)"
        case .padding: return "padding()"
        case .background: return "background(Color.yellow)"
        case .border: return "border(Color.red)"
        case .offset: return "offset(x: 10)"
        case .fixedSize: return "fixedSize()"
        case .layoutPriority: return "layoutPriority(1)"
        case .aspectRatio: return "aspectRatio(contentMode: .fit)"
        case .ignoresSafeArea: return "ignoresSafeArea()"
        case .font: return "font(.headline)"
        case .foregroundStyle: return "foregroundStyle(.red)"
        }
    }

    /// The palette's label: `.frame(width: 100)`.
    public var title: String { "." + source }

    public var iconName: String { RowIcon.modifier(String(source.prefix { $0 != "(" })) }

    public var modifier: ModifierApplication {
        get throws { try SourceFragment.modifier(source) }
    }
}
