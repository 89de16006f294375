import Foundation

/// The command line of `signoff-ais`: `--flag value` or `--flag=value`, with clear refusals for
/// unknown flags and missing or bad values.
public enum SimulatorArguments {
    public static let version = "0.1.0"

    public enum Command: Sendable {
        case run(SimulatorConfiguration, exitWithParent: Bool)
        case help
        case version
        /// Hidden: print the manual page signoff-ais(1) in roff (`make man`).
        case man
    }

    public struct ArgumentError: Error, Sendable, Equatable, CustomStringConvertible {
        public let description: String
    }

    public static func parse(_ arguments: [String]) throws(ArgumentError) -> Command {
        var configuration = SimulatorConfiguration()
        var exitWithParent = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            var flag = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(ArgumentError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = rest.popFirst(), !next.hasPrefix("--") else {
                    throw ArgumentError(description: "\(flag) needs a value")
                }
                return next
            }
            func noValue() throws(ArgumentError) {
                if inlineValue != nil { throw ArgumentError(description: "\(flag) takes no value") }
            }
            switch flag {
            case "--help", "-h": try noValue(); return .help
            case "--version": try noValue(); return .version
            case "--man": try noValue(); return .man
            case "--host":
                let host = try value()
                guard !host.isEmpty else { throw ArgumentError(description: "--host needs an address") }
                configuration.host = host
            case "--port": configuration.port = try integer(try value(), flag, in: 0...65_535)
            case "--orders": configuration.orders = try integer(try value(), flag, in: 0...2_000_000)
            case "--seed": configuration.seed = try integer(try value(), flag, in: Int.min...Int.max)
            case "--db":
                let path = try value()
                guard !path.isEmpty else { throw ArgumentError(description: "--db needs a file name") }
                configuration.databasePath = path
            case "--latency-ms": configuration.faults.latencyMilliseconds = try integer(try value(), flag, in: 0...600_000)
            case "--jitter-ms": configuration.faults.jitterMilliseconds = try integer(try value(), flag, in: 0...600_000)
            case "--error-rate":
                let text = try value()
                if let equals = text.firstIndex(of: "=") {
                    let name = String(text[..<equals])
                    guard Endpoint(rawValue: name) != nil else {
                        throw ArgumentError(description: "--error-rate: unknown endpoint '\(name)'; known: \(Endpoint.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    configuration.faults.endpointErrorRates[name] = try rate(String(text[text.index(after: equals)...]), flag)
                } else {
                    configuration.faults.errorRate = try rate(text, flag)
                }
            case "--drop-rate": configuration.faults.dropRate = try rate(try value(), flag)
            case "--decision-lost": try noValue(); configuration.faults.decisionLostRate = 1
            case "--decision-lost-rate": configuration.faults.decisionLostRate = try rate(try value(), flag)
            case "--decision-lost-after-ms":
                configuration.faults.decisionLostAfterMilliseconds = try integer(try value(), flag, in: 0...600_000)
            case "--hostile-text": try noValue(); configuration.faults.hostileText = true
            case "--no-counting": try noValue(); configuration.faults.noCounting = true
            case "--token-lifetime": configuration.tokenLifetime = try seconds(try value(), flag)
            case "--result-set-lifetime": configuration.resultSetLifetime = try seconds(try value(), flag)
            case "--max-page-size": configuration.maxPageSize = try integer(try value(), flag, in: 1...100_000)
            case "--shapes":
                let text = try value()
                guard let shapes = ResponseShapes(rawValue: text) else {
                    throw ArgumentError(description: "--shapes needs real or tidy, not '\(text)'")
                }
                configuration.shapes = shapes
            case "--refuse-order": configuration.faults.refusedOrders.insert(try integer(try value(), flag, in: 1...99_999_999))
            case "--token-uses": configuration.faults.tokenUses = try integer(try value(), flag, in: 1...1_000_000)
            case "--reset-decisions": configuration.faults.resetDecisions = try integer(try value(), flag, in: 0...1_000_000)
            case "--moved-ids": try noValue(); configuration.movedControlIds = true
            case "--lenient-columns": try noValue(); configuration.lenientColumns = true
            case "--affinity-cookie": try noValue(); configuration.site.affinityCookie = true
            case "--next-origin": configuration.site.nextOrigin = try origin(try value(), flag)
            case "--forbid-table":
                let table = try value().uppercased()
                guard (1...10).contains(table.count), table.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                    throw ArgumentError(description: "--forbid-table needs a table name such as F4311")
                }
                configuration.site.forbiddenTables.insert(table)
            case "--no-body-login": try noValue(); configuration.site.noBodyLogin = true
            case "--forbid-form":
                let form = try value().uppercased()
                guard (1...40).contains(form.count), form.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
                    throw ArgumentError(description: "--forbid-form needs a form name such as P4310_W4310A")
                }
                configuration.site.forbiddenForms.insert(form)
            case "--p43081-versions":
                let versions = try value().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
                guard !versions.isEmpty, versions.allSatisfy({ (1...10).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) else {
                    throw ArgumentError(description: "--p43081-versions needs versions such as ZJDE0001,ZJDE0002")
                }
                configuration.site.p43081Versions = Set(versions)
            case "--exit-with-parent": try noValue(); exitWithParent = true
            default:
                throw ArgumentError(description: argument.hasPrefix("-") ? "unknown option \(flag)" : "unexpected argument '\(argument)'")
            }
        }
        return .run(configuration, exitWithParent: exitWithParent)
    }

