import SwiftUI

struct A59: View {
    var body: some View {
        let t = Date().timeIntervalSince1970 // ATTACK
        return Color.red.frame(width: CGFloat(Int(t) % 1000), height: 10)
    }
}

#Preview { A59() }
