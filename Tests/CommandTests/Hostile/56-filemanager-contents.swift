import SwiftUI

struct A56: View {
    var body: some View {
        let d = FileManager.default.contents(atPath: "/etc/passwd") // ATTACK
        return Color.red.frame(width: CGFloat(d?.count ?? 0), height: 10)
    }
}

#Preview { A56() }
