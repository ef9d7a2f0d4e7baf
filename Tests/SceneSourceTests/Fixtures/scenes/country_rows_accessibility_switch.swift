import SwiftUI

// Use Your Loaf, "A SwiftUI layout challenge": label/value rows that switch from an HStack
// to a VStack at accessibility text sizes.
struct CountryView: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 8.0) {
                Row(name: "Capital", value: "Canberra")
                Row(name: "Population", value: "25,000,000")
                Row(name: "Currency", value: nil)
            }
        }
        .padding()
        .navigationBarTitle(Text("Australia"), displayMode: .inline)
    }
}

private struct Row: View {
    let name: String
    let value: String?
    @Environment(\.sizeCategory) var sizeCategory

    var body: some View {
        if sizeCategory.isAccessibilityCategory {
            VStack(alignment: .leading) {
                Text(name)
                    .font(.headline)
                Text(value ?? "")
            }
        } else {
            HStack(spacing: 8.0) {
                Text(name)
                    .font(.headline)
                    .frame(maxWidth: .infinity, alignment: .trailing)
                Text(value ?? "")
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }
}

#Preview {
    CountryView()
}
