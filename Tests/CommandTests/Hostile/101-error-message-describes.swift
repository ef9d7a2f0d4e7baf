import SwiftUI

// Class 1: a failed cast whose error message describes the value: a tree of 2^60 leaves.
struct A101: View {
    var body: some View {
        var level: [Any] = [0]
        for _ in 0..<60 { level = [level, level] }
        let n = level as! Int // ATTACK
        return Text("\(n)")
    }
}

#Preview { A101() }
