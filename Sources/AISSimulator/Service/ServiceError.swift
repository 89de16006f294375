/// A request the service refuses: answered with `status` and the contract's error body.
struct ServiceError: Error, Equatable {
    let status: Int
    let message: String

    init(_ message: String, status: Int = 500) {
        self.status = status
        self.message = message
    }
}
