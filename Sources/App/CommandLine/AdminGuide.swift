import Foundation

/// Where the JD Edwards administrator's guide (`docs/JDE-SETUP.md` in the source) is on this machine: the
/// packages and `make install` put it in `PREFIX/share/doc/signoff`, the tarball in `doc/` beside `bin/`.
/// The doctor's `fix:` lines name it, and `signoff doctor --guide` prints it.
enum AdminGuide {
    static let fileName = "JDE-SETUP.md"
    /// How the guide is named where no installed copy is found (a build in the source tree).
    static let inSource = "docs/JDE-SETUP.md"

    /// The installed guide beside `executable` (this binary by default), nil when there is none.
    static func installedPath(executable: String? = nil) -> String? {
        let exe = executable ?? ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        let prefix = ((exe as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        return [prefix + "/share/doc/signoff/" + fileName, prefix + "/doc/" + fileName]
            .first { FileManager.default.isReadableFile(atPath: $0) }
    }

    /// The guide as messages name it: its installed path, else the source's.
    static func reference(executable: String? = nil) -> String { installedPath(executable: executable) ?? inSource }
}
