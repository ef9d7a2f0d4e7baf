import LayoutEngine

/// Where labels go so that a room can read them: none over another, over an obstacle (the
/// scene's text, the window's handles) or outside the drawing bounds. Pure geometry, in any one
/// coordinate space (the overlays use the root's points).
///
/// Labels are placed greedily in the order given (the caller puts first what matters most).
/// Each label tries, nearest first: the inside corners of its view (when it fits inside), the
/// places beside the view (above, below, left, right, at either end), then the same places
/// stepped out one label height at a time, up to `reach` away. The first place that is in the
/// bounds, clear of the obstacles, of the labels already placed and of their leader lines, and
/// whose own leader line crosses no obstacle nor label, is taken. A label away from its view
/// gets a leader line from the view's edge to the label's nearest point; a label with no free
/// place is left out (nil), never drawn over something.
public struct LabelPlacement: Sendable {
    /// One label to place: its size and the rectangle of the view it names.
    public struct Request: Sendable {
        public var size: Size
        public var target: Rect
        public init(size: Size, target: Rect) {
            self.size = size
            self.target = target
        }
    }

    /// A placed label: its rectangle and, when it is away from its view, the leader line from
    /// the view's edge (`from`) to the label (`to`).
    public struct Placed: Sendable, Equatable {
        public var rect: Rect
        public var leader: (from: Point, to: Point)?
        public init(rect: Rect, leader: (from: Point, to: Point)? = nil) {
            self.rect = rect
            self.leader = leader
        }
        public static func == (a: Placed, b: Placed) -> Bool {
            a.rect == b.rect && a.leader?.from == b.leader?.from && a.leader?.to == b.leader?.to
        }
    }

    /// Where labels may go.
    public let bounds: Rect
    /// The space kept between a label and its view, another label or an obstacle.
    public let gap: Double
    /// How far (beyond `gap`) a label may go from its view, in label heights.
    public let reach: Double
    /// What labels must not cover (clipped to the bounds), the labels placed so far (grown by
    /// half the gap) and their leader lines' boxes.
    private var blocked: RectIndex
    private var taken: RectIndex
    private var leaders: [(from: Point, to: Point)] = []
    private var leaderBoxes: RectIndex
    /// The labels placed so far, in their order.
    public private(set) var placed: [Placed] = []

    /// `cellSize`: the spatial index's cell, about four label heights.
    public init(bounds: Rect, obstacles: [Rect], gap: Double = 2, reach: Double = 6, cellSize: Double = 64) {
        self.bounds = bounds
        self.gap = gap
        self.reach = reach
        blocked = RectIndex(cellSize: cellSize, bounds: bounds)
        taken = RectIndex(cellSize: cellSize, bounds: bounds)
        leaderBoxes = RectIndex(cellSize: cellSize, bounds: bounds)
        for obstacle in obstacles where obstacle.width > 0 && obstacle.height > 0 && obstacle.overlaps(bounds) {
            blocked.insert(obstacle)
        }
    }

    /// Places each request in turn (nil: left out).
    public mutating func place(_ requests: [Request]) -> [Placed?] {
        requests.map { place($0) }
    }

    /// Places one label: the first free candidate place, or nil when there is none.
    public mutating func place(_ request: Request) -> Placed? {
        var found: Placed?
        for candidate in candidates(for: request) {
            found = check(candidate, for: request.target)
            if found != nil { break }
        }
        guard let found else { return nil }
        taken.insert(found.rect.padded(by: gap / 2))
        if let leader = found.leader {
            leaders.append(leader)
            leaderBoxes.insert(Self.box(of: leader))
        }
        placed.append(found)
        return found
    }

    /// Places a label at the first of `places` that is free (a note in a corner, say), with no
    /// leader; nil when none is.
    public mutating func place(atFirstOf places: [Rect]) -> Placed? {
        guard let found = places.first(where: { check($0, for: $0) != nil }) else { return nil }
        taken.insert(found.padded(by: gap / 2))
        placed.append(Placed(rect: found))
        return Placed(rect: found)
    }

