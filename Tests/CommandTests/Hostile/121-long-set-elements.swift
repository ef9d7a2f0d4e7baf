import SwiftUI

// Class 1: hashing inside a composite key: a set of tuples whose strings are long, made
// again and again. Each string hashed whole, a key's bytes charged nothing beyond its nodes.
struct A121: View {
    var body: some View {
        let long = String(repeating: "a\u{308}o\u{308}", count: 200_000)
        var total = 0
        for i in 0..<100_000 {
            let members = Set([[long, "a"], [long, "b"], [long, "c"], [long, "d"], [long, "e"], [long, "f"], [long, "g"], [long, "\(i)"]]) // ATTACK
            total += members.count
        }
        return Text("\(total)")
    }
}

#Preview { A121() }
