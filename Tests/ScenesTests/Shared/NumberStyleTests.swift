import Testing
@testable import Scenes

@Suite struct NumberStyleTests {
    static let comma = NumberStyle.jde(",")

    @Test func aDecimalCommaGroupsThousandsWithPoints() {
        // Given
        let sut = Self.comma
        // When / Then
        #expect(sut.amount(80_000) == "80.000,00")
        #expect(sut.amount(1234.5) == "1.234,50")
        #expect(sut.grouped(1234) == "1.234")
        #expect(sut.grouped(12_345_678) == "12.345.678")
    }

    @Test func aDecimalPointGroupsThousandsWithCommas() {
        let sut = NumberStyle.jde(".")
        #expect(sut.amount(80_000) == "80,000.00")
        #expect(sut.grouped(1234) == "1,234")
        #expect(sut == .plain)
    }

    @Test(arguments: ["", " ", "x", ";", ",,", "'", "COMMA"])
    func anUnknownOrBlankDecimalFormatIsTheDecimalPoint(decimalFormat: String) {
        #expect(NumberStyle.jde(decimalFormat) == .plain)
    }

    @Test func noSessionIsTheDecimalPoint() {
        #expect(NumberStyle.jde(nil) == .plain)
    }

    @Test func aPaddedCommaIsStillAComma() {
        // JDE pads text fields with blanks; the separator is what is left.
        #expect(NumberStyle.jde(" , ") == Self.comma)
    }

    @Test func aLineNumberIsWholeUnlessItLiesBetweenTwoLines() {
        #expect(NumberStyle.plain.lineNumber(3) == "3")
        #expect(NumberStyle.plain.lineNumber(1_000) == "1,000")
        #expect(NumberStyle.plain.lineNumber(1.5) == "1.500")
        #expect(NumberStyle.plain.lineNumber(2.001) == "2.001")
    }

    @Test func thePlainStyleIsWhatTheAppAlwaysShowed() {
        #expect(NumberStyle.plain.amount(1234.5) == "1,234.50")
        #expect(NumberStyle.plain.grouped(12_345) == "12,345")
        #expect(NumberStyle.plain.amount(80_000) == "80,000.00")
        #expect(NumberStyle.plain.grouped(-1234) == "-1,234")
        #expect(NumberStyle.plain.amount(7, decimals: 0) == "7")
    }

    @Test func negativesKeepTheirSignBeforeTheGroups() {
        #expect(Self.comma.amount(-1234.5) == "-1.234,50")
        #expect(NumberStyle.plain.amount(-0.5) == "-0.50")
        #expect(Self.comma.grouped(-1_000_000) == "-1.000.000")
        #expect(NumberStyle.plain.grouped(-999) == "-999")
    }

    @Test func aNegativeThatRoundsToZeroHasNoSign() {
        #expect(NumberStyle.plain.amount(-0.004) == "0.00")
        #expect(Self.comma.amount(-0.4, decimals: 0) == "0")
        #expect(NumberStyle.plain.amount(-0.0) == "0.00")
    }

    @Test func halfACentRoundsAwayFromZeroAsWritten() {
        // Given: values whose binary form lies just below the half (1.005 is 1.00499999999999989…)
        let sut = NumberStyle.plain
        // Then: rounded as a person reading them expects
        #expect(sut.amount(1.005) == "1.01")
        #expect(sut.amount(2.675) == "2.68")
        #expect(sut.amount(0.125) == "0.13")
        #expect(sut.amount(-1.005) == "-1.01")
        #expect(sut.amount(1.0049) == "1.00")
        #expect(Self.comma.amount(1234.565) == "1.234,57")
    }

    @Test func roundingCarriesIntoTheWholePartAndANewGroup() {
        #expect(NumberStyle.plain.amount(999.995) == "1,000.00")
        #expect(Self.comma.amount(999_999.999) == "1.000.000,00")
        #expect(NumberStyle.plain.amount(9.5, decimals: 0) == "10")
    }

    @Test func zeroDecimalsShowNoSeparator() {
        #expect(Self.comma.amount(1234, decimals: 0) == "1.234")
        #expect(NumberStyle.plain.amount(0.5, decimals: 0) == "1")
        #expect(NumberStyle.plain.amount(0, decimals: 0) == "0")
        #expect(Self.comma.amount(12, decimals: -1) == "12")
    }

    @Test func moreDecimalsArePaddedWithZeros() {
        #expect(Self.comma.amount(18.98, decimals: 4) == "18,9800")
        #expect(NumberStyle.plain.amount(2, decimals: 3) == "2.000")
        #expect(NumberStyle.plain.amount(0.00001, decimals: 4) == "0.0000")
        #expect(NumberStyle.plain.amount(0.00005, decimals: 4) == "0.0001")
    }

    @Test func largeNumbersKeepEveryDigit() {
        #expect(NumberStyle.plain.amount(-9_999_999_999_999.99) == "-9,999,999,999,999.99")
        #expect(Self.comma.amount(-9_999_999_999_999.99) == "-9.999.999.999.999,99")
        #expect(NumberStyle.plain.amount(1e16) == "10,000,000,000,000,000.00")
        #expect(Self.comma.amount(1.5e20, decimals: 0) == "150.000.000.000.000.000.000")
        #expect(NumberStyle.plain.grouped(Int.max) == "9,223,372,036,854,775,807")
        #expect(Self.comma.grouped(Int.min) == "-9.223.372.036.854.775.808")
    }

    @Test func aValueThatIsNotANumberIsShownAsSuch() {
        #expect(NumberStyle.plain.amount(.infinity) == "inf")
        #expect(NumberStyle.plain.amount(.nan) == "nan")
    }
}

@Suite struct NumberStyleParsingTests {
    @Test(arguments: [
        ("2500", 2500.0), ("2500.50", 2500.5), ("2,500.50", 2500.5), ("1,234,567.8", 1_234_567.8), (" 12 ", 12), ("-40", -40), ("0.5", 0.5),
    ])
    func readsPlainAmounts(text: String, value: Double) {
        #expect(NumberStyle.plain.parseAmount(text) == value)
    }

    @Test(arguments: [
        ("2500", 2500.0), ("2500,50", 2500.5), ("2.500,50", 2500.5), ("1.234.567,8", 1_234_567.8), ("1 234,5", 1234.5), ("1\u{00A0}234,5", 1234.5),
        ("1.000", 1000),
    ])
    func readsAmountsWithADecimalComma(text: String, value: Double) {
        #expect(NumberStyle.jde(",").parseAmount(text) == value)
    }

    @Test(arguments: ["", "lots", "1000.5", "1.00,5", "12.34.5", "1,5,0", ",5", "5,", "1e5", "--5", "1.0000", "0x10", "NaN", "inf", "١٢٣"])
    func refusesWhatADecimalCommaUserCannotHaveMeant(text: String) {
        #expect(NumberStyle.jde(",").parseAmount(text) == nil)
    }

    @Test(arguments: ["1000,5", "1,00.5", "12,34", ".5", "5.", "1e5"])
    func refusesWhatAPlainUserCannotHaveMeant(text: String) {
        #expect(NumberStyle.plain.parseAmount(text) == nil)
    }
}
