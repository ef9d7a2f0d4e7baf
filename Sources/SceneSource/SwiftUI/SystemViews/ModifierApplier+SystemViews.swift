import LayoutEngine
import SwiftEvaluator

/// The appliers of the modifiers the system views read: styles, tints, list-row settings,
/// navigation bars and grid cells.
extension ModifierApplier {
    /// A style modifier (`.listStyle(.plain)`): the style its argument names, set in the
    /// environment's `systemStyles` by `set`; `example` is the style an error suggests.
    static func style<Style: StyleName>(example: String = "automatic", _ set: @escaping @Sendable (inout SystemStyles, Style) -> Void) -> ModifierApplier {
        ModifierApplier { library, name, base, call in try library.style(name, base, call, example: example, set) }
    }

    /// `tint` and `accentColor`: the colour buttons, toggles, progress bars and `.tint` styles
    /// below are drawn in: any colour or style (`.orange`, `Color(red:green:blue:)`, an asset's,
    /// a stand-in for the app's `.brandPrimary`); nil (`.tint(nil)`) gives each view its own.
    static let tint = ModifierApplier { library, name, base, call in
        let colour: Color? = try (call.arguments.first?.value).flatMap { argument in
            argument.isNil ? nil : try Modifiers.color(argument, library: library, at: call.position)
        }
        return library.level(name, base, call, layout: PassthroughLayout()) { node in
            node.environmentChange = { $0.systemStyles.tint = colour }
        }
    }

    static let labelsHidden = ModifierApplier { library, name, base, call in
        library.level(name, base, call, layout: PassthroughLayout()) { node in
            node.environmentChange = { $0.systemStyles.labelsHidden = true }
        }
    }

    static let listSectionSpacing = ModifierApplier { library, name, base, call in
        let argument = call.arguments.first?.value
        var spacing = SystemMetrics.sectionSpacing
        if let number = argument?.number, number.isFinite, number >= 0 { spacing = number }
        else if argument?.symbolName == "compact" { spacing = 16 }
        return library.level(name, base, call, layout: PassthroughLayout()) { node in
            node.environmentChange = { $0.systemStyles.listSectionSpacing = spacing }
        }
    }

    static let listRowInsets = ModifierApplier { library, name, base, call in
        let insets = call.arguments.first?.value.edgeInsets ?? EdgeInsets()
        return library.level(name, base, call, layout: PassthroughLayout()) { $0.layoutValues[SwiftUILibrary.ListKey.rowInsets] = insets }
    }

    static let listRowSeparator = ModifierApplier { library, name, base, call in
        let visibility = call.arguments.first?.value.symbolName ?? "automatic"
        return library.level(name, base, call, layout: PassthroughLayout()) { $0.layoutValues[SwiftUILibrary.ListKey.rowSeparator] = visibility }
    }

    static let listRowBackground = ModifierApplier { library, name, base, call in
        let argument = call.arguments.first?.value
        return library.levelWithValues(name, base, call) { context, path in
            guard let background = try argument.flatMap({ try library.oneNode($0, context, path + ".bg") }) else { return [:] }
            return [SwiftUILibrary.ListKey.rowBackground: background]
        }
    }

    /// `navigationTitle`, `toolbar`, `tabItem`, `tag`...: what the enclosing navigation stack or
    /// tab view reads from its content.
    static let navigationTitle = ModifierApplier { library, name, base, call in try library.navigationTitle(name, base, call) }

    static let navigationBarTitleDisplayMode = ModifierApplier { library, name, base, call in
        try library.navigationBarTitleDisplayMode(name, base, call)
    }

    static let navigationBarHidden = ModifierApplier { library, name, base, call in try library.navigationBarHidden(name, base, call) }

    static let toolbar = ModifierApplier { library, name, base, call in try library.toolbar(name, base, call) }

    static let navigationBarItems = ModifierApplier { library, name, base, call in try library.navigationBarItems(name, base, call) }

    static let tabItem = ModifierApplier { library, name, base, call in try library.tabItem(name, base, call) }

    static let tag = ModifierApplier { library, name, base, call in try library.tag(name, base, call) }

    /// `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`.
    static let gridCellColumns = ModifierApplier { library, name, base, call in
        try library.gridCellValue(name, base, call, key: GridLayout.CellKey.columns) { argument in
            guard let count = argument.number, count.isFinite, count >= 1 else { throw call.error("gridCellColumns(_:) expects a count of 1 or more") }
            return Int(min(count, 10_000))
        }
    }

    static let gridColumnAlignment = ModifierApplier { library, name, base, call in
        try library.gridCellValue(name, base, call, key: GridLayout.CellKey.columnAlignment) { argument in
            var found = HorizontalAlignment.builtIn.first(where: { $0.description == argument.symbolName })
            if case .native(let alignment as AlignmentValue) = argument, case .horizontal(let guide) = alignment.guide { found = guide }
            guard let guide = found else { throw call.error("gridColumnAlignment(_:) expects a horizontal alignment such as .leading") }
            return guide
        }
    }

    static let gridCellAnchor = ModifierApplier { library, name, base, call in
        try library.gridCellValue(name, base, call, key: GridLayout.CellKey.anchor) { argument in
            guard let point = argument.unitPoint else { throw call.error("gridCellAnchor(_:) expects a UnitPoint such as .topLeading") }
            return point
        }
    }

    static let gridCellUnsizedAxes = ModifierApplier { library, name, base, call in
        try library.gridCellValue(name, base, call, key: GridLayout.CellKey.unsizedAxes) { argument in
            guard let axes = Arguments.axisSet(argument) else { throw call.error("gridCellUnsizedAxes(_:) expects axes such as .horizontal") }
            return axes
        }
    }
}
