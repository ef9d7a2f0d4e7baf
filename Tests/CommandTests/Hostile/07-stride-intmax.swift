import SwiftUI

struct A07: View {
    var body: some View {
        VStack {
            ForEach(Array(stride(from: Int.max - 1, through: Int.max, by: 1)), id: \.self) { i in // ATTACK
                Text("\(i)")
            }
        }
    }
}

#Preview { A07() }
