import CPangoCairo
import LayoutEngine

/// Measures text with Pango in Inter, the stand-in for Apple's San Francisco (Inter was drawn
/// for screens with the same proportions and metrics in mind, is free, and Debian ships it as
/// fonts-inter). Implements SwiftUI's sizing rules (see `TextMeasuring`) and caches answers:
/// the same string, font and constraints never reach Pango twice.
///
/// Units: Pango runs at 72 dpi, so one Pango pixel is one point; hinting is off so that
/// widths are fractional and the same at every display scale.
public final class PangoTextMeasurer: TextMeasuring {
    /// The family that stands in for San Francisco.
    public static let fontFamily = "Inter"
    /// Below this fraction of the point size no character fits on a line (Inter's narrowest
    /// glyphs, `i` and `l`, are about a quarter em).
    static let narrowestCharacter = 0.2
    /// The family for `.monospaced()` and `design: .monospaced`.
    public static let monospacedFamily = "DejaVu Sans Mono"

    // MARK: Owned
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer

    private var cache: [Key: TextMeasurement] = [:]
    /// Set when the last outcome came from a record shaped ahead or the zero-width rule.
    var answeredWithoutShaping = false
    /// Lines of texts shaped ahead without a width (`prepare`), by layout key.
    var shapedRecords: [LayoutKey: ShapedLines] = [:]
    /// The measurer that shapes half of `prepare`'s texts on another thread, made on first use.
    var helper: PangoTextMeasurer?
    /// Past this many measurements the cache starts again (a bound on memory: each layout tree
    /// keeps its own texts' answers, so this cache only serves trees built again).
    public static let measurementCacheLimit = 8_192
    /// Measurements Pango actually computed (cache misses), for tests and benchmarks.
    public private(set) var pangoMeasurementCount = 0
    /// Measurements kept in the cache now, for tests.
    public var cachedMeasurementCount: Int { cache.count }
    /// Pango layouts made for measuring (each one shaped), for tests and benchmarks.
    public private(set) var shapedLayoutCount = 0

    /// The families new measurers use (`init(families:)` without one): Inter and DejaVu unless
    /// the program chose at its start (`FontFamilies.installed`, `--font`). Tests keep the
    /// stand-ins, so their numbers do not depend on the fonts a machine has.
    nonisolated(unsafe) public static var defaultFamilies = FontFamilies.standIns
    /// The families this measurer measures and draws in.
    public let families: FontFamilies

