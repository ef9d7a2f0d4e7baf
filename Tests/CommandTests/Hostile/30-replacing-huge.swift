import SwiftUI

struct A30: View {
    var body: some View {
        var s = String(repeating: "a", count: 1_000)
        for _ in 0..<8 { s = s.replacingOccurrences(of: "a", with: "aaaaaaaaaa") } // ATTACK
        return Text("\(s.count)")
    }
}

#Preview { A30() }
