/// The columns a standard JD Edwards system's tables have, as far as Signoff needs to know them (contract
/// §4.1): a request that names any other column is refused by a real AIS server, so nothing Signoff reads
/// and nothing the simulator serves may lie outside these lists. F4209's 27 and F40095's 8 are those of a
/// public extract of a JD Edwards data schema; the others are the columns contract §4 and §4.2 list. The
/// budget tables' (F0901, F0902, F0010, F0008) are contract §4.2's, with F0902's key columns `FQ`, `SBL`
/// and `SBLT` (its key in §4.2), which the standard table has too.
public enum StandardColumns {
    public static let byTable: [String: [String]] = [
        "F4209": ["HCOD", "RPER", "AN8", "MCU", "KCOO", "DOCO", "DCTO", "SFXO", "LNID", "ITM", "LITM", "AITM", "TRDJ", "DRQJ",
                  "PDDJ", "CTYP", "RDC", "RDB", "RDJ", "RDT", "ARTG", "ASTS", "ATY", "EDEI", "DLNID", "PA8", "SHAN"],
        "F40095": ["TERM", "MCU", "PPSQ", "PIVQ", "PPOQ", "ARTG", "BLMCU", "GRMCU"],
        "F4301": ["DOCO", "DCTO", "KCOO", "SFXO", "MCU", "AN8", "TRDJ", "DRQJ", "CRCD", "OTOT", "ORBY", "VR01", "UPMJ", "TDAY"],
        "F4311": ["DOCO", "DCTO", "KCOO", "SFXO", "LNID", "LNTY", "ITM", "LITM", "DSC1", "DSC2", "MCU", "UOM", "UORG", "PRRC",
                  "AEXP", "CRCD", "DRQJ", "LTTR", "NXTR", "STTS", "UPMJ", "TDAY", "AID", "OMCU", "OBJ", "SUB"],
        "F0101": ["AN8", "ALPH", "AT1"],
        "F4101": ["ITM", "LITM", "AITM", "DSC1", "DSC2", "UOM1", "STKT"],
        "F41021": ["ITM", "MCU", "LOCN", "LOTN", "PQOH", "PCOM", "HCOM", "PREQ", "QWBO"],
        "F0006": ["MCU", "DL01", "STYL", "CO"],
        "F0005": ["SY", "RT", "KY", "DL01", "DL02"],
        "F4318": ["DOCO", "DCTO", "KCOO", "SFXO", "LNID", "RMK"] + (1...10).map { "UC" + twoDigits($0) },
        "F0901": ["AID", "CO", "MCU", "OBJ", "SUB", "DL01", "LDA"],
        "F0902": ["AID", "CTRY", "FY", "FQ", "LT", "SBL", "SBLT", "CRCD", "APYC"] + (1...14).map { "AN" + twoDigits($0) } + ["BORG"],
        "F0010": ["CO", "DTPN", "DFYJ", "PNC"],
        "F0008": ["DTPN", "DFYJ"] + (1...14).map { "D" + twoDigits($0) + "J" },
    ]

    /// `n` in two digits: `AN01`, `D14J`, `UC10`.
    private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// Whether a standard `table` has `column`.
    public static func has(_ table: String, _ column: String) -> Bool {
        byTable[table]?.contains(column) ?? false
    }
}
