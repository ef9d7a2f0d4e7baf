import SwiftUI

// Class 1: `==` on two arrays of 1,000 arrays of 1,000 arrays of 100 numbers (10^8 numbers
// compared in one step), in a loop.
struct A104: View {
    var body: some View {
        let a = Array(repeating: Array(repeating: Array(0..<100), count: 1_000), count: 1_000)
        let b = Array(repeating: Array(repeating: Array(0..<100), count: 1_000), count: 1_000)
        var same = 0
        for _ in 0..<1_000 {
            if a == b { same += 1 } // ATTACK
        }
        return Text("\(same)")
    }
}

#Preview { A104() }
