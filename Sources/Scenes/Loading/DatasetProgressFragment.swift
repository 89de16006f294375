import SceneKit

/// One progress bar per dataset, with counts, rate and time left, or the error of a failed set.
@MainActor
public final class DatasetProgressFragment: Fragment {
    var rows: [Loading.Progress.ViewModel.Row] = []
    var outcome: Loading.Outcome.ViewModel?

    public init() {}

    public var minimumSize: Size { Size(width: 40, height: 10) }
    public var canFocus: Bool { false }

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        let width = min(canvas.width, 100)
        let area = canvas.sub(Rect(x: (canvas.width - width) / 2, y: 0, width: width, height: canvas.height))
        area.text("Loading your data", y: 1, style: .title)
        let titleWidth = 20, stateWidth = 8
        let barWidth = max(10, min(30, area.width - titleWidth - stateWidth - 4) )
        var y = 3
        for row in rows where y < area.height - 2 {
            area.text(row.title, y: y, width: titleWidth, style: row.failed ? .error : .normal)
            let bar = area.sub(Rect(x: titleWidth + 1, y: y, width: barWidth, height: 1))
            ProgressBar.draw(in: bar, row: 0, fraction: row.fraction, label: nil)
            area.text(row.failed ? "✗ " + row.state : row.state, x: titleWidth + barWidth + 2, y: y, width: stateWidth,
                      style: row.failed ? .error : (row.state == "done" ? .success : .dim))
            y += 1
            if !row.detail.isEmpty {
                area.text(row.detail, x: 2, y: y, style: row.failed ? .error : .dim)
                y += 1
            }
        }
        if let message = outcome?.message, y + 1 < area.height {
            area.text(message, y: y + 1, style: .warning)
        }
    }
}
