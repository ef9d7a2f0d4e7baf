import SwiftUI

// An order row as it sits in a shop app: `Order`, `OrderStatus`, the `Theme` environment
// object and `StatusBadge` are declared in other files of that app. Pasted alone, the
// playground stands in for each (see the warnings) and lays out the row.
struct OrderRow: View {
    let order: Order
    @EnvironmentObject private var theme: Theme

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text(order.title)
                    .font(.headline)
                Text("\(order.itemCount) items · \(order.total, format: .currency(code: "EUR"))")
                    .font(.subheadline)
                    .foregroundStyle(theme.secondaryText)
            }
            Spacer(minLength: 8)
            StatusBadge(status: order.status)
                .fixedSize()
        }
        .padding(.vertical, .spacingSmall)
        .padding(.horizontal)
    }
}
