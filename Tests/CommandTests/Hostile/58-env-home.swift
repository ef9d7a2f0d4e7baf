import SwiftUI

struct A58: View {
    var body: some View {
        let h = ProcessInfo.processInfo.environment["HOME"] ?? "" // ATTACK
        return Color.red.frame(width: CGFloat(h.count), height: 10)
    }
}

#Preview { A58() }
