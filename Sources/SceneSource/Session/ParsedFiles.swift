import Foundation
import SwiftEvaluator
import SwiftSyntax

/// Files parsed once and kept while their text stays the same, shared by the sessions of one
/// window: typing in one file of an app folder, or a save from another editor, re-reads the
/// whole app as a new `EvaluationSession`, and every file but the changed one is taken from
/// here instead of being parsed, folded and indexed again.
///
/// An entry is the file's text, what reading it reported (syntax errors, limits) and, when it
/// read, the parsed tree, its reader and the file prepared for a program (`Program.prepare`);
/// all immutable, so sessions on other threads can share them. Thread-safe. Memory: the trees
/// of the files kept (about ten times their text); `keepOnly` drops files no longer read.
public final class ParsedFiles: @unchecked Sendable {
    final class Entry {
        let source: String
        let problems: [Diagnostic]
        let parsed: (tree: SourceFileSyntax, reader: SceneReader, file: Program.File)?

        init(source: String, problems: [Diagnostic], parsed: (tree: SourceFileSyntax, reader: SceneReader, file: Program.File)?) {
            self.source = source
            self.problems = problems
            self.parsed = parsed
        }
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    public init() {}

    /// How many times a file was parsed because it was not kept with that text.
    public var parseCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return parses
    }

    private var parses = 0

    /// How many files are kept.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// The entry for `name` with text `source`: the kept one when the text is the same, else
    /// one made by `make` (outside the lock, so two threads may both make it; the last is kept).
    func entry(name: String, source: String, make: () -> Entry) -> Entry {
        lock.lock()
        if let kept = entries[name], kept.source == source {
            lock.unlock()
            return kept
        }
        lock.unlock()
        let made = make()
        lock.lock()
        parses += 1
        if let replaced = entries[name] { retiredTypesMade += Self.typesMade(by: replaced) }
        entries[name] = made
        lock.unlock()
        return made
    }

    /// How many top-level types were made from syntax for the files read with this store, in
    /// all, the files since replaced or forgotten included (`DeclarationTemplates`): a reading
    /// that finds a file kept copies its types instead.
    public var typesMade: Int {
        lock.lock()
        let kept = Array(entries.values), retired = retiredTypesMade
        lock.unlock()
        return kept.reduce(retired) { $0 + Self.typesMade(by: $1) }
    }

    /// True (the default): a file's top-level types are made once and copied into each
    /// reading (`DeclarationTemplates`); false makes them from syntax in every reading, as
    /// before (`bench --app` measures both ways). Process-wide.
    public static var keepsDeclarations: Bool {
        get { DeclarationTemplates.areUsed.load(ordering: .relaxed) }
        set { DeclarationTemplates.areUsed.store(newValue, ordering: .relaxed) }
    }

    /// What `typesMade` counted for the entries no longer kept.
    private var retiredTypesMade = 0

    private static func typesMade(by entry: Entry) -> Int {
        entry.parsed?.file.declarations.madeCount ?? 0
    }

    /// Forgets every file not named in `names` (files deleted from the folder or no longer read).
    public func keepOnly(_ names: Set<String>) {
        lock.lock()
        for (name, entry) in entries where !names.contains(name) { retiredTypesMade += Self.typesMade(by: entry) }
        entries = entries.filter { names.contains($0.key) }
        lock.unlock()
    }
}
