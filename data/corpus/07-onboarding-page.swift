import SwiftUI

struct OnboardingPage: Identifiable {
    let id = UUID()
    let symbol: String
    let title: String
    let message: String
    let tint: Color
}

extension OnboardingPage {
    static let all: [OnboardingPage] = [
        OnboardingPage(symbol: "sparkles", title: "Welcome to Habitat",
                       message: "Build better routines, one small habit at a time.", tint: .indigo),
        OnboardingPage(symbol: "bell.badge", title: "Gentle Reminders",
                       message: "We'll nudge you at the right moment — never more than you ask for.", tint: .orange),
        OnboardingPage(symbol: "chart.line.uptrend.xyaxis", title: "See Your Progress",
                       message: "Streaks and weekly charts keep you motivated.", tint: .green),
    ]
}

struct PageDots: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index == current ? Color.primary : Color.secondary.opacity(0.3))
                    .frame(width: index == current ? 20 : 8, height: 8)
            }
        }
    }
}

/// Remembers the tallest title + message block so the button doesn't jump between pages.
private struct TextBlockHeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct OnboardingView: View {
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
    @State private var currentPage: Int
    @State private var textHeight: CGFloat = 0
    private let pages: [OnboardingPage]

    init(pages: [OnboardingPage] = OnboardingPage.all, startPage: Int = 0) {
        self.pages = pages
        _currentPage = State(initialValue: min(startPage, pages.count - 1))
    }

    private var isLastPage: Bool { currentPage == pages.count - 1 }

    var body: some View {
        let page = pages[currentPage]
        VStack(spacing: 32) {
            HStack {
                Spacer()
                Button("Skip") { hasSeenOnboarding = true }
                    .opacity(isLastPage ? 0 : 1)
            }

            Spacer()

            ZStack {
                Circle()
                    .fill(page.tint.opacity(0.15))
                    .frame(width: 220, height: 220)
                Image(systemName: page.symbol)
                    .font(.system(size: 80, weight: .light))
                    .foregroundStyle(page.tint)
            }

            VStack(spacing: 12) {
                Text(page.title)
                    .font(.largeTitle.bold())
                    .multilineTextAlignment(.center)
                Text(page.message)
                    .font(.body)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
            }
            .padding(.horizontal, 24)
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: TextBlockHeightKey.self, value: proxy.size.height)
                }
            )
            .frame(minHeight: textHeight, alignment: .top)
            .onPreferenceChange(TextBlockHeightKey.self) { textHeight = max(textHeight, $0) }

            Spacer()

            PageDots(count: pages.count, current: currentPage)

            Button {
                if isLastPage {
                    hasSeenOnboarding = true
                } else {
                    withAnimation { currentPage += 1 }
                }
            } label: {
                Text(isLastPage ? "Get Started" : "Continue")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(page.tint, in: RoundedRectangle(cornerRadius: 14))
                    .foregroundStyle(.white)
            }
        }
        .padding(24)
    }
}

#if DEBUG
#Preview {
    OnboardingView()
}

#Preview("Last page, dark") {
    OnboardingView(startPage: 2)
        .preferredColorScheme(.dark)
}
#endif
