import SwiftUI

struct A18: View {
    var body: some View {
        Text("\(Int(Double.infinity))") // ATTACK
    }
}

#Preview { A18() }
