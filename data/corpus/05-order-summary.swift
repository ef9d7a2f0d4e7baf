import SwiftUI

struct LineItem: Identifiable {
    let id = UUID()
    let name: String
    let detail: String?
    let unitPrice: Double
    let quantity: Int

    var total: Double { unitPrice * Double(quantity) }
}

struct Order {
    var number: String
    var items: [LineItem]
    var discountCode: String?
    var discountRate: Double?
    var shipping: Double
    var taxRate: Double

    var subtotal: Double { items.reduce(0) { $0 + $1.total } }
    var discount: Double { subtotal * (discountRate ?? 0) }
    var tax: Double { (subtotal - discount) * taxRate }
    var total: Double { subtotal - discount + shipping + tax }
}

extension Order {
    static let sample = Order(
        number: "A-10482",
        items: [
            LineItem(name: "Wireless Earbuds", detail: "Midnight", unitPrice: 129.99, quantity: 1),
            LineItem(name: "USB-C Cable", detail: "2 m, braided", unitPrice: 19.5, quantity: 2),
            LineItem(name: "Gift Wrap", detail: nil, unitPrice: 4.0, quantity: 1),
        ],
        discountCode: "SPRING10",
        discountRate: 0.10,
        shipping: 5.99,
        taxRate: 0.0825
    )
}

struct OrderSummaryView: View {
    let order: Order

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Order Summary")
                    .font(.title3.bold())
                Spacer()
                Text("#\(order.number)")
                    .font(.subheadline.monospaced())
                    .foregroundStyle(.secondary)
            }

            ForEach(order.items) { item in
                HStack(alignment: .top) {
                    Text("\(item.quantity)×")
                        .foregroundStyle(.secondary)
                        .frame(width: 28, alignment: .leading)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(item.name)
                        if let detail = item.detail {
                            Text(detail)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                    Spacer()
                    Text("$\(item.total, specifier: "%.2f")")
                }
            }

            Divider()

            VStack(spacing: 8) {
                row("Subtotal", amount: order.subtotal)
                if order.discount > 0 {
                    row("Discount (\(order.discountCode ?? "promo"))", amount: -order.discount)
                        .foregroundStyle(.green)
                }
                row("Shipping", amount: order.shipping)
                row("Tax (\(String(format: "%.2f", order.taxRate * 100))%)", amount: order.tax)
            }
            .font(.subheadline)

            Divider()

            row("Total", amount: order.total)
                .font(.headline)

            Button(action: placeOrder) {
                Text("Place Order")
                    .bold()
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 14)
                    .foregroundColor(.white)
                    .background(Color.accentColor)
                    .cornerRadius(12)
            }
        }
        .padding(20)
        .background(.background, in: RoundedRectangle(cornerRadius: 20))
        .overlay(RoundedRectangle(cornerRadius: 20).stroke(Color.gray.opacity(0.2)))
        .padding()
    }

    private func row(_ title: String, amount: Double) -> some View {
        HStack {
            Text(title)
            Spacer()
            Text(amount, format: .currency(code: "USD"))
        }
    }

    private func placeOrder() {}
}

#if DEBUG
struct OrderSummaryView_Previews: PreviewProvider {
    static var previews: some View {
        OrderSummaryView(order: .sample)
            .previewLayout(.sizeThatFits)
    }
}
#endif
