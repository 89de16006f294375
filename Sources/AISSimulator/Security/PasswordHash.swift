/// Salted, stretched password hashes: PBKDF2 with HMAC-SHA-256 (RFC 8018), compared in constant time.
struct PasswordHash: Sendable, Equatable {
    static let defaultIterations = 4_096
    static let saltLength = 16

    let salt: [UInt8]
    let hash: [UInt8]
    let iterations: Int

    /// Hashes `password` with a fresh random salt.
    static func make(password: String, iterations: Int = defaultIterations) -> PasswordHash {
        let salt = RandomBytes.make(saltLength)
        return PasswordHash(salt: salt, hash: pbkdf2(password: Array(password.utf8), salt: salt, iterations: iterations),
                            iterations: iterations)
    }

    func matches(_ password: String) -> Bool {
        let candidate = Self.pbkdf2(password: Array(password.utf8), salt: salt, iterations: iterations, length: hash.count)
        guard candidate.count == hash.count else { return false }
        var difference: UInt8 = 0
        for (x, y) in zip(candidate, hash) { difference |= x ^ y }
        return difference == 0
    }

    /// HMAC-SHA-256 with its key already absorbed: each message costs two compressions of SHA-256.
    struct HMAC {
        private let inner: SHA256
        private let outer: SHA256

        init(key: [UInt8]) {
            var key = key
            if key.count > SHA256.blockSize { key = SHA256.hash(key) }
            key += [UInt8](repeating: 0, count: SHA256.blockSize - key.count)
            var inner = SHA256()
            inner.update(key.map { $0 ^ 0x36 })
            var outer = SHA256()
            outer.update(key.map { $0 ^ 0x5c })
            self.inner = inner
            self.outer = outer
        }

        func authenticate(_ message: [UInt8]) -> [UInt8] {
            var inner = self.inner
            inner.update(message)
            var outer = self.outer
            outer.update(inner.finalize())
            return outer.finalize()
        }
    }

    static func pbkdf2(password: [UInt8], salt: [UInt8], iterations: Int, length: Int = SHA256.digestSize) -> [UInt8] {
        let mac = HMAC(key: password)
        var derived: [UInt8] = []
        var blockIndex: UInt32 = 1
        while derived.count < length {
            let indexBytes = [UInt8(blockIndex >> 24), UInt8(truncatingIfNeeded: blockIndex >> 16),
                              UInt8(truncatingIfNeeded: blockIndex >> 8), UInt8(truncatingIfNeeded: blockIndex)]
            var u = mac.authenticate(salt + indexBytes)
            var t = u
            for _ in 1..<max(1, iterations) {
                u = mac.authenticate(u)
                for i in 0..<t.count { t[i] ^= u[i] }
            }
            derived += t
            blockIndex += 1
        }
        return Array(derived.prefix(length))
    }
}
