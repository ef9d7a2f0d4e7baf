import SwiftUI
import Observation

enum ExpenseCategory: String, CaseIterable, Identifiable {
    case food = "Food"
    case transport = "Transport"
    case housing = "Housing"
    case fun = "Fun"

    var id: String { rawValue }

    var symbol: String {
        switch self {
        case .food: return "fork.knife"
        case .transport: return "tram.fill"
        case .housing: return "house.fill"
        case .fun: return "gamecontroller.fill"
        }
    }

    var color: Color {
        switch self {
        case .food: return .orange
        case .transport: return .blue
        case .housing: return .purple
        case .fun: return .pink
        }
    }
}

struct Expense: Identifiable {
    let id = UUID()
    let title: String
    let amount: Double
    let category: ExpenseCategory
    let date: Date
}

@Observable
final class ExpenseStore {
    var budget: Double = 2_000
    var expenses: [Expense] = [
        Expense(title: "Groceries", amount: 86.40, category: .food, date: .now),
        Expense(title: "Monthly pass", amount: 98.00, category: .transport, date: .now.addingTimeInterval(-86_400)),
        Expense(title: "Rent", amount: 1_250.00, category: .housing, date: .now.addingTimeInterval(-86_400 * 3)),
        Expense(title: "Concert tickets", amount: 120.00, category: .fun, date: .now.addingTimeInterval(-86_400 * 4)),
        Expense(title: "Ramen", amount: 18.75, category: .food, date: .now.addingTimeInterval(-86_400 * 4)),
    ]

    var total: Double { expenses.map(\.amount).reduce(0, +) }

    func spent(in category: ExpenseCategory) -> Double {
        expenses.filter { $0.category == category }.reduce(0) { $0 + $1.amount }
    }
}

struct BudgetHeader: View {
    let store: ExpenseStore

    var body: some View {
        let fraction = min(store.total / store.budget, 1)
        VStack(alignment: .leading, spacing: 10) {
            Text("Spent this month")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text(String(format: "$%.2f of $%.0f", store.total, store.budget))
                .font(.title2.bold().monospacedDigit())
            GeometryReader { proxy in
                HStack(spacing: 2) {
                    ForEach(ExpenseCategory.allCases) { category in
                        let share = store.spent(in: category) / max(store.total, 1)
                        Rectangle()
                            .fill(category.color)
                            .frame(width: proxy.size.width * CGFloat(fraction * share))
                    }
                }
            }
            .frame(height: 10)
            .background(Color.gray.opacity(0.2))
            .clipShape(Capsule())
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct ExpenseListView: View {
    @State private var store = ExpenseStore()

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 12, pinnedViews: [.sectionHeaders]) {
                    BudgetHeader(store: store)
                        .padding(.horizontal)
                    Section {
                        ForEach(store.expenses.sorted { $0.date > $1.date }) { expense in
                            HStack(spacing: 12) {
                                Image(systemName: expense.category.symbol)
                                    .foregroundStyle(.white)
                                    .frame(width: 36, height: 36)
                                    .background(expense.category.color, in: RoundedRectangle(cornerRadius: 8))
                                VStack(alignment: .leading) {
                                    Text(expense.title)
                                    Text(expense.date.formatted(date: .abbreviated, time: .omitted))
                                        .font(.caption)
                                        .foregroundStyle(.secondary)
                                }
                                Spacer()
                                Text(expense.amount, format: .currency(code: "USD"))
                                    .monospacedDigit()
                            }
                            .padding(.horizontal)
                        }
                    } header: {
                        Text("RECENT")
                            .font(.caption.bold())
                            .foregroundStyle(.secondary)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.horizontal)
                            .padding(.vertical, 6)
                            .background(.bar)
                    }
                }
                .padding(.vertical)
            }
            .background(Color.gray.opacity(0.08))
            .navigationTitle("Budget")
        }
    }
}

#Preview {
    ExpenseListView()
}
