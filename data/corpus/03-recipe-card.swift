import SwiftUI

struct Card<Content: View>: View {
    private let padding: CGFloat
    private let content: Content

    init(padding: CGFloat = 16, @ViewBuilder content: () -> Content) {
        self.padding = padding
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            content
        }
        .padding(padding)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

struct Recipe: Identifiable {
    enum Difficulty: String, CaseIterable {
        case easy = "Easy"
        case medium = "Medium"
        case hard = "Hard"

        var color: Color {
            switch self {
            case .easy: return .green
            case .medium: return .orange
            case .hard: return .red
            }
        }
    }

    let id = UUID()
    var title: String
    var minutes: Int
    var servings: Int
    var calories: Double
    var difficulty: Difficulty
    var ingredients: [String]
}

extension Recipe {
    static let samples: [Recipe] = [
        Recipe(title: "Lemon Garlic Pasta", minutes: 25, servings: 2, calories: 540.5,
               difficulty: .easy, ingredients: ["Spaghetti", "Lemon", "Garlic", "Parmesan", "Olive oil"]),
        Recipe(title: "Thai Green Curry", minutes: 45, servings: 4, calories: 610,
               difficulty: .medium, ingredients: ["Chicken", "Coconut milk", "Curry paste"]),
        Recipe(title: "Beef Wellington", minutes: 150, servings: 6, calories: 890.25,
               difficulty: .hard, ingredients: ["Beef fillet", "Puff pastry", "Mushrooms", "Prosciutto", "Egg", "Mustard"]),
    ]
}

struct RecipeCard: View {
    let recipe: Recipe

    private var ingredientSummary: String {
        let shown = recipe.ingredients.prefix(3).joined(separator: ", ")
        let remaining = recipe.ingredients.count - 3
        return remaining > 0 ? "\(shown) +\(remaining) more" : shown
    }

    var body: some View {
        Card {
            ZStack(alignment: .bottomLeading) {
                Rectangle()
                    .fill(Color.orange.gradient)
                    .frame(height: 140)
                Image(systemName: "fork.knife.circle.fill")
                    .font(.system(size: 40))
                    .foregroundStyle(.white)
                    .padding(12)
            }
            .clipShape(RoundedRectangle(cornerRadius: 12))

            HStack(alignment: .firstTextBaseline) {
                Text(recipe.title)
                    .font(.headline)
                Spacer()
                Text(recipe.difficulty.rawValue)
                    .font(.caption.bold())
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .foregroundColor(recipe.difficulty.color)
                    .background(recipe.difficulty.color.opacity(0.15))
                    .cornerRadius(6)
            }

            HStack(spacing: 16) {
                Label("\(recipe.minutes) min", systemImage: "clock")
                Label("\(recipe.servings)", systemImage: "person.2")
                Label(String(format: "%.0f kcal", recipe.calories), systemImage: "flame")
            }
            .font(.caption)
            .foregroundStyle(.secondary)

            Divider()

            Text(ingredientSummary)
                .font(.footnote)
                .lineLimit(2)
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    RecipeCard(recipe: Recipe.samples[0])
        .padding()
}

#Preview("All recipes") {
    ScrollView {
        VStack(spacing: 16) {
            ForEach(Recipe.samples) { recipe in
                RecipeCard(recipe: recipe)
            }
        }
        .padding()
    }
}
