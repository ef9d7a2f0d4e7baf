import SwiftUI

// Class 1: a dictionary's ends (`first`, `last`, `startIndex`, `endIndex`, `randomElement`)
// were read from the array of all its pairs, made again on each read and charged nothing:
// 100,000 entries, 3 ms a read (release), forty reads a statement.
struct A119: View {
    var body: some View {
        let keys = Array(0..<100_000)
        let d = Dictionary(uniqueKeysWithValues: zip(keys, keys))
        var total = 0
        for _ in 0..<200 {
            let ends = [d.first?.value, d.last?.value, d.randomElement()?.value, d.endIndex, d.startIndex, d.first?.key, d.last?.key, d.randomElement()?.key, d.endIndex, d.startIndex, d.first?.value, d.last?.value, d.randomElement()?.value, d.endIndex, d.startIndex, d.first?.key, d.last?.key, d.randomElement()?.key, d.endIndex, d.startIndex, d.first?.value, d.last?.value, d.randomElement()?.value, d.endIndex, d.startIndex, d.first?.key, d.last?.key, d.randomElement()?.key, d.endIndex, d.startIndex, d.first?.value, d.last?.value, d.randomElement()?.value, d.endIndex, d.startIndex, d.first?.key, d.last?.key, d.randomElement()?.key, d.endIndex, d.startIndex] // ATTACK
            total += ends.count
        }
        return Text("\(total)")
    }
}

#Preview { A119() }
