import SceneKit

/// The search line (item number or description) and what the search found or why not.
@MainActor
public final class InventorySearchFragment: Fragment {
    var field = TextFieldState(text: "", limit: 30)
    var editing = false
    var note = ""
    var noteIsError = false

    public init() {}

    public var canFocus: Bool { false }
    public var minimumSize: Size { Size(width: 30, height: 2) }

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        let label = canvas.text("Item or description: ", y: 0, style: editing ? .title : .header)
        TextField.draw(in: canvas.sub(Rect(x: label, y: 0, width: max(0, canvas.width - label), height: 1)), state: field,
                       focused: editing, placeholder: editing ? "e.g. FAS-10 or bolt" : "/ to search")
        guard canvas.height > 1 else { return }
        canvas.text((noteIsError ? "✗ " : "") + note, y: 1, style: noteIsError ? .error : .dim)
    }
}
