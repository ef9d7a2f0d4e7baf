/// The scene the window opens when it is given none, so that the first run shows something
/// alive: seed 002's country rows, which switch to vertical at accessibility sizes
/// (Ctrl+Plus steps there). Its `// render:` line opens it at 393 x 360, small enough to be
/// shown at 1x or more at 1024 x 768, and the canvas says what to drag (`hint`).
enum BuiltInScene {
    /// What the window calls it (its title) until it is saved as a file.
    static let name = "Country rows (built-in example)"
    /// On the canvas until the first drag of a handle.
    static let hint = "Drag the blue handles to propose a different size"
    static let source = """
        // render: --proposal 393x360
        // The built-in example: Use Your Loaf's country rows. Drag the blue handles to propose
        // another size; Ctrl+Plus and Ctrl+Minus change the Dynamic Type size.
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
