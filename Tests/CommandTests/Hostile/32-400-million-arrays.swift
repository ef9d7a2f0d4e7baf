import SwiftUI

struct A32: View {
    var body: some View {
        var keep: [[Int]] = []
        for i in 0..<400 { keep.append(Array(repeating: i, count: 1_000_000)) } // ATTACK
        return Text("\(keep.count)")
    }
}

#Preview { A32() }
