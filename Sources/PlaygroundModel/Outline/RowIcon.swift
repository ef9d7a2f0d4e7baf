import SceneSource

/// The Adwaita symbolic icon for each kind of row (names in /usr/share/icons/Adwaita).
enum RowIcon {
    static let customView = "insert-object-symbolic"
    static let condition = "media-playlist-shuffle-symbolic"

    static func view(_ base: Expression) -> String {
        if case .member(let root, _) = base.kind, case .identifier("Color") = root.kind { return "color-select-symbolic" }
        switch base.calleeName ?? "" {
        case "HStack": return "view-dual-symbolic"
        case "VStack": return "view-list-symbolic"
        case "ZStack": return "view-paged-symbolic"
        case "ScrollView", "ViewThatFits", "GeometryReader", "Group", "ForEach", "AnchoredPosition":
            return "view-grid-symbolic"
        case "Text", "Label", "Button": return "format-text-plaintext-symbolic"
        case "Image": return "image-x-generic-symbolic"
        case "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule": return "applications-graphics-symbolic"
        case "Color": return "color-select-symbolic"
        case "Spacer", "Divider": return "view-more-horizontal-symbolic"
        default: return "insert-object-symbolic"
        }
    }

    static func modifier(_ name: String) -> String {
        switch name {
        case "frame", "fixedSize", "aspectRatio", "scaledToFit", "scaledToFill": return "zoom-fit-best-symbolic"
        case "ignoresSafeArea", "edgesIgnoringSafeArea": return "view-fullscreen-symbolic"
        case "padding": return "format-indent-more-symbolic"
        case "offset", "position", "alignmentGuide": return "object-flip-horizontal-symbolic"
        case "background", "overlay", "border", "foregroundStyle", "fill", "stroke": return "color-select-symbolic"
        case "font", "bold", "italic", "lineLimit", "multilineTextAlignment": return "format-text-rich-symbolic"
        default: return "preferences-other-symbolic"
        }
    }
}
