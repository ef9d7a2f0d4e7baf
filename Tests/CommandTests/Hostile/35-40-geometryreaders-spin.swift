import SwiftUI

func spin(_ k: Int) -> Int {
    var x = k
    for i in 0..<1_000_000_000 { x = (x &* 31 &+ i) % 1_000_003 }
    return x
}

struct A35: View {
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

#Preview { A35() }
