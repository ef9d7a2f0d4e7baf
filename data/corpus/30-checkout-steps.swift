import SwiftUI

enum CheckoutStep: Int, CaseIterable, Identifiable {
    case cart = 1, shipping, payment, review

    var id: Int { rawValue }

    var title: String { String(describing: self).capitalized }
}

private extension Color {
    static var groupedBackground: Color {
        #if canImport(UIKit)
        return Color(uiColor: .systemGroupedBackground)
        #else
        return Color.gray.opacity(0.1)
        #endif
    }
}

struct StepIndicator: View {
    let current: CheckoutStep

    var body: some View {
        HStack(spacing: 0) {
            ForEach(CheckoutStep.allCases) { step in
                VStack(spacing: 6) {
                    ZStack {
                        Circle()
                            .fill(step.rawValue <= current.rawValue ? Color.accentColor : Color.gray.opacity(0.25))
                            .frame(width: 28, height: 28)
                        if step.rawValue < current.rawValue {
                            Image(systemName: "checkmark")
                        } else {
                            Text("\(step.rawValue)")
                        }
                    }
                    .font(.caption.bold())
                    .foregroundColor(.white)
                    Text(step.title)
                        .font(.caption2)
                        .foregroundStyle(step == current ? Color.primary : Color.secondary)
                }
                .frame(maxWidth: .infinity)
            }
        }
        .background(alignment: .top) {
            Capsule()
                .fill(Color.gray.opacity(0.25))
                .frame(height: 3)
                .padding(.horizontal, 40)
                .offset(y: 12.5)
        }
    }
}

struct ShippingAddress {
    var fullName = "", street = "", city = "", postalCode = ""
}

struct CheckoutView: View {
    @State private var step: CheckoutStep = .shipping
    @State private var address = ShippingAddress(fullName: "Maya Chen")
    @State private var cardNumber = ""
    @State private var securityCode = ""

    private var canContinue: Bool {
        switch step {
        case .shipping:
            return ![address.fullName, address.street, address.city, address.postalCode]
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .contains(where: \.isEmpty)
        case .payment:
            return cardNumber.filter(\.isNumber).count == 16 && securityCode.count >= 3
        case .cart, .review:
            return true
        }
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                StepIndicator(current: step).padding(.top)

                stepContent(for: step)
                    .textFieldStyle(.roundedBorder)
                    .padding()
                    .background(Color.white, in: RoundedRectangle(cornerRadius: 14))

                Spacer()

                HStack {
                    Button("Back") { step = CheckoutStep(rawValue: step.rawValue - 1) ?? .cart }
                        .disabled(step == .cart)
                    Spacer()
                    Button {
                        step = CheckoutStep(rawValue: step.rawValue + 1) ?? .review
                    } label: {
                        Text(step == .review ? "Place Order" : "Continue")
                            .frame(minWidth: 140)
                    }
                    .buttonStyle(.borderedProminent)
                    .disabled(!canContinue)
                }
            }
            .padding()
            .background(Color.groupedBackground)
            .navigationTitle("Checkout")
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
        }
    }

    @ViewBuilder
    private func stepContent(for step: CheckoutStep) -> some View {
        switch step {
        case .cart:
            Label("3 items in your bag", systemImage: "bag")
                .frame(maxWidth: .infinity, alignment: .leading)
        case .shipping:
            VStack(spacing: 12) {
                TextField("Full name", text: $address.fullName)
                TextField("Street address", text: $address.street)
                HStack(spacing: 12) {
                    TextField("City", text: $address.city)
                    TextField("ZIP", text: $address.postalCode).frame(width: 100)
                }
            }
        case .payment:
            VStack(spacing: 12) {
                TextField("Card number", text: $cardNumber)
                SecureField("CVC", text: $securityCode)
            }
        case .review:
            Text("Ship to \(address.fullName), \(address.city)")
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

#if DEBUG
#Preview {
    CheckoutView()
}

#Preview("Indicator", traits: .sizeThatFitsLayout) {
    StepIndicator(current: .payment)
        .padding()
}
#endif