    /// `rect` as the label of `target` when it is free, with its leader line if it needs one.
    private func check(_ rect: Rect, for target: Rect) -> Placed? {
        guard rect.minX >= bounds.minX, rect.minY >= bounds.minY, rect.maxX <= bounds.maxX, rect.maxY <= bounds.maxY else { return nil }
        let padded = rect.padded(by: gap / 2)
        if taken.anyOverlaps(padded) || blocked.anyOverlaps(rect) { return nil }
        // No leader drawn already runs under the new label.
        if leaderBoxes.contains(near: padded, where: { Self.segment(leaders[$0], crosses: padded) }) { return nil }
        let placed = Self.placed(rect, for: target, gap: gap)
        if let leader = placed.leader {
            // Its own leader crosses no text, handle or label on its way (it may start on the
            // edge of a text, its own view's).
            let box = Self.box(of: leader)
            if blocked.contains(near: box, where: { Self.segment(leader, crosses: blocked.rects[$0].padded(by: -0.5)) }) { return nil }
            if taken.contains(near: box, where: { Self.segment(leader, crosses: taken.rects[$0]) }) { return nil }
        }
        return placed
    }

    /// The places a label may take, nearest its view first.
    func candidates(for request: Request) -> [Rect] {
        let (w, h) = (request.size.width, request.size.height)
        let t = request.target
        guard w > 0, h > 0, w <= bounds.width, h <= bounds.height else { return [] }
        var places: [Rect] = []
        func add(_ x: Double, _ y: Double) { places.append(Rect(x: x, y: y, width: w, height: h)) }
        // Inside the view's corners, top first (where a reader looks for a view's name).
        if w + 2 <= t.width, h + 2 <= t.height {
            add(t.minX + 1, t.minY + 1)
            add(t.maxX - w - 1, t.minY + 1)
            add(t.minX + 1, t.maxY - h - 1)
            add(t.maxX - w - 1, t.maxY - h - 1)
        }
        // Beside it, then stepped out a label height at a time.
        let steps = max(Int(reach.rounded(.down)), 0)
        for step in 0...steps {
            let out = Double(step) * (h + gap)
            let above = t.minY - gap - h - out, below = t.maxY + gap + out
            let left = t.minX - gap - w - out, right = t.maxX + gap + out
            add(t.minX, above)
            add(t.minX, below)
            add(right, t.minY)
            add(left, t.minY)
            add(right, t.midY - h / 2)
            add(left, t.midY - h / 2)
            add(t.maxX - w, above)
            add(t.maxX - w, below)
            if step > 0 {
                // Diagonally out, and slid along the side by the same step.
                add(t.minX - out, above)
                add(t.minX - out, below)
                add(t.maxX - w + out, above)
                add(t.maxX - w + out, below)
                add(right, t.minY - out)
                add(left, t.minY - out)
                add(right, t.minY + out)
                add(left, t.minY + out)
            }
        }
        return places
    }

    /// `rect` as a placed label of `target`: with a leader unless it is inside the view or
    /// right beside it.
    static func placed(_ rect: Rect, for target: Rect, gap: Double) -> Placed {
        let dx = max(target.minX - rect.maxX, rect.minX - target.maxX, 0)
        let dy = max(target.minY - rect.maxY, rect.minY - target.maxY, 0)
        guard dx > gap + 0.5 || dy > gap + 0.5 else { return Placed(rect: rect) }
        // From the view's point nearest the label's centre to the label's point nearest that.
        let from = Point(x: min(max(rect.midX, target.minX), target.maxX), y: min(max(rect.midY, target.minY), target.maxY))
        let to = Point(x: min(max(from.x, rect.minX), rect.maxX), y: min(max(from.y, rect.minY), rect.maxY))
        return Placed(rect: rect, leader: (from, to))
    }

