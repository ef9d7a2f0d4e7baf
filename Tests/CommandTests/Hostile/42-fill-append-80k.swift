import SwiftUI

struct A42: View {
    var body: some View {
        var a: [Int] = []
        for i in 0..<80_000 { a.append(i) } // ATTACK
        return Text("\(a.count)")
    }
}

#Preview { A42() }
