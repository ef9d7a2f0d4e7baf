import SwiftUI

// Class 1: removing a key from a dictionary of a million rebuilt its whole index (every key
// hashed again) in one step; a thousand removals before the clock was read.
struct A100: View {
    var body: some View {
        let keys = Array(0..<1_000_000)
        var table = Dictionary(uniqueKeysWithValues: zip(keys, keys))
        for i in 0..<100_000 {
            table[i] = nil // ATTACK
        }
        return Text("\(table.count)")
    }
}

#Preview { A100() }
