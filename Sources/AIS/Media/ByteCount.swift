/// A size in bytes as people read it: "182 KB", "31.4 MB" (1 KB = 1024 bytes), for attachments and their limits.
public enum ByteCount {
    public static func words(_ bytes: Int) -> String {
        let units = ["KB", "MB", "GB", "TB"]
        guard bytes >= 1024 else { return bytes == 1 ? "1 byte" : "\(max(bytes, 0)) bytes" }
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        // One decimal below 100 ("31.4 MB", "2 MB" when whole), none above ("182 KB").
        if value >= 100 { return "\(Int(value.rounded())) \(units[unit])" }
        let tenths = (value * 10).rounded() / 10
        if tenths == tenths.rounded() { return "\(Int(tenths)) \(units[unit])" }
        return "\(tenths) \(units[unit])"
    }
}
