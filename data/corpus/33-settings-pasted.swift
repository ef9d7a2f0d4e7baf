import SwiftUI

// A settings screen that reads its app's preferences store (`@Default` from a package), a
// custom environment key declared elsewhere (`\.appTint`), the app's localized strings
// (`String.settingsTitle`) and its version from `Bundle.main`.
struct SettingsScreen: View {
    @Default(.showsBadges) private var showsBadges
    @Default(.refreshInterval) private var refreshInterval
    @Environment(\.appTint) private var tint

    var body: some View {
        NavigationStack {
            Form {
                Section(String.settingsGeneral) {
                    Toggle(String.settingsBadges, isOn: $showsBadges)
                    Stepper("Every \(refreshInterval) minutes", value: $refreshInterval, in: 5...60, step: 5)
                }
                Section {
                    LabeledContent("Version", value: Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?")
                    Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
                }
            }
            .tint(tint)
            .navigationTitle(String.settingsTitle)
        }
    }
}
