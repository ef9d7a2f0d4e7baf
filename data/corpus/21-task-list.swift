import SwiftUI

enum Priority: Int, CaseIterable, Identifiable, Comparable {
    case high = 0, medium, low

    var id: Int { rawValue }

    var title: String {
        switch self {
        case .high: return "High Priority"
        case .medium: return "Medium"
        case .low: return "Someday"
        }
    }

    static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var notes: String = ""
    var priority: Priority
    var dueDate: Date?
    var isDone = false
}

extension TodoItem {
    static let samples: [TodoItem] = [
        TodoItem(title: "Renew passport", priority: .high, dueDate: Date().addingTimeInterval(86_400 * 3)),
        TodoItem(title: "Review pull request #482", notes: "Layout engine refactor", priority: .high, dueDate: Date()),
        TodoItem(title: "Book dentist appointment", priority: .medium, dueDate: nil),
        TodoItem(title: "Water the plants", priority: .medium, dueDate: Date().addingTimeInterval(86_400), isDone: true),
        TodoItem(title: "Learn to juggle", priority: .low, dueDate: nil),
    ]
}

struct TodoRow: View {
    @Binding var item: TodoItem

    var body: some View {
        HStack(spacing: 12) {
            Button {
                item.isDone.toggle()
            } label: {
                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                    .font(.title3)
                    .foregroundStyle(item.isDone ? Color.green : Color.secondary)
            }
            .buttonStyle(.plain)

            VStack(alignment: .leading, spacing: 2) {
                Text(item.title)
                    .strikethrough(item.isDone)
                    .foregroundColor(item.isDone ? .secondary : .primary)
                if !item.notes.isEmpty {
                    Text(item.notes)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }

            Spacer()

            if let due = item.dueDate {
                Text(due.formatted(.dateTime.month(.abbreviated).day()))
                    .font(.caption)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 3)
                    .background(Color.gray.opacity(0.15), in: Capsule())
            }
        }
    }
}

struct TodoListView: View {
    @State private var items: [TodoItem]
    @State private var hideCompleted: Bool

    init(items: [TodoItem] = TodoItem.samples, hideCompleted: Bool = false) {
        _items = State(initialValue: items)
        _hideCompleted = State(initialValue: hideCompleted)
    }

    private var remaining: Int { items.filter { !$0.isDone }.count }

    private func indices(for priority: Priority) -> [Int] {
        items.indices
            .filter { items[$0].priority == priority && !(hideCompleted && items[$0].isDone) }
            .sorted { (items[$0].dueDate ?? .distantFuture) < (items[$1].dueDate ?? .distantFuture) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(Priority.allCases.sorted()) { priority in
                    let rows = indices(for: priority)
                    if !rows.isEmpty {
                        Section(priority.title) {
                            ForEach(rows, id: \.self) { index in
                                TodoRow(item: $items[index])
                            }
                        }
                    }
                }
            }
            .navigationTitle("Tasks")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Toggle(isOn: $hideCompleted) {
                        Image(systemName: "eye.slash")
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Text("\(remaining) remaining · next: \(items.first(where: { !$0.isDone })?.title ?? "nothing")")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}

#if DEBUG
#Preview {
    TodoListView()
}

#Preview("Hide completed") {
    TodoListView(hideCompleted: true)
}

#Preview("Row", traits: .sizeThatFitsLayout) {
    TodoRow(item: .constant(TodoItem.samples[1]))
        .padding()
}
#endif
