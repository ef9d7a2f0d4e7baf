import SwiftUI

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark

    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

enum SyncInterval: Int, CaseIterable, Identifiable {
    case fifteenMinutes = 15
    case hourly = 60
    case daily = 1440

    var id: Int { rawValue }

    var label: String {
        switch self {
        case .fifteenMinutes: return "Every 15 minutes"
        case .hourly: return "Every hour"
        case .daily: return "Once a day"
        }
    }
}

struct SettingsView: View {
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("soundsEnabled") private var soundsEnabled = false
    @AppStorage("theme") private var theme: AppTheme = .system
    @AppStorage("syncInterval") private var syncInterval: SyncInterval = .hourly
    @State private var textScale = 1.0
    @State private var username = "maya"

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 12) {
                        Image(systemName: "person.crop.circle.fill")
                            .font(.system(size: 44))
                            .foregroundStyle(.gray)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Maya Chen")
                                .font(.headline)
                            Text("Account, iCloud, Subscriptions")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .padding(.vertical, 4)
                }

                Section("Account") {
                    TextField("Username", text: $username)
                    LabeledContent("Plan", value: "Pro")
                }

                Section {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Toggle("Sounds", isOn: $soundsEnabled)
                        .disabled(!notificationsEnabled)
                } header: {
                    Text("Alerts")
                } footer: {
                    Text("Sounds play only when notifications are turned on.")
                }

                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { theme in
                            Text(theme.title).tag(theme)
                        }
                    }
                    VStack(alignment: .leading) {
                        Text("Text size: \(textScale, specifier: "%.1f")×")
                        Slider(value: $textScale, in: 0.8...1.6, step: 0.1)
                    }
                }

                Section("Sync") {
                    Picker("Frequency", selection: $syncInterval) {
                        ForEach(SyncInterval.allCases) { interval in
                            Text(interval.label).tag(interval)
                        }
                    }
                    LabeledContent("Last synced", value: Date().formatted(date: .omitted, time: .shortened))
                }

                Section {
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#if DEBUG
#Preview {
    SettingsView()
}
#endif
