import SwiftUI

struct A52: View {
    var body: some View {
        Image("../../../../../../../../../../../../usr/share/icons/hicolor/48x48/apps/gvim.png") // ATTACK
    }
}

#Preview { A52() }
