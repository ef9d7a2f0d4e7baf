import Foundation
import LayoutEngine
import Rendering

/// `index.html` of a `snapshot` run: one self-contained page (its style and script inline, no
/// URL outside the output folder) with a card per picture: its name, `file:line`, environment,
/// stand-ins and warnings; the items that failed (then those drawn with errors, then those that
/// differ from the baseline) first, with their error; with a baseline, the picture before, now
/// and their difference side by side. In the style of the exported web pages (`WebPageTemplate`).
enum ContactSheet {
    static func html(_ report: SnapshotReport, title: String) -> String {
        let items = report.items.filter(\.needsLook) + report.items.filter { !$0.needsLook }
        let summary = report.summary
        var counts = ["\(summary.items) pictures", "\(summary.failed) failed"]
        if summary.errors > 0 { counts.append("\(summary.errors) with errors") }
        if report.options.baseline != nil {
            counts.append("\(summary.differs) differ from the baseline")
            if summary.new > 0 { counts.append("\(summary.new) new") }
            if !report.removed.isEmpty { counts.append("\(report.removed.count) gone") }
        }
        let environments = [report.options.devices.joined(separator: ", "), report.options.dynamicTypes.joined(separator: ", "),
                            report.options.appearances.joined(separator: ", ")].joined(separator: " · ")
        var body = """
            <header>
            <h1>\(esc(title))</h1>
            <p class="summary">\(counts.map(esc).joined(separator: " · ")) <span class="muted">in \(esc(formatSeconds(summary.seconds)))</span></p>
            <p class="muted">\(esc(environments))\(report.options.baseline.map { " · baseline " + esc($0) } ?? "")</p>
            <div class="controls">
            <label>Filter <input type="search" id="filter" placeholder="name, file, device" aria-label="Filter pictures"></label>
            <label><input type="checkbox" id="problems"> Only problems</label>
            <span id="shown" class="muted"></span>
            </div>
            </header>

            """
        if !report.diagnostics.isEmpty {
            body += "<details class=\"loading\"><summary>\(report.diagnostics.count) diagnostics reading the app</summary><pre>"
                + report.diagnostics.map { esc($0.description) }.joined(separator: "\n") + "</pre></details>\n"
        }
        if !report.removed.isEmpty {
            body += "<details class=\"loading\"><summary>\(report.removed.count) pictures of the baseline are gone</summary><pre>"
                + report.removed.map(esc).joined(separator: "\n") + "</pre></details>\n"
        }
        body += "<main class=\"grid\">\n" + items.map { card($0, app: report.app) }.joined(separator: "\n") + "\n</main>\n"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(esc(title))</title>
            <style>\(style)</style>
            </head>
            <body>
            \(body)<script>\(script)</script>
            </body>
            </html>

            """
    }

    /// One picture's card; its file is shown inside the folder `app` names.
    static func card(_ item: SnapshotReport.Item, app: [String]) -> String {
        var classes = ["card", item.status.rawValue]
        var badges: [String] = []
        switch item.status {
        case .failed: badges.append("<span class=\"badge bad\">failed</span>")
        case .errors: badges.append("<span class=\"badge bad\">errors</span>")
        case .ok: break
        }
        if item.failsNow == true { badges.append("<span class=\"badge bad\">laid out in the baseline</span>") }
        if let comparison = item.comparison {
            switch comparison.status {
            case .differs:
                classes.append("differs")
                let what = comparison.baselineSize.map { "size was \($0.map(String.init).joined(separator: "×")) px" }
                    ?? String(format: "%.2f %% of pixels", comparison.fraction * 100)
                badges.append("<span class=\"badge changed\">differs: \(esc(what))</span>")
            case .withinTolerance: badges.append("<span class=\"badge\">\(comparison.differing) pixels within tolerance</span>")
            case .new: badges.append("<span class=\"badge\">new</span>")
            case .same: badges.append("<span class=\"badge same\">same</span>")
            }
        }
        if item.standIns > 0 { badges.append("<span class=\"badge\" title=\"what the app uses but does not declare\">\(item.standIns) stand-in\(item.standIns == 1 ? "" : "s")</span>") }
        let warnings = item.diagnostics.filter { $0.severity == "warning" && !($0.hint ?? "").contains("--strict") }.count
        if warnings > 0 { badges.append("<span class=\"badge\">\(warnings) warning\(warnings == 1 ? "" : "s")</span>") }
        var pictures = "<div class=\"pictures none\">Not drawn</div>"
        if let picture = item.picture {
            var shown = [("", picture)]
            if let comparison = item.comparison, let before = comparison.baselinePicture {
                shown = [("Baseline", before), ("Now", picture)] + (comparison.difference.map { [("Difference", $0)] } ?? [])
                classes.append("wide")
            }
            pictures = "<div class=\"pictures\">" + shown.map { label, path in
                "<figure><a href=\"\(href(path))\"><img src=\"\(href(path))\" alt=\"\(esc(item.title + (label.isEmpty ? "" : ", " + label.lowercased())))\"></a>"
                    + (label.isEmpty ? "" : "<figcaption>\(label)</figcaption>") + "</figure>"
            }.joined() + "</div>"
        }
        let error = item.error.map { "<pre class=\"error\">\(esc($0))</pre>" } ?? ""
        let notes = item.diagnostics.isEmpty ? "" : "<details><summary>\(item.diagnostics.count) diagnostic\(item.diagnostics.count == 1 ? "" : "s")</summary><pre>"
            + item.diagnostics.map { esc($0.description) }.joined(separator: "\n") + "</pre></details>"
        let file = "\(item.file):\(item.line)"
        let shortFile = SnapshotPlan.fileStem(item.file, scenes: app) + (item.file.hasSuffix(".swift") ? ".swift" : "") + ":\(item.line)"
        var environment = "\(item.device) · \(item.dynamicType) · \(item.appearance)"
        if let width = item.width, let height = item.height { environment += " · " + formatReadable(width) + "×" + formatReadable(height) + " pt" }
        return """
            <article class="\(classes.joined(separator: " "))" data-name="\(esc(item.name))" data-status="\(item.status.rawValue)" data-search="\(esc([item.name, item.title, file, item.device].joined(separator: " ").lowercased()))">
            \(pictures)<div class="text"><div class="title">\(esc(item.title))</div>
            <div class="file" title="\(esc(file))">\(esc(shortFile))</div>
            <div class="muted">\(esc(environment))</div>
            <div class="badges">\(badges.joined(separator: " "))</div>\(error)\(notes)
            <div class="name">\(esc(item.name))</div></div>
            </article>
            """
    }

    static func esc(_ text: String) -> String { WebPage.escape(text) }

    /// A path in the output folder as a relative URL.
    static func href(_ path: String) -> String {
        esc(path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: ":?#"))) ?? path)
    }

    static let style = """
        body { font: 14px/1.4 system-ui, -apple-system, "Inter", sans-serif; color: #1c1c1e; background: #f2f2f7; margin: 0; padding: 20px 24px; }
        h1 { font-size: 20px; font-weight: 600; margin: 0 0 4px; }
        header p { margin: 2px 0; }
        .muted { color: #6e6e73; }
        .summary { font-weight: 600; }
        .controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 10px 0 14px; }
        .controls label { display: inline-flex; gap: 6px; align-items: center; white-space: nowrap; }
        .controls input[type=search] { font: inherit; padding: 3px 8px; border: 1px solid #c7c7cc; border-radius: 6px; width: 220px; }
        .loading { margin: 0 0 14px; }
        .grid { display: flex; flex-wrap: wrap; gap: 14px; align-items: flex-start; }
        .card { background: #fff; border: 1px solid #c7c7cc; border-radius: 10px; width: 232px; overflow: hidden; }
        .card.wide { width: 540px; }
        .card.failed, .card.errors { border-color: #ff3b30; box-shadow: inset 4px 0 0 #ff3b30; }
        .card.differs { border-color: #ff9500; box-shadow: inset 4px 0 0 #ff9500; }
        .pictures { display: flex; gap: 8px; padding: 10px 10px 0; background: repeating-conic-gradient(#f6f6f8 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        figure { margin: 0; flex: 1; min-width: 0; display: flex; flex-direction: column; }
        figure a { height: 340px; display: flex; align-items: center; justify-content: center; }
        figure img { display: block; max-width: 100%; max-height: 340px; border: 1px solid #e5e5ea; }
        figcaption { font-size: 12px; color: #6e6e73; padding: 2px 0 6px; text-align: center; }
        .pictures.none { height: 80px; align-items: center; justify-content: center; color: #c41e14; font-weight: 600; padding: 0; }
        .text { padding: 8px 12px 10px; }
        .title { font-weight: 600; }
        .file, .name { font: 12px/1.4 ui-monospace, "SF Mono", "DejaVu Sans Mono", monospace; overflow-wrap: anywhere; }
        .name { color: #8e8e93; margin-top: 4px; font-size: 11px; }
        .badges { margin-top: 4px; display: flex; flex-wrap: wrap; gap: 4px; }
        .badge { font-size: 12px; background: #e5e5ea; border-radius: 5px; padding: 0 6px; }
        .badge.bad { background: #ff3b30; color: #fff; }
        .badge.changed { background: #ff9500; color: #fff; }
        .badge.same { background: #34c759; color: #fff; }
        pre { white-space: pre-wrap; overflow-wrap: anywhere; font: 12px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; margin: 6px 0 0; }
        pre.error { color: #c41e14; }
        details summary { cursor: pointer; color: #6e6e73; font-size: 12px; margin-top: 4px; }
        .hidden { display: none; }
        """

    /// Filters the cards, and marks each card whose pictures showed (`data-shown`).
    static let script = """
        (function () {
        var cards = Array.prototype.slice.call(document.querySelectorAll("article.card"));
        var filter = document.getElementById("filter"), problems = document.getElementById("problems"), shown = document.getElementById("shown");
        function apply() {
          var words = filter.value.toLowerCase().split(/\\s+/).filter(Boolean), count = 0;
          cards.forEach(function (card) {
            var text = card.getAttribute("data-search"), bad = card.getAttribute("data-status") !== "ok" || card.classList.contains("differs");
            var visible = words.every(function (w) { return text.indexOf(w) >= 0; }) && (!problems.checked || bad);
            card.classList.toggle("hidden", !visible); if (visible) count++;
          });
          shown.textContent = count === cards.length ? "" : count + " of " + cards.length + " shown";
        }
        filter.addEventListener("input", apply); problems.addEventListener("change", apply); apply();
        cards.forEach(function (card) {
          var images = Array.prototype.slice.call(card.querySelectorAll("img")), left = images.length;
          if (!left) { card.setAttribute("data-shown", "none"); return; }
          function done() { left--; if (left === 0) card.setAttribute("data-shown", images.every(function (i) { return i.naturalWidth > 0; }) ? "yes" : "broken"); }
          images.forEach(function (img) { if (img.complete) done(); else { img.addEventListener("load", done); img.addEventListener("error", done); } });
        });
        })();
        """
}
