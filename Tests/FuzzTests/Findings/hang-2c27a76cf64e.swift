import SwiftUI

struct Counter: View {
    @State private var count = 3
    var title: String

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
            HStack {
                ForEach(0..<count, id: \.self) { index in
                    Circle()
                        .fill(index.isMultiple(of: 2) ? Color.red : Color.blue)
                        frame(width: 16, height: 16)
                }
            }
            Button("Add") { count += 1 }
        }
        .padding(12)
        .background(Color.gray.opacity(0.2))
    }
}

#Preview {
    Counter(title: "Counter")
}
