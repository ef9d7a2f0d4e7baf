import SwiftUI

// Class 1: a value nested by sharing (each level holds the one below twice): 64 levels are
// 2^64 nodes to compare, in one `==`.
indirect enum Tree97: Equatable {
    case leaf(Int)
    case pair(Tree97, Tree97)
}

struct A97: View {
    var body: some View {
        var t = Tree97.leaf(1)
        var u = Tree97.leaf(1)
        for _ in 0..<64 {
            t = .pair(t, t)
            u = .pair(u, u)
        }
        return Text(t == u ? "same" : "different") // ATTACK
    }
}

#Preview { A97() }
