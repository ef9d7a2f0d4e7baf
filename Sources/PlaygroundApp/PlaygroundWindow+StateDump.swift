import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering
import SceneSource

/// `--dump-layout`: the layout and the window's state (handles, panes, document, banner) as
/// JSON for the end-to-end tests, which drive the real window and read where things are.
extension PlaygroundWindow {
    /// Writes the layout and the window's state for tests (`--layout-dump`); not before the
    /// canvas's first frame, when where things are is not known yet (a test that clicked where
    /// such a dump put the scene clicked beside it); that frame writes the first.
    func writeStateDump() {
        guard canvas.hasDrawn else { return }
        if let path = options.layoutDumpPath, let result { writeLayoutDump(result, to: path) }
    }

    func writeLayoutDump(_ result: LayoutResult, to path: String) {
        var text = result.jsonText()
        // Where the handles are in the window's surface (X window) coordinates, for tests that
        // drag them with synthesized pointer input.
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(window.opaque, &surfaceX, &surfaceY)
        func surfacePoint<W: GObjectHandle>(_ widget: W, _ point: Point) -> String where W.Kind: WidgetKind {
            var x = point.x, y = point.y
            gtk_widget_translate_coordinates(widget.widget, window.widget, point.x, point.y, &x, &y)
            return "{\"x\": \(formatPoints(x + surfaceX)), \"y\": \(formatPoints(y + surfaceY))}"
        }
        func surfaceRect(_ rect: Rect) -> String {
            var x = rect.minX, y = rect.minY
            gtk_widget_translate_coordinates(canvas.area.widget, window.widget, rect.minX, rect.minY, &x, &y)
            return "{\"x\": \(formatPoints(x + surfaceX)), \"y\": \(formatPoints(y + surfaceY)), "
                + "\"width\": \(formatPoints(rect.width)), \"height\": \(formatPoints(rect.height))}"
        }
        func surfaceRectOf<W: GObjectHandle>(_ widget: W) -> String where W.Kind: WidgetKind {
            var x = 0.0, y = 0.0
            gtk_widget_translate_coordinates(widget.widget, window.widget, 0, 0, &x, &y)
            return "{\"x\": \(formatPoints(x + surfaceX)), \"y\": \(formatPoints(y + surfaceY)), "
                + "\"width\": \(gtk_widget_get_width(widget.widget)), \"height\": \(gtk_widget_get_height(widget.widget))}"
        }
        // The canvas's proposed area and its hover label, in surface coordinates.
        let area = surfaceRect(canvas.geometry.areaRect)
        let hover = canvas.hoverLabel.map { "{\"text\": \(jsonString($0.text)), \"rect\": \(surfaceRect($0.rect))}" } ?? "null"
        let labels = canvas.labels.map { "{\"kind\": \(jsonString($0.kind)), \"text\": \(jsonString($0.text)), \"rect\": \(surfaceRect($0.rect))}" }
        let handleRects = canvas.geometry.handleRects.map(surfaceRect)
        let anchors = CanvasGeometry.anchorPoints(in: result).map { surfacePoint(canvas.area, canvas.geometry.widgetPoint($0.point)) }
        let handles = canvas.handleCentres().map { name, point in "\"\(name)\": \(surfacePoint(canvas.area, point))" }
        // The middle of the source pane, for tests that type into it (null when hidden).
        let source = sourcePane.container.widget
        let sourceCentre = gtk_widget_get_mapped(source) != 0
            ? surfacePoint(sourcePane.container, Point(
                x: Double(gtk_widget_get_width(source)) / 2, y: Double(gtk_widget_get_height(source)) / 2))
            : "null"
        // The document and the banner, with its buttons' centres, for the fault tests.
        var buttons: [String] = []
        if gtk_widget_get_mapped(banner.widget) != 0 {
            var child = gtk_widget_get_first_child(banner.widget)
            while let widget = child {
                let raw = UnsafeMutableRawPointer(widget)
                if g_type_check_instance_is_a(raw.assumingMemoryBound(to: GTypeInstance.self), gtk_button_get_type()) != 0,
                   gtk_widget_get_mapped(widget) != 0, gtk_widget_get_width(widget) > 0,
                   let label = gtk_button_get_label(raw.assumingMemoryBound(to: GtkButton.self)) {
                    let point = surfacePoint(GBorrowed<GKind.Widget>(widget), Point(
                        x: Double(gtk_widget_get_width(widget)) / 2, y: Double(gtk_widget_get_height(widget)) / 2))
                    buttons.append("\(jsonString(String(cString: label))): \(point)")
                }
                child = gtk_widget_get_next_sibling(widget)
            }
        }
        let bannerShown = gtk_widget_get_visible(banner.widget) != 0 ? bannerText : nil
        let documentState = "{\"path\": \(document.filePath.map(jsonString) ?? "null"), \"modified\": \(document.isModified), "
            + "\"reading\": \(document.isReading), \"banner\": \(bannerShown.map(jsonString) ?? "null"), "
            + "\"previews\": [\(document.previews.map { jsonString($0.name) }.joined(separator: ", "))], "
            + "\"warnings\": [\(document.diagnostics.filter { $0.severity == .warning }.map { jsonString($0.message) }.joined(separator: ", "))], "
            + "\"standInLines\": [\(document.sourceText.split(separator: "\n").filter { $0.contains("layout-playground: stand-in") }.map { jsonString(String($0)) }.joined(separator: ", "))], "
            + "\"bannerButtons\": {\(buttons.joined(separator: ", "))}}"
        let gallery = "[" + galleryNames.map(jsonString).joined(separator: ", ") + "]"
        // The window's size and how its panels show (beside the canvas, folded, revealed), the
        // header's pressed toggles, and the source pane's diagnostics rows and cursor.
        let pressed = headerToggles.filter { gtk_toggle_button_get_active($0.value.cast()) != 0 }.keys.sorted().map(jsonString)
        let diagnosticRows = sourcePane.diagnosticRows.filter { gtk_widget_get_mapped($0.widget) != 0 }.map(surfaceRectOf)
        let cursor = sourcePane.cursor
        var fields: [String] = []
        fields.append("\"width\": \(gtk_widget_get_width(window.widget)), \"height\": \(gtk_widget_get_height(window.widget))")
        fields.append("\"treeFolded\": \(adw_flap_get_folded(treeFlap.opaque) != 0), \"treeShown\": \(adw_flap_get_reveal_flap(treeFlap.opaque) != 0)")
        fields.append("\"inspectorFolded\": \(adw_flap_get_folded(inspectorFlap.opaque) != 0), \"inspectorShown\": \(adw_flap_get_reveal_flap(inspectorFlap.opaque) != 0)")
        // The canvas widget, and each panel where it is shown (beside or over the canvas).
        fields.append("\"canvas\": \(surfaceRectOf(canvas.area))")
        // The gallery's button, and whether its list is open.
        fields.append("\"galleryButton\": \(surfaceRectOf(galleryDropDown)), \"galleryOpen\": \(galleryListOpen), \"galleryThumbnails\": \(galleryThumbnails.count)")
        for (name, flap) in panelWidgets {
            fields.append("\"\(name)Rect\": " + (panelRect(flap, in: window).map { "{\"x\": \(formatPoints($0.minX + surfaceX)), \"y\": \(formatPoints($0.minY + surfaceY)), \"width\": \(formatPoints($0.width)), \"height\": \(formatPoints($0.height))}" } ?? "null"))
        }
        fields.append("\"title\": \(jsonString(String(cString: adw_window_title_get_title(windowTitle.opaque))))")
        fields.append("\"darkStyle\": \(adw_style_manager_get_dark(adw_style_manager_get_default()) != 0)")
        fields.append("\"direction\": \(toggleState("toggle-direction")), \"appearance\": \(toggleState("toggle-appearance"))")
        fields.append("\"pressed\": [\(pressed.joined(separator: ", "))]")
        fields.append("\"diagnostics\": [\(diagnosticRows.joined(separator: ", "))]")
        fields.append("\"cursor\": [\(cursor.line), \(cursor.column)], \"firstVisibleLine\": \(sourcePane.firstVisibleLine)")
        fields.append("\"toast\": \(lastToast.map(jsonString) ?? "null")")
        fields.append("\"presenting\": \(isPresenting), \"headerShown\": \(gtk_widget_get_mapped(headerBar.widget) != 0)")
        fields.append("\"canvasFocusRing\": \(canvas.showsFocusRing)")
        // The lists and menus shown (a drop-down's, a palette's, the main menu), and the device
        // drop-down, for the tests that open and close one.
        let lists = [("gallery", galleryDropDown.borrowed), ("preview", previewDropDown.borrowed), ("device", presetDropDown.borrowed),
                     ("dynamicType", dynamicTypeDropDown.borrowed)].filter { Gtk.popoverShown($0.1) }.map(\.0)
            + tree.openPalettes + (mainMenuButton.map(Gtk.popoverShown) == true ? ["menu"] : [])
        fields.append("\"openLists\": [\(lists.map(jsonString).joined(separator: ", "))], \"deviceDropDown\": \(surfaceRectOf(presetDropDown))")
        fields.append("\"focusPanel\": \(focusedPanel().map { jsonString($0.rawValue) } ?? "null"), \"sourceEditing\": \(sourcePane.isEditing)")
        fields.append(stepDumpField)
        fields.append("\"deviceChrome\": \(canvas.deviceChrome != nil), \"deviceChromeToggle\": \(showsDeviceChrome)")
        fields.append(screenshotDumpField)
        fields.append(webPageDumpField)
        fields.append(navigatorDumpField)
        fields.append("\"sourceHighlight\": [\(sourcePane.highlightedText.map(jsonString).joined(separator: ", "))]")
        fields.append("\"selectedRow\": \(selectedTreeRow().map { jsonString($0.title) } ?? "null")")
        let shownEntries = inspector.entries.merging(inspector.standInEntries.map { ("stand-in " + $0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        let inspectorEntries = shownEntries.filter { gtk_widget_get_mapped($0.value.widget) != 0 }.sorted { $0.key < $1.key }.map { key, entry in
            "\(jsonString(key)): {\"text\": \(jsonString(String(cString: gtk_editable_get_text(entry.opaque)))), \"focused\": \(gtk_widget_has_focus(gtk_widget_get_first_child(entry.widget)) != 0 || gtk_widget_has_focus(entry.widget) != 0), \"at\": \(surfacePoint(entry, Point(x: 20, y: Double(gtk_widget_get_height(entry.widget)) / 2)))}"
        }
        fields.append("\"inspector\": {\(inspectorEntries.joined(separator: ", "))}")
        let sliders = inspector.scales.filter { gtk_widget_get_mapped($0.value.widget) != 0 }.sorted { $0.key < $1.key }.map { key, scale in
            "\(jsonString(key)): \(surfaceRectOf(scale))"
        }
        fields.append("\"sliders\": {\(sliders.joined(separator: ", "))}")
        // The variants under the canvas: each one's name, its root's size and its views' types.
        // Each caption's words as drawn, in surface coordinates.
        func variantsRect(_ rect: Rect) -> String {
            var x = rect.minX, y = rect.minY
            gtk_widget_translate_coordinates(variantsView.area.widget, window.widget, rect.minX, rect.minY, &x, &y)
            return "{\"x\": \(formatPoints(x + surfaceX)), \"y\": \(formatPoints(y + surfaceY)), \"width\": \(formatPoints(rect.width)), \"height\": \(formatPoints(rect.height))}"
        }
        let captions = variantsView.captionRects.map(variantsRect)
        // Each screen's place as drawn (scrolled; parts may be outside the strip), the strip's
        // scale and its own rectangle.
        let slots = variantsView.strip?.slots.map(variantsRect) ?? []
        if let strip = variantsView.strip, gtk_widget_get_visible(variantsView.area.widget) != 0 {
            fields.append("\"variantStrip\": {\"scale\": \(strip.zoom), \"rect\": \(surfaceRectOf(variantsView.area))}")
        }
        let variants = variantsView.shown.enumerated().map { index, shown -> String in
            let (variant, laidOut) = shown
            let types = (laidOut.map { zip($0.paths, $0.views).prefix(400).map { "\(jsonString($0)): \(jsonString($1.view.typeName))" } } ?? [])
            let size = laidOut.map { "[\(formatPoints($0.size.width)), \(formatPoints($0.size.height))]" } ?? "null"
            let proposal = laidOut.map { "[\($0.proposal.width.map(formatPoints) ?? "null"), \($0.proposal.height.map(formatPoints) ?? "null")]" } ?? "null"
            let caption = captions.indices.contains(index) ? captions[index] : "null"
            let slot = slots.indices.contains(index) ? slots[index] : "null"
            return "{\"name\": \(jsonString(variant.name)), \"size\": \(size), \"proposal\": \(proposal), \"caption\": \(caption), \"slot\": \(slot), \"types\": {\(types.joined(separator: ", "))}}"
        }
        let inactive = tree.inactiveRows.sorted().compactMap { outline?.rows.indices.contains($0) == true ? jsonString(outline!.rows[$0].title) : nil }
        fields.append("\"inactiveRows\": [\(inactive.joined(separator: ", "))]")
        fields.append("\"variants\": [\(variants.joined(separator: ", "))]")
        // The objects made through `GRef(adopting:)` and not yet finalized, by kind.
        let alive = GObjectCensus.alive.sorted { $0.key < $1.key }.map { "\(jsonString($0.key)): \($0.value)" }
        fields.append("\"alive\": {\(alive.joined(separator: ", "))}")
        let windowState = "{" + fields.joined(separator: ", ") + "}"
        // The screen as the document owns it, what the preset drop-down shows, and the field.
        let insets = document.screen.safeArea
        let shownPreset = Int(gtk_drop_down_get_selected(presetDropDown.opaque))
        let screen = "{\"preset\": \(document.screen.preset.map(jsonString) ?? "null"), "
            + "\"shownPreset\": \(jsonString(shownPreset == 0 ? "Custom size" : DevicePreset.all[shownPreset - 1].id)), "
            + "\"proposal\": \(jsonString(document.screen.proposal.description)), \"safeArea\": [\(formatPoints(insets.top)), "
            + "\(formatPoints(insets.leading)), \(formatPoints(insets.bottom)), \(formatPoints(insets.trailing))], "
            + "\"field\": \(surfacePoint(proposalEntry, Point(x: Double(gtk_widget_get_width(proposalEntry.widget)) / 2, y: Double(gtk_widget_get_height(proposalEntry.widget)) / 2)))}"
        text = "{\"dynamicTypeSize\": \"\(session.dynamicTypeSize.name)\",\n \"handles\": {"
            + handles.joined(separator: ", ") + "},\n \"area\": \(area),\n \"hover\": \(hover),\n \"labels\": [\(labels.joined(separator: ", "))],"
            + "\n \"handleRects\": [\(handleRects.joined(separator: ", "))],\n \"zoom\": \(canvas.geometry.zoom), \"overflow\": \(canvas.overflowRect.map(surfaceRect) ?? "null"), \"narrationPlate\": \(canvas.narrationRect.map(surfaceRect) ?? "null"), \"narrationBand\": \(canvas.bandTop.map { surfaceRect(Rect(x: 0, y: $0, width: canvas.geometry.viewportSize.width, height: canvas.geometry.viewportSize.height - $0)) } ?? "null"),\n \"anchors\": [\(anchors.joined(separator: ", "))],"
            + "\n \"window\": \(windowState),\n \"screenState\": \(screen),\n \"gallery\": \(gallery),\n \"sourcePane\": \(sourceCentre),\n \"document\": \(documentState),\n " + text.dropFirst()
        let temporary = path + ".tmp"
        if FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) {
            _ = rename(temporary, path)
        }
    }
}
