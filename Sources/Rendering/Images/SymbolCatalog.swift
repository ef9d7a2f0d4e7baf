import Foundation

/// Stand-ins for SF Symbols: Apple's symbols cannot be shipped, so each common symbol name maps
/// to the closest icon of the Adwaita icon theme that GTK installs (Debian's
/// adwaita-icon-theme: `/usr/share/icons/Adwaita/scalable/<category>/<name>-symbolic.svg`,
/// 16 × 16 single-colour SVGs that are tinted like template images).
///
/// Lookup: the symbol's own name, then the name without its trailing variant components
/// (`heart.circle.fill` → `heart.circle` → `heart`), so that a filled or circled variant draws
/// its base glyph. A name with no stand-in has none: the renderer draws a placeholder and the
/// measurer warns (`warning(forMissing:)`).
public final class SymbolCatalog {
    /// The catalog over the installed Adwaita theme.
    public static let adwaita = SymbolCatalog()

    /// Where the theme's scalable icons are, one folder per category.
    public let themeDirectory: String
    /// Icon file paths by icon name (`star-new`), read once from `themeDirectory`.
    private let files: [String: String]

    public init(themeDirectory: String = "/usr/share/icons/Adwaita/scalable") {
        self.themeDirectory = themeDirectory
        var files: [String: String] = [:]
        let manager = FileManager.default
        let categories = ((try? manager.contentsOfDirectory(atPath: themeDirectory)) ?? []).sorted()
        for category in categories {
            let folder = themeDirectory + "/" + category
            for file in ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            where file.hasSuffix("-symbolic.svg") {
                let name = String(file.dropLast("-symbolic.svg".count))
                if files[name] == nil { files[name] = folder + "/" + file }
            }
        }
        self.files = files
    }

    /// The Adwaita icon name standing in for `symbolName`, if the table has one (directly or
    /// for the name without its variant components); nil otherwise. Does not check the file.
    public static func iconName(for symbolName: String) -> String? {
        var components = symbolName.split(separator: ".").map(String.init)
        while !components.isEmpty {
            if let icon = table[components.joined(separator: ".")] { return icon }
            guard let last = components.last, variantComponents.contains(last) else { return nil }
            components.removeLast()
        }
        return nil
    }

    /// The SVG file standing in for `symbolName`, or nil when there is none installed.
    public func filePath(for symbolName: String) -> String? {
        Self.iconName(for: symbolName).flatMap { files[$0] }
    }

    /// The message for a symbol without a stand-in.
    public static func warning(forMissing symbolName: String) -> String {
        "no stand-in for SF Symbol '\(symbolName)'; drawing a placeholder"
    }

    /// Name components SF Symbols add for variants, dropped when looking for a stand-in.
    static let variantComponents: Set<String> = ["fill", "circle", "square", "rectangle", "slash", "badge"]

