@testable import AISSimulator
import Testing

@Suite struct MediaObjectTests {
    static func key(_ row: JSONValue) -> JSONValue {
        [.string(String(row["F4209_DOCO"]?.intValue ?? 0)), row["F4209_DCTO"] ?? "", row["F4209_KCOO"] ?? "", row["F4209_SFXO"] ?? ""]
    }

    static func common(_ login: SimulatorHarness.Login, _ row: JSONValue) -> [(String, JSONValue)] {
        login.credentials + [("moStructure", "GT4301"), ("moKey", key(row)), ("formName", "P4310_W4310A"), ("version", "ZJDE0001")]
    }

    @Test func addedTextIsListedAndRead() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let row = try #require(try await harness.queue(login).json.rows("F4209").first)
        let before = try await harness.post("/v2/file/list", .object(Self.common(login, row)))
        let count = before.json["mediaObjects"]?.arrayValue?.count ?? -1
        // When DEMO adds a note
        let add = try await harness.post("/v2/file/addtext", .object(Self.common(login, row) + [("inputText", "Approved — see call ☎"), ("itemName", "Approver note")]))
        // Then it gets the next sequence, is listed, and reads back
        #expect(add.status == 200)
        #expect(add.json["addTextStatus"] == "Success")
        #expect(add.json["sequence"]?.intValue == count + 1)
        #expect(add.json["itemName"] == "Approver note")
        let list = try await harness.post("/v2/file/list", .object(Self.common(login, row)))
        let item = try #require(list.json["mediaObjects"]?.arrayValue?.last)
        #expect(item["itemName"] == "Approver note")
        #expect(item["isText"] == true)
        #expect(item["moType"] == 0)
        #expect(item["updateUserID"] == "DEMO")
        #expect(item["updateDate"]?.stringValue?.wholeMatch(of: /\d\d\/\d\d\/\d{4}/) != nil)
        let text = try await harness.post("/v2/file/gettext", .object(Self.common(login, row) + [("sequence", item["sequence"] ?? 0)]))
        #expect(text.json["text"] == "Approved — see call ☎")
        #expect(text.json["isRTF"] == false)
        let admin = try await harness.admin("GET", SimulatorHarness.adminPath(row) + "/media")
        #expect(admin.json["mediaObjects"]?.arrayValue?.last?["text"] == "Approved — see call ☎")
    }

    @Test func someOrdersComeWithAttachments() async throws {
        let harness = try SimulatorHarness(orders: 40)
        defer { harness.stop() }
        let counts = try await harness.admin("GET", "/counts")
        #expect((counts.json["SIM_MEDIA"]?.intValue ?? 0) > 0)
    }

    @Test func aBadStructureOrKeyIsRefused() async throws {
        let harness = try SimulatorHarness()
        defer { harness.stop() }
        let login = try await harness.login()
        let structure = try await harness.post("/v2/file/list", .object(login.credentials + [("moStructure", "GT0101"), ("moKey", ["1"])]))
        let key = try await harness.post("/v2/file/list", .object(login.credentials + [("moStructure", "GT4301"), ("moKey", ["x", "OP"])]))
        let missing = try await harness.post("/v2/file/gettext", .object(login.credentials + [("moStructure", "GT4301"), ("moKey", ["4001", "OP", "00200", "000"]), ("sequence", 99)]))
        #expect(structure.status == 500)
        #expect(key.status == 500)
        #expect(missing.status == 500)
    }
}
