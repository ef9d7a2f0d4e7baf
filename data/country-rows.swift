// render: --proposal 393x400
// render: --proposal 393x600 --dynamic-type accessibility2
// Use Your Loaf, "A SwiftUI layout challenge: equal widths and accessibility sizes":
// rows of label and value, each in a frame(maxWidth: .infinity) column so that every row
// splits at the centre; at accessibility sizes each row becomes a VStack.
// The article's `Country` model is replaced by literal values.
struct Row: View {
    let name: String
    let value: String?
    @Environment(\.sizeCategory) var sizeCategory

    var body: some View {
        if sizeCategory.isAccessibilityCategory {
            VStack(spacing: 8.0) {
                Text(name)
                    .font(.headline)
                Text(value ?? "")
                    .font(.body)
            }
        } else {
            HStack(spacing: 8.0) {
                Text(name)
                    .font(.headline)
                    .frame(maxWidth: .infinity, alignment: .trailing)
                Text(value ?? "")
                    .font(.body)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }
}

struct CountryView: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 8.0) {
                Row(name: "Capital", value: "Canberra")
                Row(name: "Population", value: "25,422,788")
                Row(name: "Area", value: "7,692,024 km²")
                Row(name: "Currency", value: "Australian dollar")
                Row(name: "Continent", value: "Oceania")
            }
        }
        .padding()
        .navigationBarTitle(Text("Australia"), displayMode: .inline)
    }
}

#Preview {
    CountryView()
}
