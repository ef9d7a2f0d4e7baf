/// The page's markup (`WebPage`): everything in one `<div>`, its ids prefixed so that several
/// scenes can share a page, with the style and script of `page.css` and `page.js`
/// (`WebPageAssets`), the same text on every page. The script finds its scene through the
/// JSON block before it (`<script type="application/json">`: the layouts and the ids' prefix),
/// never through text spliced into its source.
enum WebPageTemplate {
    static func body(prefix p: String, title: String, defs: String, data: String) -> String {
        let safeData = data.replacingOccurrences(of: "</", with: "<\\/")
        return """
            <div class="lp-root" id="\(p)root" data-scene="\(WebPage.escape(title))">
            <style>\(WebPageAssets.style)</style>
            <div class="lp-title">\(WebPage.escape(title))</div>
            <div class="lp-controls">
            <label>Width <input type="range" id="\(p)width" step="1" aria-label="Proposed width"> <output id="\(p)widthValue"></output></label>
            <label id="\(p)heightLabel" style="display: none">Height <input type="range" id="\(p)height" step="10" aria-label="Proposed height"> <output id="\(p)heightValue"></output></label>
            <label>Dynamic Type <select id="\(p)size" aria-label="Dynamic Type size"></select></label>
            <label><input type="checkbox" id="\(p)dark"> Dark</label>
            <label><input type="checkbox" id="\(p)frames"> Frames</label>
            <label><input type="checkbox" id="\(p)proposals"> Proposals</label>
            <label><input type="checkbox" id="\(p)spacing"> Spacing</label>
            </div>
            <div class="lp-stage"><svg xmlns="http://www.w3.org/2000/svg" id="\(p)svg" role="img" aria-label="\(WebPage.escape(title))">
            <defs>
            \(defs)</defs>
            <defs id="\(p)clips"></defs>
            <rect id="\(p)background"></rect>
            <g id="\(p)scene"></g>
            <g id="\(p)overlay" pointer-events="none"></g>
            <g id="\(p)anchor" style="cursor: grab"></g>
            </svg><div class="lp-hover" id="\(p)hover"></div></div>
            <script type="application/json" id="\(p)data">\(safeData)</script>
            <script>\(WebPageAssets.script)</script>
            </div>
            """
    }
}
