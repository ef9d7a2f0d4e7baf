import SwiftUI

struct A10: View {
    var body: some View {
        var n = 0
        for i in -1..<Int.max { n = i } // ATTACK
        return Text("\(n)")
    }
}

#Preview { A10() }
