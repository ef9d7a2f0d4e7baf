import SwiftUI

extension View {
    func cardStyle(padding: CGFloat = 14) -> some View {
        self
            .padding(padding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.background, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
            .shadow(color: Color.black.opacity(0.08), radius: 8, x: 0, y: 4)
    }
}

enum NewsCategory: String, CaseIterable, Identifiable {
    case top = "Top Stories"
    case tech = "Technology"
    case science = "Science"
    case sports = "Sports"
    case culture = "Culture"

    var id: Self { self }
}

struct Article: Identifiable {
    let id = UUID()
    let source: String
    let headline: String
    let summary: String
    let category: NewsCategory
    let publishedAt: Date
    let readMinutes: Int
    let isFeatured: Bool
}

extension Article {
    static let samples: [Article] = [
        Article(source: "The Daily Byte", headline: "New compiler release speeds up builds by 30%",
                summary: "Incremental builds see the largest gains, especially in large modular projects.",
                category: .tech, publishedAt: .now.addingTimeInterval(-1_800), readMinutes: 4, isFeatured: true),
        Article(source: "Orbit Weekly", headline: "Telescope captures the sharpest image yet of a distant nebula",
                summary: "Astronomers say the data could reshape models of star formation.",
                category: .science, publishedAt: .now.addingTimeInterval(-7_200), readMinutes: 6, isFeatured: false),
        Article(source: "Matchday", headline: "Underdogs clinch title on final day",
                summary: "A stoppage-time winner completed one of the great comebacks.",
                category: .sports, publishedAt: .now.addingTimeInterval(-14_400), readMinutes: 3, isFeatured: false),
        Article(source: "Gallery Notes", headline: "The quiet return of the handwritten letter",
                summary: "Why a generation raised on messaging apps is picking up pens again.",
                category: .culture, publishedAt: .now.addingTimeInterval(-40_000), readMinutes: 8, isFeatured: false),
    ]
}

struct ArticleCard: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            if article.isFeatured {
                Rectangle()
                    .fill(Color.indigo.gradient)
                    .frame(height: 160)
                    .overlay(Image(systemName: "newspaper.fill").font(.largeTitle).foregroundColor(.white))
                    .clipShape(.rect(cornerRadius: 12))
            }
            HStack {
                Text(article.source.uppercased())
                    .font(.caption.bold())
                    .foregroundStyle(.tint)
                Spacer()
                Text(article.publishedAt, style: .relative)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Text(article.headline)
                .font(article.isFeatured ? Font.title3.bold() : Font.headline)
            Text(article.summary)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(2)
            Label("\(article.readMinutes) min read", systemImage: "book")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .cardStyle()
    }
}

struct NewsFeedView: View {
    @AppStorage("preferredCategory") private var selected: NewsCategory = .top
    let articles: [Article]

    private var visible: [Article] {
        selected == .top ? articles : articles.filter { $0.category == selected }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 8) {
                        ForEach(NewsCategory.allCases) { category in
                            Text(category.rawValue)
                                .font(.subheadline.weight(.medium))
                                .padding(.horizontal, 14)
                                .padding(.vertical, 8)
                                .background(selected == category ? Color.primary : Color.gray.opacity(0.15), in: Capsule())
                                .foregroundStyle(selected == category ? Color.white : Color.primary)
                                .onTapGesture { selected = category }
                        }
                    }
                    .padding(.horizontal)
                }
                LazyVStack(spacing: 16) {
                    ForEach(visible) { article in
                        ArticleCard(article: article)
                    }
                }
                .padding()
            }
            .background(Color.gray.opacity(0.06))
            .navigationTitle("News")
            #if os(iOS)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Image(systemName: "person.crop.circle")
                }
            }
            #endif
        }
    }
}

#Preview {
    NewsFeedView(articles: Article.samples)
}
