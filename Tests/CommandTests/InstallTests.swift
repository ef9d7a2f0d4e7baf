import Foundation
import Testing

/// `Scripts/install.sh` (issue 44): an install into a temporary prefix, checked with the
/// desktop's own tools (desktop-file-validate, appstreamcli, man, bash), the installed program
/// run from outside the checkout, and `--uninstall` taking back exactly what was installed.
/// The program installed is the one the other command tests run (`--binary`), so no release
/// build is made. A test whose tool is missing is skipped, naming the package
/// (`Scripts/install-dependencies.sh` installs them).
@Suite("Installing under a prefix", .serialized)
struct InstallTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL.path
    static let script = repository + "/Scripts/install.sh"
    static let id = "org.layoutplayground.LayoutPlayground"

    /// The first of `paths` that is an executable file.
    static func tool(_ paths: String...) -> String? {
        paths.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static let desktopFileValidate = tool("/usr/bin/desktop-file-validate")
    static let appstreamcli = tool("/usr/bin/appstreamcli")
    static let man = tool("/usr/bin/man")
    static let bash = tool("/bin/bash", "/usr/bin/bash")

    /// Runs `tool` with `arguments`.
    static func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:], directory: String? = nil) throws -> CommandRunner.Output {
        try CommandRunner.run(arguments, timeout: 600, program: URL(fileURLWithPath: tool), environment: environment, directory: directory)
    }

    /// A new empty folder.
    static func temporaryFolder(_ name: String) throws -> String {
        let folder = NSTemporaryDirectory() + "lp-\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Installs into `prefix` with the tests' program; the script's output.
    @discardableResult
    static func install(_ prefix: String, _ arguments: [String] = []) throws -> CommandRunner.Output {
        let output = try run(bash ?? "/bin/bash", [script, "--prefix", prefix, "--binary", CommandRunner.executable.path] + arguments)
        #expect(output.status == 0, "install.sh failed: \(output.standardError)")
        return output
    }

    /// A new install into a temporary prefix, removed when the test is done with it.
    static func installed(_ arguments: [String] = [], _ test: (String) throws -> Void) throws {
        let prefix = try temporaryFolder("prefix")
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        try #require(try install(prefix, arguments).status == 0)
        try test(prefix)
    }

    /// What `pattern` matches in `text`: its first group, or the whole match.
    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: match.numberOfRanges > 1 ? 1 : 0), in: text).map { String(text[$0]) }
        }
    }

    /// Every file and folder under `folder`, relative to it, sorted.
    static func contents(_ folder: String) -> [String] {
        ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []).sorted()
    }

    @Test("The install lays out a GNOME app's and a command's files, each in the manifest")
    func layout() throws {
        try Self.installed { prefix in
            let files = Set(Self.contents(prefix))
            for expected in [
                "bin/layout-playground", "share/applications/\(Self.id).desktop",
                "share/icons/hicolor/scalable/apps/\(Self.id).svg", "share/icons/hicolor/symbolic/apps/\(Self.id)-symbolic.svg",
                "share/metainfo/\(Self.id).metainfo.xml", "share/man/man1/layout-playground.1", "share/man/man1/layout-playground-render.1",
                "share/bash-completion/completions/layout-playground", "share/zsh/site-functions/_layout-playground",
                "share/fish/vendor_completions.d/layout-playground.fish", "share/layout-playground/data/country-rows.swift",
                "share/layout-playground/data/trailhead/Preview Content/PreviewData.swift",
            ] {
                #expect(files.contains(expected), "\(expected) is not installed")
            }
            // Every file but the manifest is listed in it, with its folders.
            let manifest = try String(contentsOfFile: prefix + "/share/layout-playground/install-manifest.txt", encoding: .utf8)
            let listed = Set(manifest.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line -> String in
                let words = line.split(separator: " ", maxSplits: line.hasPrefix("file ") ? 2 : 1)
                return String(words.last ?? "")
            })
            #expect(files.subtracting(listed) == ["share/layout-playground/install-manifest.txt"])
            #expect(listed.subtracting(files).isEmpty)
            // The symbolic icon is one colour, as GTK recolours it.
            let symbolic = try String(contentsOfFile: prefix + "/share/icons/hicolor/symbolic/apps/\(Self.id)-symbolic.svg", encoding: .utf8)
            let colours = Set(Self.matches("#[0-9a-fA-F]{6}", in: symbolic))
            #expect(colours == ["#2e3436"], "\(colours)")
        }
    }

    @Test("desktop-file-validate accepts the desktop file, which starts the installed program",
          .enabled(if: desktopFileValidate != nil, "desktop-file-validate is not installed (Debian's desktop-file-utils)"))
    func desktopFile() throws {
        try Self.installed { prefix in
            let file = prefix + "/share/applications/\(Self.id).desktop"
            let output = try Self.run(Self.desktopFileValidate!, [file])
            #expect(output.status == 0 && output.standardOutput.isEmpty && output.standardError.isEmpty, "\(output.standardOutput)\(output.standardError)")
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.contains("\nExec=\(prefix)/bin/layout-playground gui %f\n") && text.contains("\nIcon=\(Self.id)\n") && text.contains("MimeType=text/x-swift;"))
        }
    }

    @Test("appstreamcli validate --no-net accepts the metainfo, with and without screenshots; its release is --version's",
          .enabled(if: appstreamcli != nil, "appstreamcli is not installed (Debian's appstream)"))
    func metainfo() throws {
        try Self.installed { prefix in
            let file = prefix + "/share/metainfo/\(Self.id).metainfo.xml"
            let plain = try Self.run(Self.appstreamcli!, ["validate", "--no-net", "--explain", file])
            #expect(plain.status == 0, "\(plain.standardOutput)\(plain.standardError)")
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(!text.contains("<screenshots>") && !text.contains("@SCREENSHOTS_URL@"))
            #expect(text.contains("<launchable type=\"desktop-id\">\(Self.id).desktop</launchable>"))
            #expect(text.contains("<binary>layout-playground</binary>") && text.contains("<mediatype>text/x-swift</mediatype>"))
            #expect(text.contains("<content_rating type=\"oars-1.1\""))
            let version = try CommandRunner.run(["--version"]).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(text.contains("<release version=\"\(version)\""), "the newest release is not \(version)")
            // With a web address for Documentation/'s pictures: four screenshots, still valid. A
            // file:// address is refused by the validator (web-url-expected), so none is the default.
            let other = try Self.temporaryFolder("prefix-screenshots")
            defer { try? FileManager.default.removeItem(atPath: other) }
            try Self.install(other, ["--screenshots-url", "https://example.org/layout-playground/Documentation/"])
            let shown = other + "/share/metainfo/\(Self.id).metainfo.xml"
            let withScreenshots = try Self.run(Self.appstreamcli!, ["validate", "--no-net", "--explain", shown])
            #expect(withScreenshots.status == 0, "\(withScreenshots.standardOutput)\(withScreenshots.standardError)")
            let pictures = Self.matches("Documentation/([a-z-]+\\.png)<", in: try String(contentsOfFile: shown, encoding: .utf8))
            #expect(pictures.count == 4)
            for picture in pictures {
                #expect(FileManager.default.fileExists(atPath: Self.repository + "/Documentation/" + picture), "\(picture) is not in Documentation/")
            }
            #expect(try Self.run(Self.bash!, [Self.script, "--uninstall", "--prefix", other]).status == 0)
        }
    }

    @Test("man -l shows each page without a warning, one for every subcommand --help lists, with every option",
          .enabled(if: man != nil, "man is not installed (Debian's man-db)"))
    func manualPages() throws {
        try Self.installed { prefix in
            let folder = prefix + "/share/man/man1"
            let help = try CommandRunner.run(["--help"]).standardOutput
            // The section's lines that start with a name (two spaces in), up to its blank line.
            let section = help.components(separatedBy: "SUBCOMMANDS:\n").last?.components(separatedBy: "\n\n").first ?? ""
            let subcommands = Self.matches("(?m)^  ([a-z][a-z-]*)", in: section)
            #expect(subcommands.contains("render") && subcommands.count >= 8, "\(subcommands)")
            let pages = Self.contents(folder)
            #expect(Set(pages) == Set(["layout-playground.1"] + subcommands.filter { $0 != "help" }.map { "layout-playground-\($0).1" }), "\(pages)")
            let environment = ["MANWIDTH": "100", "LC_ALL": "C.UTF-8", "MANPAGER": "cat", "PAGER": "cat"]
            for page in pages {
                let shown = try Self.run(Self.man!, ["--warnings", "-l", folder + "/" + page], environment: environment)
                #expect(shown.status == 0 && shown.standardError.isEmpty, "\(page): \(shown.standardError)")
                #expect(shown.standardOutput.contains("NAME") && shown.standardOutput.contains("SYNOPSIS"), "\(page) shows \(shown.standardOutput.prefix(200))")
            }
            // The render page says what `render --help` says: each of its options.
            let renderHelp = try CommandRunner.run(["render", "--help"]).standardOutput
            let options = Set(Self.matches("--[a-z][a-z-]+", in: renderHelp))
            let renderPage = try Self.run(Self.man!, ["-l", folder + "/layout-playground-render.1"], environment: environment).standardOutput
            #expect(options.count > 15)
            for option in options {
                #expect(renderPage.contains(option), "the render page does not mention \(option)")
            }
            #expect(renderPage.contains("Draw a scene as PNG, SVG or PDF."))
        }
    }

    @Test("The bash completion completes 'ren' to render and --device to the device presets",
          .enabled(if: bash != nil, "bash is not installed"))
    func bashCompletion() throws {
        try Self.installed { prefix in
            // As bash calls a completion function: the line's words (quoted as typed), the last
            // one being completed.
            let driver = """
                source "$1"
                complete_words() {
                  COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 ))
                  COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
                  COMPREPLY=()
                  _layout-playground "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
                  printf '%s\\n' "${COMPREPLY[@]}"
                }
                echo "[subcommand]"; complete_words layout-playground ren
                echo "[device]"; complete_words layout-playground render --device 'iPhone\\ 15'
                echo "[gui device]"; complete_words layout-playground gui --device iPad
                """
            // The device names are asked of the program (`layout-playground ---completion ...`),
        // found on PATH as after an install.
        let path = prefix + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let output = try Self.run(Self.bash!, ["-c", driver, "driver", prefix + "/share/bash-completion/completions/layout-playground"], environment: ["PATH": path])
            #expect(output.status == 0 && output.standardError.isEmpty, "\(output.standardError)")
            let sections = output.standardOutput.components(separatedBy: "[").dropFirst().map { $0.split(separator: "\n").map(String.init) }
            #expect(sections.count == 3)
            guard sections.count == 3 else { return }
            #expect(sections[0] == ["subcommand]", "render"], "\(sections[0])")
            // The names with their spaces, one completion each.
            #expect(sections[1].dropFirst().sorted() == ["iPhone 15", "iPhone 15 (landscape)", "iPhone 15 Pro Max", "iPhone 15 Pro Max (landscape)"], "\(sections[1])")
            #expect(sections[2].contains("iPad (10th generation)") && sections[2].contains("iPad (10th generation) (landscape)"), "\(sections[2])")
        }
    }

    @Test("The installed program, started outside the checkout, renders a gallery scene it finds under its prefix")
    func installedProgramFindsExamples() throws {
        try Self.installed { prefix in
            let elsewhere = try Self.temporaryFolder("elsewhere")
            defer { try? FileManager.default.removeItem(atPath: elsewhere) }
            // No examples in the working directory, the home or the XDG folders: only the prefix's.
            let environment = ["HOME": elsewhere, "XDG_DATA_HOME": elsewhere + "/data-home", "XDG_DATA_DIRS": elsewhere + "/data-dirs"]
            let program = prefix + "/bin/layout-playground"
            let picture = elsewhere + "/rows.png"
            let output = try Self.run(program, ["render", "country-rows.swift", "-o", picture], environment: environment, directory: elsewhere)
            #expect(output.status == 0, "\(output.standardError)")
            // The checkout's scene drawn by the checkout's program: the same picture, 393x852 at 2x.
            let expected = elsewhere + "/expected.png"
            #expect(try CommandRunner.run(["render", Self.repository + "/data/country-rows.swift", "-o", expected]).status == 0)
            let drawn = try Data(contentsOf: URL(fileURLWithPath: picture))
            #expect(drawn == (try Data(contentsOf: URL(fileURLWithPath: expected))), "the installed example draws differently")
            // The PNG header's width and height (big-endian, bytes 16 to 23).
            let size = drawn.count >= 24 ? [drawn[16..<20], drawn[20..<24]].map { $0.reduce(0) { $0 << 8 | Int($1) } } : []
            #expect(drawn.starts(with: [0x89, 0x50, 0x4E, 0x47]) && size == [786, 1704], "\(size)")
            // An app folder by its name too; a name that is no example is still refused.
            let app = try Self.run(program, ["list", "trailhead"], environment: environment, directory: elsewhere)
            #expect(app.status == 0 && app.standardOutput.contains("TrailDetailScreen"), "\(app.standardError)")
            let missing = try Self.run(program, ["layout", "no-such-scene"], environment: environment, directory: elsewhere)
            #expect(missing.status == 1 && missing.standardError.contains("cannot read 'no-such-scene'"), "\(missing.standardError)")
        }
    }

    @Test("--uninstall takes back what was installed and nothing else: files of the user's and changed files stay")
    func uninstall() throws {
        let prefix = try Self.temporaryFolder("prefix-uninstall")
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let uninstall = { try Self.run(Self.bash ?? "/bin/bash", [Self.script, "--uninstall", "--prefix", prefix]) }
        try Self.install(prefix)
        // Installing again replaces the first install; one uninstall leaves the prefix empty.
        try Self.install(prefix)
        let removed = try uninstall()
        #expect(removed.status == 0, "\(removed.standardError)")
        #expect(Self.contents(prefix).isEmpty, "left: \(Self.contents(prefix).prefix(10))")
        // The user's own file in a folder the install uses, and an installed file changed since.
        try FileManager.default.createDirectory(atPath: prefix + "/share/applications", withIntermediateDirectories: true)
        try "[Desktop Entry]\n".write(toFile: prefix + "/share/applications/mine.desktop", atomically: true, encoding: .utf8)
        try Self.install(prefix)
        let readme = prefix + "/share/layout-playground/data/README.md"
        try (try String(contentsOfFile: readme, encoding: .utf8) + "My notes.\n").write(toFile: readme, atomically: true, encoding: .utf8)
        let kept = try uninstall()
        #expect(kept.status == 0 && kept.standardError.contains("kept \(readme)"), "\(kept.standardError)")
        #expect(Self.contents(prefix) == [
            "share", "share/applications", "share/applications/mine.desktop",
            "share/layout-playground", "share/layout-playground/data", "share/layout-playground/data/README.md",
        ])
        // Nothing to take back now.
        #expect(try uninstall().status != 0)
    }
}