    /// SF Symbol name → Adwaita icon name (without `-symbolic`). Chosen by eye: the Adwaita
    /// glyph that means the same thing, which is not always the same drawing. Adwaita has no
    /// straight arrows, so `arrow.left` draws the same chevron as `chevron.left`; `figure.wave`
    /// is Adwaita's accessibility figure (arms out), `globe` its web-browser icon.
    public static let table: [String: String] = [
        // The seeds.
        "video.circle.fill": "camera-video",
        "video": "camera-video",
        "doc.text.fill": "x-office-document",
        "doc.text": "x-office-document",
        "person.crop.circle.badge.plus": "contact-new",
        "person.badge.plus": "contact-new",
        "figure.wave": "preferences-desktop-accessibility",
        "figure.stand": "preferences-desktop-accessibility",
        "face.smiling": "emoji-people",
        "square.and.pencil": "document-edit",
        // Common symbols.
        "star": "non-starred",
        "star.fill": "starred",
        "star.leadinghalf.filled": "semi-starred",
        "heart": "emote-love",
        "heart.fill": "emblem-favorite",
        "gear": "emblem-system",
        "gearshape": "emblem-system",
        "gearshape.fill": "emblem-system",
        "trash": "user-trash",
        "trash.fill": "user-trash",
        "plus": "list-add",
        "minus": "list-remove",
        "xmark": "process-stop",
        "xmark.circle": "edit-delete",
        "checkmark": "object-select",
        "checkmark.circle": "emblem-ok",
        "checkmark.circle.fill": "emblem-ok",
        "info.circle": "help-about",
        "info.circle.fill": "help-about",
        "lightbulb": "dialog-information",
        "exclamationmark.triangle": "dialog-warning",
        "exclamationmark.triangle.fill": "dialog-warning",
        "exclamationmark.circle": "dialog-error",
        "questionmark.circle": "dialog-question",
        "magnifyingglass": "system-search",
        "house": "go-home",
        "house.fill": "go-home",
        "person": "avatar-default",
        "person.fill": "avatar-default",
        "person.circle": "avatar-default",
        "person.circle.fill": "avatar-default",
        "person.crop.circle": "avatar-default",
        "person.2": "system-users",
        "person.3": "system-users",
        "bell": "preferences-system-notifications",
        "bell.fill": "preferences-system-notifications",
        "bell.slash": "notifications-disabled",
        "calendar": "x-office-calendar",
        "clock": "preferences-system-time",
        "clock.fill": "preferences-system-time",
        "alarm": "alarm",
        "envelope": "mail-unread",
        "envelope.fill": "mail-unread",
        "envelope.open": "mail-read",
        "phone": "call-start",
        "phone.fill": "call-start",
        "photo": "image-x-generic",
        "photo.fill": "image-x-generic",
        "camera": "camera-photo",
        "camera.fill": "camera-photo",
        "folder": "folder",
        "folder.fill": "folder",
        "doc": "text-x-generic",
        "doc.fill": "text-x-generic",
        "doc.on.doc": "edit-copy",
        "paperplane": "mail-send",
        "paperplane.fill": "mail-send",
        "square.and.arrow.up": "send-to",
        "square.and.arrow.down": "document-save",
        "arrow.left": "go-previous",
        "arrow.right": "go-next",
        "arrow.up": "go-up",
        "arrow.down": "go-down",
        "arrow.clockwise": "view-refresh",
        "arrow.counterclockwise": "edit-undo",
        "arrow.uturn.backward": "edit-undo",
        "arrow.uturn.forward": "edit-redo",
        "chevron.left": "go-previous",
        "chevron.right": "go-next",
        "chevron.up": "go-up",
        "chevron.down": "go-down",
        "chevron.backward": "go-previous",
        "chevron.forward": "go-next",
        "arrowtriangle.left.fill": "pan-start",
        "arrowtriangle.right.fill": "pan-end",
        "arrowtriangle.up.fill": "pan-up",
        "arrowtriangle.down.fill": "pan-down",
        "arrow.up.arrow.down": "mail-send-receive",
        "arrow.left.arrow.right": "network-transmit-receive",
        "globe": "web-browser",
        "location": "mark-location",
        "location.fill": "mark-location",
        "mappin": "mark-location",
        "mappin.and.ellipse": "mark-location",
        "map": "find-location",
        "lock": "changes-prevent",
        "lock.fill": "changes-prevent",
        "lock.open": "changes-allow",
        "cart": "system-software-install",
        "cart.fill": "system-software-install",
        "bag": "system-software-install",
        "bookmark": "user-bookmarks",
        "bookmark.fill": "user-bookmarks",
        "tag": "bookmark-new",
        "tag.fill": "bookmark-new",
        "pin": "view-pin",
        "link": "insert-link",
        "paperclip": "mail-attachment",
        "pencil": "document-edit",
        "square.and.pencil.circle": "document-edit",
        "ellipsis": "view-more-horizontal",
        "ellipsis.circle": "view-more-horizontal",
        "line.3.horizontal": "open-menu",
        "list.bullet": "view-list-bullet",
        "square.grid.2x2": "view-grid",
        "play": "media-playback-start",
        "play.fill": "media-playback-start",
        "pause": "media-playback-pause",
        "pause.fill": "media-playback-pause",
        "stop": "media-playback-stop",
        "stop.fill": "media-playback-stop",
        "forward": "media-seek-forward",
        "backward": "media-seek-backward",
        "mic": "audio-input-microphone",
        "mic.fill": "audio-input-microphone",
        "speaker.wave.2": "audio-volume-high",
        "speaker.slash": "audio-volume-muted",
        "wifi": "network-wireless",
        "battery.100": "battery-level-100",
        "bolt": "battery-level-100-charged",
        "sun.max": "weather-clear",
        "moon": "weather-clear-night",
        "cloud": "weather-overcast",
        "cloud.rain": "weather-showers",
        "printer": "printer",
        "keyboard": "input-keyboard",
        "desktopcomputer": "computer",
        "iphone": "phone-apple-iphone",
        "headphones": "audio-headphones",
        "music.note": "emblem-music",
        "tray": "mail-send-receive",
        "archivebox": "package-x-generic",
        "eye": "view-reveal",
        "eye.slash": "view-conceal",
        "flag": "mail-mark-important",
        "square.and.arrow.up.on.square": "send-to",
        "slider.horizontal.3": "preferences-system",
        "wrench": "applications-engineering",
        "hammer": "applications-engineering",
        "gamecontroller": "input-gaming",
    ]
}
