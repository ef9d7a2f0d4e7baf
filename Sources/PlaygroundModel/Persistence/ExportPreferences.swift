import Foundation

/// What the last export chose (scale, overlays, folder, format), kept in `export.json` in the
/// state folder: the next export starts from it, copying uses it, and so does the next session.
public struct ExportPreferences: Codable, Hashable, Sendable {
    public var scale = 2.0
    public var withOverlays = true
    public var folder: String?
    public var format = "png"

    public init(scale: Double = 2, withOverlays: Bool = true, folder: String? = nil, format: String = "png") {
        self.scale = scale
        self.withOverlays = withOverlays
        self.folder = folder
        self.format = format
    }

    /// The preferences saved in `directory` (default: `StateDirectory.path()`); the defaults
    /// when there are none or they cannot be read. A scale outside 1...3 becomes 2.
    public static func load(directory: String? = nil) -> ExportPreferences {
        let path = (directory ?? StateDirectory.path()) + "/export.json"
        guard let data = FileManager.default.contents(atPath: path),
              var preferences = try? JSONDecoder().decode(ExportPreferences.self, from: data) else { return ExportPreferences() }
        if !(1...3).contains(preferences.scale) { preferences.scale = 2 }
        if !["png", "svg"].contains(preferences.format) { preferences.format = "png" }
        return preferences
    }

    /// Saves them in `directory` (a temporary file, then renamed).
    public func save(directory: String? = nil) throws {
        let folder = directory ?? StateDirectory.path()
        try StateDirectory.create(folder)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(String(decoding: try encoder.encode(self), as: UTF8.self) + "\n", to: folder + "/export.json")
    }
}
