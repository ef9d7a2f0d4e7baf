import SwiftUI

// Types that contain themselves: a view of them without a preview gets sample arguments made
// from the types alone, which must stop.
indirect enum Tree {
    case leaf(Int)
    case node(Tree, Tree)
}

final class Node {
    var next: Node
    var children: [Node]
    init(next: Node, children: [Node]) {
        self.next = next
        self.children = children
    }
}

struct Folder {
    var name: String
    var children: [Folder]
    var siblings: [String: [Folder]]
}
