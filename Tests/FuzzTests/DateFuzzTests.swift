import AIS
import Testing

/// The user's date format (from the login answer) and the dates written in it (from every row), garbled:
/// a format is understood or refused, a date is a real day or nil, and nothing traps.
@Suite struct DateFuzzTests {
    static let patterns = ["MM/dd/yyyy", "dd/MM/yyyy", "yyyy/MM/dd", "dd.MM.yy", "yyyyMMdd", "MM-dd-yy", "dd MM yyyy", "yyMMdd"]
    static let pieces = ["0", "00", "1", "12", "13", "29", "31", "32", "99", "2024", "1900", "0000", "9999", "10000", "-1", "+1",
                         "٣", "１２", "²", "Ⅻ", "/", ".", "-", " ", "  ", "\u{0}", "é", "\u{FFFD}", "99999999999999999999", "1e3"]

    @Test(.timeLimit(.minutes(3)))
    func formatsAreUnderstoodOrRefused() {
        var sut = FuzzRun("JDEDateFormat(simpleDateFormat:)")
        for _ in 0..<FuzzBudget.cases(15_000) {
            // Given a garbled format
            let text = Self.garbled(sut.random.pick(Self.patterns), random: &sut.random, alphabet: ["d", "M", "y", "dd", "MM", "yyyy", "yyy", "H", "'", "%"])
            // Then it is refused, or it formats dates that it reads back
            sut.check(Array(text.utf8)) {
                guard let format = JDEDateFormat(simpleDateFormat: text) else { return nil }
                let day = LocalDate(year: 2024, month: 2, day: 29)!
                return format.parse(format.format(day)) == day ? nil : "\(text) does not read back \(format.format(day))"
            }
        }
        #expect(sut.finish() == FuzzBudget.cases(15_000))
    }

    @Test(.timeLimit(.minutes(3)))
    func datesAreRealDaysOrNil() {
        let formats = Self.patterns.compactMap { JDEDateFormat(simpleDateFormat: $0) }
        var sut = FuzzRun("JDEDateFormat.parse")
        for _ in 0..<FuzzBudget.cases(30_000) {
            // Given a date written in a format, then garbled
            let format = sut.random.pick(formats)
            let day = LocalDate(daysSinceEpoch: sut.random.int(-719_162...2_932_896))
            let text = Self.garbled(format.format(day), random: &sut.random, alphabet: Self.pieces)
            // Then what it reads is a real day, and a 4-digit year format writes it back to the same day
            sut.check(Array(text.utf8)) {
                guard let parsed = format.parse(text) else { return nil }
                guard LocalDate(year: parsed.year, month: parsed.month, day: parsed.day) == parsed else { return "\(parsed) is not a real day" }
                if format.pattern.contains("yyyy"), format.parse(format.format(parsed)) != parsed { return "\(parsed) does not write back" }
                return nil
            }
        }
        #expect(sut.finish() == FuzzBudget.cases(30_000))
    }

    @Test(.timeLimit(.minutes(3)))
    func isoDatesAreRealDaysOrNil() {
        var sut = FuzzRun("LocalDate(iso:)")
        for _ in 0..<FuzzBudget.cases(10_000) {
            let day = LocalDate(daysSinceEpoch: sut.random.int(-719_162...2_932_896))
            let text = Self.garbled(day.iso, random: &sut.random, alphabet: Self.pieces)
            sut.check(Array(text.utf8)) {
                guard let parsed = LocalDate(iso: text) else { return nil }
                guard LocalDate(iso: parsed.iso) == parsed else { return "\(parsed) does not write back" }
                return LocalDate(daysSinceEpoch: parsed.daysSinceEpoch) == parsed ? nil : "\(parsed) does not count back"
            }
        }
        #expect(sut.finish() == FuzzBudget.cases(10_000))
    }

    /// `text` with a few of its characters changed, removed or doubled, or pieces inserted.
    static func garbled(_ text: String, random: inout FuzzRandom, alphabet: [String]) -> String {
        var characters = Array(text)
        for _ in 0..<random.int(0...3) {
            let at = random.below(characters.count + 1)
            switch random.below(5) {
            case 0 where !characters.isEmpty: characters.remove(at: random.below(characters.count))
            case 1 where !characters.isEmpty: characters[random.below(characters.count)] = Character(Unicode.Scalar(UInt8(random.int(0x20...0x7E))))
            case 2: characters.insert(contentsOf: Array(random.pick(alphabet)), at: at)
            case 3 where !characters.isEmpty: characters.insert(characters[random.below(characters.count)], at: at)
            default: characters = Array(characters.prefix(at))
            }
        }
        return String(characters)
    }
}
