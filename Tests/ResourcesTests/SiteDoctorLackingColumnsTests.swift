@testable import Resources
import Testing

/// `signoff doctor` on a site whose table lacks columns of a standard system (contract §4.1): named as the
/// table lacking them, with what Signoff does without each; a failure only where it cannot do without.
@Suite struct SiteDoctorLackingColumnsTests {
    @Test func aColumnSignoffDoesWithoutIsAWarningSayingWhatHappensWithoutIt() {
        // When: this site's F4301 has no UPMJ
        let sut = SiteReadsCheck.lacking(["UPMJ"], of: "F4301", name: "read F4301")
        // Then
        #expect(sut.status == .warning)
        #expect(sut.detail.contains("this site's F4301 has no UPMJ"), "\(sut.detail)")
        #expect(sut.detail.contains("seen at the next full read"), "\(sut.detail)")
        #expect(!sut.detail.contains("grant") && !sut.fix.contains("grant"), "\(sut)")
    }

    @Test func aColumnSignoffNeedsIsAFailureNamingItNotAPermission() {
        // When: this site's F4209 has neither RDJ nor RDT
        let sut = SiteReadsCheck.lacking(["RDJ", "RDT"], of: "F4209", name: "read F4209")
        // Then: RDJ cannot be done without; the fix points at the table, not at security
        #expect(sut.status == .failed)
        #expect(sut.detail.contains("cannot do without RDJ"), "\(sut.detail)")
        #expect(!sut.fix.contains("read access"), "\(sut)")
    }
}
