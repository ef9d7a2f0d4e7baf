import SwiftUI

#Preview {
    VStack(alignment: .leading, spacing: 8) {
        Text("Title").font(.title)
        HStack(spacing: 4) {
            Color.red.frame(width: 20, height: 20)
            Text("A row of things")
            Spacer()
            Text("42")
        }
        Divider()
        ZStack(alignment: .bottomTrailing) {
            Color.blue
            Text("corner").padding(4)
        }
        .frame(height: 80)
    }
    .padding()
}
