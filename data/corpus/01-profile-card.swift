import SwiftUI

struct UserProfile {
    var name: String
    var handle: String
    var bio: String
    var followers: Int
    var following: Int
    var posts: Int
    var isVerified: Bool
}

extension UserProfile {
    static let sample = UserProfile(
        name: "Maya Chen",
        handle: "@mayachen",
        bio: "iOS engineer. Coffee, climbing, and clean layouts.",
        followers: 12_480,
        following: 312,
        posts: 87,
        isVerified: true
    )
}

struct ProfileCard: View {
    let profile: UserProfile

    var body: some View {
        VStack(spacing: 16) {
            avatar

            VStack(spacing: 4) {
                HStack(spacing: 4) {
                    Text(profile.name)
                        .font(.title2.bold())
                    if profile.isVerified {
                        Image(systemName: "checkmark.seal.fill")
                            .foregroundStyle(.blue)
                    }
                }
                Text(profile.handle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            Text(profile.bio)
                .font(.callout)
                .multilineTextAlignment(.center)
                .padding(.horizontal)

            Divider()

            HStack {
                stat(value: profile.posts, label: "Posts")
                Divider().frame(height: 32)
                stat(value: profile.followers, label: "Followers")
                Divider().frame(height: 32)
                stat(value: profile.following, label: "Following")
            }

            Button {
                // follow action
            } label: {
                Text("Follow")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
        .padding(24)
        .background(.background, in: RoundedRectangle(cornerRadius: 24, style: .continuous))
        .shadow(color: .black.opacity(0.1), radius: 12, y: 6)
        .padding()
    }

    private var avatar: some View {
        ZStack {
            Circle()
                .fill(LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
            Text(initials)
                .font(.largeTitle.weight(.semibold))
                .foregroundColor(.white)
        }
        .frame(width: 96, height: 96)
        .overlay(Circle().stroke(Color.white, lineWidth: 4))
        .overlay(alignment: .bottomTrailing) {
            Circle()
                .fill(.green)
                .frame(width: 20, height: 20)
                .overlay(Circle().stroke(Color.white, lineWidth: 3))
        }
    }

    private var initials: String {
        profile.name
            .split(separator: " ")
            .compactMap { $0.first }
            .map { String($0) }
            .joined()
    }

    private func stat(value: Int, label: String) -> some View {
        VStack(spacing: 2) {
            Text(value.formatted(.number.notation(.compactName)))
                .font(.headline)
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

#Preview {
    ProfileCard(profile: .sample)
}
