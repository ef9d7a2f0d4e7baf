import LayoutEngine
import Rendering
import Testing

@Suite("Label placement")
struct LabelPlacementTests {
    private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    @Test("A label goes inside its view's top-left corner when it fits and nothing is there")
    func inside() {
        var placement = LabelPlacement(bounds: Rect(x: 0, y: 0, width: 300, height: 200), obstacles: [])
        let placed = placement.place(LabelPlacement.Request(size: Size(width: 60, height: 12), target: Rect(x: 10, y: 10, width: 200, height: 100)))
        #expect(placed == LabelPlacement.Placed(rect: Rect(x: 11, y: 11, width: 60, height: 12)))
    }

    @Test("A label too big for its view goes beside it; a second one for the same view goes elsewhere")
    func beside() throws {
        var placement = LabelPlacement(bounds: Rect(x: 0, y: 0, width: 300, height: 200), obstacles: [Rect(x: 100, y: 100, width: 40, height: 20)])
        let text = Rect(x: 100, y: 100, width: 40, height: 20)
        let request = LabelPlacement.Request(size: Size(width: 60, height: 12), target: text)
        let placedFirst = placement.place(request), placedSecond = placement.place(request)
        let first = try #require(placedFirst)
        let second = try #require(placedSecond)
        #expect(first.rect == Rect(x: 100, y: 86, width: 60, height: 12))
        #expect(first.leader == nil)
        #expect(!Self.overlaps(first.rect, second.rect) && !Self.overlaps(second.rect, text))
    }

    @Test("With nowhere free, a label is left out rather than drawn over something")
    func leftOut() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 40)
        var placement = LabelPlacement(bounds: bounds, obstacles: [bounds])
        #expect(placement.place(LabelPlacement.Request(size: Size(width: 20, height: 10), target: Rect(x: 10, y: 10, width: 10, height: 10))) == nil)
        // Larger than the bounds.
        var open = LabelPlacement(bounds: bounds, obstacles: [])
        #expect(open.place(LabelPlacement.Request(size: Size(width: 120, height: 10), target: Rect(x: 10, y: 10, width: 10, height: 10))) == nil)
    }

    @Test("Many labels among many obstacles: none overlaps another, an obstacle or the bounds' edge; leaders cross no obstacle")
    func crowded() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ range: Double) -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53) * range
        }
        let bounds = Rect(x: 0, y: 0, width: 400, height: 300)
        let obstacles = (0..<60).map { _ in Rect(x: random(380), y: random(290), width: 8 + random(30), height: 6 + random(10)) }
        var placement = LabelPlacement(bounds: bounds, obstacles: obstacles)
        let requests = (0..<150).map { _ in
            LabelPlacement.Request(size: Size(width: 30 + random(50), height: 10), target: Rect(x: random(380), y: random(290), width: random(60), height: random(30)))
        }
        let placed = placement.place(requests).compactMap { $0 }
        #expect(placed.count > 20 && placed.count < requests.count, "\(placed.count) placed")
        for (index, label) in placed.enumerated() {
            let rect = label.rect
            #expect(rect.minX >= 0 && rect.minY >= 0 && rect.maxX <= bounds.maxX && rect.maxY <= bounds.maxY)
            #expect(!obstacles.contains { Self.overlaps($0, rect) })
            #expect(!placed[(index + 1)...].contains { Self.overlaps($0.rect, rect) })
            if let leader = label.leader {
                // Sampled along its length: never inside an obstacle's interior.
                for step in 1..<20 {
                    let t = Double(step) / 20
                    let point = Point(x: leader.from.x + (leader.to.x - leader.from.x) * t, y: leader.from.y + (leader.to.y - leader.from.y) * t)
                    #expect(!obstacles.contains { point.x > $0.minX + 0.5 && point.x < $0.maxX - 0.5 && point.y > $0.minY + 0.5 && point.y < $0.maxY - 0.5 })
                }
            }
        }
    }
}
