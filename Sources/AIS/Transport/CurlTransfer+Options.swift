import CCurl
import Foundation

/// The options of one transfer: method and body, headers, compression, TLS, proxy, timeouts, and
/// whether the request may ride a kept connection.
extension CurlTransfer {
    func configure(_ options: CurlTransport.Options, idle: TimeInterval, cookie: String?) throws(AISError) {
        var failed: CURLcode = CURLE_OK
        func check(_ code: CURLcode) { if code != CURLE_OK, failed == CURLE_OK { failed = code } }
        func set(_ option: CURLoption, _ value: Int) { check(signoff_curl_set_long(easy, option, value)) }
        func set(_ option: CURLoption, _ value: String) { check(signoff_curl_set_string(easy, option, value)) }

        set(CURLOPT_URL, request.url.absoluteString)
        set(CURLOPT_PROTOCOLS_STR, "http,https")
        set(CURLOPT_NOSIGNAL, 1)
        // HTTP/1.1 as the contract says: one request per connection at a time, nothing multiplexed.
        set(CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_1_1))
        if options.compressed { set(CURLOPT_ACCEPT_ENCODING, "gzip") }
        // Reads of 128 KB rather than 16 KB: a page of rows comes in a few calls.
        set(CURLOPT_BUFFERSIZE, 128 * 1024)
        check(signoff_curl_set_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer))
        check(signoff_curl_set_data_callback(easy, CURLOPT_WRITEFUNCTION, Self.onBody))
        check(signoff_curl_set_pointer(easy, CURLOPT_WRITEDATA, context))
        check(signoff_curl_set_data_callback(easy, CURLOPT_HEADERFUNCTION, Self.onHeader))
        check(signoff_curl_set_pointer(easy, CURLOPT_HEADERDATA, context))
        check(signoff_curl_set_xferinfo_callback(easy, Self.onProgress))
        check(signoff_curl_set_pointer(easy, CURLOPT_XFERINFODATA, context))
        set(CURLOPT_NOPROGRESS, 0)

        // The driver ends a transfer idle for `idle`; libcurl bounds connecting by it and the whole by four times it.
        set(CURLOPT_CONNECTTIMEOUT_MS, max(Int(idle * 1000), 1))
        set(CURLOPT_TIMEOUT_MS, max(Int(idle * 4000), 1))
        set(CURLOPT_MAXAGE_CONN, options.keptConnectionSeconds)
        if !request.idempotent {
            // libcurl sends a request again by itself when a kept connection turns out dead before any
            // answer: the check before each attempt refuses a second one (`onAttempt`).
            check(signoff_curl_set_prereq_callback(easy, Self.onAttempt))
            check(signoff_curl_set_pointer(easy, CURLOPT_PREREQDATA, context))
        }
        if !request.reusesConnection {
            // On a connection of its own there is no dead kept one to fail the request.
            set(CURLOPT_FRESH_CONNECT, 1)
        }

        if !options.verifyTLS {
            set(CURLOPT_SSL_VERIFYPEER, 0)
            set(CURLOPT_SSL_VERIFYHOST, 0)
        } else if let caFile = options.caFile, !caFile.isEmpty {
            set(CURLOPT_CAINFO, caFile)
        }
        let proxy = ProxyChoice.resolve(setting: options.proxy, scheme: request.url.scheme ?? "", environment: options.environment)
        set(CURLOPT_PROXY, proxy.proxy)
        set(CURLOPT_NOPROXY, proxy.noProxy)

        setMethodAndBody(set: set, setSize: { check(signoff_curl_set_offset(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t($0))) },
                         copyBody: { check(signoff_curl_set_pointer(easy, CURLOPT_COPYPOSTFIELDS, $0)) })
        var lines = request.headers.map { "\($0.key): \($0.value)" }
        // No `Expect: 100-continue` wait, and no form Content-Type libcurl would make up for a POST.
        lines.append("Expect:")
        if !request.headers.keys.contains(where: { $0.lowercased() == "content-type" }) { lines.append("Content-Type:") }
        if let cookie, !request.headers.keys.contains(where: { $0.lowercased() == "cookie" }) { lines.append("Cookie: " + cookie) }
        for line in lines { headerList = curl_slist_append(headerList, line) }
        check(signoff_curl_set_pointer(easy, CURLOPT_HTTPHEADER, UnsafeMutableRawPointer(headerList)))
        if failed != CURLE_OK { throw AISError.unreachable("libcurl refused an option: " + String(cString: curl_easy_strerror(failed))) }
    }

    private func setMethodAndBody(set: (CURLoption, Int) -> Void, setSize: (Int) -> Void, copyBody: (UnsafeMutableRawPointer) -> Void) {
        let method = request.method.uppercased()
        switch method {
        case "GET" where request.body.isEmpty:
            set(CURLOPT_HTTPGET, 1)
        case "HEAD":
            set(CURLOPT_NOBODY, 1)
        default:
            set(CURLOPT_POST, 1)
            setSize(request.body.count)
            // libcurl copies the bytes (COPYPOSTFIELDS) before this returns.
            var bytes = request.body
            if bytes.isEmpty { bytes = [0] }
            bytes.withUnsafeMutableBytes { copyBody($0.baseAddress!) }
            if method != "POST" { check(custom: method) }
        }
    }

    private func check(custom method: String) {
        _ = signoff_curl_set_string(easy, CURLOPT_CUSTOMREQUEST, method)
    }
}
