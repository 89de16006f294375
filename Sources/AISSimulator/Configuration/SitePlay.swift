/// The site set-up the simulator plays (contract §1, §9): what stands in front of AIS and which of its
/// switches a site turned. Fixed for the simulator's life (command-line flags).
public struct SitePlay: Sendable, Equatable {
    /// A cookie-affinity load balancer (`--affinity-cookie`): the login answer sets `SIMAFFINITY=node1`,
    /// and every later request without it lands on a node that does not know the token (`444`).
    public var affinityCookie = false
    /// A TLS-terminating gateway (`--next-origin URL`): data-service `links` next hrefs name this origin
    /// (`http://ais-node3:9300`) instead of the one the client called.
    public var nextOrigin: String?
    /// Tables the user may not browse (`--forbid-table T`, Data Browser security): reads answer `403`.
    public var forbiddenTables: Set<String> = []
    /// User and password in the login body switched off (`--no-body-login`): only HTTP Basic logs in.
    public var noBodyLogin = false
    /// Forms whose application the user may not run (`--forbid-form F`, application security): media-object
    /// calls naming one answer `403`.
    public var forbiddenForms: Set<String> = []
    /// The versions of P43081 this site has (`--p43081-versions V,V`): opening another answers 500 naming
    /// it. Empty: every version opens.
    public var p43081Versions: Set<String> = []

    public init() {}

    /// The affinity cookie's name and value, and its `Set-Cookie` header.
    public static let affinityCookieName = "SIMAFFINITY"
    public static let affinityCookieValue = "node1"
    static var affinitySetCookie: String { "\(affinityCookieName)=\(affinityCookieValue); Path=/jderest; HttpOnly" }
}
