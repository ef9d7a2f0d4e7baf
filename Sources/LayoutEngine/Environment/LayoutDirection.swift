/// The direction of the reading order (SwiftUI's `LayoutDirection`). In `rightToLeft`,
/// leading is the right edge and every horizontal placement is mirrored.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
