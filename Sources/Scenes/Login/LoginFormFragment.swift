import SceneKit

/// The login form: server, environment, role, user and password, with errors in place.
@MainActor
public final class LoginFormFragment: Fragment {
    /// The most lines an error takes in the form.
    static let maximumErrorLines = 4

    public private(set) var fields: [TextFieldState]
    public private(set) var focus: Login.Field = .user
    var hint: String?
    var notice: String?
    var submit = Login.Submit.ViewModel(busy: false, status: nil, error: nil, errorField: nil)

    public init() {
        fields = Login.Field.allCases.map { field in
            TextFieldState(text: "", limit: field == .server ? 300 : 40, secure: field == .password)
        }
    }

    public var minimumSize: Size { Size(width: 40, height: 12) }

    public func value(_ field: Login.Field) -> String { fields[field.rawValue].text }

    func show(_ form: Login.Form.ViewModel) {
        for field in Login.Field.allCases where field.rawValue < form.values.count {
            fields[field.rawValue] = TextFieldState(text: form.values[field.rawValue], limit: fields[field.rawValue].limit,
                                                    secure: field == .password)
        }
        focus = form.focus
        hint = form.hint
        notice = form.notice
    }

    func show(_ viewModel: Login.Submit.ViewModel) {
        submit = viewModel
        if let field = viewModel.errorField { focus = field }
        if viewModel.errorField == .password { fields[Login.Field.password.rawValue] = TextFieldState(text: "", limit: 40, secure: true) }
    }

    func moveFocus(by step: Int) {
        let count = Login.Field.allCases.count
        focus = Login.Field(rawValue: (focus.rawValue + step + count) % count) ?? .user
    }

    public func handleKey(_ key: Key) -> Bool {
        guard !submit.busy else { return false }
        switch fields[focus.rawValue].apply(key) {
        case .changed:
            if submit.error != nil { submit.error = nil; submit.errorField = nil }
            return true
        case .refused(let why):
            submit.error = why
            submit.errorField = focus
            return true
        case .unhandled:
            return false
        }
    }

    public func draw(in canvas: Canvas, focused: Bool) {
        canvas.fill(.normal)
        let width = min(canvas.width, 72)
        let labelWidth = 15
        // An error is wrapped, not cut: "the user profile has no address number" must be read whole.
        let errorLines = submit.error.map {
            Array(TextWidth.wrap("✗ " + Sanitizer.inert($0), toCells: max(1, width - 6 - (submit.errorField == nil ? 0 : labelWidth)))
                .prefix(Self.maximumErrorLines))
        } ?? []
        let height = min(canvas.height, 13 + (notice == nil ? 0 : 1) + errorLines.count)
        let box = canvas.sub(Rect(x: (canvas.width - width) / 2, y: max(0, (canvas.height - height) / 2), width: width, height: height))
        box.box(title: "Signoff · log in to JD Edwards")
        let inner = box.sub(box.rect.size == .zero ? Rect(size: .zero) : Rect(x: 2, y: 1, width: box.width - 4, height: box.height - 2))
        var y = 0
        if let notice {
            inner.text(notice, y: y, style: .warning)
            y += 1
        }
        for field in Login.Field.allCases {
            guard y < inner.height else { break }
            let isFocus = field == focus
            inner.text((isFocus ? "› " : "  ") + field.label, y: y, width: labelWidth, style: isFocus ? .title : .normal)
            let area = inner.sub(Rect(x: labelWidth, y: y, width: inner.width - labelWidth, height: 1))
            TextField.draw(in: area, state: fields[field.rawValue], focused: isFocus && !submit.busy,
                           placeholder: field == .password ? "never stored" : "")
            y += 1
            if submit.errorField == field {
                for line in errorLines where y < inner.height {
                    inner.text(line, x: labelWidth, y: y, style: .error)
                    y += 1
                }
            }
        }
        y += 1
        if submit.errorField == nil {
            for line in errorLines where y < inner.height {
                inner.text(line, y: y, style: .error)
                y += 1
            }
        }
        if let status = submit.status, y < inner.height {
            inner.text(status, y: y, style: submit.busy ? .info : .success)
            y += 1
        }
        if let hint, y < inner.height {
            inner.text(hint, y: y, style: .dim)
        }
    }
}
