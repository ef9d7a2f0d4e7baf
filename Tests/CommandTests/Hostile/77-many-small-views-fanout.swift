import SwiftUI

struct A77: View {
    var body: some View {
        VStack {
            ForEach(0..<1000) { i in HStack { ForEach(0..<1000) { j in Text("\(j)") } } } // ATTACK
        }
    }
}

#Preview { A77() }
