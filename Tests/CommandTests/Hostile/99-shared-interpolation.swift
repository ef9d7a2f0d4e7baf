import SwiftUI

// Class 1 and 2: a value nested by sharing described by string interpolation (2^50 leaves).
struct A99: View {
    var body: some View {
        var level: [Any] = ["leaf"]
        for _ in 0..<50 { level = [level, level] }
        return Text("tree: \(level)") // ATTACK
    }
}

#Preview { A99() }
