import LayoutEngine

/// What a device draws over an app's screen, in the screen's points: the display's rounded
/// corners, the Dynamic Island, the status bar (the time, signal, Wi-Fi and battery) and the
/// home indicator. A screenshot for a post or a slide shows the screen as the phone does.
/// The numbers and their sources: Documentation/ios-system-metrics.md, "Device chrome".
public struct DeviceChrome: Hashable, Sendable {
    /// The screen, in points, in its orientation.
    public var screen: Size
    /// The display's corner radius (0: square corners).
    public var cornerRadius: Double
    /// The Dynamic Island, a black capsule in the screen's coordinates; nil for none.
    public var island: Rect?
    /// The status bar's band at the top (nil: hidden, as an iPhone hides it in landscape).
    public var statusBar: StatusBar?
    /// The home indicator, a capsule; nil on a device with a Home button.
    public var homeIndicator: Rect?

    public struct StatusBar: Hashable, Sendable {
        /// The band's height from the top of the screen.
        public var height: Double
        /// The vertical centre of the time and the icons.
        public var centreY: Double
        /// Where the time goes: its centre at `timeX` (`timeAlignment` 0.5), or its leading
        /// edge (0); and the span the icons are centred in.
        public var timeX: Double
        public var timeAlignment: Double = 0.5
        public var iconsSpan: ClosedRange<Double>
        /// The time's size in points (semibold).
        public var timePoints: Double
        /// The time as the status bar shows it: "9:41", or with the date on an iPad.
        public var time: String
    }

    public init(screen: Size, cornerRadius: Double, island: Rect?, statusBar: StatusBar?, homeIndicator: Rect?) {
        self.screen = screen
        self.cornerRadius = cornerRadius
        self.island = island
        self.statusBar = statusBar
        self.homeIndicator = homeIndicator
    }

    /// The chrome of a device preset by its name (as `DevicePreset.name` writes it) on a
    /// screen of `size` (wider than tall: landscape); nil for a name without a known chrome.
    public static func named(_ name: String, screen size: Size) -> DeviceChrome? {
        let landscape = size.width > size.height
        let (width, height) = (size.width, size.height)
        switch name {
        case "iPhone 15", "iPhone 15 Pro", "iPhone 15 Pro Max", "iPhone 15 Plus":
            // The island: 125 x 37 points, 11 from the top edge, centred; in landscape it
            // turns to the leading edge and the status bar hides.
            let island = landscape
                ? Rect(x: 11, y: (height - 125) / 2, width: 37, height: 125)
                : Rect(x: (width - 125) / 2, y: 11, width: 125, height: 37)
            let bar = landscape ? nil : StatusBar(
                height: 54, centreY: island.midY, timeX: island.minX / 2,
                iconsSpan: island.maxX...width, timePoints: 17, time: "9:41")
            let indicatorWidth = landscape ? 210.0 : 134
            return DeviceChrome(screen: size, cornerRadius: 55, island: island, statusBar: bar,
                                homeIndicator: Rect(x: (width - indicatorWidth) / 2, y: height - 8 - 5, width: indicatorWidth, height: 5))
        case "iPhone SE":
            // A Home button, square corners, a 20-point bar with the time in the middle; none
            // in landscape.
            let bar = landscape ? nil : StatusBar(height: 20, centreY: 10, timeX: width / 2, iconsSpan: (width / 2 + 40)...width,
                                                  timePoints: 12, time: "9:41")
            return DeviceChrome(screen: size, cornerRadius: 0, island: nil, statusBar: bar, homeIndicator: nil)
        case "iPad (10th generation)":
            let bar = StatusBar(height: 24, centreY: 12, timeX: 20, timeAlignment: 0, iconsSpan: (width - 140)...width,
                                timePoints: 12, time: "9:41 Mon 10 Jun")
            let indicatorWidth = landscape ? 420.0 : 320
            return DeviceChrome(screen: size, cornerRadius: 18, island: nil, statusBar: bar,
                                homeIndicator: Rect(x: (width - indicatorWidth) / 2, y: height - 6 - 5, width: indicatorWidth, height: 5))
        default:
            return nil
        }
    }
}
