import SwiftUI

// A profile screen from a social app, with its view model held as a `@StateObject` of a type
// declared elsewhere, the app's design system (`DS`), a `FollowButton` and an `Avatar` view of
// its own. Only the screen is here: everything else stands in.
struct ProfileScreen: View {
    @StateObject private var model: ProfileViewModel
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    init(userID: String) {
        _model = StateObject(wrappedValue: ProfileViewModel(userID: userID))
    }

    var body: some View {
        ScrollView {
            VStack(spacing: DS.Spacing.large) {
                Avatar(url: model.user.avatarURL)
                    .frame(width: 96, height: 96)
                Text(model.user.name)
                    .font(.title2.bold())
                Text(model.user.bio)
                    .font(.body)
                    .multilineTextAlignment(.center)
                    .foregroundStyle(Color.DS.textSecondary)
                HStack(spacing: 24) {
                    stat("Posts", model.user.postCount)
                    stat("Followers", model.user.followers)
                    stat("Following", model.user.following)
                }
                FollowButton(isFollowing: model.user.isFollowing) {
                    model.toggleFollow()
                }
                if horizontalSizeClass == .regular {
                    Text("Joined \(model.user.joinedAt, format: .dateTime.year())")
                        .font(.footnote)
                }
            }
            .padding()
        }
    }

    private func stat(_ title: String, _ value: Int) -> some View {
        VStack(spacing: 2) {
            Text("\(value)").font(.headline.monospacedDigit())
            Text(title).font(.caption).foregroundStyle(.secondary)
        }
    }
}

#Preview {
    ProfileScreen(userID: "preview")
}
