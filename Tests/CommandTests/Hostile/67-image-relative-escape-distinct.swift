import SwiftUI

struct A67: View {
    var body: some View {
        Image("../../../../../../../../../../../../root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/rustdoc/images/collapsed-trait-impls") // ATTACK
    }
}

#Preview { A67() }
