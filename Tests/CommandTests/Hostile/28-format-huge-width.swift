import SwiftUI

struct A28: View {
    var body: some View {
        Text("\(String(format: "%99999999999d", 42).count)") // ATTACK
    }
}

#Preview { A28() }
