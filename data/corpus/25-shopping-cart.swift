import SwiftUI

struct CartItem: Identifiable {
    let id = UUID()
    let name: String
    let price: Double
    var quantity: Int
    let color: Color
}

final class Cart: ObservableObject {
    @Published var items: [CartItem]
    @Published var promoApplied = false

    init(items: [CartItem] = []) {
        self.items = items
    }

    var itemCount: Int { items.reduce(0) { $0 + $1.quantity } }
    var subtotal: Double { items.reduce(0) { $0 + $1.price * Double($1.quantity) } }
    var savings: Double { promoApplied ? subtotal * 0.15 : 0 }

    func remove(_ item: CartItem) {
        items.removeAll { $0.id == item.id }
    }
}

extension Cart {
    static let preview = Cart(items: [
        CartItem(name: "Ceramic Mug", price: 18.00, quantity: 2, color: .teal),
        CartItem(name: "Pour-Over Kettle", price: 64.50, quantity: 1, color: .gray),
        CartItem(name: "Single Origin Beans", price: 21.25, quantity: 3, color: .brown),
    ])
}

struct CartButton: View {
    @EnvironmentObject private var cart: Cart

    var body: some View {
        Image(systemName: "bag")
            .font(.title2)
            .overlay(alignment: .topTrailing) {
                if cart.itemCount > 0 {
                    Text("\(cart.itemCount)")
                        .font(.caption2.bold())
                        .foregroundColor(.white)
                        .frame(width: 18, height: 18)
                        .background(Circle().fill(Color.red))
                        .offset(x: 6, y: -6)
                }
            }
    }
}

struct CartRow: View {
    @EnvironmentObject private var cart: Cart
    let item: CartItem

    var body: some View {
        HStack(spacing: 14) {
            RoundedRectangle(cornerRadius: 10)
                .fill(item.color.gradient)
                .frame(width: 56, height: 56)
                .overlay(Image(systemName: "cup.and.saucer.fill").foregroundColor(.white))
            VStack(alignment: .leading, spacing: 4) {
                Text(item.name).font(.headline)
                Text("\(item.quantity) × \(item.price, specifier: "%.2f")")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 6) {
                Text("$\(item.price * Double(item.quantity), specifier: "%.2f")")
                    .bold()
                Button("Remove") { cart.remove(item) }
                    .font(.caption)
                    .tint(.red)
            }
        }
        .padding(12)
        .background(.background)
        .cornerRadius(14)
        .shadow(color: Color.black.opacity(0.06), radius: 6, y: 2)
    }
}

struct CartView: View {
    @EnvironmentObject private var cart: Cart

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 12) {
                    ForEach(cart.items) { item in
                        CartRow(item: item)
                    }
                    Toggle("Apply promo code COFFEE15", isOn: $cart.promoApplied)
                        .font(.subheadline)
                        .padding(.vertical, 8)
                    VStack(spacing: 6) {
                        HStack { Text("Subtotal"); Spacer(); Text(cart.subtotal.formatted(.currency(code: "USD"))) }
                        if cart.savings > 0 {
                            HStack { Text("Savings"); Spacer(); Text("-" + cart.savings.formatted(.currency(code: "USD"))) }
                                .foregroundStyle(.green)
                        }
                        Divider()
                        HStack { Text("Total").bold(); Spacer(); Text((cart.subtotal - cart.savings).formatted(.currency(code: "USD"))).bold() }
                    }
                }
                .padding()
            }
            .background(Color.gray.opacity(0.08))
            .navigationTitle("Cart")
            .toolbar { CartButton() }
        }
    }
}

#if DEBUG
#Preview {
    CartView()
        .environmentObject(Cart.preview)
}
#endif
