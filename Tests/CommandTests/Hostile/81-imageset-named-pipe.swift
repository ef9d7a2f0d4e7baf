import SwiftUI

// `Assets.xcassets/Piped.imageset/Contents.json` is a named pipe, and `Listed.imageset` lists
// a file that is one (HostileFolderTests makes them). Neither is opened.
struct PipedImageSets: View {
    var body: some View {
        HStack {
            Image("Piped") // ATTACK
            Image("Listed")
            Text("image sets of pipes")
        }
    }
}

#Preview { PipedImageSets() }
