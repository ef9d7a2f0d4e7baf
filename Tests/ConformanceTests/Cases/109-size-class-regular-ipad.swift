// source: Apple, Human Interface Guidelines, "Layout", device size classes: iPad (10th generation) is regular in width (derived)
// device: iPad (10th generation)
// expect-size: 200,50
// expect: 0 = 0,0,200,50
// expect: 0.0 = 0,0,200,50
// expect: 0.0.0 = 0,0,100,50
// expect: 0.0.1 = 100,0,100,50
// note: The view reads @Environment(\.horizontalSizeClass) and shows an HStack when it is .regular, a VStack
// note: otherwise. Which stack SwiftUI shows follows from the size class Apple's table gives the device in this
// note: orientation; the frames then follow from the fixed 100x50 frames and spacing 0 (HStack expected).
struct AdaptiveRow: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        if horizontalSizeClass == .regular {
            HStack(spacing: 0) {
                Color.red.frame(width: 100, height: 50)
                Color.blue.frame(width: 100, height: 50)
            }
        } else {
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 50)
                Color.blue.frame(width: 100, height: 50)
            }
        }
    }
}

AdaptiveRow()
