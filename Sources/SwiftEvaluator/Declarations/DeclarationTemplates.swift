import SwiftSyntax
import Synchronization

/// The top-level types of one prepared file (`Program.File`), each made once from its syntax
/// and copied into every program that adds the file: a window re-reading an app folder after
/// one file changed collects the declarations of that file only (issue 39: the shown view
/// again under 100 ms). A template is the type as its own declaration makes it, before any
/// other file's extension, alias or superclass is merged in (`Program.topLevelType`); programs
/// only ever change their copies, so a template holds no member another file gave and no
/// static value a scene computed.
///
/// Templates are kept by the file's place in the program (positions name the file by index):
/// a file read at another index (a file added before it) makes its templates again. Immutable
/// once stored; thread-safe (sessions on other threads may add the same file).
public final class DeclarationTemplates: Sendable {
    /// A type as its declaration alone makes it, and the notes making it reported.
    struct Template {
        let type: TypeDefinition
        let notes: [(message: String, position: SourcePosition, isError: Bool)]
    }

    /// The file indices templates are kept for at most (a file is at one index in almost
    /// every reading; more would only be memory).
    static let keptIndices = 2

    private struct State {
        var byIndex: [Int: [SyntaxIdentifier: Template]] = [:]
        var made = 0
    }

    private let state = Mutex(State())

    /// False: every program makes every file's types from syntax, as before templates were
    /// kept (`bench --app` measures both ways in one run).
    public static let areUsed = Atomic<Bool>(true)

    public init() {}

    /// How many types were made from syntax for this file (not copied from a template).
    public var madeCount: Int { state.withLock { $0.made } }

    func template(for declaration: SyntaxIdentifier, file: Int) -> Template? {
        state.withLock { $0.byIndex[file]?[declaration] }
    }

    func store(_ template: Template, for declaration: SyntaxIdentifier, file: Int) {
        state.withLock { state in
            if state.byIndex[file] == nil, state.byIndex.count >= Self.keptIndices { state.byIndex = [:] }
            state.byIndex[file, default: [:]][declaration] = template
            state.made += 1
        }
    }
}
