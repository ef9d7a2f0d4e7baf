import Foundation

/// Writes files whole or not at all: the text goes to a temporary file in the destination's
/// folder (same file system, so the rename is atomic), is flushed, then renamed over the
/// destination. On failure the temporary file is removed and the destination is untouched.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws {
        try write(bytes: Array(text.utf8), to: path)
    }

    /// Writes `bytes` whole or not at all (a picture copied, `snapshot`'s baseline pictures).
    public static func write(bytes: [UInt8], to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let directory = folder.isEmpty ? "." : folder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DocumentError("could not save to '\(path)': the folder '\(directory)' does not exist")
        }
        let temporary = directory + "/." + name + ".saving-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let mode = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int).flatMap { $0 } ?? 0o644
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode_t(mode))
        guard descriptor >= 0 else { throw failure(path, errno) }
        var written = 0
        var errorNumber: Int32 = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                errorNumber = errno
                break
            }
            written += count
        }
        if errorNumber == 0 && fsync(descriptor) != 0 { errorNumber = errno }
        if close(descriptor) != 0 && errorNumber == 0 { errorNumber = errno }
        if errorNumber == 0 && rename(temporary, path) != 0 { errorNumber = errno }
        if errorNumber != 0 {
            unlink(temporary)
            throw failure(path, errorNumber)
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> DocumentError {
        DocumentError("could not save to '\(path)': \(String(cString: strerror(code)).lowercased())")
    }
}
