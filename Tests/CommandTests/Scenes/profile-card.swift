struct ProfileCard: View {
    let user: User
    var body: some View {
        VStack {
            Text(user.name).font(.headline)
            FollowButton(isFollowing: user.isFollowing)
        }
        .padding()
    }
}
