// render: --device "iPhone 15" --overlays none
// render: --device "iPhone 15" --overlays none --appearance dark
// A settings screen: a Form in a NavigationStack with a large title, sections with headers and a
// footer, a toggle, a menu picker, a stepper, a text field and navigation links. Form lays its
// sections out inset grouped (16-point margins on a 393-point iPhone, rows at least 44 high).
import SwiftUI

struct SettingsView: View {
    @State private var name = "Taylor"
    @State private var notifications = true
    @State private var theme = "System"
    @State private var fontSize = 17

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                    LabeledContent("Plan", value: "Family")
                }
                Section {
                    Toggle("Notifications", isOn: $notifications)
                    Picker("Theme", selection: $theme) {
                        Text("System").tag("System")
                        Text("Light").tag("Light")
                        Text("Dark").tag("Dark")
                    }
                    Stepper("Font size: \(fontSize)", value: $fontSize, in: 12...24)
                } header: {
                    Text("Preferences")
                } footer: {
                    Text("Notifications arrive at most once a day.")
                }
                Section {
                    NavigationLink("Privacy") { Text("Privacy") }
                    NavigationLink("About") { Text("About") }
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Done") {}
                }
            }
        }
    }
}
