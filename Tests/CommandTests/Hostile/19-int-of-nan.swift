import SwiftUI

struct A19: View {
    var body: some View {
        Text("\(Int(Double.nan))") // ATTACK
    }
}

#Preview { A19() }
