import LayoutEngine

/// iOS's metrics for the system views, in points, for an iPhone in portrait (compact width).
/// Each number's source (or the lack of one, and why this value was chosen) is listed in
/// Documentation/ios-system-metrics.md under the same name.
enum SystemMetrics {
    // MARK: Bars

    /// The navigation bar's height below the status bar, in every Dynamic Type size.
    static let navigationBarHeight = 44.0
    /// What a large title adds below the bar.
    static let largeTitleExtension = 52.0
    /// The bars' horizontal padding at the screen's edges.
    static let barEdgePadding = 16.0
    /// The gap between bar items on one side.
    static let barItemSpacing = 16.0
    /// The tab bar's height above the home indicator.
    static let tabBarHeight = 49.0
    /// A tab item's icon height and its title's size (not scaled by Dynamic Type).
    static let tabIconSize = 25.0
    static let tabTitleSize = 10.0

    // MARK: Lists and forms

    /// The gap between an inset-grouped section's card and the screen's (safe) edge on a
    /// compact phone, and on a phone at least `wideListWidth` wide.
    static let insetGroupedMargin = 16.0
    static let insetGroupedMarginWide = 20.0
    static let wideListWidth = 414.0
    /// The corner radius of an inset-grouped section's card.
    static let insetGroupedCornerRadius = 10.0
    /// A row's content insets (leading and trailing follow the margin).
    static let rowVerticalInset = 6.0
    /// `defaultMinListRowHeight`.
    static let minimumRowHeight = 44.0
    /// The space above a section without a header, and after the last section.
    static let sectionSpacing = 35.0
    /// A section header's padding: above its text and between the text and the card.
    static let sectionHeaderTop = 16.0
    static let sectionHeaderBottom = 10.0
    /// A section footer's padding above its text.
    static let sectionFooterTop = 6.0
    /// A plain list's section header: its height and padding.
    static let plainHeaderVerticalInset = 6.0
    /// Separators are one pixel: 1 / displayScale points.

    // MARK: Controls

    /// `Toggle`'s switch: a fixed size in every Dynamic Type size.
    static let switchSize = Size(width: 51, height: 31)
    /// The switch's thumb inset inside its track.
    static let switchThumbInset = 2.0
    /// `Slider`: the thumb's diameter (the slider's height) and the track's height.
    static let sliderThumb = 28.0
    static let sliderTrack = 4.0
    /// `Stepper`'s - and + control.
    static let stepperSize = Size(width: 94, height: 32)
    /// A segmented `Picker`'s height and its corner radius.
    static let segmentedHeight = 32.0
    static let segmentedRadius = 8.0
    /// A wheel `Picker`'s height (UIPickerView's).
    static let wheelHeight = 216.0
    /// `ProgressView()`'s circular indicator; a linear one's bar height.
    static let activityIndicatorSize = 20.0
    static let progressBarHeight = 4.0
    /// `.roundedBorder` text fields: the padding around the text and the corner radius.
    static let roundedFieldPadding = EdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7)
    static let roundedFieldRadius = 5.0
    /// Bordered buttons by control size: padding and corner radius.
    static func borderedPadding(_ size: SystemStyles.ControlSize) -> EdgeInsets {
        switch size {
        case .mini: return EdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        case .small: return EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
        case .large, .extraLarge: return EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        default: return EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        }
    }
    static func borderedRadius(_ size: SystemStyles.ControlSize) -> Double {
        size == .large || size == .extraLarge ? 12 : 8
    }
    /// The minimum tap target.
    static let minimumHitTarget = 44.0
    /// `ColorPicker`'s swatch diameter.
    static let colorWellSize = 28.0
    /// `GroupBox`: its padding and corner radius.
    static let groupBoxPadding = 16.0
    static let groupBoxRadius = 8.0

    /// The list margin for a list `width` points wide.
    static func listMargin(width: Double) -> Double {
        width >= wideListWidth ? insetGroupedMarginWide : insetGroupedMargin
    }
}
