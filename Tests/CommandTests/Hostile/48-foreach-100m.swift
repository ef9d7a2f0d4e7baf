import SwiftUI

struct A48: View {
    var body: some View {
        VStack {
            ForEach(0..<100_000_000) { i in Text("\(i)") } // ATTACK
        }
    }
}

#Preview { A48() }
