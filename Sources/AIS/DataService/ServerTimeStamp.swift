/// The server's clock as its answers state it: a data-service answer's `timeStamp`
/// (`"2026-11-22:10.31.06"`, §3 and §9), an error body's ISO `timeStamp`, an orchestration's
/// `jde__startTimestamp`. Only the day is read: it is what "rows changed since" conditions compare
/// (`UPMJ`, contract §4), and it is the server's day, whatever the client's clock or time zone says.
public enum ServerTimeStamp {
    /// The day of the answer's time stamp; nil when it has none or it is not a `yyyy-MM-dd…` time.
    public static func day(in json: JSONValue) -> LocalDate? {
        for field in ["timeStamp", "jde__startTimestamp", "jde__endTimestamp"] {
            if let text = json[field]?.text, let day = day(of: text) { return day }
        }
        return nil
    }

    /// The day a time stamp names: its first ten characters as `yyyy-MM-dd`, followed by nothing, `:`,
    /// `T` or a space.
    public static func day(of text: String) -> LocalDate? {
        let bytes = Array(text.utf8.prefix(11))
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        if bytes.count == 11, ![UInt8(ascii: ":"), UInt8(ascii: "T"), UInt8(ascii: " ")].contains(bytes[10]) { return nil }
        return LocalDate(iso: String(decoding: bytes[0..<10], as: UTF8.self))
    }
}
