import SwiftUI

struct Broken: View {
    let values = [1, 2]
    var body: some View { Text("\(values[5])") }
}

#Preview {
    VStack(spacing: 0) {
        Color.red.frame(width: 50, height: 20)
        Broken()
    }
}
