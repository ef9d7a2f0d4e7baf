/// The scene the window opens when it is given none, so that the first run shows something
/// alive: seed 002's country rows, which switch to vertical at accessibility sizes
/// (Ctrl+Plus steps there).
enum BuiltInScene {
    static let source = """
        struct Row: View {
            let name: String
            let value: String?
            @Environment(\\.sizeCategory) var sizeCategory

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

        #Preview {
            VStack(spacing: 8.0) {
                Row(name: "Capital", value: "Canberra")
                Row(name: "Population", value: "25,422,788")
                Row(name: "Area", value: "7,692,024 km²")
                Row(name: "Currency", value: "Australian dollar")
                Row(name: "Continent", value: "Oceania")
            }
            .padding()
        }

        """
}
