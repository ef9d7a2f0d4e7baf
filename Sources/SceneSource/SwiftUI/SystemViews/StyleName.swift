import LayoutEngine

/// A style of `SystemStyles` (`ListStyle`, `ControlSize`, ...) as a modifier's argument names
/// it (`.plain`, `PlainListStyle()`): its case's name is the implicit member's.
protocol StyleName: RawRepresentable<String>, CaseIterable, Equatable {
    /// A style the scene declares, or a name the playground does not draw.
    static var custom: Self { get }
    /// The styles the inspector offers for the modifier that sets this one.
    static var offered: [Self] { get }
}

extension StyleName {
    /// The style called `name`; `custom` for a name no case has.
    init(named name: String) {
        self = Self(rawValue: name) ?? .custom
    }

    static var offered: [Self] { allCases.filter { $0 != .custom } }
}

extension SystemStyles.ListStyle: StyleName {}
extension SystemStyles.ButtonStyle: StyleName {}
extension SystemStyles.PickerStyle: StyleName {
    /// `palette` is drawn as `segmented`; the inspector offers that one.
    static var offered: [Self] { allCases.filter { $0 != .custom && $0 != .palette } }
}
extension SystemStyles.TextFieldStyle: StyleName {}
extension SystemStyles.ToggleStyle: StyleName {}
extension SystemStyles.LabelStyle: StyleName {}
extension SystemStyles.ProgressViewStyle: StyleName {}
extension SystemStyles.DatePickerStyle: StyleName {}
extension SystemStyles.ControlSize: StyleName {}
extension SystemStyles.ButtonBorderShape: StyleName {}
extension SystemStyles.Visibility: StyleName {}
