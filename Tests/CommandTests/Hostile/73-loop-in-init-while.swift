import SwiftUI

struct A73: View {
    let n: Int
    init() {
        var x = 0
        while x >= 0 { x = (x + 1) % 1000 } // ATTACK
        n = x
    }
    var body: some View { Text("\(n)") }
}

#Preview { A73() }
