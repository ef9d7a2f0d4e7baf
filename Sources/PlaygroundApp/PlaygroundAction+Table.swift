import CGtk
import PlaygroundModel
import Rendering

/// The table of actions: GNOME's conventions (`win.` scope, Ctrl+Q for the application's quit).
/// Rows of the shortcuts window follow the table's order within each section.
extension PlaygroundAction {
    static let all: [PlaygroundAction] = files + editing + scene + window + [
        PlaygroundAction("quit", .application { $0.closeWindows() }, keys: ["<Control>q"]),
    ]

    private static let files: [PlaygroundAction] = [
        PlaygroundAction("open", .run { $0.chooseFile(save: false) }, keys: ["<Control>o"], shortcut: (.files, "Open a scene")),
        PlaygroundAction("open-folder", .run { $0.chooseAppFolder() }, keys: ["<Control><Shift>o"], shortcut: (.files, "Open an app folder")),
        // The app's navigator (an app folder open): its search field; follow another editor's saves.
        PlaygroundAction("find-in-app", .run { $0.focusNavigatorSearch() }, keys: ["<Control>p"], shortcut: (.files, "Find a file, preview or view of the app")),
        PlaygroundAction("follow-editor", .toggle(initial: false) { window, on in window.project?.followsEditor = on }),
        PlaygroundAction("save", .run { $0.save() }, keys: ["<Control>s"], shortcut: (.files, "Save")),
        PlaygroundAction("save-as", .run { $0.chooseFile(save: true) }, keys: ["<Control><Shift>s"], shortcut: (.files, "Save as")),
        PlaygroundAction("export", .run { $0.chooseExport() }, keys: ["<Control>e"], shortcut: (.files, "Export the canvas as PNG or SVG")),
        PlaygroundAction("copy-image", .run { $0.copyImage() }, keys: ["<Control><Shift>c"], shortcut: (.files, "Copy the canvas as a picture")),
        PlaygroundAction("export-previews", .run { window in
            window.chooseFolder(title: "Export All Previews") { PictureSet.previews(of: window.document, session: window.session) }
        }),
        PlaygroundAction("export-variants", .run { window in
            let set = window.variantSet == .none ? VariantSet.dynamicType : window.variantSet
            window.chooseFolder(title: "Export Variants (\(set.title))") { PictureSet.variants(set, of: window.document, session: window.session) }
        }),
        PlaygroundAction("export-web-page", .run { $0.chooseWebPage() }),
        // The device's screen over the canvas; a screenshot to compare with (issue 33).
        PlaygroundAction("toggle-device-chrome", .toggle(initial: false) { $0.setDeviceChrome($1) }),
        PlaygroundAction("compare-screenshot", .run { $0.chooseScreenshot() }),
        PlaygroundAction("screenshot-difference", .toggle(initial: false) { $0.setScreenshotDifference($1) }),
        PlaygroundAction("remove-screenshot", .run { $0.removeScreenshot() }),
        PlaygroundAction("close", .run { $0.close() }, keys: ["<Control>w"], shortcut: (.files, "Close the window")),
    ]

    private static let editing: [PlaygroundAction] = [
        PlaygroundAction("undo", .run { $0.document.undo() }, keys: ["<Control>z"], shortcut: (.editing, "Undo")),
        PlaygroundAction("redo", .run { $0.document.redo() }, keys: ["<Control><Shift>z", "<Control>y"], shortcut: (.editing, "Redo")),
        PlaygroundAction("add-view", .run { $0.tree.openViewPalette() }, keys: ["<Control><Shift>a"], shortcut: (.editing, "Add a view")),
        PlaygroundAction("add-modifier", .run { $0.tree.openModifierPalette() }, keys: ["<Control><Shift>m"], shortcut: (.editing, "Add a modifier")),
        PlaygroundAction("delete-row", .run { window in window.editSelected { .delete($0.id) } }, focusKeys: ["Delete", "KP_Delete"],
                         shortcut: (.editing, "Delete the selected row")),
        PlaygroundAction("move-up", .run { $0.moveSelected(up: true) }, focusKeys: ["<Alt>Up"], shortcut: (.editing, "Move it up, down")),
        PlaygroundAction("move-down", .run { $0.moveSelected(up: false) }, focusKeys: ["<Alt>Down"], shortcut: (.editing, "Move it up, down")),
        wrap(.hStack, "<Control><Alt>h", "Wrap in HStack, VStack, ZStack"),
        wrap(.vStack, "<Control><Alt>v", "Wrap in HStack, VStack, ZStack"),
        wrap(.zStack, "<Control><Alt>z", "Wrap in HStack, VStack, ZStack"),
        wrap(.frame, "<Control><Alt>f", "Wrap in frame, padding; unwrap"),
        wrap(.padding, "<Control><Alt>p", "Wrap in frame, padding; unwrap"),
        PlaygroundAction("add-preview", .run { window in
            do { try window.document.addPreview() } catch { window.showToast("\(error)") }
        }, keys: ["<Control><Shift>p"], shortcut: (.editing, "Add the preview the playground made")),
        PlaygroundAction("unwrap", .run { window in window.editSelected { .unwrap($0.id) } }, keys: ["<Control><Alt>u"], shortcut: (.editing, "Wrap in frame, padding; unwrap")),
    ]

    private static func wrap(_ wrapper: SceneEdit.Wrapper, _ key: String, _ title: String) -> PlaygroundAction {
        PlaygroundAction("wrap-" + wrapper.rawValue.lowercased(), .run { window in window.editSelected { .wrap($0.id, in: wrapper) } }, keys: [key], shortcut: (.editing, title))
    }

