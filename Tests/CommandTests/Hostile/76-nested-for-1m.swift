import SwiftUI

struct A76: View {
    var body: some View {
        var x = 0
        for i in 0..<1000 { for j in 0..<1000 { x = (x + i * j) % 97 } } // ATTACK
        return Text("\(x)")
    }
}

#Preview { A76() }
