import SwiftUI

struct Tree: View {
    var depth: Int = 0
    var body: some View {
        if depth < 30 {
            HStack { Tree(depth: depth + 1); Tree(depth: depth + 1) } // ATTACK
        } else {
            Text("leaf")
        }
    }
}

#Preview { Tree() }
