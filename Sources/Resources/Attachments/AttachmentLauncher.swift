import Foundation

/// Opens an order's file and link attachments for the order view: a file's bytes go to a private file
/// (`AttachmentFolder`) that the opener then gets; a link goes to the opener as it is, once it is known to be
/// an http or https address. A protocol for the scene's tests.
public protocol AttachmentOpening: Sendable {
    /// The largest file opened, in bytes (`attachments.max-mb`, read each time: the setting may change).
    @MainActor var limitBytes: Int { get }
    /// Writes `file` privately under a safe form of `name` and opens it; answers the path written.
    func openFile(_ file: MediaFile, name: String) async throws -> String
    /// Opens `link` after checking it is an http or https address.
    func openLink(_ link: String) async throws
}

/// The app's `AttachmentOpening`: the settings' opener, limit and keeping, the session's attachment folder
/// (its files removed at logout and quit) or the folder of files kept (`attachments.keep`).
public final class AttachmentLauncher: AttachmentOpening {
    public let folder: AttachmentFolder
    /// Where a file goes while `attachments.keep` is on: never emptied by Signoff.
    public let keptFolder: AttachmentFolder
    private let opener: @MainActor @Sendable () -> AttachmentOpener
    private let limitMegabytes: @MainActor @Sendable () -> Int
    private let keep: @MainActor @Sendable () -> Bool

    /// `opener`, `limitMegabytes` and `keep` are asked (on the main actor, where settings live) at each
    /// opening, so that a settings change applies at once.
    public init(folder: AttachmentFolder, keptFolder: AttachmentFolder? = nil, keep: @escaping @MainActor @Sendable () -> Bool = { false },
                limitMegabytes: @escaping @MainActor @Sendable () -> Int, opener: @escaping @MainActor @Sendable () -> AttachmentOpener) {
        self.folder = folder
        self.keptFolder = keptFolder ?? folder
        self.keep = keep
        self.opener = opener
        self.limitMegabytes = limitMegabytes
    }

    @MainActor public var limitBytes: Int { max(1, limitMegabytes()) * 1024 * 1024 }

    /// Writes the file and opens it. When the opener cannot open it (none on a server reached over SSH),
    /// the problem says where the file was saved and how long it stays there.
    public func openFile(_ file: MediaFile, name: String) async throws -> String {
        let safe = AttachmentFileName.safe(name.isEmpty ? file.fileName : name, contentType: file.contentType)
        let (opener, keeps) = await MainActor.run { (self.opener(), self.keep()) }
        let path = try (keeps ? keptFolder : folder).write(file.bytes, as: safe)
        do {
            try await opener.open(path, what: safe)
        } catch {
            throw AttachmentProblem(error.message + "; saved as " + path + (keeps ? "" : " until you quit (attachments.keep keeps files)"))
        }
        return path
    }

    public func openLink(_ link: String) async throws {
        let address = try LinkCheck.openable(link)
        let opener = await MainActor.run { self.opener() }
        try await opener.open(address, what: LinkCheck.shown(address))
    }
}

/// Which links are opened: http and https addresses with a host, nothing else (`file:`, `javascript:`,
/// `data:`, a bare path, an option-like `-x`), and none with control characters or spaces.
public enum LinkCheck {
    public static func openable(_ link: String) throws(AttachmentProblem) -> String {
        let trimmed = link.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw AttachmentProblem("the link is empty") }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
            || $0 == " " }) else {
            throw AttachmentProblem("will not open \(shown(trimmed)): it holds spaces or control characters")
        }
        guard let colon = trimmed.firstIndex(of: ":") else {
            throw AttachmentProblem("will not open \(shown(trimmed)): only http and https links are opened")
        }
        let scheme = trimmed[..<colon].lowercased()
        guard scheme == "http" || scheme == "https" else {
            throw AttachmentProblem("will not open \(shown(trimmed)): only http and https links are opened, not \(shown(scheme, 20)):")
        }
        guard let url = URL(string: trimmed), let host = url.host, !host.isEmpty, trimmed.dropFirst(scheme.count).hasPrefix("://") else {
            throw AttachmentProblem("will not open \(shown(trimmed)): it is not a web address")
        }
        return trimmed
    }

    /// A link as messages quote it: at most `limit` characters.
    public static func shown(_ link: String, _ limit: Int = 80) -> String {
        link.count <= limit ? link : String(link.prefix(limit - 1)) + "…"
    }
}
