import SwiftUI

// In `Assets.xcassets`, the group `Loop` holds six links back to the catalog itself
// (HostileFolderTests makes them): walked as folders, 6^8 paths. Each folder is walked once,
// by its real path; the names are not there, so both stand in.
struct LinkLoop: View {
    var body: some View {
        VStack {
            Image("Nowhere") // ATTACK
            Color("Nothing").frame(width: 20, height: 20)
            Text("a catalog that links to itself")
        }
    }
}

#Preview { LinkLoop() }
