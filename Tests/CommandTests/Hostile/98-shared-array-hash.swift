import SwiftUI

// Class 1 and 2: arrays nested by sharing made a dictionary key (the key's hash walks every
// node: 2^60 of them).
struct A98: View {
    var body: some View {
        var level: [AnyHashable] = [1]
        for _ in 0..<60 { level = [level, level] }
        var seen: [AnyHashable: Int] = [:]
        seen[level] = 1 // ATTACK
        return Text("\(seen.count)")
    }
}

#Preview { A98() }
