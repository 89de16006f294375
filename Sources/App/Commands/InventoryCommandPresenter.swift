import AIS
import Foundation
import Resources
import Scenes

/// The inventory inquiry's presentation logic for `inventory ITEM`: waits for the item's quantities
/// (or the reason there are none).
@MainActor
final class InventoryCommandPresenter: InventoryInquiryPresentationLogic {
    enum Outcome {
        case quantities(InventoryInquiry.QuantityFacts, offline: String?)
        case failed(String, exit: CommandExit)
    }
    var onOutcome: ((Outcome) -> Void)?
    private var unknown: String?
    private let started = Date().addingTimeInterval(-1)

    /// How the screen would start: nothing to say on the console.
    func presentStart(_ response: InventoryInquiry.Start.Response) {}

    func presentSearch(_ response: InventoryInquiry.Search.Response) {
        switch response {
        case .unknownItem(let text): unknown = text
        case .found(_, let items, _, _, _) where unknown != nil:
            let near = items.prefix(5).map(\.number).joined(separator: ", ")
            onOutcome?(.failed("there is no item numbered “\(unknown!)”" + (near.isEmpty ? "." : "; items that start with it: \(near)."), exit: .refused))
        case .failed(_, let message): onOutcome?(.failed(message, exit: .network))
        default: break
        }
    }

    func presentAvailability(_ response: InventoryInquiry.Availability.Response) {
        switch response.state {
        case .loaded(let availability, let offline):
            // The cache is shown first on screen; a command waits for the server's answer (or the reason there is none).
            guard offline != nil || availability.readAt >= started else { return }
            onOutcome?(.quantities(availability, offline: offline))
        case .failed(_, let message): onOutcome?(.failed(message, exit: .network))
        case .none, .loading: break
        }
    }

    /// The quantities as JSON, or as text with numbers as on screen.
    static func write(_ a: InventoryInquiry.QuantityFacts, offline: String?, format: ScriptCommand.Format, numbers: NumberStyle,
                      to out: ConsoleOutput) {
        let iso = ISO8601DateFormatter().string(from: a.readAt)
        if format == .json {
            out.json(.object([
                ("item", .string(a.item.number)), ("shortItem", .int(a.item.shortNumber)), ("description", .string(a.item.description)),
                ("unit", .string(a.item.unit)), ("readAt", .string(iso)), ("offline", offline.map { .string($0) } ?? .null),
                ("locations", .array(a.locations.map { r in
                    .object([("branch", .string(r.branch)), ("location", .string(r.location)), ("lot", .string(r.lot)),
                             ("onHand", .double(r.onHand)), ("softCommitted", .double(r.softCommitted)), ("hardCommitted", .double(r.hardCommitted)),
                             ("available", .double(r.available)), ("onPurchaseOrder", .double(r.onPurchaseOrder)), ("onWorkOrderReceipt", .double(r.onWorkOrderReceipt))])
                })),
            ]))
            return
        }
        out.line("\(a.item.number) · \(a.item.description) · unit \(a.item.unit) · as of \(iso)" + (offline.map { " (offline: \($0))" } ?? ""))
        out.line([ConsoleOutput.pad("Branch", 12), ConsoleOutput.pad("Location", 10), ConsoleOutput.pad("Lot", 8),
                  "On hand".leftPadded(10), "Soft".leftPadded(9), "Hard".leftPadded(9), "Available".leftPadded(10),
                  "On PO".leftPadded(9), "WO rcpt".leftPadded(9)].joined(separator: " "))
        // As the inquiry screen shows them: whole quantities without decimals.
        func quantity(_ value: Double) -> String { numbers.amount(value, decimals: value == value.rounded() ? 0 : 2) }
        for r in a.locations {
            out.line([ConsoleOutput.pad(r.branch, 12), ConsoleOutput.pad(r.location, 10), ConsoleOutput.pad(r.lot, 8),
                      quantity(r.onHand).leftPadded(10), quantity(r.softCommitted).leftPadded(9), quantity(r.hardCommitted).leftPadded(9),
                      quantity(r.available).leftPadded(10), quantity(r.onPurchaseOrder).leftPadded(9), quantity(r.onWorkOrderReceipt).leftPadded(9)]
                .joined(separator: " "))
        }
        let total = a.locations.reduce(0) { $0 + $1.available }
        out.line("Available in all: \(quantity(total)) \(a.item.unit)")
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { ConsoleOutput.pad(self, width, right: true) }
}
