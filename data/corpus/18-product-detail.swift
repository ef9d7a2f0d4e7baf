import SwiftUI

enum ShoeSize: Double, CaseIterable, Identifiable {
    case s8 = 8, s8half = 8.5, s9 = 9, s10 = 10, s11 = 11
    var id: Double { rawValue }
    var label: String { rawValue.formatted() }
}

struct Product {
    let name: String
    let brand: String
    let price: Double
    let salePrice: Double?
    let rating: Double
    let reviewCount: Int
    let description: String
}

extension Product {
    static let runner = Product(
        name: "Cloudstride 3", brand: "Northline",
        price: 149.0, salePrice: 119.0,
        rating: 4.3, reviewCount: 2_318,
        description: "A lightweight daily trainer with a responsive foam midsole and a breathable knit upper."
    )
}

struct SizePicker: View {
    @Binding var selection: ShoeSize?

    var body: some View {
        HStack(spacing: 8) {
            ForEach(ShoeSize.allCases) { option in
                Text(option.label)
                    .font(.subheadline.weight(.medium))
                    .frame(maxWidth: .infinity, minHeight: 40)
                    .background(selection == option ? Color.accentColor : Color.clear)
                    .foregroundColor(selection == option ? .white : .primary)
                    .cornerRadius(8)
                    .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.gray.opacity(0.4)))
                    .onTapGesture { selection = option }
            }
        }
    }
}

struct ProductDetailView: View {
    let product: Product
    @State private var size: ShoeSize?
    @State private var quantity: Int
    @State private var isFavorite = false

    init(product: Product, initialQuantity: Int = 1) {
        self.product = product
        _quantity = State(initialValue: initialQuantity)
    }

    private var unitPrice: Double { product.salePrice ?? product.price }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Image("hero")
                    .resizable()
                    .scaledToFill()
                    .frame(height: 320)
                    .frame(maxWidth: .infinity)
                    .background(Color.gray.opacity(0.15))
                    .clipped()
                    .overlay(alignment: .topTrailing) {
                        Button {
                            isFavorite.toggle()
                        } label: {
                            Image(systemName: isFavorite ? "heart.fill" : "heart")
                                .font(.title3)
                                .foregroundColor(isFavorite ? .red : .primary)
                                .padding(10)
                                .background(.thinMaterial, in: Circle())
                        }
                        .padding()
                    }

                VStack(alignment: .leading, spacing: 16) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(product.brand.uppercased())
                            .font(.caption.weight(.semibold))
                            .foregroundStyle(.secondary)
                        Text(product.name)
                            .font(.title.bold())
                        HStack(spacing: 2) {
                            ForEach(0..<5) { index in
                                Image(systemName: Double(index) + 0.5 <= product.rating ? "star.fill" : "star")
                                    .foregroundStyle(.yellow)
                            }
                            Text("(\(product.reviewCount.formatted()))")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                                .padding(.leading, 4)
                        }
                        .font(.caption)
                    }

                    HStack(alignment: .firstTextBaseline, spacing: 8) {
                        Text(unitPrice, format: .currency(code: "USD"))
                            .font(.title2.weight(.semibold))
                        if product.salePrice != nil {
                            Text(product.price, format: .currency(code: "USD"))
                                .strikethrough()
                                .foregroundStyle(.secondary)
                        }
                    }

                    Text("Size \(size?.label ?? "")").font(.headline)
                    SizePicker(selection: $size)

                    Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)

                    Text(product.description)
                        .font(.body)
                        .foregroundStyle(.secondary)
                }
                .padding(.horizontal)
            }
        }
        .safeAreaInset(edge: .bottom) {
            Button {
            } label: {
                Text(size == nil ? "Select a Size" : "Add to Bag · \((unitPrice * Double(quantity)).formatted(.currency(code: "USD")))")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 8)
            }
            .buttonStyle(.borderedProminent)
            .disabled(size == nil)
            .padding()
            .background(.regularMaterial)
        }
        .ignoresSafeArea(edges: .top)
    }
}

#if DEBUG
#Preview {
    ProductDetailView(product: .runner, initialQuantity: 2)
}

#Preview("Size picker", traits: .sizeThatFitsLayout) {
    SizePicker(selection: .constant(.s9)).padding()
}
#endif
