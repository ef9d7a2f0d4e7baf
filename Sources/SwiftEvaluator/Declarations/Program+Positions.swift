import SwiftSyntax
import Synchronization

/// Where a node is: its file and offset, and the line and column a diagnostic names.
extension Program {
    /// The position of `node` in the file it belongs to.
    /// Both steps take time independent of how deep the node is: its file is the one whose tree
    /// gives its index the same identifier (the last file found is tried first), and its start
    /// is found in the file's bytes.
    public func position(of node: some SyntaxProtocol) -> SourcePosition {
        let index = files.count <= 1 ? 0 : fileIndex(of: node.id)
        guard files.indices.contains(index) else {
            return SourcePosition(file: 0, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        return SourcePosition(file: index, offset: SourceText.skippingTrivia(files[index].bytes, from: node.position.utf8Offset))
    }

    /// The index of the file whose tree holds the node `id`, 0 when none does.
    private func fileIndex(of id: SyntaxIdentifier) -> Int {
        let last = lastFileIndex.load(ordering: .relaxed)
        if files.indices.contains(last), SyntaxIdentifier.fromIndexInTree(id.indexInTree, relativeToRoot: files[last].tree) == id {
            return last
        }
        for index in files.indices where SyntaxIdentifier.fromIndexInTree(id.indexInTree, relativeToRoot: files[index].tree) == id {
            lastFileIndex.store(index, ordering: .relaxed)
            return index
        }
        return 0
    }

    public func lineColumn(_ position: SourcePosition) -> SourceLineColumn {
        guard files.indices.contains(position.file) else { return SourceLineColumn(file: "?", line: 1, column: 1) }
        let file = files[position.file]
        let location = file.converter.location(for: AbsolutePosition(utf8Offset: position.offset))
        return SourceLineColumn(file: file.name, line: location.line, column: location.column)
    }
}
