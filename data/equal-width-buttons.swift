// render: --proposal 393x200
// Stupid SwiftUI Tricks, "Emulating Equal-Size Constraints": two buttons side by side with
// the same width. DetermineWidth, in each label's background, reports the label's width
// through anchorPreference and MaximumWidthPreferenceKey (which keeps the widest);
// onPreferenceChange stores it in @State, and the next pass gives both labels that width.
struct MaximumWidthPreferenceKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct DetermineWidth: View {
    typealias Key = MaximumWidthPreferenceKey
    var body: some View {
        GeometryReader { proxy in
            Color.clear
                .anchorPreference(key: Key.self, value: .bounds) { anchor in
                    proxy[anchor].size.width
                }
        }
    }
}

struct EqualWidthButtons: View {
    @State private var maximumWidth: CGFloat?

    var body: some View {
        HStack {
            Button(action: {}) {
                Text("OK")
                    .padding()
                    .frame(width: maximumWidth)
                    .background(DetermineWidth())
                    .background(Color.blue.opacity(0.15))
            }
            Button(action: {}) {
                Text("Cancel this")
                    .padding()
                    .frame(width: maximumWidth)
                    .background(DetermineWidth())
                    .background(Color.blue.opacity(0.15))
            }
        }
        .onPreferenceChange(DetermineWidth.Key.self) {
            maximumWidth = $0
        }
    }
}

#Preview {
    EqualWidthButtons()
}
