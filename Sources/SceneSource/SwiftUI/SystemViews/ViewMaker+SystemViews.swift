import LayoutEngine
import SwiftEvaluator

/// The makers of the system views built in SystemViews/: lists, navigation, tabs, grids, controls.
extension ViewMaker {
    /// `List` and `Form`.
    static let list = ViewMaker { library, type, call, summary in try library.list(type, call, summary: summary) }

    static let section = ViewMaker { library, _, call, summary in try library.section(call, summary: summary) }

    /// `NavigationStack`, `NavigationView` and `NavigationSplitView`.
    static let navigationStack = ViewMaker { library, type, call, summary in try library.navigationStack(type, call, summary: summary) }

    static let tabView = ViewMaker { library, _, call, summary in try library.tabView(call, summary: summary) }

    static let tab = ViewMaker { library, _, call, summary in try library.tab(call, summary: summary) }

    /// `ToolbarItem` and `ToolbarItemGroup`.
    static let toolbarItem = ViewMaker { library, type, call, summary in try library.toolbarItem(type, call, summary: summary) }

    /// `Grid` and `GridRow`.
    static let grid = ViewMaker { library, type, call, summary in try library.grid(type, call, summary: summary) }

    /// `LazyVGrid` and `LazyHGrid`.
    static let lazyGrid = ViewMaker { library, type, call, summary in try library.lazyGrid(type, call, summary: summary) }

    static let textField = ViewMaker { library, _, call, summary in try library.textField(call, summary: summary) }

    static let secureField = ViewMaker { library, _, call, summary in try library.secureField(call, summary: summary) }

    static let textEditor = ViewMaker { library, _, call, summary in try library.textEditor(call, summary: summary) }

    static let toggle = ViewMaker { library, _, call, summary in try library.toggle(call, summary: summary) }

    static let stepper = ViewMaker { library, _, call, summary in try library.stepper(call, summary: summary) }

    static let slider = ViewMaker { library, _, call, summary in try library.slider(call, summary: summary) }

    static let progressView = ViewMaker { library, _, call, summary in try library.progressView(call, summary: summary) }

    static let datePicker = ViewMaker { library, _, call, summary in try library.datePicker(call, summary: summary) }

    static let colorPicker = ViewMaker { library, _, call, summary in try library.colorPicker(call, summary: summary) }

    static let labeledContent = ViewMaker { library, _, call, summary in try library.labeledContent(call, summary: summary) }

    static let gauge = ViewMaker { library, _, call, summary in try library.gauge(call, summary: summary) }

    static let picker = ViewMaker { library, _, call, summary in try library.picker(call, summary: summary) }

    static let contentUnavailable = ViewMaker { library, _, call, summary in try library.contentUnavailable(call, summary: summary) }

    /// `GroupBox`, `DisclosureGroup` and `ControlGroup`.
    static let contentContainer = ViewMaker { library, type, call, summary in try library.contentContainer(type, call, summary: summary) }
}
