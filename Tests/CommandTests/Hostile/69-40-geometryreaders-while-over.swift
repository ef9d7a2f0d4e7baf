import SwiftUI

func spin(_ k: Int) -> Int {
    var i = 0
    var x = k
    while i < 1_000_000_000 { x = (x + i) % 97; i += 1 }
    return x
}

struct G: View {
    var body: some View {
        VStack {
            ForEach(0..<40) { k in
                GeometryReader { g in
                    let v = spin(k) // ATTACK
                    Text("\(v)")
                }
            }
        }
    }
}

#Preview { G() }
