import SceneKit

/// The approval route: every approver on it, their decision and its date.
@MainActor
public final class ApprovalRouteFragment: Fragment {
    var route: [String] = []
    var routeNote: String?

    public init() {}
    public var canFocus: Bool { false }

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        canvas.text("Approval route", y: 0, style: .header)
        var y = 1
        for line in route where y < canvas.height {
            canvas.text("  " + line, y: y)
            y += 1
        }
        if let routeNote, y < canvas.height { canvas.text("  " + routeNote, y: y, style: .dim) }
    }
}
