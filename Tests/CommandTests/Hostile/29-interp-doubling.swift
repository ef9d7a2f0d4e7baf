import SwiftUI

struct A29: View {
    var body: some View {
        var s = "x"
        for _ in 0..<40 { s = "\(s)\(s)" } // ATTACK
        return Text("\(s.count)")
    }
}

#Preview { A29() }
