import SwiftUI

// `Assets.xcassets` holds eight links to itself, and its group `Loop` eight links back to it
// (HostileFolderTests makes them): walked as folders eight groups deep, 8^8 paths (main's
// release build ran past 60 s). Each folder is walked once, by its real path; the names are not
// there, so both stand in.
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
