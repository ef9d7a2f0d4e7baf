import Foundation
import LayoutEngine

/// A scene as one self-contained web page (`layout-playground export --html`): the layout at
/// every whole point of a width range, for each Dynamic Type size and appearance chosen, drawn
/// as SVG, with a slider, a picker, overlays and a hover label, and the current frames written
/// as `data-frame` attributes. No network, no script or font file: glyphs are outlines.
///
/// How layouts are stored: a view's frame is a piecewise-linear function of the proposed width
/// (a stack's shares grow with it; a text that wraps jumps), so each view keeps runs
/// `[from, to, x, y, w, h, dx, dy, dw, dh]` that give its frame at every whole width of the run
/// exactly (within a thousandth of a point); proposals likewise; what a view draws changes only
/// where its size or lines do, and is kept once (`SVGFragments`).
public struct WebPage {
    /// One Dynamic Type size and appearance: a layout for a proposed width.
    public struct State {
        public var dynamicType: DynamicTypeSize
        public var colorScheme: EnvironmentValues.ColorScheme
        public var layout: (Double) -> LayoutResult
        /// The anchor's grid of layouts, for a scene with an `AnchoredPosition`.
        public var anchor: AnchorGrid?
        /// Layouts at other heights, for a scene whose layout depends on the height.
        public var heights: HeightSweep?

        public init(dynamicType: DynamicTypeSize, colorScheme: EnvironmentValues.ColorScheme, layout: @escaping (Double) -> LayoutResult) {
            self.dynamicType = dynamicType
            self.colorScheme = colorScheme
            self.layout = layout
        }
    }

    /// Layouts of a scene with its anchor at each point of a grid (row-major), at one width:
    /// the page's anchor handle snaps to the nearest.
    public struct AnchorGrid {
        public var width: Int
        public var step: Double
        /// The grid's first point, in the root's coordinates.
        public var origin: Point
        public var columns: Int
        public var rows: Int
        /// Where the scene puts its anchor.
        public var initial: Point
        public var layouts: [LayoutResult?]

        public init(width: Int, step: Double, origin: Point, columns: Int, rows: Int, initial: Point, layouts: [LayoutResult?]) {
            self.width = width
            self.step = step
            self.origin = origin
            self.columns = columns
            self.rows = rows
            self.initial = initial
            self.layouts = layouts
        }
    }

    /// Layouts of the scene at each height of a range (every `step` points), at one width.
    public struct HeightSweep {
        public var width: Int
        public var heights: ClosedRange<Int>
        public var step: Int
        public var layouts: [LayoutResult?]

        public init(width: Int, heights: ClosedRange<Int>, step: Int, layouts: [LayoutResult?]) {
            self.width = width
            self.heights = heights
            self.step = step
            self.layouts = layouts
        }
    }

    public var title: String
    public var widths: ClosedRange<Int>
    public var height: Double
    public var initialWidth: Int
    public var states: [State]
    /// A fragment of a page (`--embed`): a `<div>` with its style and script, no `<html>`.
    public var isEmbedded = false

    public init(title: String, widths: ClosedRange<Int>, height: Double, initialWidth: Int, states: [State]) {
        self.title = title
        self.widths = widths
        self.height = height
        self.initialWidth = min(max(initialWidth, widths.lowerBound), widths.upperBound)
        self.states = states
    }

