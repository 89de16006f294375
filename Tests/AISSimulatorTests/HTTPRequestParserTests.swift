@testable import AISSimulator
import Testing

@Suite struct HTTPRequestParserTests {
    @Test func readsARequestArrivingInPieces() {
        var sut = HTTPRequestParser()
        let text = "POST /jderest/v2/dataservice/next?rid=abc&returnControlIDs=F4209.DOCO%7CF4209.DCTO HTTP/1.1\r\nHost: h\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"
        var outcome = HTTPRequestParser.Outcome.needMore(expectsContinue: false)
        for byte in text.utf8 {
            sut.append([byte])
            outcome = sut.next(peerIsLoopback: true)
            if case .request = outcome { break }
        }
        guard case .request(let request) = outcome else { Issue.record("no request"); return }
        #expect(request.method == "POST")
        #expect(request.path == "/jderest/v2/dataservice/next")
        #expect(request.query["rid"] == "abc")
        #expect(request.query["returnControlIDs"] == "F4209.DOCO|F4209.DCTO")
        #expect(request.mediaType == "application/json")
        #expect(request.body == Array("{}".utf8))
        #expect(request.wantsKeepAlive)
    }

    @Test func readsTheAbsoluteFormAProxySendsAsItsPath() {
        // Given: a request as a client sends it through a proxy for http://
        var sut = HTTPRequestParser()
        sut.append(Array("POST http://127.0.0.1:9300/jderest/v2/dataservice?x=1 HTTP/1.1\r\nHost: 127.0.0.1:9300\r\nContent-Length: 0\r\n\r\n".utf8))
        // When / Then
        guard case .request(let request) = sut.next(peerIsLoopback: true) else { Issue.record("no request"); return }
        #expect(request.path == "/jderest/v2/dataservice" && request.query["x"] == "1")
        #expect(HTTPRequestParser.originForm("HTTPS://h") == "/")
        #expect(HTTPRequestParser.originForm("http://h?a=b") == "/?a=b")
        #expect(HTTPRequestParser.originForm("/jderest") == "/jderest")
    }

    @Test func refusesTooLargeBodiesAndHeads() {
        var sut = HTTPRequestParser(maximumHeadBytes: 100, maximumBodyBytes: 10)
        sut.append(Array("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 11\r\n\r\n".utf8))
        guard case .failure(413, _) = sut.next(peerIsLoopback: true) else { Issue.record("not 413"); return }
        var head = HTTPRequestParser(maximumHeadBytes: 100, maximumBodyBytes: 10)
        head.append(Array(("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 200)).utf8))
        guard case .failure(431, _) = head.next(peerIsLoopback: true) else { Issue.record("not 431"); return }
    }

    @Test func http10ClosesUnlessAskedToKeepAlive() {
        #expect(!HTTPRequest(method: "GET", path: "/", version: "HTTP/1.0").wantsKeepAlive)
        #expect(HTTPRequest(method: "GET", path: "/", headers: ["connection": "keep-alive"], version: "HTTP/1.0").wantsKeepAlive)
        #expect(!HTTPRequest(method: "GET", path: "/", headers: ["connection": "close"]).wantsKeepAlive)
    }
}