    static func box(of segment: (from: Point, to: Point)) -> Rect {
        Rect(x: min(segment.from.x, segment.to.x), y: min(segment.from.y, segment.to.y),
             width: abs(segment.to.x - segment.from.x), height: abs(segment.to.y - segment.from.y))
    }

    /// True when the segment passes through the rectangle's interior (Liang-Barsky clipping).
    static func segment(_ segment: (from: Point, to: Point), crosses rect: Rect) -> Bool {
        guard rect.width > 0, rect.height > 0 else { return false }
        let (x0, y0) = (segment.from.x, segment.from.y)
        let (dx, dy) = (segment.to.x - x0, segment.to.y - y0)
        var low = 0.0, high = 1.0
        for (p, q) in [(-dx, x0 - rect.minX), (dx, rect.maxX - x0), (-dy, y0 - rect.minY), (dy, rect.maxY - y0)] {
            if p == 0 {
                if q <= 0 { return false }
            } else {
                let r = q / p
                if p < 0 { low = max(low, r) } else { high = min(high, r) }
                if low >= high { return false }
            }
        }
        return high - low > 1e-9
    }
}

extension Rect {
    /// True when the two share some area (touching edges do not).
    func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Grown by `amount` on every side (shrunk when negative, never below nothing).
    func padded(by amount: Double) -> Rect {
        Rect(x: minX - amount, y: minY - amount, width: max(width + 2 * amount, 0), height: max(height + 2 * amount, 0))
    }
}

/// Rectangles bucketed in a grid of square cells, for asking which may overlap a rectangle
/// without looking at all of them (a dense scene has thousands of texts and labels). Only what
/// lies within `bounds` is bucketed; a rectangle spanning very many cells is kept aside and
/// always asked.
struct RectIndex {
    let cellSize: Double
    let bounds: Rect
    private(set) var rects: [Rect] = []
    private var cells: [Cell: [Int]] = [:]
    private var large: [Int] = []

    struct Cell: Hashable {
        let x: Int, y: Int
    }

    init(cellSize: Double, bounds: Rect) {
        self.cellSize = max(cellSize, 1)
        self.bounds = bounds
    }

    /// The cells a rectangle's span covers along one axis, within the bounds.
    private func range(_ low: Double, _ high: Double, _ boundsLow: Double, _ boundsHigh: Double) -> ClosedRange<Int>? {
        let low = max(low, boundsLow), high = min(high, boundsHigh)
        guard low <= high, low.isFinite, high.isFinite else { return nil }
        let first = Int((low / cellSize).rounded(.down)), last = Int((high / cellSize).rounded(.down))
        return first...max(first, last)
    }

    private func span(of rect: Rect) -> (ClosedRange<Int>, ClosedRange<Int>)? {
        guard let xs = range(rect.minX, rect.maxX, bounds.minX, bounds.maxX),
              let ys = range(rect.minY, rect.maxY, bounds.minY, bounds.maxY) else { return nil }
        return (xs, ys)
    }

    mutating func insert(_ rect: Rect) {
        guard let (xs, ys) = span(of: rect) else { return }
        let index = rects.count
        rects.append(rect)
        if xs.count * ys.count > 256 {
            large.append(index)
            return
        }
        for x in xs {
            for y in ys { cells[Cell(x: x, y: y), default: []].append(index) }
        }
    }

    /// True when `test` holds for one of the rectangles that may touch `rect` (by index; one
    /// may be asked more than once).
    func contains(near rect: Rect, where test: (Int) -> Bool) -> Bool {
        for index in large where test(index) { return true }
        guard let (xs, ys) = span(of: rect) else { return false }
        for x in xs {
            for y in ys {
                guard let bucket = cells[Cell(x: x, y: y)] else { continue }
                for index in bucket where test(index) { return true }
            }
        }
        return false
    }

    func anyOverlaps(_ rect: Rect) -> Bool {
        contains(near: rect) { rects[$0].overlaps(rect) }
    }
}
