import Foundation

/// docs/BENCHMARKS.md: the figures of one `make bench` run with the machine, date and commit.
struct BenchmarksPage {
    let figures: [BenchFigure]
    let date: Date
    let minutes: Double
    let commit: String
    let swift: String
    let small: Int
    let large: Int

    var markdown: String {
        var lines = [
            "# Benchmarks",
            "",
            "Written by `make bench` (`signoff-bench all --write docs/BENCHMARKS.md`); every figure below is from that one run.",
            "Nothing here is a test: `make test` has no timed assertions. How each figure is taken is in the last",
            "section; what misses its target, and why, is in docs/ARCHITECTURE.md (\"Known gaps\").",
            "",
            "| run | |",
            "|---|---|",
            "| date | \(Self.iso(date)) |",
            "| commit | `\(commit)` |",
            "| machine | \(Self.machine) |",
            "| Swift | \(swift) |",
            "| data | simulators on 127.0.0.1 with \(Format.count(small)) and \(Format.count(large)) orders awaiting DEMO (seed 1) |",
            "| duration | \(String(format: "%.1f", minutes)) min |",
            "",
            "| scenario | figure | value | target | |",
            "|---|---|---|---|---|",
        ]
        lines += figures.map { "| \($0.scenario) | \($0.figure) | \($0.value) | \($0.target) | \($0.verdict) |" }
        lines += ["", Self.method]
        return lines.joined(separator: "\n") + "\n"
    }

    static func iso(_ date: Date) -> String {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        return f.string(from: date)
    }