    /// The page's HTML.
    public func html(renderer: SceneRenderer) -> String {
        let fragments = SVGFragments(renderer: renderer)
        var stateJSON: [String] = []
        for state in states { stateJSON.append(sweep(state, fragments: fragments)) }
        // Ids unique to this page's scene (two embeds on one page do not collide), the same on
        // every run: FNV-1a of the title and the range.
        var hash: UInt32 = 2_166_136_261
        for byte in "\(title)|\(widths)".utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let prefix = "lp" + String(hash, radix: 36) + "-"
        var defs = ""
        for (index, glyph) in fragments.glyphs.enumerated() {
            defs += "<symbol overflow=\"visible\" id=\"\(prefix)g\(index)\">\(glyph)</symbol>\n"
        }
        for (index, fragment) in fragments.fragments.enumerated() {
            let body = fragment.replacingOccurrences(of: "\"#g", with: "\"#\(prefix)g")
                .replacingOccurrences(of: "id=\"f", with: "id=\"\(prefix)f").replacingOccurrences(of: "\"#f", with: "\"#\(prefix)f")
                .replacingOccurrences(of: "url(#f", with: "url(#\(prefix)f")
            defs += "<symbol overflow=\"visible\" id=\"\(prefix)v\(index)\">\(body)</symbol>\n"
        }
        let sizes = states.map { "\"\($0.dynamicType.name)\"" }
        let data = "{\"prefix\": \"\(prefix)\", \"embedded\": \(isEmbedded), \"min\": \(widths.lowerBound), \"max\": \(widths.upperBound), \"width\": \(initialWidth), "
            + "\"height\": \(formatPoints(height)), \"sizes\": [\(Array(Set(sizes)).sorted { sizes.firstIndex(of: $0)! < sizes.firstIndex(of: $1)! }.joined(separator: ", "))], "
            + "\"backgrounds\": {\"light\": \"\(Self.css(ColorPalette.background(.light)))\", \"dark\": \"\(Self.css(ColorPalette.background(.dark)))\"}, "
            + "\"states\": {\(stateJSON.joined(separator: ",\n"))}}"
        let body = WebPageTemplate.body(prefix: prefix, title: title, defs: defs, data: data)
        if isEmbedded { return body }
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<title>\(Self.escape(title))</title>\n</head>\n<body>\n" + body + "\n</body>\n</html>\n"
    }

