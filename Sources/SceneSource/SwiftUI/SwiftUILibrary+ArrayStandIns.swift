import SwiftEvaluator

extension SwiftUILibrary {
    /// The element type of an array type named as the evaluator names it (`[HourlyWeather]`),
    /// nil for any other name (a dictionary type `[String: Int]` included).
    static func arrayElement(of type: String) -> String? {
        guard type.count > 2, type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return nil }
        return String(type.dropFirst().dropLast())
    }

    /// `.preview` where `[HourlyWeather]` goes (`HourlyWeatherView(hourlyWeather: .preview)`):
    /// a static member of an extension of the array type that its app declares elsewhere. A
    /// stand-in list of three samples of the element type, with a warning; an error under
    /// `--strict`.
    func standIn(arrayMember name: String, of element: String, at position: SourcePosition?) throws -> Value {
        let path = "[\(element)].\(name)"
        if isStrict { throw notDeclared(path, at: position) }
        if standInPathsReported.insert(path).inserted {
            warning("'\(path)' is not declared in the scene (an extension of its app?); it stands in as three samples", at: position,
                    hint: Self.standInHint)
        }
        return .native(StandInValue(name: path, typeName: element))
    }
}
