import Foundation

/// Stand-ins for SF Symbols: Apple's symbols cannot be shipped, so each symbol name maps to the
/// closest icon of an icon set installed with the system:
/// - bootstrap-icons first (Debian's `bootstrap-icons`, `/usr/share/bootstrap-icons/svg`,
///   about 2,000 16 × 16 SVGs with `-fill`, `-circle`, `-square` and `-slash` variants much as SF
///   Symbols names them), by `BootstrapSymbolTable`, with the variants the set lacks composed
///   (`SymbolResolver`, `SymbolComposer`: `lock.circle` is bootstrap's filled lock in an outlined
///   circle) and a few drawings of the playground's own (`SymbolGlyphs`: `crown`, `leaf`...);
/// - then Adwaita's symbolic icons (Debian's adwaita-icon-theme, which GTK installs:
///   `/usr/share/icons/Adwaita/scalable/<category>/<name>-symbolic.svg`) by `table`, for what
///   bootstrap has no drawing for;
/// - then a part of the name bootstrap knows (`cloud.sun.bolt` draws `cloud.sun`);
/// - else a generic symbol, a dot in a circle (`genericFilePath`), with the measurer's warning.
/// All are single-colour SVGs tinted like template images. Composed drawings and the weighted
/// forms (`filePath(for:weight:)`) are written as SVG files (`SymbolFileStore`).
public final class SymbolCatalog: @unchecked Sendable {
    /// The catalog over the installed icon sets, used by the measurer and the renderer.
    public static let standard = SymbolCatalog()
    /// The same catalog under its former name (it was Adwaita's alone).
    public static var adwaita: SymbolCatalog { standard }

    /// Where Adwaita's scalable icons are, one folder per category.
    public let themeDirectory: String
    /// Where bootstrap-icons' SVG files are.
    public let bootstrapDirectory: String
    /// Icon file paths by icon name (`star-new`), read once from `themeDirectory`.
    private let files: [String: String]
    /// bootstrap-icons' icon names (`person-fill`), read once from `bootstrapDirectory`.
    let bootstrapIcons: Set<String>
    // Resolutions and written files, behind the lock (a layout thread and the drawing thread
    // may ask at once).
    let lock = NSLock()
    var resolutions: [String: SymbolResolution] = [:]
    var paths: [String: String?] = [:]
    var pathsByName: [String: String?] = [:]
    lazy var composer = SymbolComposer(iconDirectory: bootstrapDirectory)
    let store = SymbolFileStore()

