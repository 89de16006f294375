import AIS
import Resources
import Testing
@testable import Scenes

/// A command that answers from the store without logging in (`--offline`) shows dates and amounts in the
/// formats of the store's owner at their last login, as the screen showed them.
@MainActor
@Suite struct AppContextStoredOwnerTests {
    static let marie = SessionOwnerDao.Owner(username: "MARIE", addressNumber: 4243, alphaName: "Lefèvre, Marie-Hélène",
                                             dateFormat: "dd/MM/yyyy", decimalFormat: ",")

    private func makeSUT(dates: String = "jde", numbers: String = "jde") throws -> AppContext {
        var settings = Settings()
        try settings.set("display.dates", text: dates, from: .file)
        try settings.set("display.numbers", text: numbers, from: .file)
        return AppContext(settings: settings, location: DataLocation(dataHome: "/nonexistent", configHome: "/nonexistent"))
    }

    @Test func withoutASessionTheStoredOwnersFormats() throws {
        // Given
        let sut = try makeSUT()
        // When
        sut.storedOwner = Self.marie
        // Then
        #expect(sut.dateStyle.format(LocalDate(year: 2026, month: 11, day: 26)) == "26/11/2026")
        #expect(sut.numberStyle.amount(80_000) == "80.000,00")
    }

    @Test func aSessionsFormatsComeFirst() throws {
        // Given: the store's owner and a session of a user with other formats
        let sut = try makeSUT()
        sut.storedOwner = Self.marie
        // When
        sut.session = AISSession(token: "t", username: "KENJI", environment: "JDV920", role: "*ALL", deviceName: "d",
                                 userInfo: AISUserInfo(addressNumber: 4244, alphaName: "Kenji", simpleDateFormat: "yyyy/MM/dd",
                                                       decimalFormat: "."))
        // Then
        #expect(sut.dateStyle.format(LocalDate(year: 2026, month: 11, day: 26)) == "2026/11/26")
        #expect(sut.numberStyle.amount(80_000) == "80,000.00")
    }

    @Test func theSettingsStillWin() throws {
        let sut = try makeSUT(dates: "iso", numbers: "plain")
        sut.storedOwner = Self.marie
        #expect(sut.dateStyle.format(LocalDate(year: 2026, month: 11, day: 26)) == "2026-11-26")
        #expect(sut.numberStyle.amount(80_000) == "80,000.00")
    }
}
