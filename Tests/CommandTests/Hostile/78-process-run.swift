import SwiftUI

struct A78: View {
    var body: some View {
        let p = Process() // ATTACK
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        return Color.red.frame(width: 10, height: 10)
    }
}

#Preview { A78() }
