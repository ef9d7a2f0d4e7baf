import SwiftUI

struct A54: View {
    var body: some View {
        Image("../../../../../../../../../../../../usr/share/icons/hicolor/48x48/apps/does-not-exist") // ATTACK
    }
}

#Preview { A54() }
