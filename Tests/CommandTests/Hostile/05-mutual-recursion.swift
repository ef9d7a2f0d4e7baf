import SwiftUI

func ping(_ n: Int) -> Int { pong(n + 1) }
func pong(_ n: Int) -> Int { ping(n + 1) }

struct Mutual: View {
    var body: some View {
        Text("\(ping(0))") // ATTACK
    }
}

#Preview { Mutual() }
