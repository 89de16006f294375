import Dispatch

/// A check run once the writes told at this moment are all in: a burst of writes (a refresh writes the
/// headers, the lines and the list) costs one check, on the next turn of the UI thread.
@MainActor
final class CoalescedCheck {
    private var due = false

    func schedule(_ check: @escaping @MainActor () -> Void) {
        guard !due else { return }
        due = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.due = false
                check()
            }
        }
    }
}
