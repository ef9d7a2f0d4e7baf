import Foundation

/// One picture `snapshot` draws: a preview (or, with `--views`, a View type) in one
/// environment. The plan (`SnapshotPlan`) makes the items in the parent; a worker process
/// (`SnapshotWorkerCommand`) receives each as a JSON line and draws it.
struct SnapshotItem: Codable, Hashable {
    enum Kind: String, Codable {
        case preview, view
    }

    /// Its place in the plan, from 0: how workers' answers are matched to items.
    var number: Int
    /// Unique in the run, the same on every run of the same app and options, and safe as a
    /// file name: the picture is `name + ".png"`, and a baseline's picture of the same name is
    /// the one it is compared with.
    var name: String
    var kind: Kind
    /// The preview's name (`Detail`) or the view's (`DifficultyBadge`).
    var title: String
    /// The preview's number in the session (from 0), for a preview.
    var preview: Int?
    /// Where the preview or the view is declared.
    var file: String
    var line: Int
    /// A `DevicePreset` id (`iPhone 15`).
    var device: String
    /// A `DynamicTypeSize` name (`large`).
    var dynamicType: String
    var dark: Bool

    /// `iPhone 15 · large · dark`, as the contact sheet shows it.
    var environment: String { "\(device) · \(dynamicType) · \(dark ? "dark" : "light")" }
}

/// What a worker is asked to do with one item: where its picture goes, and the baseline's
/// picture to compare it with.
struct SnapshotJob: Codable {
    var item: SnapshotItem
    /// The picture to write (a path in the output folder).
    var picture: String
    /// The baseline's picture of the same name, when the baseline has one.
    var baseline: String?
    /// Where the difference picture goes when the two differ.
    var difference: String?
}
