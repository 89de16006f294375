import AIS
import Foundation
import Store
import Testing
@testable import Resources

/// The store's owner keeps the formats of their last login, for what is shown without a session.
@Suite struct SessionOwnerDaoTests {
    static func session(decimalFormat: String) -> AISSession {
        AISSession(token: "t", username: "MARIE", environment: "JDV920", role: "*ALL", deviceName: "d",
                   userInfo: AISUserInfo(addressNumber: 4243, alphaName: "Lefèvre, Marie-Hélène", simpleDateFormat: "dd/MM/yyyy",
                                         decimalFormat: decimalFormat))
    }

    @Test func aLoginKeepsTheUsersDateAndDecimalFormats() throws {
        // Given
        let db = try Database()
        try db.migrate(ClientSchema.migrations)
        // When
        try db.write { try SessionOwnerDao().claim(for: Self.session(decimalFormat: ","), at: Date(), in: $0) }
        // Then
        let owner = try db.read { try SessionOwnerDao().owner(in: $0) }
        #expect(owner?.dateFormat == "dd/MM/yyyy")
        #expect(owner?.decimalFormat == ",")
    }

    @Test func anOwnerStoredBeforeTheDecimalFormatWasKeptHasNone() throws {
        // Given: a store at schema 14 with an owner
        let db = try Database()
        try db.migrate(ClientSchema.migrations.filter { $0.version <= 14 })
        try db.write {
            try $0.run("""
                INSERT INTO session_owner (id, username, address_number, alpha_name, date_format, logged_in_at)
                VALUES (1, 'MARIE', 4243, 'Lefèvre, Marie-Hélène', 'dd/MM/yyyy', 0)
                """)
        }
        // When
        try db.migrate(ClientSchema.migrations)
        // Then: the owner is kept, with no decimal format (the decimal point, until the next login)
        let owner = try db.read { try SessionOwnerDao().owner(in: $0) }
        #expect(owner?.username == "MARIE")
        #expect(owner?.decimalFormat == "")
    }
}
