import SwiftSyntax
import Synchronization

/// Where a node is: its file and offset, and the line and column a diagnostic names.
extension Program {
    /// The position of `node` in the file it belongs to.
    /// Both steps take time independent of how deep the node is: its file is the one whose tree
    /// gives its index the same identifier (the last file found is tried first), and its start
    /// is found in the file's bytes.
    public func position(of node: some SyntaxProtocol) -> SourcePosition {
        let index = files.count <= 1 ? 0 : fileIndex(of: node)
        guard files.indices.contains(index) else {
            return SourcePosition(file: 0, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        return SourcePosition(file: index, offset: SourceText.skippingTrivia(files[index].bytes, from: node.position.utf8Offset))
    }

    /// The index of the file whose tree holds `node`, 0 when none does. The file found last is
    /// tried first; else the node's root names its file (walking up to the root costs the
    /// node's depth, where trying every file cost the number of files: an app of 600 files
    /// whose views call each other's code asked that at most positions).
    private func fileIndex(of node: some SyntaxProtocol) -> Int {
        let id = node.id
        let last = lastFileIndex.load(ordering: .relaxed)
        if files.indices.contains(last), SyntaxIdentifier.fromIndexInTree(id.indexInTree, relativeToRoot: files[last].tree) == id {
            return last
        }
        if let index = fileIndexByRoot[Syntax(node).root.id], files.indices.contains(index),
           SyntaxIdentifier.fromIndexInTree(id.indexInTree, relativeToRoot: files[index].tree) == id {
            lastFileIndex.store(index, ordering: .relaxed)
            return index
        }
        return 0
    }

    public func lineColumn(_ position: SourcePosition) -> SourceLineColumn {
        guard files.indices.contains(position.file) else { return SourceLineColumn(file: "?", line: 1, column: 1) }
        let file = files[position.file]
        let starts = lineStarts.withLock { $0[position.file] } ?? {
            let made = Self.lineStarts(of: file.bytes)
            lineStarts.withLock { $0[position.file] = made }
            return made
        }()
        let offset = min(max(position.offset, 0), file.bytes.count)
        // The last line starting at or before the offset.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLineColumn(file: file.name, line: low + 1, column: offset - starts[low] + 1)
    }

    /// The offsets where the lines of `bytes` start, as SourceLocationConverter counts lines
    /// ("\n", "\r\n" and a lone "\r" end one).
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))) {
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }
}
