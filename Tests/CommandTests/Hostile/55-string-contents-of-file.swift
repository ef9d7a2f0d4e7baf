import SwiftUI

struct A55: View {
    var body: some View {
        let s = (try? String(contentsOfFile: "/etc/passwd")) ?? "" // ATTACK
        return Color.red.frame(width: CGFloat(s.count), height: 10)
    }
}

#Preview { A55() }
