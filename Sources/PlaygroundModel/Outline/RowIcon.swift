import SceneSource

/// The icon of each kind of row: the catalog's for SwiftUI's names (`SwiftUICatalog.Icon`).
public enum RowIcon {
    static let customView = SwiftUICatalog.Icon.custom
    static let condition = "media-playlist-shuffle-symbolic"
    /// A view the scene does not declare, drawn as a stand-in: Adwaita's "missing" image.
    public static let standIn = "image-missing-symbolic"

    static func view(_ base: Expression) -> String {
        if case .member(let root, _) = base.kind, case .identifier("Color") = root.kind { return SwiftUICatalog.Icon.colour }
        return SwiftUICatalog.viewIcon(base.calleeName ?? "") ?? customView
    }

    static func modifier(_ name: String) -> String {
        SwiftUICatalog.modifierIcon(name)
    }
}
