import Foundation

/// A delta stopped at one dataset's read.
struct DeltaFailure: Error {
    let dataset: Dataset
    let failure: WorkerFailure
}
