import Foundation
import Resources
import SceneKit

/// What scenes share while the app runs: the settings, the workspace of the server logged in to, and
/// the session. Routers inject the next scene's inputs through it.
@MainActor
public final class AppContext {
    public var settings: Settings
    public let location: DataLocation
    public var workspace: ServerWorkspace?
    public var session: AISSession?
    /// Whom the store belongs to, for a command that answers from it without a session (`--offline`):
    /// its dates and amounts are then shown in the formats of that user's last login.
    public var storedOwner: SessionOwner?
    /// The demo credentials to offer on the login screen when talking to the bundled simulator.
    public var demoCredentials: (user: String, password: String)?
    /// A route to open once logged in (`signoff --open po/4001`).
    public var pendingRoute: String?
    public weak var root: RootController?
    /// Set when the home screen opens straight from the store (a warm start): when its queue was read.
    public var warmStart: Date?

    public init(settings: Settings, location: DataLocation) {
        self.settings = settings
        self.location = location
    }

    /// The user's JDE date format, or ISO when the settings say so.
    public var dateStyle: DateStyle {
        if settings.isoDates { return .iso }
        return .jde((session?.userInfo.simpleDateFormat ?? storedOwner?.dateFormat).flatMap { JDEDateFormat(simpleDateFormat: $0) })
    }

    /// The user's JDE decimal separator, or plain when the settings say so.
    public var numberStyle: NumberStyle {
        if settings.plainNumbers { return .plain }
        return .jde(session?.userInfo.decimalFormat ?? storedOwner?.decimalFormat)
    }
}

/// How dates are shown.
public enum DateStyle: Sendable {
    case iso
    case jde(JDEDateFormat?)

    public func format(_ date: LocalDate?) -> String {
        guard let date else { return "" }
        switch self {
        case .iso: return date.iso
        case .jde(let format): return format?.format(date) ?? date.iso
        }
    }

    /// A date column as the server sent it: its day in this style, or the text that came when it names
    /// no day (made inert where it is drawn).
    public func format(_ date: DateFacts?) -> String {
        switch date {
        case nil: return ""
        case .day?: return format(date?.localDate)
        case .unreadable(let text)?: return text
        }
    }
}
