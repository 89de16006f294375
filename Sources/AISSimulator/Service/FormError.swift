import Foundation

/// A refusal that comes from the JDE form behind an orchestration (here the approval form P43081), not
/// from the orchestration's own rules. Real servers answer it with the form's errors inside an
/// object-shaped `message` and no `userDefinedErrorText` (contract §9); a client must dig the reason out.
enum FormError {
    static let serviceRequest = "SR_P43081"
    static let form = "fs_P43081_W43081A"

    /// The refusal of a decision on an order the form holds (`--refuse-order`): `500`, and nothing changes.
    static func orderOnHold(_ order: OrderKey, shapes: ResponseShapes, hostile: Bool) -> HTTPResponse {
        let mobile = "Order is on hold"
        let text: (String) -> JSONValue = { hostile ? HostileText.corrupt($0) : .string($0) }
        guard shapes == .real else {
            return .json(500, ErrorBody.general(mobile, userDefinedErrorText: text("Order \(order.number) \(order.type) is on hold")))
        }
        let error: JSONValue = [
            "CODE": "4373", "TITLE": text("Error: \(mobile)"),
            "DESC": text("CAUSE . . . .  Order is on hold and cannot be approved, rejected or forwarded.\n"
                         + "RESOLUTION . .  Release the hold on order \(order.number) \(order.type), then try again."),
            "MOBILE": text(mobile),
        ]
        return .json(500, [
            "message": ["ServiceRequest: \(serviceRequest)": ["JAS Response": [form: ["errors": [error]]]]],
            "exception": "Exception", "exceptionId": .string(UUID().uuidString.lowercased()),
            "jde__status": "ERROR", "jde__simpleMessage": .string("ServiceRequest \(serviceRequest) failed: App Stack Exception"),
        ])
    }
}
