import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The folder a hostile scene of `Hostile/` (80 to 88) runs in, made as its comment describes,
/// in a fresh temporary root: the scene's folder `root/scene/` (for 87, `root/app/scene/`, the
/// catalog in `root/app/`), and `root/outside/`, what links and names aim at.
struct HostileFolder {
    let root: String
    /// The scene's folder and the scene file in it.
    let folder: String
    let scene: String
    let realRoot: String
    let realSceneFolder: String

    static let files = HostileSceneTests.folder.appendingPathComponent("Files")

    init(scene name: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lp-hostile-\(UUID().uuidString)").path
        folder = root + (name.hasPrefix("87") ? "/app/scene" : "/scene")
        scene = folder + "/" + name
        try Self.make(folder)
        try Self.make(root + "/outside")
        try FileManager.default.copyItem(atPath: HostileSceneTests.folder.appendingPathComponent(name).path, toPath: scene)
        try Self.copy("red-30x20.png", to: root + "/outside/outside.png")
        try Self.write(Self.colorSet(red: 1), to: root + "/outside/Assets.xcassets/Brand.colorset/Contents.json")
        let catalog = folder + "/Assets.xcassets"
        try Self.write(#"{ "info": { "author": "xcode", "version": 1 } }"#, to: catalog + "/Contents.json")
        switch name.prefix(2) {
        case "80":
            try Self.pipe(folder + "/photo.png")
        case "81":
            try Self.make(catalog + "/Piped.imageset")
            try Self.pipe(catalog + "/Piped.imageset/Contents.json")
            try Self.write(Self.imageSet("listed.png"), to: catalog + "/Listed.imageset/Contents.json")
            try Self.pipe(catalog + "/Listed.imageset/listed.png")
        case "82":
            try Self.make(catalog + "/Brand.colorset")
            try Self.pipe(catalog + "/Brand.colorset/Contents.json")
        case "83":
            for index in 1...4 { try Self.copy("gigapixel.png", to: folder + "/giga\(index).png") }
        case "84":
            try Self.make(catalog + "/Loop")
            for index in 1...8 {
                try Self.link(catalog + "/l\(index)", to: ".")
                try Self.link(catalog + "/Loop/l\(index)", to: "..")
            }
        case "85":
            try Self.link(folder + "/Resources", to: root + "/outside")
            try Self.write(Self.imageSet("linked.png"), to: catalog + "/Linked.imageset/Contents.json")
            try Self.link(catalog + "/Linked.imageset/linked.png", to: root + "/outside/outside.png")
        case "87":
            let above = root + "/app/Assets.xcassets"
            try Self.write(Self.colorSet(red: 1), to: above + "/Brand.colorset/Contents.json")
            try Self.write(Self.imageSet("badge.png"), to: above + "/Badge.imageset/Contents.json")
            try Self.copy("red-30x20.png", to: above + "/Badge.imageset/badge.png")
        case "88":
            let set = catalog + "/Drawing.imageset"
            try Self.write(Self.imageSet("drawing.svg"), to: set + "/Contents.json")
            try Self.write("""
                <?xml version="1.0"?>
                <?xml-stylesheet href="style.css" type="text/css"?>
                <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="16" height="16">
                  <image xlink:href="pipe.png" width="16" height="16"/>
                  <image href="file:///etc/passwd" width="16" height="16"/>
                  <use xlink:href="other.svg#shape"/>
                  <rect width="8" height="8" fill="red"/>
                </svg>
                """, to: set + "/drawing.svg")
            try Self.pipe(set + "/pipe.png")
            try Self.pipe(set + "/style.css")
            try Self.pipe(set + "/other.svg")
        default: break
        }
        realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        realSceneFolder = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    static func imageSet(_ file: String) -> String {
        #"{ "images": [ { "filename": "\#(file)", "idiom": "universal", "scale": "1x" } ], "info": { "author": "xcode", "version": 1 } }"#
    }

    static func colorSet(red: Double) -> String {
        #"{ "colors": [ { "color": { "color-space": "srgb", "components": { "alpha": "1.000", "blue": "0.000", "green": "0.000", "red": "\#(red)" } }, "idiom": "universal" } ] }"#
    }

    static func make(_ folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    static func write(_ text: String, to path: String) throws {
        try make(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func copy(_ file: String, to path: String) throws {
        try make(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        try FileManager.default.copyItem(atPath: files.appendingPathComponent(file).path, toPath: path)
    }

    static func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }

    struct PipeFailed: Error { var path: String }

    static func pipe(_ path: String) throws {
        guard mkfifo(path, 0o644) == 0 else { throw PipeFailed(path: path) }
    }
}
