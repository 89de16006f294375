/// The version, commit and build date `signoff --version` prints. `make` bakes the commit and date in
/// without the network: it writes BuildStamp.generated.swift beside this file (gitignored) and builds with
/// `-DSIGNOFF_BUILD_STAMP`; a plain `swift build` says "unknown" for both.
public enum BuildInfo {
    public static let version = SignoffVersion.current
    #if SIGNOFF_BUILD_STAMP
    public static let commit = BuildStamp.commit
    public static let date = BuildStamp.date
    #else
    public static let commit = "unknown"
    public static let date = "unknown"
    #endif

    /// The licence Signoff is distributed under (LICENSE at the top of the source).
    public static let licence = "Apache-2.0"

    /// `signoff 0.1.0 (commit 1a2b3c4, built 2026-11-26)`.
    public static var versionLine: String { "signoff \(version) (commit \(commit), built \(date))" }

    /// What `signoff --version` prints: the version line, then the licence.
    public static var versionText: String { versionLine + "\nLicensed under the Apache License, Version 2.0 (\(licence))." }
}
