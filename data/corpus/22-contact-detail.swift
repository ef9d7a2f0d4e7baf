import SwiftUI

struct Contact {
    var firstName: String
    var lastName: String
    var company: String?
    var phones: [(label: String, number: String)]
    var email: String
    var birthday: Date?

    var fullName: String { "\(firstName) \(lastName)" }
}

extension Contact {
    static let sample = Contact(
        firstName: "Jordan",
        lastName: "Alvarez",
        company: "Bright Harbor Studio",
        phones: [("mobile", "+1 (415) 555-0132"), ("work", "+1 (415) 555-0199")],
        email: "jordan@brightharbor.example",
        birthday: Calendar.current.date(from: DateComponents(year: 1990, month: 6, day: 14))
    )
}

struct ContactDetailView: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    let contact: Contact

    private var actionLayout: AnyLayout {
        dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(spacing: 8))
            : AnyLayout(HStackLayout(spacing: 8))
    }

    var body: some View {
        NavigationView {
            List {
                Section {
                    VStack(spacing: 12) {
                        Text(String(contact.firstName.prefix(1) + contact.lastName.prefix(1)))
                            .font(.system(size: 40, weight: .medium, design: .rounded))
                            .foregroundColor(.white)
                            .frame(width: 96, height: 96)
                            .background(Color.gray)
                            .clipShape(Circle())
                        Text(contact.fullName)
                            .font(.title.bold())
                        Text(contact.company?.uppercased() ?? "No company")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        actionLayout {
                            actionButton("message.fill", title: "message")
                            actionButton("phone.fill", title: "call")
                            actionButton("video.fill", title: "video")
                            actionButton("envelope.fill", title: "mail")
                        }
                    }
                    .frame(maxWidth: .infinity)
                    .listRowBackground(Color.clear)
                }

                Section {
                    ForEach(contact.phones, id: \.number) { phone in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(phone.label)
                                .font(.caption)
                            Text(phone.number)
                                .foregroundStyle(.tint)
                        }
                    }
                }

                Section {
                    LabeledContent("email") {
                        Text(contact.email)
                            .foregroundStyle(.tint)
                    }
                    LabeledContent("birthday",
                                   value: contact.birthday?.formatted(date: .long, time: .omitted) ?? "Not set")
                }

                Section {
                    Button("Share Contact") {}
                    Button("Add to Favorites") {}
                    Button("Block this Caller", role: .destructive) {}
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Contact")
            #if canImport(UIKit)
            .navigationBarTitleDisplayMode(.inline)
            #endif
        }
    }

    private func actionButton(_ symbol: String, title: String) -> some View {
        VStack(spacing: 4) {
            Image(systemName: symbol)
                .font(.title3)
            Text(title)
                .font(.caption2)
        }
        .frame(maxWidth: .infinity, minHeight: 56)
        .foregroundStyle(.tint)
        .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 10))
    }
}

struct ContactDetailView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ContactDetailView(contact: .sample)
            ContactDetailView(contact: .sample)
                .environment(\.dynamicTypeSize, .accessibility2)
                .previewDisplayName("Accessibility size")
        }
    }
}
