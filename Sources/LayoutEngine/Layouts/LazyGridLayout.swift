/// One column of a `LazyVGrid` (one row of a `LazyHGrid`): SwiftUI's `GridItem`.
public struct GridItem: Hashable {
    public enum Size: Hashable, Sendable {
        /// Always this length.
        case fixed(Double)
        /// A share of what the fixed items leave, clamped to `minimum...maximum`.
        case flexible(minimum: Double, maximum: Double)
        /// A share like a flexible item's, filled with as many tracks of at least `minimum` as
        /// fit (each at most `maximum`).
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    /// The gap after this item; nil: `LazyGridLayout.defaultSpacing`.
    public var spacing: Double?
    /// Where a cell sits in its track's rectangle; nil: centred.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(minimum: 10, maximum: .infinity), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// `LazyVGrid(columns:)` and `LazyHGrid(rows:)`: cells flow into the tracks the grid items
/// define, a new row (column) after each run of tracks. Laid out as SwiftUI lays out what a lazy
/// grid holds (every cell is made; laziness changes no frame).
///
/// Algorithm (Apple's `GridItem.Size` documentation; Documentation/system-views.md, "LazyVGrid"),
/// for a `LazyVGrid` (a `LazyHGrid` swaps the axes):
/// 1. Track widths from the proposed width W less the gaps between items: fixed items take
///    their size; the width left is shared among flexible and adaptive items in order, each
///    taking its share of what is left clamped to its minimum and maximum (an adaptive item's
///    share only to its minimum). An adaptive item fills its share with
///    n = max(1, floor((share + s) / (minimum + s))) tracks of (share - (n - 1) s) / n, each at
///    most its maximum. An unspecified W gives flexible items their
///    widest cell's ideal width, clamped, and adaptive items one such track.
/// 2. Cells (and section headers and footers, which span the grid) fill the tracks row by row.
///    Each cell is proposed its track's width and an unspecified height; a row is as tall as
///    its tallest cell, rows `spacing` apart (8 by default).
/// 3. The grid is as wide as proposed (the tracks' width when unspecified); the tracks are
///    aligned in it by `alignment`, each cell aligned in its rectangle by its item's alignment.
public struct LazyGridLayout: Layout {
    public var axis: Axis
    public var items: [GridItem]
    /// Aligns the tracks across the grid (horizontal for a `LazyVGrid`).
    public var alignment: Alignment
    public var spacing: Double?

    /// The default gap between tracks and between rows (Documentation/system-views.md).
    public static let defaultSpacing = 8.0
    /// The most tracks an adaptive item makes (real grids have tens).
    public static let maximumAdaptiveTracks = 1_000
    /// The layout value that makes a subview span every track (a section header or footer).
    public static let spansGridKey = "lazyGridSpansTracks"

    /// `axis` is the scrolling axis: `.vertical` for `LazyVGrid`.
    public init(axis: Axis, items: [GridItem], alignment: Alignment = .center, spacing: Double? = nil) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing
    }

    struct Track {
        var offset: Double
        var length: Double
        var alignment: Alignment?
    }

    struct Arrangement {
        var tracks: [Track]
        var across: Double
        /// Each line (row of a `LazyVGrid`): its subview indices, whether it spans, its length.
        var lines: [(indices: [Int], spans: Bool, length: Double)]
        var along: Double
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let arrangement = arrange(proposal, subviews)
        return sized(arrangement.across, arrangement.along)
    }

    private func sized(_ across: Double, _ along: Double) -> Size {
        axis == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(proposal, subviews)
        let crossAxis = axis.cross
        let boundsAcross = crossAxis == .horizontal ? bounds.width : bounds.height
        let tracksLength = (arrangement.tracks.last.map { $0.offset + $0.length }) ?? 0
        let fraction: Double = crossAxis == .horizontal
            ? ViewDimensions(width: 1, height: 1)[alignment.horizontal]
            : ViewDimensions(width: 1, height: 1)[alignment.vertical]
        let start = (boundsAcross - tracksLength) * fraction
        var along = 0.0
        let vSpacing = spacing ?? Self.defaultSpacing
        for line in arrangement.lines {
            for (position, index) in line.indices.enumerated() {
                let trackOffset = line.spans ? 0 : start + arrangement.tracks[position].offset
                let trackLength = line.spans ? boundsAcross : arrangement.tracks[position].length
                let cellAlignment = line.spans ? Alignment(horizontal: .leading, vertical: .center) : (arrangement.tracks[position].alignment ?? .center)
                let rect: Rect = axis == .vertical
                    ? Rect(x: bounds.minX + trackOffset, y: bounds.minY + along, width: trackLength, height: line.length)
                    : Rect(x: bounds.minX + along, y: bounds.minY + trackOffset, width: line.length, height: trackLength)
                let cellProposal = ProposedViewSize(along: crossAxis, trackLength, across: nil)
                let dimensions = subviews[index].dimensions(in: cellProposal)
                let container = ViewDimensions(width: rect.width, height: rect.height)
                let x = rect.minX + container[cellAlignment.horizontal] - dimensions[cellAlignment.horizontal]
                let y = rect.minY + container[cellAlignment.vertical] - dimensions[cellAlignment.vertical]
                subviews[index].place(at: Point(x: x, y: y), proposal: cellProposal)
            }
            along += line.length + vSpacing
        }
        if subviews.isExplaining {
            subviews.note("\(arrangement.tracks.count) tracks of \(arrangement.tracks.map { formatPoints($0.length) }.joined(separator: ", ")) points; \(arrangement.lines.count) lines.")
        }
    }

