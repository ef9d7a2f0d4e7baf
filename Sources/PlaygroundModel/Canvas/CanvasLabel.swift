import LayoutEngine

/// The words the canvas and the inspector show: numbers rounded for a projector (one decimal;
/// the JSON output and `explain`'s trace keep them exact), and where a label goes so that it
/// covers neither the scene nor a handle. The overlays round the same way: all use
/// `formatReadable` (LayoutEngine).
public enum CanvasLabel {
    /// `value` with at most one decimal, without a trailing `.0`; `∞` for infinity.
    public static func points(_ value: Double) -> String { formatReadable(value) }

    /// A point `(x, y)` rounded for reading.
    public static func point(_ point: Point) -> String { "(\(points(point.x)), \(points(point.y)))" }

    /// A sentence of the layout's trace (`explain`'s words) for reading: every number with
    /// more than one decimal rounded to one ("91.7842" reads "91.8"), and "1 children" said
    /// "1 child".
    public static func readable(_ sentence: String) -> String {
        var out = ""
        var characters = Array(sentence)[...]
        while let first = characters.first {
            // A number starts at a digit not preceded by a letter, digit or dot.
            let previous = out.last
            guard first.isASCII, first.isNumber, !(previous.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" } ?? false) else {
                out.append(first)
                characters = characters.dropFirst()
                continue
            }
            var number = String(characters.prefix { $0.isASCII && $0.isNumber })
            characters = characters.dropFirst(number.count)
            if characters.first == ".", let digit = characters.dropFirst().first, digit.isASCII, digit.isNumber {
                let fraction = String(characters.dropFirst().prefix { $0.isASCII && $0.isNumber })
                characters = characters.dropFirst(1 + fraction.count)
                number += "." + fraction
                if fraction.count > 1, let value = Double(number) { number = points(value) }
            }
            out += number
            if number == "1", characters.starts(with: " children") {
                out += " child"
                characters = characters.dropFirst(" children".count)
            }
        }
        return out
    }

    public static func size(_ size: Size) -> String { size.readable }

    public static func proposal(_ proposal: ProposedViewSize) -> String { proposal.readable }

    /// What hovering a view says: its name, the proposal it was placed with and its size.
    public static func hover(_ view: PlacedView) -> String {
        "\(view.view.displayName)  proposed \(proposal(view.proposal)) → \(size(view.frame.size))"
    }

    /// Where a label of `size` goes (its top-left corner): above the proposed area, which has
    /// no handle on that side, in the margin the canvas keeps around a fitted area (an area
    /// that fits is centred, so there is as much room above as below, where the handles are);
    /// in the canvas's top-left corner when the area, zoomed in, leaves no room above.
    public static func origin(of size: Size, in geometry: CanvasGeometry) -> Point {
        let area = geometry.areaRect
        let gap = 6.0
        if area.minY - gap - size.height >= 2 { return Point(x: max(area.minX, 4), y: area.minY - gap - size.height) }
        return Point(x: 4, y: 4)
    }

    /// Where the hover label of `size` goes clear of the labels in `taken` (the permanent size
    /// label of presentation mode shares its place above the area): its place, else beside or
    /// below each label it would cover, the first place in the canvas that covers none.
    public static func origin(of size: Size, in geometry: CanvasGeometry, avoiding taken: [Rect]) -> Point {
        let first = origin(of: size, in: geometry), gap = 6.0
        var candidates = [first]
        for rect in taken {
            candidates.append(Point(x: rect.maxX + gap, y: first.y))
            candidates.append(Point(x: first.x, y: rect.maxY + gap))
            candidates.append(Point(x: first.x, y: rect.minY - gap - size.height))
        }
        // Above the band kept at the bottom (the step's words).
        let canvas = Size(width: geometry.viewportSize.width, height: geometry.extent(.vertical))
        for origin in candidates {
            let rect = Rect(origin: origin, size: size)
            guard rect.minX >= 0, rect.minY >= 0, rect.maxX <= canvas.width, rect.maxY <= canvas.height else { continue }
            if !taken.contains(where: { $0.intersects(rect) }) { return origin }
        }
        return first
    }

    /// Where a label of `size` naming a handle of `radius` at `centre` goes: beside it on the
    /// right, else on the left, else below, else above; the first place that covers neither a
    /// proposal handle nor another label in `taken` and stays in the canvas.
    public static func origin(of size: Size, beside centre: Point, radius: Double, in geometry: CanvasGeometry, avoiding taken: [Rect] = []) -> Point {
        let gap = 4.0
        let candidates = [
            Point(x: centre.x + radius + gap, y: centre.y - size.height / 2),
            Point(x: centre.x - radius - gap - size.width, y: centre.y - size.height / 2),
            Point(x: centre.x - size.width / 2, y: centre.y + radius + gap),
            Point(x: centre.x - size.width / 2, y: centre.y - radius - gap - size.height),
        ]
        let canvas = Rect(origin: .zero, size: Size(width: geometry.viewportSize.width, height: geometry.extent(.vertical)))
        let obstacles = geometry.handleRects + taken
        for origin in candidates {
            let rect = Rect(origin: origin, size: size)
            guard rect.minX >= 0, rect.minY >= 0, rect.maxX <= canvas.maxX, rect.maxY <= canvas.maxY else { continue }
            if !obstacles.contains(where: { $0.intersects(rect) }) { return origin }
        }
        return candidates[0]
    }
}
