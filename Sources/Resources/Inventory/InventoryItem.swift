import AIS
import Store

/// An item of the item master (F4101), as an inquiry found it.
public struct InventoryItem: Sendable, Equatable, Hashable {
    public var shortNumber: Int      // ITM
    public var number: String        // LITM, the item number people use
    public var thirdNumber: String   // AITM
    public var description: String   // DSC1
    public var description2: String  // DSC2
    public var unit: String          // UOM1, primary unit of measure
    public var stockingType: String  // STKT

    public init(shortNumber: Int, number: String, thirdNumber: String = "", description: String, description2: String = "",
                unit: String, stockingType: String = "S") {
        self.shortNumber = shortNumber
        self.number = number
        self.thirdNumber = thirdNumber
        self.description = description
        self.description2 = description2
        self.unit = unit
        self.stockingType = stockingType
    }

    init(storeRow r: Row) {
        self.init(shortNumber: r.int("itm") ?? 0, number: r.string("litm") ?? "", thirdNumber: r.string("aitm") ?? "",
                  description: r.string("dsc1") ?? "", description2: r.string("dsc2") ?? "", unit: r.string("uom1") ?? "",
                  stockingType: r.string("stkt") ?? "")
    }
}

/// Quantities of one item at one branch, location and lot (F41021).
public struct ItemLocationQuantity: Sendable, Equatable {
    public var shortNumber: Int   // ITM
    public var branch: String     // MCU, trimmed
    public var location: String   // LOCN
    public var lot: String        // LOTN
    public var onHand: Double     // PQOH
    public var softCommitted: Double  // PCOM
    public var hardCommitted: Double  // HCOM
    public var onPurchaseOrder: Double  // PREQ
    public var onWorkOrderReceipt: Double  // QWBO: quantity on work order receipt (manufacturing), not purchase receipts

    public init(shortNumber: Int, branch: String, location: String = "", lot: String = "", onHand: Double, softCommitted: Double = 0,
                hardCommitted: Double = 0, onPurchaseOrder: Double = 0, onWorkOrderReceipt: Double = 0) {
        self.shortNumber = shortNumber
        self.branch = branch
        self.location = location
        self.lot = lot
        self.onHand = onHand
        self.softCommitted = softCommitted
        self.hardCommitted = hardCommitted
        self.onPurchaseOrder = onPurchaseOrder
        self.onWorkOrderReceipt = onWorkOrderReceipt
    }

    /// What can still be promised: on hand less soft and hard commitments (AIS.md §4).
    public var available: Double { onHand - softCommitted - hardCommitted }

    init(storeRow r: Row) {
        self.init(shortNumber: r.int("itm") ?? 0, branch: r.string("mcu") ?? "", location: r.string("locn") ?? "", lot: r.string("lotn") ?? "",
                  onHand: r.double("pqoh") ?? 0, softCommitted: r.double("pcom") ?? 0, hardCommitted: r.double("hcom") ?? 0,
                  onPurchaseOrder: r.double("preq") ?? 0, onWorkOrderReceipt: r.double("qwbo") ?? 0)
    }
}
