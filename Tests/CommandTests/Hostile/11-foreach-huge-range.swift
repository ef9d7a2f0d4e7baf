import SwiftUI

struct A11: View {
    var body: some View {
        VStack {
            ForEach(-1..<Int.max) { i in Text("\(i)") } // ATTACK
        }
    }
}

#Preview { A11() }
