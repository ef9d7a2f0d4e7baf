// render: --device "iPhone 15" --overlays none
// render: --device "iPhone 15" --overlays none --appearance dark
// A navigation list: a plain List of contacts in a NavigationStack with an inline title and
// toolbar buttons on both sides. Each row is a NavigationLink, so it ends in a chevron.
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    let name: String
    let role: String
}

struct ContactsView: View {
    let contacts = [
        Contact(id: 1, name: "Ada Lovelace", role: "Analyst"),
        Contact(id: 2, name: "Grace Hopper", role: "Admiral"),
        Contact(id: 3, name: "Alan Kay", role: "Researcher"),
        Contact(id: 4, name: "Barbara Liskov", role: "Professor"),
    ]

    var body: some View {
        NavigationStack {
            List(contacts) { contact in
                NavigationLink {
                    Text(contact.name)
                } label: {
                    HStack(spacing: 12) {
                        Image(systemName: "person.crop.circle.fill")
                            .font(.largeTitle)
                            .foregroundStyle(.secondary)
                        VStack(alignment: .leading) {
                            Text(contact.name).font(.headline)
                            Text(contact.role).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Contacts")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            }
        }
    }
}
