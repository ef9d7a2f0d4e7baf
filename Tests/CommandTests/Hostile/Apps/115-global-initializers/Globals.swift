import SwiftUI

// Globals and statics whose initialisers never end, each used by one view: the other items
// of the app are drawn.
let table: [Int] = {
    var numbers: [Int] = []
    while true { numbers.append(numbers.count) } // ATTACK
}()

enum Config {
    static let shared = Config.make()
    static func make() -> Int { make() + 1 } // ATTACK
}

struct TableView: View {
    var body: some View { Text("\(table.count)") }
}

struct ConfigView: View {
    var body: some View { Text("\(Config.shared)") }
}

#Preview("Table") { TableView() }
#Preview("Config") { ConfigView() }
