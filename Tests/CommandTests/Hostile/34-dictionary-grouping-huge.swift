import SwiftUI

struct A34: View {
    var body: some View {
        let d = Dictionary(grouping: 0..<50_000_000, by: { $0 }) // ATTACK
        return Text("\(d.count)")
    }
}

#Preview { A34() }
