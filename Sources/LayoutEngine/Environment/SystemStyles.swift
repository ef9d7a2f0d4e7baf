/// The styles and settings the system views read from the environment when their parts are
/// built: `.listStyle(.plain)`, `.buttonStyle(.bordered)`, `.controlSize(.large)`, `.tint(.orange)`
/// set above a `List`, a `Button`, a `Toggle`... (Documentation/system-views.md). A style the
/// scene declares, or a name the playground does not draw, is `custom`: drawn as the automatic
/// one.
public struct SystemStyles: Sendable {
    public var list: ListStyle = .automatic
    public var button: ButtonStyle = .automatic
    public var picker: PickerStyle = .automatic
    public var textField: TextFieldStyle = .automatic
    /// Nil until a `.toggleStyle(_:)` sets it: a bar then draws its toggles as buttons.
    public var toggle: ToggleStyle? = nil
    public var label: LabelStyle = .automatic
    public var progressView: ProgressViewStyle = .automatic
    public var datePicker: DatePickerStyle = .automatic
    public var controlSize: ControlSize = .regular
    public var buttonBorderShape: ButtonBorderShape = .automatic
    public var scrollContentBackground: Visibility = .automatic
    /// The colour `.tint(_:)` or `.accentColor(_:)` set (a system colour, an RGB or asset
    /// colour, a stand-in); nil: each view's own default (the accent colour, green for a switch).
    public var tint: Color? = nil
    /// `.labelsHidden()`: controls drop their labels.
    public var labelsHidden = false
    /// `.listSectionSpacing(_:)`: points between a list's sections; nil: the system's.
    public var listSectionSpacing: Double? = nil
    /// `.listRowSpacing(_:)` (iOS 15): points between a list's rows; nil: none (rows touch).
    public var listRowSpacing: Double? = nil
    /// True inside a `List` or `Form`: pickers and navigation links are drawn as rows.
    public var isInList = false

    public init() {}

    public enum ListStyle: String, CaseIterable, Sendable { case automatic, insetGrouped, grouped, inset, plain, sidebar, custom }
    public enum ButtonStyle: String, CaseIterable, Sendable { case automatic, plain, borderless, bordered, borderedProminent, custom }
    /// `palette` is drawn as `segmented`.
    public enum PickerStyle: String, CaseIterable, Sendable { case automatic, menu, segmented, inline, wheel, navigationLink, palette, custom }
    public enum TextFieldStyle: String, CaseIterable, Sendable { case automatic, plain, roundedBorder, custom }
    public enum ToggleStyle: String, CaseIterable, Sendable { case automatic, `switch`, button, custom }
    public enum LabelStyle: String, CaseIterable, Sendable { case automatic, titleAndIcon, titleOnly, iconOnly, custom }
    public enum ProgressViewStyle: String, CaseIterable, Sendable { case automatic, linear, circular, custom }
    public enum DatePickerStyle: String, CaseIterable, Sendable { case automatic, compact, graphical, wheel, custom }
    /// `custom`, a size the playground does not know, is drawn as `regular`.
    public enum ControlSize: String, CaseIterable, Sendable { case mini, small, regular, large, extraLarge, custom }
    /// `custom` (`.buttonBorder`, a name the playground does not know) is drawn as `automatic`.
    public enum ButtonBorderShape: String, CaseIterable, Sendable { case automatic, capsule, roundedRectangle, circle, custom }
    /// `custom`, a name the playground does not know, is drawn as `automatic`.
    public enum Visibility: String, CaseIterable, Sendable { case automatic, visible, hidden, custom }
}