    public init(themeDirectory: String = "/usr/share/icons/Adwaita/scalable",
                bootstrapDirectory: String = "/usr/share/bootstrap-icons/svg") {
        self.themeDirectory = themeDirectory
        self.bootstrapDirectory = bootstrapDirectory
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
        let icons = (try? manager.contentsOfDirectory(atPath: bootstrapDirectory)) ?? []
        bootstrapIcons = Set(icons.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) })
    }

    /// The Adwaita icon name standing in for `symbolName`, if `table` has one (directly or
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

    /// The Adwaita file standing in for `symbolName` by `table`, or nil.
    public func adwaitaFilePath(for symbolName: String) -> String? {
        Self.iconName(for: symbolName).flatMap { files[$0] }
    }

    /// The message for a symbol without a stand-in.
    public static func warning(forMissing symbolName: String) -> String {
        "no stand-in for SF Symbol '\(symbolName)'; drawing a generic symbol"
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
        "checklist": "view-list-bullet",
        "list.bullet.rectangle": "view-list-bullet",
        "checklist.checked": "view-list-bullet",
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
        // Settings, list and tab screens (issue 10).
        "bell.badge": "preferences-system-notifications",
        "bell.badge.fill": "preferences-system-notifications",
        "chevron.up.chevron.down": "mail-send-receive",
        "photo.on.rectangle": "emblem-photos",
        "photo.on.rectangle.angled": "emblem-photos",
        "photo.stack": "emblem-photos",
        "photo.badge.plus": "insert-image",
        "airplane": "airplane-mode",
        "creditcard": "auth-smartcard",
        "leaf": "emoji-nature",
        "plus.circle": "list-add",
        "minus.circle": "list-remove",
        "moon.stars": "weather-clear-night",
        "moon.zzz": "weather-clear-night",
        "sun.min": "display-brightness",
        "sunrise": "daytime-sunrise",
        "sunset": "daytime-sunset",
        "cloud.sun": "weather-few-clouds",
        "cloud.moon": "weather-few-clouds-night",
        "cloud.snow": "weather-snow",
        "snowflake": "weather-snow",
        "cloud.bolt": "weather-storm",
        "cloud.fog": "weather-fog",
        "wind": "weather-windy",
        "tornado": "weather-tornado",
        "icloud": "weather-overcast",
        "calendar.badge.plus": "appointment-new",
        "battery.75": "battery-level-70",
        "battery.50": "battery-level-50",
        "battery.25": "battery-level-20",
        "battery.0": "battery-level-0",
        "battery.100.bolt": "battery-level-100-charged",
        "powerplug": "ac-adapter",
        "speaker": "audio-speakers",
        "hifispeaker": "audio-speakers",
        "speaker.wave.1": "audio-volume-low",
        "speaker.wave.3": "audio-volume-high",
        "wifi.slash": "network-wireless-offline",
        "wifi.exclamationmark": "network-wireless-no-route",
        "antenna.radiowaves.left.and.right": "network-cellular-signal-excellent",
        "cellularbars": "network-cellular-signal-excellent",
        "personalhotspot": "network-wireless-hotspot",
        "simcard": "auth-sim",
        "faceid": "auth-face",
        "touchid": "auth-fingerprint",
        "folder.badge.plus": "folder-new",
        "doc.badge.plus": "document-new",
        "doc.on.clipboard": "edit-paste",
        "square.on.square": "edit-copy",
        "scissors": "edit-cut",
        "square.grid.3x3": "view-app-grid",
        "list.number": "view-list-ordered",
        "list.dash": "view-list",
        "line.3.horizontal.decrease": "view-sort-descending",
        "arrow.up.arrow.down.circle": "view-sort-ascending",
        "sidebar.left": "sidebar-show",
        "sidebar.right": "sidebar-show-right",
        "message": "chat-message-new",
        "bubble.left": "chat-message-new",
        "bubble.right": "chat-message-new",
        "bubble.left.and.bubble.right": "chat-message-new",
        "text.bubble": "chat-message-new",
        "film": "video-x-generic",
        "tv": "tv",
        "display": "video-display",
        "laptopcomputer": "computer",
        "ipad": "computer-apple-ipad",
        "externaldrive": "drive-harddisk",
        "internaldrive": "drive-harddisk",
        "server.rack": "network-server",
        "key": "dialog-password",
        "shield": "security-high",
        "checkmark.shield": "security-high",
        "lock.shield": "security-high",
        "lock.rotation": "rotation-locked",
        "power": "system-shutdown",
        "rectangle.portrait.and.arrow.right": "system-log-out",
        "arrow.triangle.2.circlepath": "view-refresh",
        "clock.arrow.circlepath": "document-open-recent",
        "timer": "preferences-system-time",
        "textformat": "font-x-generic",
        "bold": "format-text-bold",
        "italic": "format-text-italic",
        "underline": "format-text-underline",
        "strikethrough": "format-text-strikethrough",
        "text.alignleft": "format-justify-left",
        "text.aligncenter": "format-justify-center",
        "text.alignright": "format-justify-right",
        "text.justify": "format-justify-fill",
        "paintbrush": "applications-graphics",
        "paintpalette": "preferences-color",
        "eyedropper": "color-select",
        "checkmark.square": "checkbox-checked",
        "square": "checkbox",
        "circle": "radio",
        "largecircle.fill.circle": "radio-checked",
        "checkmark.seal": "emblem-ok",
        "xmark.octagon": "dialog-error",
        "exclamationmark.octagon": "dialog-error",
        "accessibility": "preferences-desktop-accessibility",
        "globe.americas": "web-browser",
        "globe.europe.africa": "web-browser",
        "globe.asia.australia": "web-browser",
        "book": "accessories-dictionary",
        "book.closed": "accessories-dictionary",
        "books.vertical": "accessories-dictionary",
        "note.text": "accessories-text-editor",
        "terminal": "utilities-terminal",
        "backward.end": "media-skip-backward",
        "forward.end": "media-skip-forward",
        "record.circle": "media-record",
        "eject": "media-eject",
        "arrowshape.turn.up.left": "mail-reply-sender",
        "arrowshape.turn.up.right": "mail-forward",
        "arrowshape.turn.up.left.2": "mail-reply-all",
        "arrow.down.to.line": "go-bottom",
        "arrow.up.to.line": "go-top",
        "arrow.up.left.and.arrow.down.right": "view-fullscreen",
        "arrow.down.right.and.arrow.up.left": "view-restore",
        "plus.magnifyingglass": "zoom-in",
        "minus.magnifyingglass": "zoom-out",
        "rotate.left": "object-rotate-left",
        "rotate.right": "object-rotate-right",
        "camera.rotate": "camera-switch",
        "video.slash": "camera-disabled",
        "phone.down": "call-stop",
        "phone.arrow.up.right": "call-outgoing",
        "phone.arrow.down.left": "call-incoming",
        "car": "emoji-travel",
        "fork.knife": "emoji-food",
        "cup.and.saucer": "emoji-food",
        "trophy": "emoji-activities",
        "flag.checkered": "emoji-flags",
        "pawprint": "emoji-nature",
        "tree": "emoji-nature",
        "qrcode.viewfinder": "camera-photo",
        "printer.fill": "printer",
        "network": "network-workgroup",
        "person.crop.rectangle": "x-office-address-book",
        "person.text.rectangle": "x-office-address-book",
        "book.pages": "x-office-document",
        "newspaper": "x-office-document",
        "chart.bar": "x-office-spreadsheet",
        "tablecells": "x-office-spreadsheet",
        "rectangle.on.rectangle": "view-dual",
        "pin.slash": "view-pin",
        "location.slash": "location-services-disabled",
        "figure.walk": "preferences-desktop-accessibility",
        "hand.thumbsup": "emoji-body",
        "face.smiling.inverse": "emoji-people",
        "cloud.bolt.rain": "weather-storm",
        "cloud.sun.rain": "weather-showers-scattered",
        "cloud.drizzle": "weather-showers-scattered",
        "cloud.heavyrain": "weather-showers",
        "tram": "emoji-travel",
        "bus": "emoji-travel",
        "shippingbox": "package-x-generic",
        "gearshape.2": "emblem-system",
        "figure.run": "preferences-desktop-accessibility",
        "doc.zipper": "package-x-generic",
        "doc.richtext": "x-office-document",
        "arrow.uturn.left": "edit-undo",
        "arrow.uturn.right": "edit-redo",
    ]
}
