import SwiftUI

// Class 1: `updateValue` and `removeValue` change a copy of the dictionary (its variable still
// holds it): 100,000 entries and their index copied on every call, charged one step.
struct A122: View {
    var body: some View {
        let keys = Array(0..<100_000)
        var d = Dictionary(uniqueKeysWithValues: zip(keys, keys))
        var total = 0
        for i in 0..<100_000 {
            total += (d.updateValue(i, forKey: 1) ?? 0) + (d.updateValue(i, forKey: 2) ?? 0) + (d.updateValue(i, forKey: 3) ?? 0) + (d.updateValue(i, forKey: 4) ?? 0) + (d.updateValue(i, forKey: 5) ?? 0) + (d.updateValue(i, forKey: 6) ?? 0) + (d.updateValue(i, forKey: 7) ?? 0) + (d.updateValue(i, forKey: 8) ?? 0) + (d.updateValue(i, forKey: 1) ?? 0) + (d.updateValue(i, forKey: 2) ?? 0) + (d.updateValue(i, forKey: 3) ?? 0) + (d.updateValue(i, forKey: 4) ?? 0) + (d.updateValue(i, forKey: 5) ?? 0) + (d.updateValue(i, forKey: 6) ?? 0) + (d.updateValue(i, forKey: 7) ?? 0) + (d.updateValue(i, forKey: 8) ?? 0) // ATTACK
        }
        return Text("\(total + d.count)")
    }
}

#Preview { A122() }
