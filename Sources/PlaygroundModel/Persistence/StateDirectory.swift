import Foundation

/// The playground's folder for state that survives a restart (autosaves, recent files):
/// `$XDG_STATE_HOME/layout-playground`, by default `~/.local/state/layout-playground`
/// (XDG Base Directory Specification).
public enum StateDirectory {
    public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/layout-playground"
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.local/state/layout-playground"
    }

    /// Creates `path` and its parents when missing.
    static func create(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw DocumentError("could not create the folder '\(path)': \(DocumentError.reason(error))")
        }
    }
}
