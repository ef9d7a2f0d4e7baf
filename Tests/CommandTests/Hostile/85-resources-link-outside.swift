import SwiftUI

// `Resources` beside the scene is a link to a folder outside the scene's folder, holding
// `outside.png`; `Assets.xcassets/Linked.imageset` lists a file that is a link to that PNG;
// `Resources/outside` names it through the link (HostileFolderTests makes them). None is
// read: the images are empty.
struct LinkedResources: View {
    var body: some View {
        VStack {
            Image("outside") // ATTACK
            Image("Linked")
            Image("Resources/outside")
            Text("images behind links out of the folder")
        }
    }
}

#Preview { LinkedResources() }
