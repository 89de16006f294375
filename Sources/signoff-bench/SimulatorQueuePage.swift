import AISSimulator
import Foundation

/// `simulator-queue-page`: generates 100,000 orders in-process, starts the simulator on loopback, and
/// times requests for a 500-row page of DEMO's approval queue over one keep-alive connection.
enum SimulatorQueuePage {
    static let scenario = Scenario(
        name: "simulator-queue-page",
        summary: "500-row approval-queue page from a 100,000-order simulator [--orders N] [--requests N]",
        run: run)

    static func run(_ arguments: [String]) throws {
        var orders = 100_000
        var requests = 200
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst().flatMap(Int.init), value > 0 else {
                throw LoopbackHTTPClient.Failure(description: "\(flag) needs a positive whole number")
            }
            switch flag {
            case "--orders": orders = value
            case "--requests": requests = value
            default: throw LoopbackHTTPClient.Failure(description: "unknown option \(flag)")
            }
        }

        let sim = try SimulatorServer(configuration: .init(orders: orders, seed: 1))
        try sim.start()
        defer { sim.stop() }
        print("generation: \(sim.demoData.orders) orders, \(sim.demoData.lines) lines in \(String(format: "%.2f", sim.demoData.seconds)) s")

        let client = try LoopbackHTTPClient(port: sim.port)
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
        milliseconds.sort()
        func percentile(_ p: Double) -> Double { milliseconds[min(milliseconds.count - 1, Int((p * Double(milliseconds.count)).rounded(.up)) - 1)] }
        print(String(format: "queue page (500 rows, %d bytes) over keep-alive, %d requests: p50 %.2f ms  p99 %.2f ms  max %.2f ms",
                     bytes, requests, percentile(0.50), percentile(0.99), milliseconds.last ?? 0))
    }
}
