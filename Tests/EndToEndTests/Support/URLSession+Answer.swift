import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// One request and its answer, through a completion handler. Not `data(for:)`: on Linux, cancelling a
    /// task that awaits it (a task group cancels its other children when one throws) can deadlock inside
    /// swift-corelibs-foundation (the client used URLSession so until it moved to libcurl); a test hung so under TSan.
    func answer(to request: URLRequest) async throws -> (Data, URLResponse) {
        try await withCheckedThrowingContinuation { continuation in
            dataTask(with: request) { data, response, error in
                if let error {
                    continuation.resume(throwing: error)
                } else if let response {
                    continuation.resume(returning: (data ?? Data(), response))
                } else {
                    continuation.resume(throwing: URLError(.badServerResponse))
                }
            }.resume()
        }
    }
}
