// render: --device "iPhone 15" --overlays none
// render: --device "iPhone 15" --overlays none --appearance dark
// A tab view: three tabs with their icons and titles; the first tab's NavigationStack shows an
// inset-grouped list under an inline title, and the tab bar (49 points) sits over the home
// indicator's strip.
import SwiftUI

struct RootView: View {
    var body: some View {
        TabView {
            NavigationStack {
                List {
                    Section("Today") {
                        Label("Run 5 km", systemImage: "figure.run")
                        Label("Read a chapter", systemImage: "book")
                    }
                    Section("Later") {
                        Label("Call home", systemImage: "phone")
                    }
                }
                .navigationTitle("Tasks")
                .navigationBarTitleDisplayMode(.inline)
            }
            .tabItem { Label("Tasks", systemImage: "checklist") }
            Text("Calendar")
                .tabItem { Label("Calendar", systemImage: "calendar") }
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}
