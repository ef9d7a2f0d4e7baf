import SwiftUI

struct A44: View {
    let n: Int
    init() {
        var x = 0
        for i in 0..<1_000_000_000 { x = (x &+ i) % 7 } // ATTACK
        n = x
    }
    var body: some View { Text("\(n)") }
}

#Preview { A44() }