    /// One state laid out at every whole width: its views (by path), their frames, proposals
    /// and drawings as runs, as JSON: `"large/light": {...}`.
    private func sweep(_ state: State, fragments: SVGFragments) -> String {
        var order: [String] = []
        var info: [String: ViewInfo] = [:]
        var frames: [String: [[Double]?]] = [:]
        var proposals: [String: [[Double]?]] = [:]
        var drawings: [String: [Int?]] = [:]
        var screens: [[Double]?] = []
        let count = widths.count
        var options = RenderOptions(scale: 2, colorScheme: state.colorScheme)
        options.overlays = []
        for (step, width) in widths.enumerated() {
            let result = state.layout(Double(width))
            let paths = result.paths
            let screen = result.containerFrame
            screens.append([screen.minX, screen.minY, screen.width, screen.height])
            var foregrounds = [Color?](repeating: nil, count: result.views.count)
            for (index, view) in result.views.enumerated() {
                let path = paths[index]
                let inherited = view.parentIndex.flatMap { foregrounds[$0] }
                foregrounds[index] = view.view.style.foreground.map { StylePainter.resolving($0, foreground: inherited) } ?? inherited
                if info[path] == nil {
                    order.append(path)
                    info[path] = ViewInfo(view, parentPath: view.parentIndex.map { paths[$0] })
                    frames[path] = Array(repeating: nil, count: count)
                    proposals[path] = Array(repeating: nil, count: count)
                    drawings[path] = Array(repeating: nil, count: count)
                }
                let frame = view.frame
                frames[path]![step] = [frame.minX, frame.minY, frame.width, frame.height]
                proposals[path]![step] = [Self.encode(view.proposal.width), Self.encode(view.proposal.height)]
                let key = "\(state.colorScheme)|\(path)|\(formatPoints(frame.width))x\(formatPoints(frame.height))|\(view.textLines?.joined(separator: "\n") ?? "")|\(String(describing: foregrounds[index]))"
                drawings[path]![step] = fragments.fragment(index, of: result, foreground: inherited, options: options, key: key)
            }
        }
        let index = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        var views: [String] = []
        for path in order {
            let view = info[path]!
            let parent = view.parentPath.flatMap { index[$0] }.map(String.init) ?? "null"
            let runs = Self.runs(frames[path]!, start: widths.lowerBound)
            let asked = Self.runs(proposals[path]!, start: widths.lowerBound)
            var changes: [String] = []
            var last: Int?? = .none
            for (step, drawing) in drawings[path]!.enumerated() where frames[path]![step] != nil {
                if last == .none || last! != drawing {
                    changes.append("[\(widths.lowerBound + step), \(drawing.map(String.init) ?? "null")]")
                    last = .some(drawing)
                }
            }
            views.append("{\"p\": \"\(path)\", \"t\": \(jsonString(view.label)), \"k\": \(parent), \"o\": \(formatPoints(view.opacity)), "
                + "\"c\": \(view.clipped), \"cr\": \(formatPoints(view.clipRadius)), \"r\": \(view.drawsBackgroundFirst), \"a\": \(view.axis.map { "\"\($0)\"" } ?? "null"), \"m\": \(view.isModifier), "
                + "\"f\": \(runs), \"q\": \(asked), \"d\": [\(changes.joined(separator: ", "))]}")
        }
        let name = "\(state.dynamicType.name)/\(state.colorScheme == .dark ? "dark" : "light")"
        let anchor = state.anchor.map { anchorJSON($0, index: index, frames: frames, drawings: drawings, proposals: proposals, state: state, fragments: fragments, options: options) } ?? "null"
        let heights = state.heights.map { heightsJSON($0, index: index, frames: frames, drawings: drawings, proposals: proposals, state: state, fragments: fragments, options: options) } ?? "null"
        return "\"\(name)\": {\"screen\": \(Self.runs(screens, start: widths.lowerBound)), \"anchor\": \(anchor), \"heights\": \(heights), \"views\": [\n\(views.joined(separator: ",\n"))]}"
    }

    /// Layouts at the same width as stop `width` of the sweep, as JSON: for each, the views
    /// whose frame or drawing differs from that stop's, `[view, x, y, w, h, drawing]`, and
    /// its screen.
    private func overrides(
        _ results: [LayoutResult?], width: Int, index: [String: Int], frames: [String: [[Double]?]], drawings: [String: [Int?]],
        proposals: [String: [[Double]?]], state: State, fragments: SVGFragments, options: RenderOptions
    ) -> (changes: [String], screens: [String]) {
        let step = width - widths.lowerBound
        var points: [String] = [], screens: [String] = []
        for result in results {
            guard let result else { points.append("null"); screens.append("null"); continue }
            let screen = result.containerFrame
            screens.append("[" + [screen.minX, screen.minY, screen.width, screen.height].map { formatPoints(($0 * 10_000).rounded() / 10_000) }.joined(separator: ", ") + "]")
            let paths = result.paths
            var foregrounds = [Color?](repeating: nil, count: result.views.count)
            var changed: [String] = []
            for (viewIndex, view) in result.views.enumerated() {
                let path = paths[viewIndex]
                let inherited = view.parentIndex.flatMap { foregrounds[$0] }
                foregrounds[viewIndex] = view.view.style.foreground.map { StylePainter.resolving($0, foreground: inherited) } ?? inherited
                guard let position = index[path], step >= 0, step < widths.count else { continue }
                let frame = view.frame
                let key = "\(state.colorScheme)|\(path)|\(formatPoints(frame.width))x\(formatPoints(frame.height))|\(view.textLines?.joined(separator: "\n") ?? "")|\(String(describing: foregrounds[viewIndex]))"
                let drawing = fragments.fragment(viewIndex, of: result, foreground: inherited, options: options, key: key)
                let before = frames[path]?[step]
                let same = before.map { zip($0, [frame.minX, frame.minY, frame.width, frame.height]).allSatisfy { abs($0 - $1) < 0.001 } } ?? false
                let asked = [Self.encode(view.proposal.width), Self.encode(view.proposal.height)]
                if same, drawings[path]?[step] == drawing, proposals[path]?[step] == asked { continue }
                let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { formatPoints(($0 * 10_000).rounded() / 10_000) }
                let proposal = asked.map { formatPoints(($0 * 10_000).rounded() / 10_000) }
                changed.append("[\(position), \(numbers.joined(separator: ", ")), \(drawing.map(String.init) ?? "null"), \(proposal.joined(separator: ", "))]")
            }
            points.append("[" + changed.joined(separator: ", ") + "]")
        }
        return (points, screens)
    }

    /// The anchor grid as JSON (`overrides` of its layouts).
    private func anchorJSON(
        _ grid: AnchorGrid, index: [String: Int], frames: [String: [[Double]?]], drawings: [String: [Int?]], proposals: [String: [[Double]?]], state: State,
        fragments: SVGFragments, options: RenderOptions
    ) -> String {
        let points = overrides(grid.layouts, width: grid.width, index: index, frames: frames, drawings: drawings, proposals: proposals, state: state, fragments: fragments, options: options).changes
        return "{\"width\": \(grid.width), \"step\": \(formatPoints(grid.step)), \"x0\": \(formatPoints(grid.origin.x)), \"y0\": \(formatPoints(grid.origin.y)), "
            + "\"cols\": \(grid.columns), \"rows\": \(grid.rows), \"initial\": [\(formatPoints(grid.initial.x)), \(formatPoints(grid.initial.y))], "
            + "\"at\": [\(points.joined(separator: ",\n"))]}"
    }

    /// The heights as JSON (`overrides` of their layouts, and each one's screen).
    private func heightsJSON(
        _ sweep: HeightSweep, index: [String: Int], frames: [String: [[Double]?]], drawings: [String: [Int?]], proposals: [String: [[Double]?]], state: State,
        fragments: SVGFragments, options: RenderOptions
    ) -> String {
        let made = overrides(sweep.layouts, width: sweep.width, index: index, frames: frames, drawings: drawings, proposals: proposals, state: state, fragments: fragments, options: options)
        return "{\"width\": \(sweep.width), \"min\": \(sweep.heights.lowerBound), \"max\": \(sweep.heights.upperBound), \"step\": \(sweep.step), "
            + "\"screens\": [\(made.screens.joined(separator: ", "))], \"at\": [\(made.changes.joined(separator: ",\n"))]}"
    }

    /// What the page needs of a view that does not change with the width.
    struct ViewInfo {
        var label: String
        var parentPath: String?
        var opacity: Double
        var clipped: Bool
        /// The clip's corner radius (-1: half the shorter side, a capsule or circle).
        var clipRadius: Double
        var drawsBackgroundFirst: Bool
        var axis: String?
        var isModifier: Bool

        init(_ view: PlacedView, parentPath: String?) {
            let node = view.view
            label = node.argumentSummary.isEmpty ? node.displayName : "\(node.displayName)(\(node.argumentSummary))"
            self.parentPath = parentPath
            opacity = max(0, min(node.style.opacity, 1))
            clipped = node.style.isClipped || node.style.clipShape != nil || node.style.cornerRadius != nil
            switch node.style.clipShape {
            case .roundedRectangle(let radius)?: clipRadius = radius
            case .capsule?, .circle?, .ellipse?: clipRadius = -1
            default: clipRadius = node.style.cornerRadius ?? 0
            }
            drawsBackgroundFirst = (node.content.layout as? SecondaryViewLayout)?.placement == .background
            let layout = node.content.layout
            axis = layout is HStackLayout ? "h" : layout is VStackLayout ? "v" : nil
            isModifier = node.role == .modifier
        }
    }

    /// nil (unspecified) as -1, infinity as -2: numbers the runs can hold.
    static func encode(_ value: Double?) -> Double {
        guard let value else { return -1 }
        return value.isFinite ? value : -2
    }

    /// Samples at consecutive whole widths as linear runs `[from, to, v..., dv...]`, a run
    /// extended while each next sample lies on its line within a thousandth of a point.
    static func runs(_ samples: [[Double]?], start: Int) -> String {
        var out: [String] = []
        var index = 0
        while index < samples.count {
            guard let first = samples[index] else { index += 1; continue }
            var slope = [Double](repeating: 0, count: first.count)
            var end = index
            if index + 1 < samples.count, let second = samples[index + 1], second.count == first.count {
                slope = zip(second, first).map { $0 - $1 }
                end = index + 1
                while end + 1 < samples.count, let next = samples[end + 1], next.count == first.count,
                      zip(next.indices, next).allSatisfy({ abs(first[$0] + slope[$0] * Double(end + 1 - index) - $1) < 0.001 }) {
                    end += 1
                }
            }
            let values = (first + slope).map { formatPoints(($0 * 10_000).rounded() / 10_000) }
            out.append("[\(start + index), \(start + end), \(values.joined(separator: ", "))]")
            index = end + 1
        }
        return "[" + out.joined(separator: ", ") + "]"
    }

    static func css(_ color: RGBA) -> String {
        "rgba(\(Int((color.red * 255).rounded())), \(Int((color.green * 255).rounded())), \(Int((color.blue * 255).rounded())), \(formatPoints(color.alpha)))"
    }

    /// `text` safe in HTML text and in a double-quoted attribute.
    public static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