    private static func integer(_ text: String, _ flag: String, in range: ClosedRange<Int>) throws(ArgumentError) -> Int {
        guard let n = Int(text), range.contains(n) else {
            throw ArgumentError(description: "\(flag) needs a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return n
    }

    private static func rate(_ text: String, _ flag: String) throws(ArgumentError) -> Double {
        guard let r = Double(text), (0...1).contains(r) else {
            throw ArgumentError(description: "\(flag) needs a rate from 0 to 1, not '\(text)'")
        }
        return r
    }

    private static func seconds(_ text: String, _ flag: String) throws(ArgumentError) -> Double {
        guard let s = Double(text), s >= 0, s <= 31_536_000 else {
            throw ArgumentError(description: "\(flag) needs a number of seconds (0 or more), not '\(text)'")
        }
        return s
    }

    /// `http(s)://HOST[:PORT]`, without a trailing slash.
    private static func origin(_ text: String, _ flag: String) throws(ArgumentError) -> String {
        var origin = text
        while origin.hasSuffix("/") { origin.removeLast() }
        guard let url = URL(string: origin), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil,
              url.path.isEmpty, url.query == nil else {
            throw ArgumentError(description: "\(flag) needs an origin such as http://ais-node3:9300, not '\(text)'")
        }
        return origin
    }

    /// The moved ids of `--moved-ids`, form by form, wrapped under the flag's text.
    private static var movedIdsHelp: String {
        let indent = String(repeating: " ", count: 30)
        return P43081Controls.movedIds.map { form, changes -> String in
            var lines: [String] = []
            var line = "\(indent)\(form) "
            for change in changes {
                if line.count + change.count + 2 > 100 {
                    lines.append(line)
                    line = indent + String(repeating: " ", count: form.count + 1)
                }
                line += " " + change
            }
            return (lines + [line]).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    public static var helpText: String {
        let users = DemoPeople.users.map { user in
            "  \(user.username.padding(toLength: 7, withPad: " ", startingAt: 0)) password \(user.password)  AN8 \(user.addressNumber)  "
                + "\(user.dateFormat.padding(toLength: 10, withPad: " ", startingAt: 0))  limit \(Int(user.approvalLimit))  \(user.about)"
        }.joined(separator: "\n")
        return """
            signoff-ais \(version): a simulator of the JD Edwards AIS REST service for Signoff.

            Usage: signoff-ais [options]

            Prints the base URL (http://HOST:PORT/jderest) as the first line on standard output, then serves
            until interrupted (Ctrl-C or SIGTERM).

            Server:
              --host ADDRESS            address to bind (default 127.0.0.1)
              --port N                  port to bind; 0 picks a free one (default 0)
              --db FILE                 keep the data in FILE (generated when new, reused otherwise);
                                        default: in memory
              --max-page-size N         largest data-service page (default 1000)
              --shapes real|tidy        answer in the shapes real AIS servers send (default real: dates
                                        yyyyMMdd, blanks " ", extra fields, object-shaped form errors)
                                        or in the older tidy ones (dates in the user's format)
              --exit-with-parent        stop when the process that started it ends
              --lenient-columns         answer data-service requests that name columns a table does
                                        not have (F4209 UPMJ, TDAY, RMK; F40095 USER: earlier contract
                                        revisions), leaving them out and ignoring conditions and orders
                                        on them; by default such a request answers 500 "Invalid
                                        column(s) for F4209: F4209.UPMJ", as a real server refuses it.
                                        Either way GET /admin/requests counts them (refusedColumns)
              --moved-ids               a site whose P43081 version moved every control id of the
                                        application stack (/jderest/v2/appstack); the aliases stay:
            \(movedIdsHelp)
            Site set-ups (contract §1, §9):
              --affinity-cookie         play a cookie-affinity load balancer: the login answer sets
                                        SIMAFFINITY=node1 (Path=/jderest; HttpOnly); every later
                                        request without that cookie answers 444 (a node that does not
                                        know the token)
              --next-origin URL         write data-service next links on URL (http://ais-node3:9300),
                                        as AIS behind a TLS-terminating gateway writes its own address
              --forbid-table T          data-service reads of table T answer 403 (no Data Browser
                                        grant); repeatable
              --no-body-login           refuse user and password in the login body (403, "not
                                        enabled"); HTTP Basic logs in (Authorization: Basic on
                                        /jderest/v2/tokenrequest, environment/role/deviceName in the body)
              --forbid-form F           attachment calls (/jderest/v2/file/…) naming form F answer 403
                                        (the user may not run its application); repeatable
              --p43081-versions V,V     the versions of P43081 this site has: opening another answers
                                        500 "Version V of P43081 does not exist" (default: every version)
              Always: answers compressed (Content-Encoding: gzip) when a request says
              Accept-Encoding: gzip; GET /jderest/defaultconfig answers the release (9.2.8.3) and
              capabilities without a login.
            Demo data:
              --orders N                orders awaiting DEMO (default 300); others get a few more
              --seed N                  generator seed: same seed, same data (default 1)
              Always: DEMO's earlier decisions (orders 3001-3036); the orders DEMO raised, 3101-3110
              (route BUDMON3: awaiting MARIE or OLU, approved, rejected); expense accounts F0901
              00020001-00020040 (8 branches x 6110 6140 6320 6510 6720) with F0902 budgets, actuals and
              commitments (00020014, M30 IT, nearly spent), company 00200 on a fiscal year from 1 July
              (F0010, F0008: FY 26, period 5 on 2026-11-20). See docs/SIMULATOR.md.
            Faults (all changeable at run time through PUT /admin/faults):
              --latency-ms N            delay every answer by N ms
              --jitter-ms N             add a random 0..N ms to each delay
              --error-rate R            answer 500 to a share R (0..1) of requests
              --error-rate ENDPOINT=R   the same for one endpoint (repeatable); endpoints:
                                        \(Endpoint.allCases.map(\.rawValue).joined(separator: " "))
              --drop-rate R             cut a share R of answers off mid-body
              --decision-lost           commit every decision, then drop the connection before answering
              --decision-lost-rate R    the same for a share R of decisions
              --decision-lost-after-ms N  keep a lost decision's connection silent N ms before the reset
              --hostile-text            fill names, descriptions and texts with control and escape sequences
              --token-uses N            a token answers 444 after serving N requests
              --reset-decisions N       carry out the first N orchestration requests, then reset the
                                        connection before any byte of the answer
              --refuse-order N          the approval form refuses every decision on order N ("Order is
                                        on hold", a form error); repeatable
              --no-counting             answer 500 to counting requests (dataServiceType AGGREGATION), as
                                        a server without aggregation does
              --token-lifetime S        seconds a token lives after its last use (default 1800)
              --result-set-lifetime S   seconds a result set can be paged after its last page (default 300)
            Other:
              -h, --help                this help
              --version                 the version

            Demo users (environment JDV920, role *ALL):
            \(users)

            Decision orchestrations: \(DecisionOrchestration.approveName), \(DecisionOrchestration.rejectName),
            \(DecisionOrchestration.forwardName).
            Application stack (/jderest/v2/appstack): P43081_W43081A and W43081B, open/execute/close; at
            most \(AppStackStore.maximumPerSession) stacks open per session.
            Admin endpoint (loopback only): http://HOST:PORT/admin/… (health, faults, users, counts, requests,
            clock, tokens/expire, resultsets/expire, stacks, stacks/expire, orders (POST adds one),
            orders/NUMBER/TYPE/COMPANY/SUFFIX/{decisions,media,approve,reject,held}).
            See docs/SIMULATOR.md.
            """
    }
}
