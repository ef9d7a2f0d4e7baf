import SwiftUI

struct A38: View {
    var body: some View {
        Text("\(Set(0..<100_000).intersection(Set(0..<100_000)).count)") // ATTACK
    }
}

#Preview { A38() }