    /// The tracks across the grid for `proposed` (nil: from the cells' ideal sizes).
    /// An infinite proposal across the grid is taken as none (the cells' ideal sizes): an
    /// adaptive item cannot fill an infinite length with tracks.
    func tracks(_ proposed: Double?, _ subviews: Subviews) -> [Track] {
        let proposed = proposed.flatMap { $0.isFinite ? $0 : nil }
        let crossAxis = axis.cross
        let gaps = items.dropLast().map { $0.spacing ?? Self.defaultSpacing }
        func idealCell() -> Double {
            subviews.filter { $0.layoutValue(Self.spansGridKey) == nil }
                .map { $0.sizeThatFits(ProposedViewSize(along: crossAxis, nil, across: nil))[crossAxis] }.max() ?? 0
        }
        var lengths: [[Double]] = Array(repeating: [], count: items.count)
        var remaining = (proposed ?? 0) - gaps.reduce(0, +)
        var sharing = 0
        for (index, item) in items.enumerated() {
            if case .fixed(let length) = item.size { lengths[index] = [length]; remaining -= length } else { sharing += 1 }
        }
        for (index, item) in items.enumerated() {
            let minimum: Double, maximum: Double, adaptive: Bool
            switch item.size {
            case .fixed: continue
            case .flexible(let low, let high): minimum = low; maximum = high; adaptive = false
            case .adaptive(let low, let high): minimum = low; maximum = high; adaptive = true
            }
            let share: Double
            if proposed == nil {
                share = min(max(idealCell(), minimum), maximum)
            } else if adaptive {
                // Step 1: an adaptive item's maximum bounds each of its tracks, not its share
                // (`.adaptive(minimum: 50, maximum: 100)` in 300 points: five of 53.6).
                share = max(remaining / Double(max(sharing, 1)), minimum)
            } else {
                share = min(max(remaining / Double(max(sharing, 1)), minimum), maximum)
            }
            sharing -= 1
            remaining -= share
            if adaptive && proposed != nil {
                let gap = item.spacing ?? Self.defaultSpacing
                // As many tracks as fit, at most `maximumAdaptiveTracks` (a subnormal minimum or a
                // huge width would ask for more tracks than there are bytes).
                let fitting = ((share + gap) / (minimum + gap)).rounded(.down)
                let count = fitting.isNaN || fitting < 1 ? 1 : Int(min(fitting, Double(Self.maximumAdaptiveTracks)))
                let length = min((share - Double(count - 1) * gap) / Double(count), maximum)
                lengths[index] = Array(repeating: max(length, 0), count: count)
            } else {
                lengths[index] = [share]
            }
        }
        var tracks: [Track] = []
        var offset = 0.0
        for (index, item) in items.enumerated() {
            for (position, length) in lengths[index].enumerated() {
                tracks.append(Track(offset: offset, length: length, alignment: item.alignment))
                let last = index == items.count - 1 && position == lengths[index].count - 1
                if !last { offset += length + (item.spacing ?? Self.defaultSpacing) } else { offset += length }
            }
        }
        return tracks
    }

    func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Arrangement {
        let crossAxis = axis.cross
        let tracks = tracks(proposal[crossAxis], subviews)
        let tracksLength = tracks.last.map { $0.offset + $0.length } ?? 0
        let across = proposal[crossAxis].flatMap { $0.isFinite ? $0 : nil } ?? tracksLength
        var lines: [(indices: [Int], spans: Bool, length: Double)] = []
        var current: [Int] = []
        func lineLength(_ indices: [Int], spans: Bool) -> Double {
            indices.enumerated().map { position, index in
                let length = spans ? across : tracks[position].length
                return subviews[index].sizeThatFits(ProposedViewSize(along: crossAxis, length, across: nil))[axis]
            }.max() ?? 0
        }
        func flush() {
            if !current.isEmpty { lines.append((current, false, lineLength(current, spans: false))) }
            current = []
        }
        for index in subviews.indices {
            if subviews[index].layoutValue(Self.spansGridKey) != nil {
                flush()
                lines.append(([index], true, lineLength([index], spans: true)))
                continue
            }
            guard !tracks.isEmpty else { continue }
            current.append(index)
            if current.count == tracks.count { flush() }
        }
        flush()
        let gap = spacing ?? Self.defaultSpacing
        let along = lines.map(\.length).reduce(0, +) + gap * Double(max(lines.count - 1, 0))
        return Arrangement(tracks: tracks, across: across, lines: lines, along: along)
    }
}
