// source: Apple documentation, View.safeAreaInset(edge:alignment:spacing:content:) ("the modified view is inset by the height of content, from edge"); OpenSwiftUI InsetViewModifier (the same arithmetic); default spacing 8 between two views; Documentation/system-views.md, "Safe-area insets"
// proposal: 393x600
// expect-size: 393,600
// expect: 0.0 = 0,0,393,542
// expect: 0.1 = 0,550,393,50
// note: the bar is measured first (50 high), then the view is proposed 600 - 50 - 8 and sits against the top; the bar sits against the bottom.
Color.red
    .safeAreaInset(edge: .bottom) {
        Color.blue.frame(height: 50)
    }
