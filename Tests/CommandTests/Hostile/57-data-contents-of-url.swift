import SwiftUI

struct A57: View {
    var body: some View {
        let d = (try? Data(contentsOf: URL(fileURLWithPath: "/etc/passwd"))) ?? Data() // ATTACK
        return Color.red.frame(width: CGFloat(d.count), height: 10)
    }
}

#Preview { A57() }
