import Foundation

/// What a `403` outside the token request refused (contract §9: "not allowed", never "session ended"):
/// the table, orchestration or form the request asked for, and who grants it.
public enum ProtectedResource: Sendable, Equatable, CustomStringConvertible {
    /// A data-service read of a table (`targetName`): Data Browser security.
    case table(String)
    /// An orchestration (`v3/orchestrator/{name}`): shared with the user's role or not.
    case orchestration(String)
    /// A form of an application through the application stack (`P43081_W43081A`, version `ZJDE0001`).
    case form(String, version: String)
    /// Any other AIS service (`v2/file/list`…).
    case service(String)

    public var description: String {
        switch self {
        case .table(let name): return "table \(name)"
        case .orchestration(let name): return "orchestration \(name)"
        case .form(let name, let version): return version.isEmpty ? "form \(name)" : "form \(name) (version \(version))"
        case .service(let path): return "the service \(path)"
        }
    }

    /// Where the JD Edwards administrator grants it.
    public var grant: String {
        switch self {
        case .table(let name): return "Data Browser security for \(name) (and row or column security on it)"
        case .orchestration: return "by sharing the orchestration with your role (UDO security)"
        case .form(let name, _):
            return "application and version security for \(Self.application(of: name)) (security workbench, P00950)"
        case .service: return "in security for AIS services"
        }
    }

    /// `P43081` of `P43081_W43081A`.
    static func application(of form: String) -> String {
        form.split(separator: "_", maxSplits: 1).first.map(String.init) ?? form
    }

    /// What a request asked for, from its URL and body: a data-service read names its table, an
    /// orchestration its name, an appstack open its form and version, an appstack step its form.
    static func asked(by url: URL, body: [(key: String, value: JSONValue)]) -> ProtectedResource {
        let path = url.path
        func field(_ name: String) -> String? { body.first(where: { $0.key == name })?.value.text }
        if let range = path.range(of: "/orchestrator/") {
            return .orchestration(String(path[range.upperBound...]).removingPercentEncoding ?? String(path[range.upperBound...]))
        }
        if path.hasSuffix("/appstack") {
            func object(_ name: String) -> JSONValue? { body.first(where: { $0.key == name })?.value }
            if let open = object("formRequest"), let form = open["formName"]?.text { return .form(form, version: open["version"]?.text ?? "") }
            if let step = object("actionRequest"), let form = step["formOID"]?.text { return .form(form, version: "") }
        }
        if path.hasSuffix("/dataservice"), let table = field("targetName") { return .table(table) }
        let service = path.range(of: "/jderest/").map { String(path[$0.upperBound...]) } ?? path
        return .service(service)
    }
}
