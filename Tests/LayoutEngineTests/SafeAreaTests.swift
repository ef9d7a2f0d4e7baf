import LayoutEngine
import Testing

/// The iPhone 15's screen in portrait: 393 x 852 points, 59 at the top (sensor housing and
/// status bar) and 34 at the bottom (home indicator) unsafe. Expected frames are worked out by
/// hand from SwiftUI's rules: the root is proposed the safe area and centred in it; a view that
/// ignores the safe area grows over the unsafe strip on each ignored edge it reaches.
private let iPhone15 = ProposedViewSize(width: 393, height: 852)
private let iPhone15Insets = EdgeInsets(top: 59, bottom: 34)

private func layout(
    _ root: ViewNode, _ proposal: ProposedViewSize = iPhone15, insets: EdgeInsets = iPhone15Insets,
    direction: LayoutDirection = .leftToRight
) throws -> LayoutResult {
    var environment = EnvironmentValues()
    environment.layoutDirection = direction
    let tree = try LayoutTree(root: root, environment: environment, textMeasurer: FixedAdvanceTextMeasurer())
    return tree.layout(proposal: proposal, safeAreaInsets: insets)
}

@Suite("Safe area")
struct SafeAreaTests {
    @Test("The root is proposed the safe area and the screen lies around it")
    func rootInSafeArea() throws {
        let result = try layout(.color())
        #expect(result.view(at: "0")?.proposal == ProposedViewSize(width: 393, height: 759))
        #expect(frame(result, "0").isClose(to: Rect(x: 0, y: 0, width: 393, height: 759)))
        #expect(result.safeAreaFrame.isClose(to: Rect(x: 0, y: 0, width: 393, height: 759)))
        #expect(result.containerFrame.isClose(to: Rect(x: 0, y: -59, width: 393, height: 852)))
    }

    @Test("A small root is centred in the safe area, not in the screen")
    func smallRootCentredInSafeArea() throws {
        let result = try layout(ViewNode.color().frame(width: 100, height: 100).ignoresSafeArea())
        // Safe area 393 x 759 around a 100 x 100 root; the screen 59 above and 34 below it.
        #expect(result.safeAreaFrame.isClose(to: Rect(x: -146.5, y: -329.5, width: 393, height: 759)))
        #expect(result.containerFrame.isClose(to: Rect(x: -146.5, y: -388.5, width: 393, height: 852)))
        // It reaches no edge of the safe area, so ignoring it changes nothing.
        #expect(frame(result, "0").isClose(to: Rect(x: 0, y: 0, width: 100, height: 100)))
    }

    @Test("ignoresSafeArea on the root fills the screen and re-proposes the content")
    func rootIgnoresSafeArea() throws {
        let result = try layout(ViewNode.color().ignoresSafeArea())
        #expect(result.size == Size(width: 393, height: 759))
        #expect(frame(result, "0").isClose(to: Rect(x: 0, y: -59, width: 393, height: 852)))
        #expect(frame(result, "0.0").isClose(to: Rect(x: 0, y: -59, width: 393, height: 852)))
        #expect(result.view(at: "0.0")?.proposal == ProposedViewSize(width: 393, height: 852))
    }

    @Test("Only the ignored edges that the view reaches grow")
    func onlyReachedEdgesGrow() throws {
        let root = ViewNode.vStack(spacing: 0, [
            ViewNode.color().ignoresSafeArea(edges: .top),
            ViewNode.color("blue").frame(height: 100),
        ])
        let result = try layout(root)
        // The top colour is 659 tall at the top of the safe area: it grows 59 upwards only.
        #expect(frame(result, "0.0").isClose(to: Rect(x: 0, y: -59, width: 393, height: 718)))
        // The bottom one reaches the bottom edge but does not ignore it.
        #expect(frame(result, "0.1").isClose(to: Rect(x: 0, y: 659, width: 393, height: 100)))
    }

    @Test("A view ignoring the bottom edge that stops short of it does not grow")
    func stopsShort() throws {
        let root = ViewNode.vStack(spacing: 0, [
            ViewNode.color().ignoresSafeArea(edges: .bottom),
            ViewNode.color("blue").frame(height: 100),
        ])
        let result = try layout(root)
        #expect(frame(result, "0.0").isClose(to: Rect(x: 0, y: 0, width: 393, height: 659)))
    }

    @Test("A background colour bleeds into the unsafe area; its view stays inside")
    func backgroundBleeds() throws {
        let root = ViewNode.text("Hello").frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(ViewNode.color("yellow").ignoringSafeAreaEdges())
        let result = try layout(root)
        #expect(frame(result, "0.0").isClose(to: Rect(x: 0, y: 0, width: 393, height: 759)))
        #expect(frame(result, "0.1").isClose(to: Rect(x: 0, y: -59, width: 393, height: 852)))
    }

