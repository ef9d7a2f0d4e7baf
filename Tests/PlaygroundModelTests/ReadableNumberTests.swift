import LayoutEngine
import PlaygroundModel
import Testing

/// Numbers a person reads in the window (the canvas's labels, the inspector's trace) have at
/// most one decimal; the trace's sentences say "1 child" (issue 32).
@Suite("Readable numbers")
struct ReadableNumberTests {
    @Test("A label for 87.8896 reads 87.9; infinity reads ∞")
    func labels() {
        #expect(CanvasLabel.points(87.8896) == "87.9")
        #expect(CanvasLabel.points(91.7842) == "91.8")
        #expect(CanvasLabel.size(Size(width: 87.8896, height: 22)) == "87.9×22")
        #expect(CanvasLabel.proposal(ProposedViewSize(width: .infinity, height: nil)) == "∞×nil")
        #expect(CanvasLabel.point(Point(x: 104.6104, y: 46)) == "(104.6, 46)")
    }

    @Test("The trace's sentences are rounded for the inspector and say 1 child, not 1 children")
    func sentences() {
        #expect(CanvasLabel.readable("Proposed 176.5 in width; 0 go to spacing, 176.5 are left for 1 children.")
                == "Proposed 176.5 in width; 0 go to spacing, 176.5 are left for 1 child.")
        #expect(CanvasLabel.readable("Proposed 361 in width; 8 go to spacing, 353 are left for 2 children.")
                == "Proposed 361 in width; 8 go to spacing, 353 are left for 2 children.")
        #expect(CanvasLabel.readable("Text(\"Area\") #0 is proposed 91.7842 = 183.5684 left ÷ 2 and takes 58.1172; 125.4512 left.")
                == "Text(\"Area\") #0 is proposed 91.8 = 183.6 left ÷ 2 and takes 58.1; 125.5 left.")
        // Names and versions with digits are left alone; a number already short stays.
        #expect(CanvasLabel.readable("iPhone 15 at 0.5 and h2.3456") == "iPhone 15 at 0.5 and h2.3456")
        #expect(CanvasLabel.readable("11 children, 21 children") == "11 children, 21 children")
    }
}
