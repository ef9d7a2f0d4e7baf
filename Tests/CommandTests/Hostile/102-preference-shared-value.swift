import SwiftUI

// Class 1: a preference whose value is nested by sharing, compared with the last one each pass.
indirect enum Tree102: Equatable {
    case leaf
    case pair(Tree102, Tree102)
}

struct Key102: PreferenceKey {
    static var defaultValue: Tree102 = .leaf
    static func reduce(value: inout Tree102, nextValue: () -> Tree102) { value = nextValue() }
}

struct A102: View {
    @State private var seen = 0
    var body: some View {
        var t = Tree102.leaf
        for _ in 0..<60 { t = .pair(t, t) }
        return Text("seen \(seen)")
            .preference(key: Key102.self, value: t) // ATTACK
            .onPreferenceChange(Key102.self) { _ in seen += 1 }
    }
}

#Preview { A102() }
