import CCurl
import Foundation

/// One request on a libcurl easy handle and the answer it collects. Made on the caller's thread, then
/// touched only by the driver's thread (libcurl calls the callbacks below from `curl_multi_perform`)
/// until `finish` hands the answer or the error to the waiting caller, once.
final class CurlTransfer: @unchecked Sendable {
    /// Larger answers are refused: a hostile or broken server cannot fill memory (decoded bytes count).
    static let maximumBody = 64 * 1024 * 1024
    static let maximumHeaders = 64 * 1024

    let easy: UnsafeMutableRawPointer
    let request: HTTPRequest
    let pending: PendingRequest
    /// The session's cookies; nil for a transport that keeps none (its answers then show `set-cookie`).
    private let jar: CookieJar?
    private let continuation: CheckedContinuation<HTTPResponse, Error>
    var headerList: UnsafeMutablePointer<curl_slist>?
    let errorBuffer: UnsafeMutablePointer<CChar>

    // The driver thread's alone from here on.
    private var body: [UInt8] = []
    private var headers: [String: String] = [:]
    private var setCookies: [String] = []
    private var headerBytes = 0
    private var uploaded: Int64 = 0
    /// How many times libcurl set out to send the request.
    private(set) var attempts = 0
    /// Why the callbacks stopped the transfer, when they did.
    private(set) var refusal: AISError?
    /// When a byte last went either way (monotonic nanoseconds); the idle timeout counts from it.
    private(set) var lastActivity = DispatchTime.now().uptimeNanoseconds
    let idleLimit: UInt64
    private var finished = false
    /// The most body bytes taken: the request's own limit, else `maximumBody`.
    let bodyLimit: Int

    init(_ request: HTTPRequest, options: CurlTransport.Options, jar: CookieJar, pending: PendingRequest,
         continuation: CheckedContinuation<HTTPResponse, Error>) throws(AISError) {
        guard CurlTransport.libraryReady, let easy = curl_easy_init() else { throw AISError.unreachable("libcurl could not start") }
        self.easy = easy
        self.request = request
        self.pending = pending
        self.jar = options.keepsCookies ? jar : nil
        self.continuation = continuation
        bodyLimit = min(request.maximumBody ?? Self.maximumBody, Self.maximumBody)
        errorBuffer = .allocate(capacity: Int(signoff_curl_error_size()))
        errorBuffer.initialize(repeating: 0, count: Int(signoff_curl_error_size()))
        let idle = max(min(request.timeout, options.timeout), 0.001)
        idleLimit = UInt64(idle * 1e9)
        do {
            try configure(options, idle: idle, cookie: self.jar?.header(for: request.url))
        } catch {
            release()
            throw error
        }
    }

    deinit { release() }

    private var released = false
    private func release() {
        guard !released else { return }
        released = true
        curl_easy_cleanup(easy)
        curl_slist_free_all(headerList)
        errorBuffer.deallocate()
    }

    var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// Whether the idle timeout has passed at `now` (monotonic nanoseconds).
    func isIdle(at now: UInt64) -> Bool { now > lastActivity && now - lastActivity > idleLimit }

    /// Hands the outcome to the caller: the answer when libcurl finished with `code` CURLE_OK, else the
    /// error it means. `error` overrides (the driver's own timeout or a cancellation).
    func finish(_ code: CURLcode, overriding error: (any Error)? = nil) {
        guard !finished else { return }
        finished = true
        if let error { return continuation.resume(throwing: error) }
        if code == CURLE_OK {
            var status = 0
            _ = signoff_curl_get_long(easy, CURLINFO_RESPONSE_CODE, &status)
            jar?.store(setCookies, from: request.url)
            return continuation.resume(returning: HTTPResponse(status: status, headers: headers, body: body))
        }
        var osErrno = 0
        _ = signoff_curl_get_long(easy, CURLINFO_OS_ERRNO, &osErrno)
        let failure = refusal ?? (pending.isCancelled ? CurlFailure.cancelled
            : CurlFailure.map(code, detail: String(cString: errorBuffer), osErrno: Int32(osErrno)))
        continuation.resume(throwing: failure)
    }

    // MARK: What libcurl hands over

    fileprivate func received(_ bytes: UnsafeRawBufferPointer) -> Bool {
        lastActivity = DispatchTime.now().uptimeNanoseconds
        guard body.count + bytes.count <= bodyLimit else {
            refusal = tooLarge(declared: nil)
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }

    fileprivate func receivedHeader(_ bytes: UnsafeRawBufferPointer) -> Bool {
        lastActivity = DispatchTime.now().uptimeNanoseconds
        headerBytes += bytes.count
        guard headerBytes <= Self.maximumHeaders else {
            refusal = .malformedResponse("the server's headers are larger than 64 KB")
            return false
        }
        let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if line.hasPrefix("HTTP/") {
            // A new answer's head (after a 100 Continue, or a proxy's answer to CONNECT): start over.
            headers = [:]
            setCookies = []
            return true
        }
        guard let colon = line.firstIndex(of: ":") else { return true }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        if name == "content-length", let length = Int(value) {
            guard length <= bodyLimit else {
                refusal = tooLarge(declared: length)
                return false
            }
            // A page of rows is hundreds of KB: one allocation instead of a doubling series of copies.
            body.reserveCapacity(length)
        }
        if name == "set-cookie", jar != nil {
            setCookies.append(value)
        } else if let earlier = headers[name] {
            headers[name] = earlier + ", " + value
        } else {
            headers[name] = value
        }
        return true
    }

    /// Why an answer past the limit is refused: the caller's own limit is said with the size, the transport's
    /// bound is a broken or hostile server.
    private func tooLarge(declared: Int?) -> AISError {
        request.maximumBody == nil ? .malformedResponse("the server's answer is larger than 64 MB")
            : .answerTooLarge(declaredBytes: declared, limit: bodyLimit)
    }

    fileprivate func attempting() -> Bool {
        attempts += 1
        guard attempts == 1 else {
            refusal = CurlFailure.dropped
            return false
        }
        return true
    }

    fileprivate func progressed(uploaded now: Int64) -> Bool {
        if now > uploaded {
            uploaded = now
            lastActivity = DispatchTime.now().uptimeNanoseconds
        }
        return !pending.isCancelled
    }

    // MARK: Callbacks (C functions: the transfer comes back through the context pointer)

    static let onBody: signoff_curl_data_callback = { data, size, count, context in
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
        return transfer.received(UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
    }

    static let onHeader: signoff_curl_data_callback = { data, size, count, context in
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
        return transfer.receivedHeader(UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
    }

    /// Before each attempt to send a request that is not idempotent: the first goes, a second (libcurl's own
    /// retry after a dead kept connection) is refused, and the request fails as a dropped connection.
    static let onAttempt: signoff_curl_prereq_callback = { context, _, _, _, _ in
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
        return transfer.attempting() ? 0 : 1
    }

    /// Non-zero stops the transfer (CURLE_ABORTED_BY_CALLBACK): how a cancellation ends one at once.
    static let onProgress: signoff_curl_xferinfo_callback = { context, _, _, _, uploaded in
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
        return transfer.progressed(uploaded: Int64(uploaded)) ? 0 : 1
    }
}
