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

    /// The controls drawn in a row with their label: `Toggle`, `TextField`, `Slider`, `Stepper`...
    static let control = ViewMaker { library, type, call, summary in try library.control(type, call, summary: summary) }

    static let picker = ViewMaker { library, _, call, summary in try library.picker(call, summary: summary) }

    static let contentUnavailable = ViewMaker { library, _, call, summary in try library.contentUnavailable(call, summary: summary) }

    /// `GroupBox`, `DisclosureGroup` and `ControlGroup`.
    static let contentContainer = ViewMaker { library, type, call, summary in try library.contentContainer(type, call, summary: summary) }
}
