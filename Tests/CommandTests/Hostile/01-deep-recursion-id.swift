import SwiftUI

func id(_ x: Int) -> Int { x }
func dive(_ n: Int) -> Int { if n > 100_000 { return 0 }; return id(id(id(id(id(id(id(id(id(dive(n + 1)))))))))) }

struct Dive: View {
    var body: some View {
        let v = dive(0) // ATTACK
        return Text("\(v)")
    }
}

#Preview { Dive() }
