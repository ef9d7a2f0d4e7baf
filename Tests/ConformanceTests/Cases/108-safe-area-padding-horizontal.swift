// source: Apple documentation, View.safeAreaPadding(_:_:) ("adds the provided insets into the safe area of this view"); OpenSwiftUI SafeAreaPaddingModifier (a zero-spacing safeAreaInset of clear space per edge); Documentation/system-views.md, "Safe-area insets"
// proposal: 300x200
// expect-size: 300,200
// expect: 0 = 0,0,300,200
// expect: 0.0 = 20,0,260,200
// note: each padded edge is a safe-area inset of clear space: the view is proposed 300 - 2 x 20 and placed between them.
// note: The modifier written once is one level (issue 41): the colour is its child 0.0.
Color.red
    .safeAreaPadding(.horizontal, 20)
