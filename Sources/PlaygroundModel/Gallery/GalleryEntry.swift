import Foundation

/// One example in the gallery: the file (or app folder) it opens, how it is named and described,
/// the group it is listed under and the picture drawn of it beforehand, if there is one.
public struct GalleryEntry: Hashable, Sendable {
    /// The groups, in the order the gallery lists them.
    public enum Group: Int, CaseIterable, Comparable, Sendable {
        case apps, articles, layoutRules, systemViews, appScreens

        public var title: String {
            switch self {
            case .apps: return "Apps"
            case .articles: return "The articles' layouts"
            case .layoutRules: return "Layout rules"
            case .systemViews: return "System views"
            case .appScreens: return "App screens"
            }
        }

        public static func < (lhs: Group, rhs: Group) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var path: String
    public var title: String
    /// One line, at most `GalleryCatalog.descriptionLength` characters; empty when the scene
    /// says nothing about itself.
    public var description: String
    public var group: Group
    /// `data/pictures/NAME.png` when the data script drew one (`Scripts/render-data-pictures.sh`).
    public var picture: String?
}
