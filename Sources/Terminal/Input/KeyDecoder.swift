/// Turns what ncurses' get_wch returned (characters and key codes) into `Key`s. Pure, so it is tested
/// without a terminal.
public enum KeyDecoder {
    public enum RawInput: Sendable, Equatable {
        case character(UInt32)
        case keyCode(Int32)
        case mouse(MouseEvent)
    }

    // ncurses key codes (octal in curses.h).
    static let keyDown: Int32 = 0o402, keyUp: Int32 = 0o403, keyLeft: Int32 = 0o404, keyRight: Int32 = 0o405
    static let keyHome: Int32 = 0o406, keyBackspace: Int32 = 0o407, keyF0: Int32 = 0o410, keyDelete: Int32 = 0o512
    static let keyInsert: Int32 = 0o513, keyPageDown: Int32 = 0o522, keyPageUp: Int32 = 0o523, keyEnter: Int32 = 0o527
    static let keyBackTab: Int32 = 0o541, keyEnd: Int32 = 0o550, keyResize: Int32 = 0o632

    /// Decodes one burst of input. Esc followed at once by a character is Alt plus that character.
    public static func decode(_ burst: [RawInput]) -> [Key] {
        var keys: [Key] = []
        var i = 0
        while i < burst.count {
            let item = burst[i]
            i += 1
            switch item {
            case .mouse(let event):
                keys.append(.mouse(event))
            case .keyCode(let code):
                if let key = key(forCode: code) { keys.append(key) }
            case .character(27):
                if i < burst.count, case .character(let next) = burst[i], next >= 32, next != 127,
                   let scalar = Unicode.Scalar(next) {
                    keys.append(.alt(Character(scalar)))
                    i += 1
                } else {
                    keys.append(.escape)
                }
            case .character(let value):
                if let key = key(forCharacter: value) { keys.append(key) }
            }
        }
        return keys
    }

    static func key(forCharacter value: UInt32) -> Key? {
        switch value {
        case 10, 13: return .enter
        case 9: return .tab
        case 8, 127: return .backspace
        case 1...26:
            return .control(Character(Unicode.Scalar(value + 96)!))
        case 0..<32, 0x80..<0xA0: return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }

    static func key(forCode code: Int32) -> Key? {
        switch code {
        case keyUp: return .up
        case keyDown: return .down
        case keyLeft: return .left
        case keyRight: return .right
        case keyHome: return .home
        case keyEnd: return .end
        case keyPageUp: return .pageUp
        case keyPageDown: return .pageDown
        case keyBackspace: return .backspace
        case keyDelete: return .delete
        case keyInsert: return .insert
        case keyEnter: return .enter
        case keyBackTab: return .backTab
        case keyResize: return .resize
        case (keyF0 + 1)...(keyF0 + 24): return .function(Int(code - keyF0))
        default: return nil
        }
    }
}
