import Foundation
import TestSupport
import Testing

/// The shipped artefacts (issue 34): the release binaries without the Swift toolchain, `make install` and
/// `make uninstall`, the tarball and the .deb. One release build serves them all (`ReleaseBuild`).
@Suite(.serialized, .enabled(if: ReleaseBuild.enabled, ReleaseBuild.skipReason))
struct PackagingTests {
    static var binaries: [String] { ["signoff", "signoff-ais"].map { ReleaseBuild.stage + "/bin/" + $0 } }

    @Test func theReleaseBinariesLinkNoSwiftRuntime() throws {
        try ReleaseBuild.require()
        for binary in Self.binaries {
            // When
            let ldd = try ReleaseBuild.bash("ldd \(ReleaseBuild.quote(binary))")
            // Then
            #expect(ldd.status == 0, "\(ldd)")
            #expect(!ldd.stdout.contains("libswift") && !ldd.stdout.contains("libFoundation"), "\(binary):\n\(ldd.stdout)")
            let info = try ReleaseBuild.bash("file \(ReleaseBuild.quote(binary)) 2>/dev/null || true")
            if !info.stdout.isEmpty { #expect(info.stdout.contains("stripped") && !info.stdout.contains("not stripped"), "\(info.stdout)") }
        }
    }

    @Test func versionNamesTheCommitItWasBuiltFrom() throws {
        try ReleaseBuild.require()
        let head = try ReleaseBuild.bash("git -C \(ReleaseBuild.quote(ReleaseBuild.root)) rev-parse --short=12 HEAD").stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let version = try Spawn.command([Self.binaries[0], "--version"])
        #expect(version.stdout.hasPrefix("signoff "), "\(version)")
        #expect(version.stdout.contains("(commit \(head)"), "\(version.stdout) vs \(head)")
        #expect(!version.stdout.contains("built unknown"))
        #expect(version.stdout.contains("Licensed under the Apache License, Version 2.0 (Apache-2.0)."), "\(version.stdout)")
    }

    /// The toolchain's folder (two up from the `swift` on PATH: …/usr/bin/swift → …/usr).
    static var toolchain: String? {
        guard let swift = try? ReleaseBuild.bash("readlink -f \"$(command -v swift)\"").stdout.trimmingCharacters(in: .whitespacesAndNewlines),
              !swift.isEmpty else { return nil }
        return ((swift as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
    }

    /// `unshare -m` as root, `unshare -r -m` (a user namespace) otherwise; nil when neither is permitted.
    static let unshare: [String]? = [["-m"], ["-r", "-m"]].first { flags in
        (try? ReleaseBuild.bash("unshare \(flags.joined(separator: " ")) true").status) == 0
    }

    @Test(.enabled(if: unshare != nil, "unshare -m is not permitted here (needs root or user namespaces): the toolchain cannot be hidden"))
    func theReleaseRunsWithTheToolchainHidden() throws {
        try ReleaseBuild.require()
        let toolchain = try #require(Self.toolchain, "no swift on PATH")
        let sandbox = try Sandbox()
        // Given: a mount namespace with an empty tmpfs over the toolchain
        let script = """
            set -u
            mount -t tmpfs none \(ReleaseBuild.quote(toolchain)) || exit 90
            [ -e \(ReleaseBuild.quote(toolchain + "/bin/swift")) ] && exit 91
            out=\(ReleaseBuild.quote(sandbox.path))
            "$STAGE/bin/signoff-ais" --port 0 --orders 5 --exit-with-parent > "$out/sim.log" 2>&1 &
            sim=$!
            trap 'kill $sim 2>/dev/null' EXIT
            url=""
            for _ in $(seq 1 400); do url=$(head -n 1 "$out/sim.log" 2>/dev/null); case "$url" in http*) break;; esac
              kill -0 $sim 2>/dev/null || { cat "$out/sim.log"; exit 92; }; sleep 0.05; done
            case "$url" in http*) ;; *) exit 93;; esac
            echo demo | "$STAGE/bin/signoff" sync --server "$url" --user DEMO --password-stdin > "$out/sync.out" 2>&1 || exit 94
            echo demo | "$STAGE/bin/signoff" queue --json --server "$url" --user DEMO --password-stdin > "$out/queue.json" 2> "$out/queue.err" || exit 95
            """
        var environment: [String: String?] = sandbox.environment.mapValues { $0 }
        environment["STAGE"] = ReleaseBuild.stage
        environment["SIGNOFF_PASSWORD"] = .some(nil)
        // When
        let run = try Spawn.command(["unshare"] + (Self.unshare ?? []) + ["--propagation", "private", "/bin/bash", "-c", script], environment: environment)
        // Then
        let sync = (try? String(contentsOfFile: sandbox.file("sync.out"), encoding: .utf8)) ?? ""
        #expect(run.status == 0, "status \(run.status): \(run.stdout) \(run.stderr) sync: \(sync)")
        let queue = try Data(contentsOf: URL(fileURLWithPath: sandbox.file("queue.json")))
        let object = try #require(try JSONSerialization.jsonObject(with: queue) as? [String: Any])
        #expect(object["count"] as? Int == 5, "\(object)")
    }

    @Test func installThenUninstallLeavesThePrefixEmpty() throws {
        try ReleaseBuild.require()
        // Given
        let prefix = try ReleaseBuild.bash("mktemp -d").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        // When
        let install = try ReleaseBuild.make(["install", "PREFIX=\(prefix)"])
        // Then
        #expect(install.status == 0, "\(install)")
        for file in ["bin/signoff", "bin/signoff-ais", "share/man/man1/signoff.1", "share/man/man1/signoff-ais.1",
                     "share/bash-completion/completions/signoff", "share/zsh/site-functions/_signoff",
                     "share/fish/vendor_completions.d/signoff.fish", "share/doc/signoff/config.example.json",
                     "share/doc/signoff/README.md", "share/doc/signoff/JDE-SETUP.md", "share/doc/signoff/USER-GUIDE.md", "share/doc/signoff/LICENSE"] {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file)")
        }
        #expect(try Spawn.command([prefix + "/bin/signoff", "--version"]).status == 0)
        // The installed signoff finds its guide (the doctor's fix lines name it)
        let guide = try Spawn.command([prefix + "/bin/signoff", "doctor", "--guide"])
        #expect(guide.status == 0 && guide.stdout == prefix + "/share/doc/signoff/JDE-SETUP.md\n", "\(guide)")
        // When
        let uninstall = try ReleaseBuild.make(["uninstall", "PREFIX=\(prefix)"])
        // Then
        #expect(uninstall.status == 0, "\(uninstall)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: prefix).isEmpty)
    }

    @Test(.enabled(if: getuid() == 0, "only root's make install refuses to build"))
    func installAsRootWithNothingStagedSaysToRunMakeReleaseAndStops() throws {
        // Given: no staged release (an empty stage folder), as root
        let empty = try Sandbox()
        // When
        let install = try ReleaseBuild.make(["install", "STAGE=\(empty.path)", "PREFIX=\(empty.path)/prefix"])
        // Then
        #expect(install.status != 0)
        #expect(install.stdout.contains("run make release first as your own user"), "\(install)")
        #expect(!FileManager.default.fileExists(atPath: empty.path + "/prefix"))
    }

    @Test func theTarballHoldsTheBinariesPagesCompletionsAndChecksums() throws {
        try ReleaseBuild.require()
        // When
        let dist = try ReleaseBuild.make(["dist"])
        // Then
        #expect(dist.status == 0, "\(dist)")
        let tarball = try #require(dist.stdout.split(separator: "\n").last(where: { $0.hasSuffix(".tar.gz") }).map(String.init))
        let scratch = try Sandbox()
        let check = try ReleaseBuild.bash("tar -xzf \(ReleaseBuild.quote(ReleaseBuild.root + "/" + tarball)) -C \(ReleaseBuild.quote(scratch.path))"
            + " && cd \(ReleaseBuild.quote(scratch.path))/signoff-* && sha256sum -c --quiet SHA256SUMS && ls -R")
        #expect(check.status == 0, "\(check)")
        for name in ["signoff", "signoff-ais", "signoff.1", "signoff-ais.1", "signoff.bash", "_signoff", "signoff.fish", "README.md",
                     "config.example.json", "SHA256SUMS", "LICENSE", "JDE-SETUP.md", "USER-GUIDE.md"] {
            #expect(check.stdout.split(separator: "\n").contains(Substring(name)), "\(name)")
        }
        // The README's install lines work on an account without ~/.local/bin, and that signoff finds its guide
        let home = try Sandbox()
        let install = try ReleaseBuild.bash("cd \(ReleaseBuild.quote(scratch.path))/signoff-* && export HOME=\(ReleaseBuild.quote(home.path)) && "
            + Self.readmeTarballInstall + " && \"$HOME/.local/bin/signoff\" --version && cd / && \(ReleaseBuild.quote(scratch.path))/signoff-*/bin/signoff doctor --guide")
        #expect(install.status == 0 && install.stdout.contains("/doc/JDE-SETUP.md"), "\(install)")
    }

    @Test func theDebHoldsTheFilesRunsFromAScratchRootAndLintianFindsNoError() throws {
        try ReleaseBuild.require()
        // When
        let deb = try ReleaseBuild.make(["deb"])
        // Then
        #expect(deb.status == 0, "\(deb)")
        #expect(!deb.stdout.split(separator: "\n").contains { $0.hasPrefix("E: ") }, "lintian: \(deb.stdout)")
        let package = try #require(deb.stdout.split(separator: "\n").first(where: { $0.contains(".deb") })
            .map { String($0.prefix(while: { $0 != " " })) })
        let path = ReleaseBuild.root + "/" + package
        let contents = try ReleaseBuild.bash("dpkg-deb --contents \(ReleaseBuild.quote(path))").stdout
        for file in ["./usr/bin/signoff", "./usr/bin/signoff-ais", "./usr/share/man/man1/signoff.1.gz", "./usr/share/man/man1/signoff-ais.1.gz",
                     "./usr/share/bash-completion/completions/signoff", "./usr/share/zsh/vendor-completions/_signoff",
                     "./usr/share/fish/vendor_completions.d/signoff.fish", "./usr/share/doc/signoff/copyright",
                     "./usr/share/doc/signoff/changelog.gz", "./usr/share/doc/signoff/JDE-SETUP.md", "./usr/share/doc/signoff/USER-GUIDE.md"] {
            #expect(contents.contains(file + "\n") || contents.contains(file + " "), "\(file)")
        }
        #expect(contents.contains("root/root"))
        let depends = try ReleaseBuild.bash("dpkg-deb -f \(ReleaseBuild.quote(path)) Depends").stdout
        #expect(depends.contains("libncursesw6") && depends.contains("libsqlite3"), "\(depends)")
        let scratch = try Sandbox()
        let run = try ReleaseBuild.bash("dpkg -x \(ReleaseBuild.quote(path)) \(ReleaseBuild.quote(scratch.path)) && "
            + "\(ReleaseBuild.quote(scratch.path))/usr/bin/signoff --version && \(ReleaseBuild.quote(scratch.path))/usr/bin/signoff-ais --version")
        #expect(run.status == 0 && run.stdout.contains("signoff-ais "), "\(run)")
        let copyright = try ReleaseBuild.bash("dpkg-deb --fsys-tarfile \(ReleaseBuild.quote(path)) | tar -xO ./usr/share/doc/signoff/copyright").stdout
        #expect(copyright.contains("License: Apache-2.0") && copyright.contains("/usr/share/common-licenses/Apache-2.0"), "\(copyright)")
    }

    /// The tarball's install commands as README.md gives them (the lines after `sha256sum -c SHA256SUMS`).
    static var readmeTarballInstall: String {
        let readme = (try? String(contentsOfFile: ReleaseBuild.root + "/README.md", encoding: .utf8)) ?? ""
        let lines = readme.split(separator: "\n").map(String.init)
        guard let check = lines.firstIndex(where: { $0.hasPrefix("sha256sum -c SHA256SUMS") }) else { return "false" }
        return lines[(check + 1)...].prefix { $0 != "```" }.joined(separator: " && ")
    }
}
