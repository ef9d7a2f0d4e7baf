import SwiftUI

struct A16: View {
    var body: some View {
        Text("\(abs(Int.min))") // ATTACK
    }
}

#Preview { A16() }
