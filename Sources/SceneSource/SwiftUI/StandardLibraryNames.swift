/// Names the standard library provides as types, which are never placeholders.
enum StandardLibraryNames {
    static let names: Set<String> = [
        "Int", "Double", "CGFloat", "Float", "String", "Bool", "Character", "Array", "Dictionary", "Set", "UUID", "Date",
        "Optional", "Substring", "URL",
    ]
}
