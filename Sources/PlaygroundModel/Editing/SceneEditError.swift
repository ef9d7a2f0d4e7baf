import Foundation

/// Why an edit of the scene was refused; the scene is left as it was. `message` is one plain
/// sentence for the window to show as it is.
public struct SceneEditError: Error, Equatable, CustomStringConvertible, LocalizedError {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
    public var errorDescription: String? { message }
}
