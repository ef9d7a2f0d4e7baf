import SwiftUI

// Class 1: a string hashed as a dictionary key is read whole (its accents normalised) on
// every lookup: 1.5 MB of letters with combining accents, 45 ms a lookup, charged nothing.
struct A120: View {
    var body: some View {
        let key = String(repeating: "e\u{301}\u{302}", count: 300_000)
        let seen: [String: Int] = [key: 1]
        var total = 0
        for _ in 0..<100_000 {
            total += (seen[key] ?? 0) + (seen[key] ?? 0) + (seen[key] ?? 0) + (seen[key] ?? 0) + (seen[key] ?? 0) + (seen[key] ?? 0) + (seen[key] ?? 0) + (seen[key] ?? 0) // ATTACK
        }
        return Text("\(total)")
    }
}

#Preview { A120() }
