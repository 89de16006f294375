/// The decimal digits of a Double rounded to a number of places, half away from zero.
///
/// It rounds the text Swift prints for the value (the shortest that reads back as the same Double), not
/// the binary value: 1.005 is stored as 1.00499999999999989…, so `(1.005 * 100).rounded()` gives 100,
/// while a person reading 1.005 expects 1.01. Working on digits also has no Int to overflow, so any
/// finite amount can be shown.
enum DecimalDigits {
    /// The whole part of |value| (no leading zeros, at least one digit) and exactly `places` digits
    /// after the point. `value` must be finite; `places` is at least 0.
    static func rounded(_ value: Double, places: Int) -> (whole: [UInt8], fraction: [UInt8]) {
        // "1234.5", "0.0001", "1e-05", "1.5e+16": a mantissa, and an exponent past 16 digits or below 1e-4.
        let text = "\(value.magnitude)"
        let parts = text.split(separator: "e", maxSplits: 1)
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integerText = mantissa[0]
        let fractionText = mantissa.count > 1 ? mantissa[1] : ""
        var digits = (integerText + fractionText).compactMap { $0.wholeNumberValue.map(UInt8.init) }
        var point = integerText.count + exponent
        if point < 0 {
            digits.insert(contentsOf: repeatElement(0, count: -point), at: 0)
            point = 0
        }
        let needed = point + places + 1
        if digits.count < needed { digits += repeatElement(0, count: needed - digits.count) }

        var kept = Array(digits[0..<(point + places)])
        if digits[point + places] >= 5 { point += carry(into: &kept) }
        let whole = Array(kept[0..<point].drop { $0 == 0 })
        return (whole.isEmpty ? [0] : whole, Array(kept[point...]))
    }

    /// Adds one to the last digit, carrying; returns 1 when a digit was added in front (999 → 1000).
    private static func carry(into digits: inout [UInt8]) -> Int {
        var i = digits.count - 1
        while i >= 0 {
            if digits[i] < 9 {
                digits[i] += 1
                return 0
            }
            digits[i] = 0
            i -= 1
        }
        digits.insert(1, at: 0)
        return 1
    }
}
