import LayoutEngine
import SwiftEvaluator

extension SwiftUILibrary {
    /// The file, line and column of `position`, as views and diagnostics report it. Kept by
    /// position (`knownLocations`): every view a `ForEach` row makes is located at the same few
    /// places, and finding a line and column is a search of the file's lines each time.
    func location(_ position: SourcePosition?) -> LayoutEngine.SourceLocation {
        guard let position, let evaluator else { return LayoutEngine.SourceLocation(file: fileName, line: 1, column: 1) }
        if let known = knownLocations[position] { return known }
        let place = evaluator.lineColumn(position)
        // Code the playground wrote (a root made with sample arguments) is reported at the view
        // it was written for.
        let location = writtenCodeLocations[place.file] ?? LayoutEngine.SourceLocation(file: place.file, line: place.line, column: place.column)
        knownLocations[position] = location
        return location
    }
}
