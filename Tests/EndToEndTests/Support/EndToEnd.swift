import Testing

/// Every terminal test runs one after another: each drives a real terminal and a real server, and
/// running them side by side on a 2-core machine only makes them slower and less telling.
@Suite(.serialized) enum EndToEnd {}
