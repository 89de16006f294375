import AISSimulator
import Foundation

/// `simulator-queue-page`: generates 100,000 orders in-process, starts the simulator on loopback, and
/// times requests for a 500-row page of DEMO's approval queue over one keep-alive connection.
enum SimulatorQueuePage {
    static let scenario = Scenario(
        name: "simulator-queue-page",
        summary: "500-row approval-queue page from the simulator --server URL [--requests N]",
        run: run)

    static func run(_ options: BenchOptions) throws -> [BenchFigure] {
        let requests = Int(options.value("--requests") ?? "") ?? 200
        guard let port = try options.server().port else { throw BenchFailure("--server needs a port") }
        let client = try LoopbackHTTPClient(port: port)
        let login = try client.post("/jderest/v2/tokenrequest",
                                    json: #"{"username":"DEMO","password":"demo","deviceName":"bench","environment":"JDV920","role":"*ALL"}"#)
        guard login.status == 200,
              let object = try JSONSerialization.jsonObject(with: Data(login.body)) as? [String: Any],
              let info = object["userInfo"] as? [String: Any], let token = info["token"] as? String,
              let an8 = info["addressNumber"] as? Int else {
            throw LoopbackHTTPClient.Failure(description: "login failed with status \(login.status)")
        }
        let query = """
            {"token":"\(token)","deviceName":"bench","targetName":"F4209","targetType":"table","dataServiceType":"BROWSE",
             "outputType":"GRID_DATA","returnControlIDs":"F4209.DOCO|F4209.DCTO|F4209.KCOO|F4209.SFXO|F4209.RPER|F4209.ASTS|F4209.ARTG|F4209.AN8|F4209.MCU|F4209.TRDJ",
             "maxPageSize":"500","enableNextPageProcessing":true,
             "query":{"autoFind":true,"matchType":"MATCH_ALL","condition":[
               {"controlId":"F4209.RPER","operator":"EQUAL","value":[{"content":"\(an8)","specialValueId":"LITERAL"}]},
               {"controlId":"F4209.ASTS","operator":"LIST","value":[{"content":"1N","specialValueId":"LITERAL"},{"content":"2N","specialValueId":"LITERAL"}]}]},
             "aggregation":{"orderBy":[{"column":"F4209.DOCO","direction":"DESC"}]}}
            """
        var milliseconds: [Double] = []
        var bytes = 0
        for i in 0..<(requests + 5) {
            let start = DispatchTime.now().uptimeNanoseconds
            let page = try client.post("/jderest/v2/dataservice", json: query)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            guard page.status == 200 else { throw LoopbackHTTPClient.Failure(description: "page answered \(page.status)") }
            if i >= 5 { milliseconds.append(elapsed) } else { bytes = page.body.count }  // the first five warm up
        }
        let p = Percentiles(milliseconds.map { $0 / 1000 })
        return [BenchFigure("simulator", "500-row queue page (\(Format.count(bytes)) B), \(requests) requests: p50 / p99 / max",
                            "\(Format.ms(p.at(0.5))) / \(Format.ms(p.at(0.99))) / \(Format.ms(p.max))")]
    }
}
