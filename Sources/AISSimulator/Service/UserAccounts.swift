import Store

/// A person who can log in (`SIM_USER`), with what the token answer and the decisions need.
struct UserAccount: Sendable, Equatable {
    let username: String
    let addressNumber: Int
    let alphaName: String
    let dateFormat: SimpleDateFormat
    let decimalFormat: String
    let approvalLimit: Double
    let environment: String
    let role: String
    let timeZone: String
}

/// Reads and checks the simulator's users.
struct UserAccounts: Sendable {
    let database: Database

    private static let columns = """
        SELECT U.USERNAME, U.AN8, U.PASSWORD_SALT, U.PASSWORD_HASH, U.PASSWORD_ITERATIONS, U.DATE_FORMAT,
               U.DECIMAL_FORMAT, U.APPROVAL_LIMIT, U.ENVIRONMENT, U.ROLE, U.TIME_ZONE, COALESCE(A.ALPH, '') AS ALPH
        FROM SIM_USER U LEFT JOIN F0101 A ON A.AN8 = U.AN8
        """

    func account(username: String) throws -> UserAccount? {
        try database.read { try $0.first(Self.columns + " WHERE U.USERNAME = ?", username.uppercased()) }
            .flatMap(Self.account)
    }

    func account(addressNumber: Int) throws -> UserAccount? {
        try database.read { try $0.first(Self.columns + " WHERE U.AN8 = ?", addressNumber) }.flatMap(Self.account)
    }

    func all() throws -> [UserAccount] {
        try database.read { try $0.query(Self.columns + " ORDER BY U.AN8") }.compactMap(Self.account)
    }

    /// The account when `password` is right; nil for an unknown user or a wrong password.
    func authenticate(username: String, password: String) throws -> UserAccount? {
        guard let row = try database.read({ try $0.first(Self.columns + " WHERE U.USERNAME = ?", username.uppercased()) }),
              case .blob(let salt) = row["PASSWORD_SALT"], case .blob(let hash) = row["PASSWORD_HASH"],
              let iterations = row.int("PASSWORD_ITERATIONS") else { return nil }
        guard PasswordHash(salt: salt, hash: hash, iterations: iterations).matches(password) else { return nil }
        return Self.account(row)
    }

    static func account(_ row: Row) -> UserAccount? {
        guard let username = row.string("USERNAME"), let an8 = row.int("AN8"),
              let format = row.string("DATE_FORMAT").flatMap(SimpleDateFormat.init) else { return nil }
        return UserAccount(username: username, addressNumber: an8, alphaName: row.string("ALPH") ?? "",
                           dateFormat: format, decimalFormat: row.string("DECIMAL_FORMAT") ?? ".",
                           approvalLimit: row.double("APPROVAL_LIMIT") ?? 0, environment: row.string("ENVIRONMENT") ?? "",
                           role: row.string("ROLE") ?? "*ALL", timeZone: row.string("TIME_ZONE") ?? "UTC")
    }
}
