import SwiftUI

struct A41: View {
    var body: some View {
        var a = Array(repeating: 0, count: 80_000)
        for i in 0..<80_000 { a[i] = i * 2 } // ATTACK
        return Text("\(a.count)")
    }
}

#Preview { A41() }
