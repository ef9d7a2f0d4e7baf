import SwiftUI

func pong(_ n: Int) -> Int {
    ping(n + 1) + 1 // ATTACK
}

// A view whose body is a view of the other file, whose body is this one.
struct LoopB: View {
    var body: some View { VStack { LoopA() } } // ATTACK
}
