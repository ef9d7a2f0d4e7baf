import CPangoCairo
import Foundation
import LayoutEngine

/// Shaping ahead, on two threads.
///
/// Shaping is most of measuring a text (HarfBuzz through Pango: about 80,000 instructions for a
/// short label). Before a tree's first pass, `prepare` receives every text in it and shapes each
/// one's single unwrapped line (what every text is asked first, and all a text that fits needs)
/// on this thread and a helper's at once, each with its own font map and context: Pango objects
/// are used by one thread at a time, and both measurers are set up alike (`configure`), so the
/// lines are the same whichever shaped them. A text is then measured from its record, without a
/// layout.
extension PangoTextMeasurer {
    /// What measuring needs from a laid-out text: its lines as shown, the widest line, whether
    /// Pango cut it, and (for a record shaped ahead) the layout's logical width.
    struct ShapedLines {
        var lines: [String]
        var widest: Double
        var isEllipsized: Bool
        var logicalWidth: Double

        /// `logicalWidth` is read only from records, so measuring from a kept layout skips it.
        init(layout: OpaquePointer, string: String, includingLogicalWidth: Bool = false) {
            lines = PangoTextMeasurer.lines(of: layout, string)
            var widest = 0.0
            for index in 0..<max(lines.count, 1) {
                guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
                var logical = PangoRectangle()
                pango_layout_line_get_extents(line, nil, &logical)
                widest = max(widest, Double(logical.width) / Double(PANGO_SCALE))
            }
            self.widest = widest
            isEllipsized = pango_layout_is_ellipsized(layout) != 0
            logicalWidth = includingLogicalWidth ? PangoTextMeasurer.logicalWidth(of: layout) : 0
        }
    }

    /// Texts shaped ahead and kept, for tests.
    public var shapedRecordCount: Int { shapedRecords.count }

    /// Fewer texts than this are shaped as they are asked: starting the helper costs more.
    public static let parallelShapingMinimum = 256
    /// Past this many records they start again (a bound on memory).
    static let shapedRecordLimit = 65_536

    /// The lines of `string` set with `typesetting`: from the records when shaped ahead,
    /// otherwise from the kept layout.
    func shapedLines(_ string: String, _ typesetting: Typesetting) -> ShapedLines {
        let key = Self.layoutKey(string, typesetting)
        if typesetting.wrapWidth == nil, let record = shapedRecords[key] {
            answeredWithoutShaping = true
            return record
        }
        answeredWithoutShaping = false
        return ShapedLines(layout: cachedLayout(key), string: string)
    }

    /// The logical width of `string` on one line, as `typesetting` (without a width) sets it.
    func unwrappedWidth(_ string: String, _ typesetting: Typesetting) -> Double {
        let key = Self.layoutKey(string, typesetting)
        if let record = shapedRecords[key] { return record.logicalWidth }
        return Self.logicalWidth(of: cachedLayout(key))
    }

    static func logicalWidth(of layout: OpaquePointer) -> Double {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.width) / Double(PANGO_SCALE)
    }

    /// Shapes ahead the unwrapped line of every text in `texts` not shaped yet, half of them on
    /// another thread, when there are enough to be worth it.
    public func prepare(_ texts: [(text: TextContent, environment: EnvironmentValues)]) {
        var keys: [LayoutKey] = []
        var seen = Set<LayoutKey>()
        for (text, environment) in texts where environment.minimumScaleFactor >= 1 {
            let key = Self.layoutKey(text.string, typesetting(text, environment, ProposedViewSize(width: nil, height: nil)))
            guard shapedRecords[key] == nil, layoutCache[key] == nil, seen.insert(key).inserted else { continue }
            keys.append(key)
        }
        guard keys.count >= Self.parallelShapingMinimum else { return }
        if shapedRecords.count + keys.count > Self.shapedRecordLimit { shapedRecords.removeAll(keepingCapacity: true) }
        let helper = self.helper ?? PangoTextMeasurer(families: families)
        self.helper = helper
        let half = keys.count / 2
        let job = ShapingJob(measurer: helper, keys: keys[half...])
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            job.run()
            finished.signal()
        }
        thread.start()
        let mine = ShapingJob(measurer: self, keys: keys[..<half])
        mine.run()
        finished.wait()
        for (key, record) in mine.records { shapedRecords[key] = record }
        for (key, record) in job.records { shapedRecords[key] = record }
    }

    /// Texts one measurer shapes; read by the thread that started it after `run` returned.
    final class ShapingJob: @unchecked Sendable {
        let measurer: PangoTextMeasurer
        let keys: ArraySlice<LayoutKey>
        private(set) var records: [(LayoutKey, ShapedLines)] = []

        init(measurer: PangoTextMeasurer, keys: ArraySlice<LayoutKey>) {
            self.measurer = measurer
            self.keys = keys
        }

        func run() {
            records.reserveCapacity(keys.count)
            for key in keys {
                let layout = measurer.makeLayout(key.string, key.typesetting)
                records.append((key, ShapedLines(layout: layout, string: key.string, includingLogicalWidth: true)))
                g_object_unref(UnsafeMutableRawPointer(layout))
            }
        }
    }
}
