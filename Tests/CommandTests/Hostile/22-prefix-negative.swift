import SwiftUI

struct A22: View {
    var body: some View {
        Text("\("abc".prefix(-1))") // ATTACK
    }
}

#Preview { A22() }
