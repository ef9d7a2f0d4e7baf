import SwiftUI

func make(_ n: Int) -> () -> Int {
    if n == 0 { return { 0 } }
    let f = make(n - 1)
    return { f() + 1 }
}

struct ClosureChain: View {
    var body: some View {
        let v = make(200_000)() // ATTACK
        return Text("\(v)")
    }
}

#Preview { ClosureChain() }
