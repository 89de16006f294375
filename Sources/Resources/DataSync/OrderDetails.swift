import AIS
import Foundation
import Store

/// The headers, lines and names of some orders, read for a delta.
struct OrderDetails: Sendable {
    var headers: [PurchaseOrderHeader] = []
    var lines: [PurchaseOrderLine] = []
    var names: [AddressBookName] = []
}
