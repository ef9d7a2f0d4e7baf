/// Placing a subtree by copying what the pass before placed (`LayoutPass.previousRows`).
extension LayoutPass {
    /// Places `node`'s subtree by copying its rows from the previous pass, when it was placed
    /// there at the same frame and proposal (false otherwise, and nothing is placed). The
    /// caller has checked that its placing depends on nothing else (`placementIsReusable`, no
    /// mirroring around it, no preset placements pending): the answers it was placed from are
    /// kept across passes, so placing it again writes the same rows. The subtree's rows are the
    /// ones after the node's that are deeper than it; each node is entered into this pass and
    /// told its new row, as placing does. A row of 10,000 framed leaves laid out at a new width
    /// places the hundred the width reaches and copies the others.
    func reusePlacement(_ node: LayoutNode, frame: Rect, proposal: ProposedViewSize) -> Bool {
        let old = Int(node.previousPlacedRow)
        return previousRows.withUnsafeBufferPointer { rows in
            guard old >= 0, old < rows.count else { return false }
            let first = rows[old]
            guard first.nodeReference.toOpaque() == Unmanaged.passUnretained(node).toOpaque(), first.depth == placingDepth,
                  Self.sameBits(first.frame, frame), first.proposal.key == proposal.key else { return false }
            let row = placed.append(node, frame: frame, proposal: proposal, parent: placingParent, depth: placingDepth)
            node.placedRow = row
            let shift = row &- Int32(old)
            var index = old + 1
            let id = self.id
            while index < rows.count, rows[index].depth > first.depth {
                let copied = rows[index]
                let newRow = placed.append(copied, parent: copied.parent &+ shift)
                copied.nodeReference._withUnsafeGuaranteedRef { descendant in
                    descendant.enter(pass: id)
                    descendant.placedRow = newRow
                }
                index += 1
            }
            copiedPlacementCount &+= index - old
            return true
        }
    }

    /// True when the two frames are the same numbers bit for bit (0 and -0 differ: the rows
    /// copied must be what placing would write, down to the sign a frame prints with).
    @inline(__always)
    static func sameBits(_ a: Rect, _ b: Rect) -> Bool {
        a.origin.x.bitPattern == b.origin.x.bitPattern && a.origin.y.bitPattern == b.origin.y.bitPattern
            && a.size.width.bitPattern == b.size.width.bitPattern && a.size.height.bitPattern == b.size.height.bitPattern
    }
}
