import SwiftUI

struct Item: Identifiable {
    let id: Int
    let name: String
    let price: Double
}

struct Row: View {
    let item: Item
    var body: some View {
        HStack {
            Text(item.name).lineLimit(1)
            Spacer(minLength: 12)
            Text(String(format: "%.2f", item.price)).monospacedDigit()
        }
        .padding(.vertical, 6)
    }
}

let items = [
    Item(id: 1, name: "Apples", price: 1.5),
    Item(id: 2, name: "A very long name that should wrap or truncate", price: 12),
    Item(id: 3, name: "Pears", price: 0.75),
]

#Preview {
    VStack(spacing: 0) {
        ForEach(items) { item in
            Row(item: item)
            Divider()
        }.opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5).opacity(0.5)
    }
    .padding(.horizontal)
}
