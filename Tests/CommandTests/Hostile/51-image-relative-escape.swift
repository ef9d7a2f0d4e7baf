import SwiftUI

struct A51: View {
    var body: some View {
        Image("../../../../../../../../../../../../usr/share/icons/hicolor/48x48/apps/gvim") // ATTACK
    }
}

#Preview { A51() }
