import Foundation

/// What the last export chose (scale, overlays, folder, format, the device's chrome), kept in
/// `export.json` in the state folder: the next export starts from it, copying uses it, and so
/// does the next session.
public struct ExportPreferences: Codable, Hashable, Sendable {
    public var scale = 2.0
    public var withOverlays = true
    public var folder: String?
    public var format = "png"
    /// On a device preset's screen: the picture shows the screen as the device does (status
    /// bar, Dynamic Island, home indicator, rounded corners); off, the bare screen.
    public var withDeviceChrome = true

    public init(scale: Double = 2, withOverlays: Bool = true, folder: String? = nil, format: String = "png", withDeviceChrome: Bool = true) {
        self.scale = scale
        self.withOverlays = withOverlays
        self.folder = folder
        self.format = format
        self.withDeviceChrome = withDeviceChrome
    }

    private enum CodingKeys: String, CodingKey {
        case scale, withOverlays, folder, format, withDeviceChrome
    }

    /// Each setting the file has; the default for one it lacks (a file an older version wrote).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = ExportPreferences()
        scale = try container.decodeIfPresent(Double.self, forKey: .scale) ?? defaults.scale
        withOverlays = try container.decodeIfPresent(Bool.self, forKey: .withOverlays) ?? defaults.withOverlays
        folder = try container.decodeIfPresent(String.self, forKey: .folder)
        format = try container.decodeIfPresent(String.self, forKey: .format) ?? defaults.format
        withDeviceChrome = try container.decodeIfPresent(Bool.self, forKey: .withDeviceChrome) ?? defaults.withDeviceChrome
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
