import SwiftUI

// A scene whose layout changes its own state is read again for each width, Dynamic Type size
// and appearance of an export (a thousand readings), and each reading runs a 100,000-step
// initializer. The export stops reading again after 10 s, with a warning, and lays out the
// first reading for the remaining widths.
struct SlowState: View {
    @State private var measured = 0.0
    private let heavy: Int = {
        var total = 0
        for index in 0..<100_000 { total &+= index } // ATTACK
        return total
    }()

    var body: some View {
        GeometryReader { proxy in
            Text("\(measured)")
                .onAppear { measured = proxy.size.width }
        }
        .frame(height: 40)
    }
}

#Preview { SlowState() }
