import SwiftUI

struct LoopA: View {
    var body: some View { HStack { LoopB() } } // ATTACK
}

#Preview("Loop") { LoopA() }
