// source: reibang.com/p/fd1dafbc67d2 (UITabBar frame height 49 on 375x667 and 414x736); Documentation/ios-system-metrics.md, "Bars"
// proposal: 393x600
// expect-size: 393,600
// expect: 0.0 = 0,0,393,551
// note: the tab bar takes 49 points at the bottom; the selected tab is proposed what remains.
TabView {
    Color.red
        .tabItem { Label("Home", systemImage: "house") }
}
