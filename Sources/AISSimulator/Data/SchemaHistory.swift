/// The JDE tables' migrations as they were written, frozen: a kept database (`--db`) of any earlier schema
/// and a new one pass through the same steps. Never edit one that has shipped; add the next.
enum SchemaHistory {
    /// A column as every migration declares it: `ALIAS:I` (integer), `:R` (real) or `:T` (text), never
    /// null, blank by default.
    private static func column(_ spec: Substring) -> String {
        let parts = spec.split(separator: ":")
        let (type, blank) = switch parts.last {
        case "I": ("INTEGER", "0")
        case "R": ("REAL", "0")
        default: ("TEXT", "''")
        }
        return "\"\(parts[0])\" \(type) NOT NULL DEFAULT \(blank)"
    }

    private static func create(_ table: String, _ columns: String) -> String {
        "CREATE TABLE \"\(table)\" (\(columns.split(separator: " ").map(column).joined(separator: ", ")));\n"
    }

    private static func add(_ table: String, _ spec: Substring) -> String {
        "ALTER TABLE \"\(table)\" ADD COLUMN \(column(spec));\n"
    }

    /// Schema 1: the first tables. F4209 then had `TDAY` (the time of a decision) and `RMK`, F40095 `USER`.
    static let firstTables = [
        ("F4209", "DOCO:I DCTO:T KCOO:T SFXO:T RPER:I ASTS:T ARTG:T AN8:I MCU:T TRDJ:T RDJ:T RDB:T ATY:T TDAY:I RMK:T"),
        ("F4301", "DOCO:I DCTO:T KCOO:T SFXO:T MCU:T AN8:I TRDJ:T DRQJ:T CRCD:T OTOT:R ORBY:T VR01:T"),
        ("F4311", "DOCO:I DCTO:T KCOO:T SFXO:T LNID:R LNTY:T ITM:I LITM:T DSC1:T DSC2:T MCU:T UOM:T UORG:R PRRC:R AEXP:R CRCD:T "
            + "DRQJ:T LTTR:T NXTR:T"),
        ("F0101", "AN8:I ALPH:T AT1:T"),
        ("F4101", "ITM:I LITM:T AITM:T DSC1:T DSC2:T UOM1:T STKT:T"),
        ("F41021", "ITM:I MCU:T LOCN:T LOTN:T PQOH:R PCOM:R HCOM:R PREQ:R QWBO:R"),
        ("F0006", "MCU:T DL01:T STYL:T CO:T"),
        ("F0005", "SY:T RT:T KY:T DL01:T DL02:T"),
        ("F40095", "USER:T MCU:T"),
    ].map(create).joined()

    /// Schema 2: when a row last changed, `UPMJ` (and the header's `TDAY`), taken from the dates a kept
    /// database has.
    static let changeStamps = add("F4209", "UPMJ:T") + add("F4301", "UPMJ:T") + add("F4301", "TDAY:I") + """
        UPDATE F4209 SET UPMJ = CASE WHEN TRIM(RDJ) <> '' THEN RDJ ELSE TRDJ END;
        UPDATE F4301 SET UPMJ = TRDJ;

        """

    /// Schema 3: only the columns a standard system has (contract §4.1). F4209 loses `UPMJ`, `TDAY` and `RMK`
    /// and gains `RDT` (the old `TDAY` of a decided row); its remarks move to `F4318` at the order's level;
    /// every order gets its originator's own row (`ASTS` `' O'`, written on the order date by the buyer
    /// who ordered it); `MCU` and `ATY` go blank on approval rows. F40095's `USER` is `TERM`. F4311 gains
    /// `STTS` (`R ` on the lines P43081 rejected alone: `LTTR` 980, `NXTR` 999) and the header's change
    /// stamp. The `UPMJ` index must go before its column can; `Schema.jdeIndexStatements` builds the `RDJ`
    /// one in its place when the database is opened. `TRDJ` keeps the order date on old rows: the day
    /// each was added is not known.
    static let standardColumns = add("F4209", "RDT:I") + create("F4318", "DOCO:I DCTO:T KCOO:T SFXO:T LNID:R RMK:T")
        + add("F4311", "STTS:T") + add("F4311", "UPMJ:T") + add("F4311", "TDAY:I") + """
        UPDATE F4209 SET RDT = TDAY WHERE TRIM(RDJ) <> '';
        INSERT INTO F4318 (DOCO, DCTO, KCOO, SFXO, LNID, RMK)
            SELECT DOCO, DCTO, KCOO, SFXO, 0, substr(RMK, 1, \(TableCatalog.remarkWidth)) FROM F4209
            WHERE TRIM(RMK) <> '' ORDER BY rowid;
        INSERT INTO F4209 (DOCO, DCTO, KCOO, SFXO, RPER, ASTS, ARTG, AN8, TRDJ, RDJ, RDB)
            SELECT F.DOCO, F.DCTO, F.KCOO, F.SFXO, F.AN8, ' O', F.ARTG, F.AN8, H.TRDJ, H.TRDJ, H.ORBY
            FROM F4209 F JOIN F4301 H ON H.DOCO = F.DOCO AND H.DCTO = F.DCTO AND H.KCOO = F.KCOO AND H.SFXO = F.SFXO
            WHERE F.rowid IN (SELECT MIN(rowid) FROM F4209 GROUP BY DOCO, DCTO, KCOO, SFXO) ORDER BY F.rowid;
        UPDATE F4209 SET MCU = '', ATY = '';
        DROP INDEX IF EXISTS "F4209_3";
        ALTER TABLE F4209 DROP COLUMN "UPMJ";
        ALTER TABLE F4209 DROP COLUMN "TDAY";
        ALTER TABLE F4209 DROP COLUMN "RMK";
        ALTER TABLE F40095 RENAME COLUMN "USER" TO "TERM";
        UPDATE F4311 SET STTS = 'R ' WHERE LTTR = '980' AND NXTR = '999';
        UPDATE F4311 SET UPMJ = H.UPMJ, TDAY = H.TDAY FROM F4301 AS H
            WHERE H.DOCO = F4311.DOCO AND H.DCTO = F4311.DCTO AND H.KCOO = F4311.KCOO AND H.SFXO = F4311.SFXO;

        """

    /// Schema 4: budget context (contract §4.2). `F4311` gains its line's account (`AID`, and `OMCU`/`OBJ`/`SUB`,
    /// blank on inventory lines and on every line of a kept database); the account master `F0901`, the
    /// account balances `F0902`, the company constants `F0010` and the fiscal date patterns `F0008` are new,
    /// empty in a kept database (the demo generator fills them in a new one).
    static let budgets = add("F4311", "AID:T") + add("F4311", "OMCU:T") + add("F4311", "OBJ:T") + add("F4311", "SUB:T")
        + create("F0901", "AID:T CO:T MCU:T OBJ:T SUB:T DL01:T LDA:T")
        + create("F0902", "AID:T CTRY:I FY:I FQ:T LT:T SBL:T SBLT:T CRCD:T APYC:R "
                 + (1...14).map { "AN\($0 < 10 ? "0" : "")\($0):R" }.joined(separator: " ") + " BORG:R")
        + create("F0010", "CO:T DTPN:T DFYJ:T PNC:I")
        + create("F0008", "DTPN:T DFYJ:T " + (1...14).map { "D\($0 < 10 ? "0" : "")\($0)J:T" }.joined(separator: " "))
}
