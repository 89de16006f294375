import AIS
import Resources
import Testing
@testable import Scenes

/// The number style scenes are given: the session's decimalFormat, unless display.numbers says plain.
@MainActor
@Suite struct AppContextNumberStyleTests {
    private func makeSUT(decimalFormat: String?, numbers: String = "jde") throws -> AppContext {
        var settings = Settings()
        try settings.set("display.numbers", text: numbers, from: .file)
        let sut = AppContext(settings: settings, location: DataLocation(dataHome: "/nonexistent", configHome: "/nonexistent"))
        sut.session = decimalFormat.map {
            AISSession(token: "t", username: "MARIE", environment: "JDV920", role: "*ALL", deviceName: "d",
                       userInfo: AISUserInfo(addressNumber: 4243, alphaName: "Lefèvre, Marie-Hélène", decimalFormat: $0))
        }
        return sut
    }

    @Test func theUsersDecimalCommaByDefault() throws {
        let sut = try makeSUT(decimalFormat: ",")
        #expect(sut.numberStyle == .jde(","))
        #expect(sut.numberStyle.amount(80_000) == "80.000,00")
    }

    @Test func plainWhenTheSettingsSaySo() throws {
        let sut = try makeSUT(decimalFormat: ",", numbers: "plain")
        #expect(sut.numberStyle == .plain)
    }

    @Test func theDecimalPointBeforeLogin() throws {
        let sut = try makeSUT(decimalFormat: nil)
        #expect(sut.numberStyle == .plain)
    }
}
