import SwiftUI

// Deep recursion across files: ping (here) calls pong (Pong.swift) calls ping, without end.
func ping(_ n: Int) -> Int {
    pong(n + 1) + 1 // ATTACK
}

struct PingView: View {
    var body: some View { Text("\(ping(0))") }
}

#Preview("Ping") { PingView() }
