import AIS

/// A company's constants (`F0010`): its fiscal date pattern, the first day of its current fiscal year and
/// its current period. Company `00000` holds the defaults of companies without a row.
public struct CompanyConstants: Sendable, Equatable {
    public static let defaultCompany = "00000"

    public var company: String
    public var pattern: String
    public var yearStart: LocalDate?
    public var period: Int

    public init(company: String, pattern: String, yearStart: LocalDate?, period: Int) {
        self.company = company
        self.pattern = pattern
        self.yearStart = yearStart
        self.period = period
    }
}

/// One fiscal year of a date pattern (`F0008`): its first day and the last day of each of its periods.
public struct FiscalPattern: Sendable, Equatable {
    public var pattern: String
    public var yearStart: LocalDate
    /// `D01J`…`D14J`, nil where a period has no end (a pattern of 12 periods leaves 13 and 14 blank).
    public var periodEnds: [LocalDate?]

    public init(pattern: String, yearStart: LocalDate, periodEnds: [LocalDate?]) {
        self.pattern = pattern
        self.yearStart = yearStart
        self.periodEnds = periodEnds
    }
}

/// Where a company stands in its fiscal calendar: the `F0902` year (`CTRY`, `FY`) of its current fiscal
/// year, and its current period.
public struct FiscalPosition: Sendable, Equatable {
    /// `CTRY`: 20 for the years 2000–2099.
    public var century: Int
    /// `FY`: two digits, the year in which period 1 ends.
    public var year: Int
    /// 1–14.
    public var period: Int

    public init(century: Int, year: Int, period: Int) {
        self.century = century
        self.year = year
        self.period = period
    }

    /// The fiscal year in four digits (2026).
    public var fullYear: Int { century * 100 + year }
}

/// The recipe's calendar step (contract §4.2): an account's company → its constants (or `00000`'s) → the
/// pattern's fiscal year that starts on the constants' day → the `F0902` year, which is the year its
/// period 1 ends in.
public struct FiscalCalendar: Sendable, Equatable {
    public var constants: [CompanyConstants]
    public var patterns: [FiscalPattern]

    public init(constants: [CompanyConstants], patterns: [FiscalPattern]) {
        self.constants = constants
        self.patterns = patterns
    }

    /// Why a company's position cannot be known from what the site holds.
    public enum Gap: Error, Sendable, Equatable, CustomStringConvertible {
        case noConstants(company: String)
        case noYearStart(company: String)
        case noPattern(pattern: String, yearStart: LocalDate)

        public var description: String {
            switch self {
            case .noConstants(let company): return "no company constants (F0010) for company \(company) or 00000"
            case .noYearStart(let company): return "company \(company)'s constants (F0010) name no fiscal year start"
            case .noPattern(let pattern, let start): return "no fiscal pattern \(pattern) (F0008) for the year starting \(start.iso)"
            }
        }
    }

    /// The position of `company`'s books.
    public func position(of company: String) throws(Gap) -> FiscalPosition {
        let co = company.trimmingCharacters(in: .whitespaces)
        guard let own = constants.first(where: { $0.company == co }) ?? constants.first(where: { $0.company == CompanyConstants.defaultCompany })
        else { throw .noConstants(company: co) }
        guard let start = own.yearStart else { throw .noYearStart(company: co) }
        guard let year = patterns.first(where: { $0.pattern == own.pattern && $0.yearStart == start }) else {
            throw .noPattern(pattern: own.pattern, yearStart: start)
        }
        // Period 1's end names the year; a pattern without it is read by its first day.
        let named = year.periodEnds.first.flatMap { $0 } ?? start
        return FiscalPosition(century: named.year / 100, year: named.year % 100, period: min(14, max(1, own.period)))
    }
}
