import SwiftUI

struct A49: View {
    var body: some View {
        while true {} // ATTACK
        return Text("never")
    }
}

#Preview { A49() }
