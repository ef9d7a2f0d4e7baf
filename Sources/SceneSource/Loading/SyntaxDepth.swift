import SwiftSyntax

/// How deeply a file's calls nest, found without recursion (the reader and the interpreter
/// recurse once per level, so this is checked first).
///
/// A call inside another call's arguments, closure or callee counts one level: `VStack {
/// VStack { Text("a") } }` is 3 deep and `Color.red.padding(1).padding(1)` is 3 deep too, as
/// a modifier chain is a call whose callee is the call before it.
enum SyntaxDepth {
    /// The deepest call and its depth (nil when the file has no call).
    static func deepestCall(in tree: some SyntaxProtocol) -> (node: Syntax, depth: Int)? {
        var deepest: (node: Syntax, depth: Int)?
        var pending: [(Syntax, Int)] = [(Syntax(tree), 0)]
        while let (node, outer) = pending.popLast() {
            var depth = outer
            if node.is(FunctionCallExprSyntax.self) {
                depth += 1
                if depth > deepest?.depth ?? 0 { deepest = (node, depth) }
            }
            for child in node.children(viewMode: .sourceAccurate) { pending.append((child, depth)) }
        }
        return deepest
    }

    /// False when a file's calls cannot nest deeper than `limit` in a tree without syntax
    /// errors: each call there writes a `(` of its own or has a trailing closure with a `{` of
    /// its own, so calls nested `n` deep need at least `n` of those bytes in the text. Walking
    /// the whole tree (`deepestCall`) was 8% of reading an app folder, for files a hundred
    /// levels short of the limit.
    static func mayNestDeeper(than limit: Int, text: [UInt8]) -> Bool {
        var opening = 0
        for byte in text where byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") {
            opening += 1
            if opening > limit { return true }
        }
        return false
    }
}
