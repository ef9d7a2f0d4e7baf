import SwiftUI

struct TreeView: View {
    let tree: Tree // ATTACK
    var body: some View { Text("tree") }
}

struct NodeView: View {
    let node: Node // ATTACK
    var body: some View { Text("\(node.children.count)") }
}

struct FolderView: View {
    let folder: Folder // ATTACK
    let pair: (Folder, Tree, Node)
    let make: (Tree) -> [Folder]
    var body: some View { Text(folder.name) }
}
