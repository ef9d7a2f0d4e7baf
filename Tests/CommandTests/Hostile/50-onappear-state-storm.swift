import SwiftUI

struct A50: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)").onAppear { n += 1 } // ATTACK
            .frame(width: CGFloat(n))
    }
}

#Preview { A50() }