    public init(families: FontFamilies? = nil) {
        self.families = families ?? Self.defaultFamilies
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)!
        Self.configure(context)
    }

    deinit {
        clearLayoutCache()
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    /// 72 dpi, no hinting, unrounded glyph positions: the same settings for measuring and drawing.
    static func configure(_ context: OpaquePointer) {
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    private struct Key: Hashable {
        var text: TextContent
        var font: Font
        var dynamicTypeSize: DynamicTypeSize
        var width: Double?
        var height: Double?
        var lineLimit: Int?
        var lineSpacing: Double
        var truncationMode: EnvironmentValues.TruncationMode
        var minimumScaleFactor: Double
    }

    public func measure(_ text: TextContent, in environment: EnvironmentValues, proposal: ProposedViewSize) -> TextMeasurement {
        let key = Key(
            text: text, font: text.resolvedFont(in: environment), dynamicTypeSize: environment.dynamicTypeSize,
            width: proposal.width, height: proposal.height, lineLimit: environment.lineLimit,
            lineSpacing: environment.lineSpacing, truncationMode: environment.truncationMode,
            minimumScaleFactor: environment.minimumScaleFactor)
        if let cached = cache[key] { return cached }
        pangoMeasurementCount += 1
        answeredWithoutShaping = false
        let measurement = computeMeasurement(text, environment, proposal)
        // An answer from a line shaped ahead, or from the zero-width rule, is cheaper to make
        // again than to keep: hashing and storing it was a third of measuring such a text.
        if answeredWithoutShaping && environment.minimumScaleFactor >= 1 { return measurement }
        // Bounded like the layouts: a long drag measures every text at a new width per event.
        if cache.count >= Self.measurementCacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = measurement
        return measurement
    }

    // MARK: Layout

    /// The typesetting a text gets for a proposal: what `measure` reports and what the renderer
    /// draws, so both always agree.
    public struct Typesetting: Hashable {
        public var font: Font
        /// The point size actually used (smaller than the font's when `minimumScaleFactor` shrank it).
        public var pointSize: Double
        public var lineHeight: Double
        public var lineSpacing: Double
        /// Wrapping width in points; nil = one line per paragraph.
        public var wrapWidth: Double?
        /// Lines shown at most; nil = all.
        public var maximumLines: Int?
        public var truncationMode: EnvironmentValues.TruncationMode
        public var alignment: EnvironmentValues.TextAlignment
        /// Points added after every character (`.kerning`, `.tracking`).
        public var tracking = 0.0
        /// Tabular figures (`.monospacedDigit()`).
        public var usesMonospacedDigits = false
    }

    func computeMeasurement(_ text: TextContent, _ environment: EnvironmentValues, _ proposal: ProposedViewSize) -> TextMeasurement {
        let typesetting = finalTypesetting(text, environment, proposal)
        var measurement = measure(text.string, typesetting).measurement
        // Pango spaces letters only between them; SwiftUI's tracking follows the last one too.
        if text.tracking > 0, text.tracking.isFinite {
            measurement.size.width = min(measurement.size.width + text.tracking, proposal.width ?? .infinity)
        }
        return measurement
    }

    /// How `text` is set for `proposal`, after `minimumScaleFactor` shrank the font as far as
    /// needed (and allowed) for the text not to be truncated. Drawing uses this.
    public func finalTypesetting(_ text: TextContent, _ environment: EnvironmentValues, _ proposal: ProposedViewSize) -> Typesetting {
        var typesetting = self.typesetting(text, environment, proposal)
        let factor = min(max(environment.minimumScaleFactor, 0.01), 1)
        guard factor < 1, measure(text.string, typesetting).isTruncated else { return typesetting }
        // Bisect the largest scale in [factor, 1] at which nothing is truncated.
        var low = factor, high = 1.0
        let base = typesetting.pointSize, baseLine = typesetting.lineHeight
        for _ in 0..<12 {
            let middle = (low + high) / 2
            typesetting.pointSize = base * middle
            typesetting.lineHeight = baseLine * middle
            if measure(text.string, typesetting).isTruncated { high = middle } else { low = middle }
        }
        typesetting.pointSize = base * low
        typesetting.lineHeight = baseLine * low
        return typesetting
    }

    /// How `text` is set for `proposal` in `environment` (before any shrinking).
    public func typesetting(_ text: TextContent, _ environment: EnvironmentValues, _ proposal: ProposedViewSize) -> Typesetting {
        let font = text.resolvedFont(in: environment)
        let pointSize = font.pointSize(at: environment.dynamicTypeSize)
        var maximumLines: Int?
        if let limit = environment.lineLimit { maximumLines = max(limit, 1) }
        let lineHeight = self.lineHeight(font, pointSize: pointSize, dynamicTypeSize: environment.dynamicTypeSize)
        if let height = proposal.height, height.isFinite {
            // A height of 1e308 fits more lines than an Int counts: no limit then (and none from
            // a NaN ratio, which a line height cancelled by negative line spacing gives).
            let lines = ((height + environment.lineSpacing) / (lineHeight + environment.lineSpacing) + 1e-9).rounded(.down)
            if !lines.isNaN, lines < Double(Int.max) {
                maximumLines = min(maximumLines ?? .max, max(Int(max(lines, 1)), 1))
            }
        }
        var wrapWidth: Double?
        if let width = proposal.width, width.isFinite {
            wrapWidth = width
            // A width too narrow for one character shows one truncated line (TextMeasuring).
            if width < pointSize * Self.narrowestCharacter { maximumLines = 1 }
        }
        var typesetting = Typesetting(
            font: font, pointSize: pointSize, lineHeight: lineHeight, lineSpacing: environment.lineSpacing,
            wrapWidth: wrapWidth, maximumLines: maximumLines, truncationMode: environment.truncationMode,
            alignment: environment.multilineTextAlignment)
        typesetting.tracking = text.tracking
        typesetting.usesMonospacedDigits = text.usesMonospacedDigits
        // A text that fits on one line at this width is set as its single line: the same lines,
        // and one shaped layout for every width it fits in (drags change the width every event).
        // Bytes, not Foundation's `contains`, which searched as NSString (12% of a redraw).
        if let width = wrapWidth, !text.string.utf8.contains(10) {
            var unwrapped = typesetting
            unwrapped.wrapWidth = nil
            unwrapped.maximumLines = nil
            if unwrappedWidth(text.string, unwrapped) <= width { typesetting.wrapWidth = nil }
        }
        return typesetting
    }

    /// Line height: Apple's leading for text styles (Documentation/dynamic-type.md), else the
    /// font's own ascent plus descent.
    func lineHeight(_ font: Font, pointSize: Double, dynamicTypeSize: DynamicTypeSize) -> Double {
        if case .textStyle(let style) = font.size { return style.lineHeight(at: dynamicTypeSize) }
        let metrics = fontMetrics(font, pointSize: pointSize)
        return metrics.ascent + metrics.descent
    }

    /// Ascent and descent of `font` at `pointSize`, in points.
    public func fontMetrics(_ font: Font, pointSize: Double) -> (ascent: Double, descent: Double) {
        // Pango computes metrics by loading the font: slow enough to matter on every drag event.
        let key = MetricsKey(font: font, pointSize: pointSize)
        if let cached = metricsCache[key] { return cached }
        let metrics = computeFontMetrics(font, pointSize: pointSize)
        metricsCache[key] = metrics
        return metrics
    }

    private struct MetricsKey: Hashable {
        var font: Font
        var pointSize: Double
    }

    private var metricsCache: [MetricsKey: (ascent: Double, descent: Double)] = [:]

    private func computeFontMetrics(_ font: Font, pointSize: Double) -> (ascent: Double, descent: Double) {
        let description = Self.fontDescription(font, pointSize: pointSize, families: families)
        defer { pango_font_description_free(description) }
        let metrics = pango_context_get_metrics(context, description, nil)
        defer { pango_font_metrics_unref(metrics) }
        return (Double(pango_font_metrics_get_ascent(metrics)) / Double(PANGO_SCALE),
                Double(pango_font_metrics_get_descent(metrics)) / Double(PANGO_SCALE))
    }

    private struct Outcome {
        var measurement: TextMeasurement
        var isTruncated: Bool
    }

    private func measure(_ string: String, _ typesetting: Typesetting) -> Outcome {
        if shortcutsZeroWidth, let outcome = zeroWidthOutcome(string, typesetting) {
            answeredWithoutShaping = true
            return outcome
        }
        let shaped = shapedLines(string, typesetting)
        let lines = shaped.lines
        let lineCount = max(lines.count, 1)
        var widest = shaped.widest
        if let width = typesetting.wrapWidth { widest = min(widest, width) }
        let metrics = fontMetrics(typesetting.font, pointSize: typesetting.pointSize)
        let baseline = Self.baselineOffset(lineHeight: typesetting.lineHeight, ascent: metrics.ascent, descent: metrics.descent)
        let step = typesetting.lineHeight + typesetting.lineSpacing
        let height = Double(lineCount) * step - typesetting.lineSpacing
        let isTruncated = shaped.isEllipsized
        return Outcome(
            measurement: TextMeasurement(
                size: Size(width: widest, height: height), firstBaseline: baseline,
                lastBaseline: Double(lineCount - 1) * step + baseline, lines: lines),
            isTruncated: isTruncated)
    }

    /// Whether a text proposed zero width is answered without Pango (tests turn it off to
    /// check the answer against Pango's).
    public var shortcutsZeroWidth = true

    /// A text proposed zero width, without shaping it: one line (the width is narrower than any
    /// character, so `typesetting` allows one), zero wide, showing the paragraph cut to an
    /// ellipsis, which is what Pango gives (checked in PangoTextMeasurerTests). Layout probes
    /// every flexible text at zero width, and shaping that line was a third of measuring.
    /// Only for one paragraph with something visible that is not a space: other texts (line
    /// separators, only spaces, controls) go to Pango.
    private func zeroWidthOutcome(_ string: String, _ typesetting: Typesetting) -> Outcome? {
        guard typesetting.wrapWidth == 0, typesetting.maximumLines == 1, Self.isOneVisibleParagraph(string) else { return nil }
        var line = string
        while line.last?.isWhitespace == true { line.removeLast() }
        let metrics = fontMetrics(typesetting.font, pointSize: typesetting.pointSize)
        let baseline = Self.baselineOffset(lineHeight: typesetting.lineHeight, ascent: metrics.ascent, descent: metrics.descent)
        return Outcome(
            measurement: TextMeasurement(
                size: Size(width: 0, height: typesetting.lineHeight), firstBaseline: baseline,
                lastBaseline: baseline, lines: [line + "…"]),
            isTruncated: true)
    }

    /// One paragraph (no line or paragraph separator, no control character) with at least one
    /// ASCII letter or digit, so that its line is wider than zero and Pango must cut it.
    public static func isOneVisibleParagraph(_ string: String) -> Bool {
        var visible = false
        for scalar in string.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 { return false }
            if value < 0x80, scalar.properties.isAlphabetic || (0x30...0x39).contains(value) { visible = true }
        }
        return visible
    }

    /// Where a line's baseline sits below its top: the glyphs' ascent plus descent centred in
    /// the line height.
    public static func baselineOffset(lineHeight: Double, ascent: Double, descent: Double) -> Double {
        (lineHeight - ascent - descent) / 2 + ascent
    }

    /// The key a layout is kept by. Without a width Pango neither wraps nor cuts (a height only
    /// limits an ellipsised layout): every line limit and truncation mode sets the same lines, so
    /// they share one layout (a one-line text proposed different heights was shaped twice).
    static func layoutKey(_ string: String, _ typesetting: Typesetting) -> LayoutKey {
        var typesetting = typesetting
        if typesetting.wrapWidth == nil {
            typesetting.maximumLines = nil
            typesetting.truncationMode = .tail
        }
        return LayoutKey(string: string, typesetting: typesetting)
    }

    struct LayoutKey: Hashable {
        var string: String
        var typesetting: Typesetting
    }

    /// Shaped layouts by string and typesetting (owned by the cache). Shaping is the dearest
    /// part of text; a drag re-measures and redraws the same texts at a few widths.
    var layoutCache: [LayoutKey: OpaquePointer] = [:]
    /// Past this many layouts the cache starts again (a bound on memory, not a tuning knob).
    static let layoutCacheLimit = 4_000

    /// A Pango layout for `typesetting`, shaped once and kept (borrowed: do not unref it; valid
    /// until the measurer is released or its cache is cleared on the next call).
    public func cachedLayout(_ string: String, _ typesetting: Typesetting) -> OpaquePointer {
        cachedLayout(Self.layoutKey(string, typesetting))
    }

    func cachedLayout(_ key: LayoutKey) -> OpaquePointer {
        let string = key.string, typesetting = key.typesetting
        if let layout = layoutCache[key] { return layout }
        if layoutCache.count >= Self.layoutCacheLimit { clearLayoutCache() }
        let layout = makeLayout(string, typesetting)
        shapedLayoutCount += 1
        layoutCache[key] = layout
        return layout
    }

    private func clearLayoutCache() {
        for layout in layoutCache.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        layoutCache.removeAll(keepingCapacity: true)
    }

    /// A Pango layout set up for `typesetting` (owned: the caller unrefs it). The renderer
    /// draws with the same function, so measuring and drawing cannot disagree.
    public func makeLayout(_ string: String, _ typesetting: Typesetting) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let description = Self.fontDescription(typesetting.font, pointSize: typesetting.pointSize, families: families)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, string, -1)
        // SwiftUI breaks a word that cannot fit without a hyphen; Pango would add one.
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        if typesetting.tracking != 0, typesetting.tracking.isFinite {
            let spacing = max(min(typesetting.tracking, 10_000), -10_000) * Double(PANGO_SCALE)
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32(spacing)))
        }
        if typesetting.usesMonospacedDigits { pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum")) }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        if let width = typesetting.wrapWidth {
            // A zero-width proposal still gets one (ellipsised) line instead of a column of letters.
            // Pango's widths are Int32 in 1/1024 points: a wider wrap (2,097,151 points or more)
            // is as good as none.
            pango_layout_set_width(layout, Int32(min(max(width, 0.001) * Double(PANGO_SCALE), Double(Int32.max))))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        } else {
            pango_layout_set_width(layout, -1)
        }
        if let lines = typesetting.maximumLines {
            pango_layout_set_height(layout, -Int32(clamping: lines))
            let mode: PangoEllipsizeMode
            switch typesetting.truncationMode {
            case .head: mode = PANGO_ELLIPSIZE_START
            case .middle: mode = PANGO_ELLIPSIZE_MIDDLE
            case .tail: mode = PANGO_ELLIPSIZE_END
            }
            pango_layout_set_ellipsize(layout, typesetting.wrapWidth == nil ? PANGO_ELLIPSIZE_NONE : mode)
        }
        switch typesetting.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        return layout
    }

    /// The lines of a laid-out text as shown, with "…" where Pango ellipsised.
    static func lines(of layout: OpaquePointer, _ string: String) -> [String] {
        let bytes = Array(string.utf8)
        let count = Int(pango_layout_get_line_count(layout))
        var lines: [String] = []
        for index in 0..<count {
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
            let start = Int(line.pointee.start_index)
            let length = Int(line.pointee.length)
            let end = min(max(start + length, start), bytes.count)
            var text = String(decoding: bytes[min(start, bytes.count)..<end], as: UTF8.self)
            // The break itself (a newline, or the space a line wrapped at) is not shown.
            while text.last?.isWhitespace == true { text.removeLast() }
            lines.append(text)
        }
        if pango_layout_is_ellipsized(layout) != 0, !lines.isEmpty {
            lines[lines.count - 1] += "…"
        }
        return lines
    }

    /// A Pango font description for `font` at `pointSize` points (owned by the caller).
    static func fontDescription(_ font: Font, pointSize: Double, families: FontFamilies) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, families.family(for: font, pointSize: pointSize))
        pango_font_description_set_absolute_size(description, pointSize * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, pangoWeight(font.resolvedWeight))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    static func pangoWeight(_ weight: Font.Weight) -> PangoWeight {
        switch weight {
        case .ultraLight: return PANGO_WEIGHT_THIN
        case .thin: return PANGO_WEIGHT_ULTRALIGHT
        case .light: return PANGO_WEIGHT_LIGHT
        case .regular: return PANGO_WEIGHT_NORMAL
        case .medium: return PANGO_WEIGHT_MEDIUM
        case .semibold: return PANGO_WEIGHT_SEMIBOLD
        case .bold: return PANGO_WEIGHT_BOLD
        case .heavy: return PANGO_WEIGHT_ULTRABOLD
        case .black: return PANGO_WEIGHT_HEAVY
        }
    }

    /// The family Fontconfig resolves for body text: tests check it is really Inter.
    public func resolvedFamily() -> String {
        let description = Self.fontDescription(.body, pointSize: 17, families: families)
        defer { pango_font_description_free(description) }
        guard let loaded = pango_font_map_load_font(fontMap, context, description) else { return "" }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        let describe = pango_font_describe(loaded)
        defer { pango_font_description_free(describe) }
        return String(cString: pango_font_description_get_family(describe))
    }
}
