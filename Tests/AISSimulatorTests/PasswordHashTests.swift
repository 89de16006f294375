@testable import AISSimulator
import Testing

@Suite struct PasswordHashTests {
    private func hex(_ bytes: [UInt8]) -> String { bytes.map { String($0, radix: 16).leftPadded(to: 2, with: "0") }.joined() }

    @Test func sha256MatchesTheStandardVectors() {
        #expect(hex(SHA256.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256.hash(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(SHA256.hash([UInt8](repeating: 0x61, count: 1_000_000)))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func sha256GivesTheSameDigestWhateverTheChunking() {
        // Given a message fed in uneven pieces
        let message = (0..<300).map { UInt8($0 % 251) }
        var sut = SHA256()
        sut.update(Array(message[0..<1]))
        sut.update(Array(message[1..<70]))
        sut.update(Array(message[70...]))
        // Then the digest is the one-shot digest
        #expect(sut.finalize() == SHA256.hash(message))
    }

    @Test func pbkdf2MatchesRFC7914() {
        let sut = PasswordHash.pbkdf2(password: Array("passwd".utf8), salt: Array("salt".utf8), iterations: 1, length: 64)
        #expect(hex(sut) == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783")
        let stretched = PasswordHash.pbkdf2(password: Array("password".utf8), salt: Array("salt".utf8), iterations: 4_096)
        #expect(hex(stretched) == "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a")
    }

    @Test func aStoredHashIsSaltedAndChecksThePassword() {
        // Given two hashes of the same password
        let sut = PasswordHash.make(password: "demo", iterations: 64)
        let other = PasswordHash.make(password: "demo", iterations: 64)
        // Then each has its own salt, and only the right password matches
        #expect(sut.salt != other.salt)
        #expect(sut.hash != other.hash)
        #expect(sut.matches("demo"))
        #expect(!sut.matches("Demo"))
        #expect(!sut.matches(""))
    }
}
