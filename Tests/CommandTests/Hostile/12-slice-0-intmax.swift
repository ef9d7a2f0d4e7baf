import SwiftUI

struct A12: View {
    var body: some View {
        let a = [1, 2, 3]
        return Text("\(a[0...Int.max].count)") // ATTACK
    }
}

#Preview { A12() }
