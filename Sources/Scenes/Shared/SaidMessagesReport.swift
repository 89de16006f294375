import Foundation
import SceneKit

/// The messages of this session in words, newest first (`:messages`): a message that faded from the
/// message line before it was read is read here. "10:31:05  Order 4010 OP 00200 approved.", a warning
/// or an error named as one.
public enum SaidMessagesReport {
    public static let title = "Messages of this session, newest first"

    public static func lines(_ said: [MessageLine.Said]) -> [String] {
        guard !said.isEmpty else { return ["Nothing was said yet."] }
        return said.reversed().map { entry in
            let kind = switch entry.message.kind {
            case .info, .success: ""
            case .warning: "warning: "
            case .error: "error: "
            }
            return "\(ClockText.hoursMinutesSeconds(entry.at))  \(kind)\(entry.message.text)"
        }
    }
}
