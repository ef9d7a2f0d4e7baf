import SwiftUI

// Class 2: joining a million arrays of a million (each the same one, shared) makes 10^12
// elements in one call.
struct A106: View {
    var body: some View {
        let row = Array(0..<1_000_000)
        let rows = Array(repeating: row, count: 1_000_000)
        let all = Array(rows.joined()) // ATTACK
        return Text("\(all.count)")
    }
}

#Preview { A106() }
