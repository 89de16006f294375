/// Which shapes the simulator's answers take. Real AIS servers answer in the shapes of contract §9
/// (dates as `yyyyMMdd`, blanks as one space, extra top-level fields, object-shaped form errors); the
/// simulator sends them by default so that clients meet them in every test. `tidy` keeps the older,
/// cleaner answers (dates in the user's format, blanks as "") for tests written against them.
public enum ResponseShapes: String, Sendable, CaseIterable {
    case real
    case tidy
}
