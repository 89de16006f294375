import CCurl
import Foundation

/// One libcurl multi handle and the thread that drives it: transfers are added from any thread, run
/// side by side on that thread (which keeps the multi handle's connections alive between requests), and
/// each ends by resuming its caller. The thread ends when the driver is stopped and nothing is left.
final class CurlDriver: @unchecked Sendable {
    private let multi: UnsafeMutableRawPointer
    private let lock = NSLock()
    private var incoming: [CurlTransfer] = []
    private var stopping = false

    init() {
        _ = CurlTransport.libraryReady
        multi = curl_multi_init()
        _ = signoff_curl_multi_set_long(multi, CURLMOPT_MAXCONNECTS, 16)
        let thread = Thread { [self] in run() }
        thread.name = "signoff.curl"
        thread.start()
    }

    func start(_ transfer: CurlTransfer) {
        lock.withLock { incoming.append(transfer) }
        wake()
    }

    /// Makes the thread look at its transfers now (one cancelled, one added). Any thread may call it.
    func wake() { _ = curl_multi_wakeup(multi) }

    func stop() {
        lock.withLock { stopping = true }
        wake()
    }

    private func run() {
        var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
        while true {
            let (added, stop) = lock.withLock { () -> ([CurlTransfer], Bool) in
                defer { incoming.removeAll() }
                return (incoming, stopping)
            }
            for transfer in added {
                if transfer.pending.isCancelled {
                    transfer.finish(CURLE_ABORTED_BY_CALLBACK)
                } else if curl_multi_add_handle(multi, transfer.easy) == CURLM_OK {
                    active[transfer.easy] = transfer
                } else {
                    transfer.finish(CURLE_FAILED_INIT, overriding: AISError.unreachable("libcurl could not take the request"))
                }
            }
            if stop, active.isEmpty { break }
            var running: Int32 = 0
            _ = curl_multi_perform(multi, &running)
            var left: Int32 = 0
            while let message = curl_multi_info_read(multi, &left) {
                guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle else { continue }
                let code = signoff_curl_message_result(message)
                guard let transfer = active.removeValue(forKey: easy) else { continue }
                _ = curl_multi_remove_handle(multi, easy)
                transfer.finish(code)
            }
            // What libcurl does not end by itself: a cancellation, and an answer idle for too long.
            let now = DispatchTime.now().uptimeNanoseconds
            for (easy, transfer) in active where transfer.pending.isCancelled || transfer.isIdle(at: now) {
                active[easy] = nil
                _ = curl_multi_remove_handle(multi, easy)
                transfer.finish(CURLE_OK, overriding: transfer.pending.isCancelled ? CurlFailure.cancelled : AISError.timeout)
            }
            // Sleeps until a socket is ready, libcurl's next timer, a wake-up, or the slice that checks timeouts.
            _ = curl_multi_poll(multi, nil, 0, active.isEmpty ? 5_000 : 25, nil)
        }
        curl_multi_cleanup(multi)
    }
}