    private static let scene: [PlaygroundAction] = [
        PlaygroundAction("dynamic-type-larger", .run { $0.stepDynamicType(1) }, keys: ["<Control>plus", "<Control>equal", "<Control>KP_Add"],
                         shortcut: (.scene, "Larger, smaller Dynamic Type")),
        PlaygroundAction("dynamic-type-smaller", .run { $0.stepDynamicType(-1) }, keys: ["<Control>minus", "<Control>KP_Subtract"],
                         shortcut: (.scene, "Larger, smaller Dynamic Type")),
        PlaygroundAction("toggle-direction", .toggle(initial: false) { window, on in
            window.session.layoutDirection = on ? .rightToLeft : .leftToRight
            window.relayout()
        }, keys: ["<Control>r"], shortcut: (.scene, "Right to left")),
        PlaygroundAction("toggle-appearance", .toggle(initial: false) { window, on in
            // The scene and the window both: libadwaita's dark style around a dark scene.
            window.session.colorScheme = on ? .dark : .light
            adw_style_manager_set_color_scheme(adw_style_manager_get_default(), on ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT)
            window.sourcePane.setDark(on)
            window.relayout()
        }, keys: ["<Control>d"], shortcut: (.scene, "Dark appearance")),
        // Stand-ins as errors: what the scene does not declare is listed as missing.
        PlaygroundAction("toggle-strict", .toggle(initial: false) { window, on in window.document.isStrict = on }),
        PlaygroundAction("variants", .choice(initial: VariantSet.none.rawValue) { window, name in
            if let set = VariantSet(rawValue: name) { window.setVariants(set) }
        }),
        PlaygroundAction("next-variants", .run { $0.setVariants($0.variantSet.next) }, keys: ["<Control><Shift>v"],
                         shortcut: (.scene, "Variants: Dynamic Type sizes, devices, directions")),
    ] + RenderOptions.Overlay.allCases.map { overlay in
        PlaygroundAction("overlay-\(overlay.rawValue)", .toggle(initial: false) { window, on in
            if on { window.overlays.insert(overlay) } else { window.overlays.remove(overlay) }
            window.canvas.renderOptions.overlays = window.overlays
            window.canvas.redraw()
        })
    }

    private static let window: [PlaygroundAction] = [
        PlaygroundAction("zoom-fit", .run { $0.canvas.zoomToFit() }, keys: ["<Control>0"], shortcut: (.window, "Zoom to fit")),
        PlaygroundAction("zoom-in", .run { $0.canvas.zoom(bySteps: 1, around: nil) }, keys: ["<Control><Shift>plus"], shortcut: (.window, "Zoom in, out")),
        PlaygroundAction("zoom-out", .run { $0.canvas.zoom(bySteps: -1, around: nil) }, keys: ["<Control><Shift>minus"], shortcut: (.window, "Zoom in, out")),
        PlaygroundAction("presentation", .toggle(initial: false) { $0.setPresenting($1) }, keys: ["F5"], shortcut: (.window, "Presentation mode")),
        // Stepping through the layout: Right/Left and the rest act on the canvas and the tree
        // only while stepping (the actions are disabled otherwise, so the keys pass through).
        PlaygroundAction("step-through", .toggle(initial: false) { $0.setStepping($1) }, keys: ["F6"], shortcut: (.window, "Step through the layout")),
        PlaygroundAction("step-next", .run { $0.step(by: 1) }, focusKeys: ["Right"], shortcut: (.window, "Next, previous step")),
        PlaygroundAction("step-previous", .run { $0.step(by: -1) }, focusKeys: ["Left"], shortcut: (.window, "Next, previous step")),
        PlaygroundAction("step-next-view", .run { $0.stepToView(forward: true) }, focusKeys: ["<Shift>Right"], shortcut: (.window, "Next, previous view's steps")),
        PlaygroundAction("step-previous-view", .run { $0.stepToView(forward: false) }, focusKeys: ["<Shift>Left"], shortcut: (.window, "Next, previous view's steps")),
        PlaygroundAction("step-first", .run { $0.stepToEnd(last: false) }, focusKeys: ["Home"], shortcut: (.window, "First, last step")),
        PlaygroundAction("step-last", .run { $0.stepToEnd(last: true) }, focusKeys: ["End"], shortcut: (.window, "First, last step")),
        // Showing a panel moves the focus into it (hiding one moves it to the canvas).
        PlaygroundAction("show-tree", .toggle(initial: true) { $0.showPanel(.tree, $1) },
                         keys: ["F7"], shortcut: (.window, "View tree")),
        PlaygroundAction("show-inspector", .toggle(initial: true) { $0.showPanel(.inspector, $1) },
                         keys: ["F8"], shortcut: (.window, "Inspector")),
        PlaygroundAction("toggle-source", .toggle(initial: true) { gtk_widget_set_visible($0.sourcePane.container.widget, $1 ? 1 : 0) },
                         keys: ["F9"], shortcut: (.window, "Source")),
        PlaygroundAction("main-menu", .gtk, keys: ["F10"], shortcut: (.window, "Main menu")),
        PlaygroundAction("show-help-overlay", .run { $0.showShortcuts() }, keys: ["<Control>question"], shortcut: (.window, "Keyboard shortcuts")),
        PlaygroundAction("about", .run { $0.showAbout() }),
    ]
}
