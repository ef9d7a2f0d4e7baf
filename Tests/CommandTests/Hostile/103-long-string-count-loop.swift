import SwiftUI

// Class 1: a string's count walks its characters (here 16 MB of letters with combining
// accents), one step each time.
struct A103: View {
    var body: some View {
        var s = String(repeating: "e\u{301}\u{302}", count: 100_000)
        for _ in 0..<5 { s = s + s }
        var total = 0
        for _ in 0..<100_000 {
            total += s.count // ATTACK
        }
        return Text("\(total)")
    }
}

#Preview { A103() }
