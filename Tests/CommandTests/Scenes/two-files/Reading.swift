// A model in a file of its own, as apps keep them.
struct Reading: Identifiable {
    let id: Int
    var label: String
    var width: Double

    static let samples = [
        Reading(id: 1, label: "Morning", width: 120),
        Reading(id: 2, label: "Evening", width: 80),
    ]
}
