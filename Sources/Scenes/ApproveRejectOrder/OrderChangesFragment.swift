import SceneKit

/// What changed in the order since the approver last opened it, one line per change, above its lines:
/// "Δ Ln 1 · qty 20 → 99 · amount 20.00 → 99.00". Takes no room when nothing changed.
@MainActor
public final class OrderChangesFragment: Fragment {
    var notes: [String] = []

    public init() {}
    public var canFocus: Bool { false }

    /// Rows it wants: a title and the notes, at most `maximumRows` in all; none without changes.
    var wantedHeight: Int { notes.isEmpty ? 0 : min(Self.maximumRows, notes.count + 1) }
    static let maximumRows = 6

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        guard !notes.isEmpty else { return }
        canvas.text("Changed since you last opened it", y: 0, style: .warning)
        let room = canvas.height - 1
        for (i, note) in notes.enumerated() where i < room {
            let more = notes.count - i
            let last = i == room - 1 && more > 1
            canvas.text(last ? "  … and \(more) more changes" : "  " + note, y: 1 + i, style: last ? .dim : .accent)
        }
    }
}
