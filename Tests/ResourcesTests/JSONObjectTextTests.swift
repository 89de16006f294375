import Foundation
@testable import Resources
import Testing

/// The config file's editor: one member changes, every other byte stays.
@Suite struct JSONObjectTextTests {
    @Test func findsTheMembersAndTheirLinesPastStringsThatHoldBraces() throws {
        // Given
        let text = "{\n  \"a\" : \"x } { \\\" ,\",\n  \"b\" : {\"c\": [1, {\"d\": 2}]},\n  \"e\" : true\n}\n"
        // When
        let sut = try #require(JSONObjectText(text))
        // Then
        #expect(sut.members.map(\.key) == ["a", "b", "e"])
        #expect(sut.members.map(\.line) == [2, 3, 4])
        #expect(sut.valueText("b") == "{\"c\": [1, {\"d\": 2}]}")
        #expect(sut.valueText("a") == "\"x } { \\\" ,\"")
    }

    @Test func settingAMemberThereChangesOnlyItsValue() throws {
        var sut = try #require(JSONObjectText("{ \"version\": 1,   \"x\": 5, \"odd\": \"stays\" }"))
        sut.set("x", json: "6")
        #expect(sut.text == "{ \"version\": 1,   \"x\": 6, \"odd\": \"stays\" }")
    }

    @Test func aNewMemberGoesBeforeTheFirstGreaterKeyWhenTheKeysAreInOrder() throws {
        var sut = try #require(JSONObjectText("{\n  \"a\" : 1,\n  \"c\" : 3\n}\n"))
        sut.set("b", json: "[\n  \"y\"\n]")
        #expect(sut.text == "{\n  \"a\" : 1,\n  \"b\" : [\n    \"y\"\n  ],\n  \"c\" : 3\n}\n")
        sut.set("d", json: "4")
        #expect(sut.text == "{\n  \"a\" : 1,\n  \"b\" : [\n    \"y\"\n  ],\n  \"c\" : 3,\n  \"d\" : 4\n}\n")
        #expect((try? JSONSerialization.jsonObject(with: Data(sut.text.utf8))) is [String: Any])
    }

    @Test func removingAMemberTakesItsLineAndCommaAndNothingElse() throws {
        let text = "{\n  \"a\" : 1,\n  \"b\" : 2,\n  \"c\" : 3\n}\n"
        var middle = try #require(JSONObjectText(text))
        middle.remove("b")
        #expect(middle.text == "{\n  \"a\" : 1,\n  \"c\" : 3\n}\n")
        var last = try #require(JSONObjectText(text))
        last.remove("c")
        #expect(last.text == "{\n  \"a\" : 1,\n  \"b\" : 2\n}\n")
        var inline = try #require(JSONObjectText("{\"a\": 1, \"b\": 2}"))
        inline.remove("a")
        #expect(inline.text == "{\"b\": 2}")
        var only = try #require(JSONObjectText("{\"a\": 1}"))
        only.remove("a")
        #expect((try? JSONSerialization.jsonObject(with: Data(only.text.utf8))) as? [String: Any] != nil)
        #expect(only.members.isEmpty)
    }

    @Test func aKeyWrittenTwiceIsSetWhereTheReaderTakesItAndRemovedEverywhere() throws {
        var sut = try #require(JSONObjectText("{\"a\": 1, \"a\": 2}"))
        sut.set("a", json: "3")
        #expect(sut.text == "{\"a\": 1, \"a\": 3}")
        sut.remove("a")
        #expect(sut.members.isEmpty)
    }
}
