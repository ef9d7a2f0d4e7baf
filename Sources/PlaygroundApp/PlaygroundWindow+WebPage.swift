import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering

/// Export Web Page… (issue 34): the scene as the self-contained page `layout-playground export
/// SCENE --html` writes, through a save dialog, written whole or not at all (`AtomicFile`) on a
/// thread of its own while the window stays live, with a toast saying where it went.
extension PlaygroundWindow {
    func chooseWebPage() {
        let name = ((document.displayName as NSString).deletingPathExtension) + ".html"
        let folder = exportSettings.folder
        runChooser("Export Web Page", GTK_FILE_CHOOSER_ACTION_SAVE, accept: "_Export", configure: { chooser in
            gtk_file_chooser_set_current_name(chooser.opaque, name)
            Self.start(chooser, in: folder)
        }) { [weak self] path, _ in
            guard let self else { return }
            let lowered = path.lowercased()
            let page = lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") ? path : path + ".html"
            self.exportSettings.folder = (page as NSString).deletingLastPathComponent
            self.exportWebPage(to: page)
        }
    }

    /// Writes the page of the scene shown (the last text that loaded, as the canvas shows it)
    /// to `path`, off the main thread.
    func exportWebPage(to path: String) {
        guard let evaluation = document.evaluation else { return showToast("Nothing to export: the scene has not loaded") }
        let export = WebPageExport(files: evaluation.files, strict: document.isStrict, preview: document.selectedPreview,
                                   environment: session.screenEnvironment, screen: document.screen, title: document.displayName,
                                   sceneFile: document.filePath)
        let name = (path as NSString).lastPathComponent
        webPages.running += 1
        webPages.started += 1
        // Said when it takes more than a moment (a toast for a page written at once would
        // only queue before the one saying where it went).
        let number = webPages.started
        Gtk.after(milliseconds: 1000) { [weak self] in
            guard let self, self.webPages.finished < number else { return }
            self.showToast("Writing \(name)…")
        }
        let thread = Thread { [weak self] in
            let outcome = Result { () throws -> WebPageExport.Page in
                let page = try export.page()
                try AtomicFile.write(page.html, to: path)
                return page
            }
            Gtk.after(milliseconds: 0) {
                guard let self else { return }
                self.webPages.running -= 1
                self.webPages.finished = max(self.webPages.finished, number)
                switch outcome {
                case .success(let page):
                    self.webPages.written = path
                    let kilobytes = formatReadable((Double(page.html.utf8.count) / 1024).rounded())
                    self.showToast("Wrote \(name) (\(kilobytes) KB, widths \(page.widths.lowerBound)…\(page.widths.upperBound)) to \((path as NSString).deletingLastPathComponent)")
                case .failure(let error):
                    self.showToast("Could not export \(name): \(error)")
                }
            }
        }
        thread.stackSize = LargeStack.size
        thread.start()
    }

    /// The web pages in the state dump: how many are being written, the last one written.
    var webPageDumpField: String {
        "\"webPage\": {\"running\": \(webPages.running), \"written\": \(webPages.written.map(jsonString) ?? "null")}"
    }
}
