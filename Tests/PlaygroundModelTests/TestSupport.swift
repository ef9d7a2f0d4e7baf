import Foundation

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// A new empty folder under the system's temporary folder, removed by `removeTemporaryFolder`.
func makeTemporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "playground-model-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func removeTemporaryFolder(_ path: String) {
    try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    try? FileManager.default.removeItem(atPath: path)
}
