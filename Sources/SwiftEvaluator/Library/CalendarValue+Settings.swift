/// `Calendar` is a value whose settable properties a scene assigns (`var calendar =
/// Calendar.current; calendar.timeZone = ...; calendar.firstWeekday = 2`): the copy keeps
/// them and reads them back. The dates it works out stay Gregorian in UTC, as the rest of the
/// playground's.
extension CalendarValue {
    /// The properties of Foundation's `Calendar` that can be set.
    static let settableProperties: Set<String> = ["timeZone", "locale", "firstWeekday", "minimumDaysInFirstWeek"]

    func settingMember(_ name: String, to value: Value, in context: EvaluationContext) throws -> (any NativeValue)? {
        guard Self.settableProperties.contains(name) else { return nil }
        var changed = self
        changed.settings[name] = value
        return changed
    }

    /// A settable property: as set, else Foundation's value for the US English Gregorian
    /// calendar (the week starts on Sunday, 1; its first week has one day at least).
    func setting(_ name: String) -> Value? {
        if let set = settings[name] { return set }
        switch name {
        case "firstWeekday", "minimumDaysInFirstWeek": return .int(1)
        case "timeZone": return .native(OpaqueFoundationValue(typeName: "TimeZone"))
        case "locale": return .native(OpaqueFoundationValue(typeName: "Locale"))
        case "identifier": return .implicitMember(ImplicitMember(name: "gregorian", arguments: nil))
        default: return nil
        }
    }
}
