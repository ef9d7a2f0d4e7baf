// source: Flutter cupertino nav_bar.dart (inline bar 44, large-title extension 52, measured on iOS); hacknicity.medium.com "iPad Navigation Bar and Toolbar Height Changes in iOS 12" (44 + 52 = 96); Documentation/ios-system-metrics.md, "Bars"
// proposal: 393x600
// expect-size: 393,600
// expect: 0.0 = 0,96,393,504
// note: a large title (the default at a stack's root) takes 44 + 52 points at the top; the content is proposed and placed in what remains.
NavigationStack {
    Color.red
        .navigationTitle("Title")
}