    static var machine: String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?.split(separator: "\n")
            .first { $0.hasPrefix("model name") }?.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        let memory = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8))?.split(separator: "\n")
            .first { $0.hasPrefix("MemTotal") }.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
            .map { String(format: "%.0f GiB", Double($0) / 1_048_576) } ?? "?"
        var name = utsname()
        uname(&name)
        let kernel = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return "\(ProcessInfo.processInfo.activeProcessorCount) cores (\(cpu)), \(memory), Linux \(kernel)"
    }

    static let method = """
        ## How each figure is taken

        - **machine**: one fixed piece of work (a checksum over 4 MiB, eight passes) timed 400 times in the
          benchmark's process before anything else starts. Its p99 over its p50 says how unsteady the machine was
          in this run: a key's p99 cannot be steadier than the machine it runs on, so a key's p99 is read against
          it, as the other timings are against the simulator's page.
        - **simulator**: a 500-row page of the queue over one keep-alive connection (the client is a bare socket),
          so the server's share of the other figures is known.
        - **preload**: the app's `PreloadWorker` into an empty store after a login, as after a first login
          (foundation data, queue, headers and lines in parallel chunks, names, default branch, then the home
          list built). Rows per second count every row stored. "Each dataset done" is when each finished,
          from the start; the list's build ends the preload. CPU is the client's own (this process) and the
          simulator's (its process), over the same run: both share the machine's cores, which a client and a
          real AIS server never do. The baseline sends the same requests in the same order with the same
          parallelism over the same transport and follows the same `next` links, but neither decodes nor
          stores; it finds each next link with a byte search from the end of the page (until 2026-11-25 a
          generic search over the whole 458 MB made the baseline 11.9 s instead of 2.8 s, and the ratio read
          as met). The preload and the baseline run in turn three times, each preload into a new empty
          store, and their medians are compared: the first round meets the simulator's caches cold.
          Peak memory is the process's VmHWM: the client alone (the simulator is another process), with the
          app's two malloc arenas (`MallocArenas`); the target's figure is taken after the first preload, in a
          fresh process as `signoff` runs one, and the peak over all six runs of the process is given beside it.
          The store has one writer: "the store's one writer busy" is how long it held its connection, in all
          and by phase; a phase it fills cannot end sooner on more cores.
          Where the client's time goes at 100,000 orders (`perf`, 2026-11-26, tenth session, 5.2 s of client
          CPU sampled): SQLite about 24 % (inserting the queue's and headers' 200,000 rows and the lines' 100,000,
          the home list's build, WAL checkpoints), the kernel about 20 % (the socket, the WAL), Swift's runtime
          and libc about 29 % (retain and release 7 %, allocation 6 %, copies), the client's own code 25 %
          (reading the pages' bytes into cells 6 %, encoding the lines 11 %). Before that session's changes the
          lines' encoding took 17 % and retain and release 11 %; with a JSON value per cell (2026-11-26, ninth
          session) reference counting was 11 % and allocation 6 % of 7.6 s; with one row per line (2026-11-25),
          SQLite took about 40 % of 9.0-10.4 s. During the lines both cores are busy (client and simulator
          together); the list's build after them runs on one.
        - **preload, answers replayed**: the same preload of 100,000 orders through `signoff-bench replay-server`,
          a loopback server in front of the simulator. A request it has not seen goes on to the simulator and
          the answer is kept (its next-page links rewritten to point back at it); a request seen before is
          answered from memory, byte for byte. One unmeasured preload records the answers, three more are
          measured, and the run fails if any of their requests reached the simulator. The server then costs
          the machine under a second of CPU instead of about 4.8 s, as a real AIS server on other hardware
          would: the figures are the client's alone. No baseline is taken through it (the baseline's next-page
          requests are not the preload's, so their answers were never recorded).
        - **start**: the real `signoff` in a pseudo-terminal over the store the 100,000-order preload left; the
          time from the start to the login form, and from Enter on the password to the home list drawn (the
          warm start opens the list from the store and refreshes in the background); five starts.
        - **keys**: the app's composition (AppContainer, Root controller, the home scene) in the benchmark's
          process over the same store, drawing 200×50 frames into the in-memory screen: each time runs from the
          key being handled to the frame drawn, the store queries included; ncurses' own output is measured in
          the pty by bytes, below.
        - **scroll the whole list**: page down from the first row to the last, in process, peak VmHWM.
        - **scroll at 200×50 (pty)**: the real `signoff`; bytes the terminal receives after one key, read until
          the output has been quiet for 0.6 s (the order beside the list is redrawn too).
        - **refresh**: the app's delta refresh over the warm 100,000-order store, five with nothing changed, then
          one after 1,000 changes made through the simulator's admin endpoint; then the real `signoff queue
          --json` (login, refresh, every order written, its output read to the end), five runs, their median.
        - **idle**: the real `signoff` on the home screen, automatic refresh off; CPU from /proc/PID/stat.
        - **list index**: the home list's in-memory index over the same store, in the benchmark's process: built
          anew (three builds after one that warms the page cache), then 1,000 orders spread over the queue
          written again by `OrderQueueDao.refresh` (as a delta sync does) and the index updated in place: five
          rounds of orders as they were, five of orders given another amount, supplier, date, originator and
          line count first; the updated index is checked against one built anew. CPU is the thread's own time.
          Memory is the index's arrays' capacities, with and without the sort keys that updating in place needs.
        - **approve**: the app's `DecisionWorker` (outbox, claim, orchestration, record, list update), one order
          at a time; the client's time is the total minus the durations the simulator reports in `Server-Timing`.
        - **approve through P43081**: the app's `DecisionWorker` with the stock method (contract §5.2: open,
          review, decide, close a stack, then F4209 read for the next approver) against a simulator that answers
          every request 150 ms late (`--latency-ms 150`): one order from saving to recorded, then 24 orders
          saved together (four stacks at once); the client's time beyond the server's is measured against a
          simulator without the delay, 20 approvals.
        - **open an order's budget (pty)**: the real `signoff` at 200×60 against a 300-order simulator that answers
          every request 150 ms late, over a store preloaded in the benchmark's process (the app starts warm,
          without a refresh). Once the home list is drawn and quiet, the orders are chosen from that store: six
          whose lines charge accounts no other chosen order charges and the store does not keep (the order under
          the list's cursor at the start has had its budget read), then up to six others charging only accounts
          those six read. Each is opened with `:po NUMBER`, typed first; the time runs from its Enter to the
          budget pane's figures ("… of 9,800.00 available: …", this order against what is available) in the terminal's
          output. A first read includes the 150 ms the order view waits before asking the server
          (`ApproveRejectOrderInteractor.readPause`); the kept openings' target is one request's delay, so a
          kept opening that asked the server would miss it. Before each opening, an order of inventory lines
          only is opened and the output left to go quiet, so no budget pane is on screen to be left
          unredrawn. The simulator counts the requests on the budget's four tables (`GET /admin/requests`)
          from just before the Enter until the output is quiet again. Then, in the benchmark's process over a
          store of its own, the app's `BudgetWorker` reads the same six sets of accounts (each once, nothing
          kept), then is asked what it keeps for them today, as the order view asks first; its requests are
          counted by a transport in front of it.

        ## History and measurements

        Earlier figures, before → after timings of each change, profiles and the trials measured and not kept
        are in docs/PERFORMANCE-HISTORY.md, which is written by hand.
        """
}
