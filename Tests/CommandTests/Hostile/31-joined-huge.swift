import SwiftUI

struct A31: View {
    var body: some View {
        let parts = Array(repeating: String(repeating: "x", count: 1_000_000), count: 10_000)
        let s = parts.joined() // ATTACK
        return Text("\(s.count)")
    }
}

#Preview { A31() }