    @Test("Leading and trailing follow the layout direction")
    func leadingAndTrailing() throws {
        // A landscape screen with an unsafe strip on the left only (leading in left-to-right).
        let screen = ProposedViewSize(width: 800, height: 400)
        let insets = EdgeInsets(leading: 60)
        func row() -> ViewNode {
            ViewNode.hStack(spacing: 0, [
                ViewNode.color().ignoresSafeArea(edges: .leading),
                ViewNode.color("blue").ignoresSafeArea(edges: .trailing),
            ])
        }
        // Left to right: the first colour is on the left and grows over the strip.
        let ltr = try layout(row(), screen, insets: insets)
        #expect(ltr.containerFrame.isClose(to: Rect(x: -60, y: 0, width: 800, height: 400)))
        #expect(frame(ltr, "0.0").isClose(to: Rect(x: -60, y: 0, width: 430, height: 400)))
        #expect(frame(ltr, "0.1").isClose(to: Rect(x: 370, y: 0, width: 370, height: 400)))
        // Right to left: the second colour's trailing edge is on the left, over the strip.
        let rtl = try layout(row(), screen, insets: insets, direction: .rightToLeft)
        #expect(frame(rtl, "0.0").isClose(to: Rect(x: 370, y: 0, width: 370, height: 400)))
        #expect(frame(rtl, "0.1").isClose(to: Rect(x: -60, y: 0, width: 430, height: 400)))
    }

    @Test("GeometryProxy reports the insets a reader reaches, and none once it ignores them")
    func geometryProxyInsets() throws {
        final class Box { var insets: [EdgeInsets] = [] }
        let box = Box()
        let reader = ViewNode.geometryReader { proxy in
            box.insets.append(proxy.safeAreaInsets)
            return []
        }
        _ = try layout(reader)
        let ignoring = ViewNode.geometryReader { proxy in
            box.insets.append(proxy.safeAreaInsets)
            return []
        }
        _ = try layout(ignoring.ignoresSafeArea())
        #expect(box.insets == [EdgeInsets(top: 59, bottom: 34), EdgeInsets()])
    }

    @Test("Without insets the screen is the proposal centred on the root")
    func noInsets() throws {
        let result = try layout(ViewNode.color().frame(width: 100, height: 50).ignoresSafeArea(),
                                ProposedViewSize(width: 300, height: nil), insets: EdgeInsets())
        #expect(result.containerFrame.isClose(to: Rect(x: -100, y: 0, width: 300, height: 50)))
        #expect(result.safeAreaFrame == result.containerFrame)
        #expect(frame(result, "0").isClose(to: Rect(x: 0, y: 0, width: 100, height: 50)))
    }

    @Test("Unspecified dimensions keep their nil; insets there add to the root's extent")
    func unspecifiedDimension() throws {
        let plain = try layout(ViewNode.color().frame(width: 100, height: 50), ProposedViewSize(width: nil, height: nil))
        #expect(plain.view(at: "0")?.proposal == ProposedViewSize(width: nil, height: nil))
        #expect(plain.containerFrame.isClose(to: Rect(x: 0, y: -59, width: 100, height: 143)))
        let ignoring = try layout(ViewNode.color().frame(width: 100, height: 50).ignoresSafeArea(),
                                  ProposedViewSize(width: nil, height: nil))
        #expect(frame(ignoring, "0").isClose(to: Rect(x: 0, y: -59, width: 100, height: 143)))
        // The frame inside is re-proposed the grown 100 x 143, keeps its 100 x 50 and is
        // centred in it: 143 / 2 - 59 - 25 = -12.5.
        #expect(frame(ignoring, "0.0").isClose(to: Rect(x: 0, y: -12.5, width: 100, height: 50)))
    }

    @Test("Insets larger than the screen, negative or not finite, never make a negative or NaN frame")
    func hostileInsets() throws {
        for insets in [EdgeInsets(top: 900, bottom: 900), EdgeInsets(top: -5, leading: .nan, trailing: .infinity)] {
            let result = try layout(ViewNode.color().ignoresSafeArea(), insets: insets)
            for view in result.views {
                #expect(view.frame.width >= 0 && view.frame.height >= 0)
                #expect(!view.frame.minX.isNaN && !view.frame.minY.isNaN && view.frame.width.isFinite && view.frame.height.isFinite)
            }
        }
    }
}
