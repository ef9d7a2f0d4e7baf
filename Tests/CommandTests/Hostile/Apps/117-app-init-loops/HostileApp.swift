import SwiftUI

// The app's entry point loops in its initialiser and its scene's content recurses.
@main
struct HostileApp: App {
    init() {
        var count = 0
        while true { count += 1 } // ATTACK
    }

    var body: some Scene {
        WindowGroup { Card() }
    }
}
