// The hooks CoreFoundation's run loop uses to serve the main dispatch queue from its own poll loop.
// libdispatch exports them on Linux; Signoff's UI event loop polls the descriptor with the terminal,
// so `DispatchQueue.main` and `@MainActor` work while the loop sleeps in poll(2).
#ifndef SIGNOFF_CMAINQUEUE_SHIM_H
#define SIGNOFF_CMAINQUEUE_SHIM_H
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *msg);

/// A descriptor that becomes readable when the main queue has work (an eventfd on Linux).
static inline int signoff_main_queue_descriptor(void) { return _dispatch_get_main_queue_handle_4CF(); }
/// Runs the work queued on the main queue. Call on the main thread only.
static inline void signoff_drain_main_queue(void) { _dispatch_main_queue_callback_4CF((void *)0); }
#endif
