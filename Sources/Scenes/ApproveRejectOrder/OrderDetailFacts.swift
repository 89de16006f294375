import Resources

/// One order as the order scene hands it to its presenter (and the console's): header, lines and where
/// it stands on its route, as plain values copied from the store's detail by the interactor.
public struct OrderDetailFacts: Sendable, Equatable {
    /// The header fields the order view shows.
    public struct Header: Sendable, Equatable {
        public var branch: String
        public var supplier: Int
        public var orderDate: DateFacts?
        public var requestedDate: DateFacts?
        public var currency: String
        public var total: Double
        public var orderedBy: String
        public var reference: String
    }

    /// One line of the order.
    public struct Line: Sendable, Equatable {
        public var lineNumber: Double
        public var lineType: String
        public var shortItem: Int
        public var item: String
        public var description: String
        public var description2: String
        public var branch: String
        public var unit: String
        public var quantity: Double
        public var unitCost: Double
        public var amount: Double
        public var requestedDate: DateFacts?
        public var lastStatus: String
        /// The last status in words (40/AT), when the codes are loaded.
        public var lastStatusName: String?
        public var nextStatus: String
        /// Rejected through P43081: the order awaits its other lines.
        public var rejected = false
        /// Its remark (`F4318` at its line number, several joined), blank when none: the server's text,
        /// untrusted (made inert where it is drawn or written).
        public var remark = ""
    }

    public var id: OrderID
    /// nil when the store holds no header for it (it left the queue).
    public var header: Header?
    public var supplierName: String
    public var originatorName: String
    /// Its approval status and route while it awaits this user ("2N", "R1"); nil once it left the queue.
    public var queueStatus: (status: String, route: String)?
    public var lines: [Line]

    public static func == (a: OrderDetailFacts, b: OrderDetailFacts) -> Bool {
        a.id == b.id && a.header == b.header && a.supplierName == b.supplierName && a.originatorName == b.originatorName
            && a.queueStatus?.status == b.queueStatus?.status && a.queueStatus?.route == b.queueStatus?.route && a.lines == b.lines
    }

    init(_ detail: OrderDetail) {
        id = OrderID(detail.key)
        header = detail.header.map {
            Header(branch: $0.branch, supplier: $0.supplier, orderDate: DateFacts($0.orderDate), requestedDate: DateFacts($0.requestedDate), currency: $0.currency,
                   total: $0.total, orderedBy: $0.orderedBy, reference: $0.reference)
        }
        supplierName = detail.supplierName
        originatorName = detail.originatorName
        queueStatus = detail.queueEntry.map { ($0.status, $0.route) }
        lines = detail.lines.map {
            Line(lineNumber: $0.lineNumber, lineType: $0.lineType, shortItem: $0.shortItem, item: $0.item, description: $0.description,
                 description2: $0.description2, branch: $0.branch, unit: $0.unit, quantity: $0.quantity, unitCost: $0.unitCost,
                 amount: $0.amount, requestedDate: DateFacts($0.requestedDate), lastStatus: $0.lastStatus,
                 lastStatusName: detail.lineStatusNames[$0.lastStatus], nextStatus: $0.nextStatus, rejected: $0.isRejected,
                 remark: detail.lineRemarks[$0.lineNumber] ?? "")
        }
    }

    /// The lines with these remarks (by line number; a line without one has none).
    mutating func setLineRemarks(_ remarks: [Double: String]) {
        for i in lines.indices { lines[i].remark = remarks[lines[i].lineNumber] ?? "" }
    }
}

/// One step of an order's route: who, and what they decided.
public struct RouteStepFacts: Sendable, Equatable {
    /// `forwarded`: an `FW` row, forwarded by `decidedBy` to `approver` (contract §5.1). `raised`: the
    /// originator's own row (`' O'`); `originatorTold`: the originator was told the outcome (`3N`). Neither
    /// awaits anyone.
    public enum Outcome: Sendable, Equatable { case approved, rejected, awaiting, forwarded, raised, originatorTold, other }
    public var approver: Int
    public var approverName: String
    public var status: String
    public var outcome: Outcome
    public var decidedBy: String
    public var decidedOn: DateFacts?
    /// The time the row was written (HHmmss, `RDT`); nil with no day.
    public var decidedAt: Int?
    public var route: String
    /// What the approver wrote with the decision (the server's, else the one this desk sent).
    public var remark: String
    /// Decided (or forwarded) by the logged-in user.
    public var decidedByMe = false

    /// `me`: the logged-in user's id, so the route can say "by you".
    init(_ step: RouteStep, me: String? = nil) {
        let r = step.row
        approver = r.approver
        approverName = step.approverName
        status = r.status
        outcome = r.isApproved ? .approved : r.isRejected ? .rejected : r.isAwaiting ? .awaiting : r.isForwarded ? .forwarded
            : r.isRaised ? .raised : r.isOriginatorTold ? .originatorTold : .other
        decidedBy = r.decidedBy
        if let me, !r.decidedBy.isEmpty {
            decidedByMe = r.decidedBy.trimmingCharacters(in: .whitespaces).uppercased() == me.trimmingCharacters(in: .whitespaces).uppercased()
        }
        decidedOn = DateFacts(r.decidedOn)
        decidedAt = r.decidedOn == nil ? nil : r.decidedAt
        route = r.route
        remark = r.remark.trimmingCharacters(in: .whitespaces)
    }
}

/// One attachment of an order: a text, a file or a link. Its name and link are the server's text, untrusted.
public struct AttachmentFacts: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case text, file, link, other }
    /// nil when the list gave none: a text or a file is then said to be unreadable.
    public var sequence: Int?
    public var name: String
    public var kind: Kind
    public var updatedBy: String
    /// The day it was last written, shown in the user's date format (`display.dates`).
    public var updatedOn: DateFacts?
    /// A file's name; empty for the other kinds.
    public var fileName: String = ""
    /// A link's address; empty for the other kinds.
    public var link: String = ""
    /// A file's size in bytes, when the list says it.
    public var size: Int?
    public var isImage = false

    public var isText: Bool { kind == .text }

    init(_ media: MediaObjectInfo) {
        sequence = media.sequence
        name = media.itemName
        switch media.kind {
        case .text: kind = .text
        case .file: kind = .file
        case .link: kind = .link
        case .other: kind = .other
        }
        updatedBy = media.updateUser
        updatedOn = DateFacts(media.updatedDay ?? (media.updateDate.isEmpty ? nil : .unreadable(media.updateDate)))
        fileName = media.fileName
        link = media.link
        size = media.size
        isImage = media.isImage
    }
}
