/// The errors P43081's forms answer in their `errors` array (contract §5.2): a refused decision or row exit.
/// The answer is `200` with the form still on top and these entries; nothing changed. `4373` (on hold) is
/// JDE's; the other codes are the simulator's own.
enum P43081FormError {
    /// `--refuse-order N`: the order is on hold; `control` is the button pressed (Approve or Reject).
    static func onHold(_ order: OrderKey, approving: Bool, control: Int, hostile: Bool) -> JSONValue {
        let verb = approving ? "approved" : "rejected"
        return entry("4373", "Order on hold", control: control, hostile: hostile,
                     desc: "CAUSE . . . .  Order \(order.number) \(order.type) is on hold and cannot be \(verb).\n"
                         + "RESOLUTION . .  Release the hold on the order, then try again.",
                     mobile: "Order \(order.number) is on hold and cannot be \(verb).")
    }

    /// The order no longer awaits the user: decided, forwarded or removed since W43081B opened.
    static func notAwaiting(_ order: OrderKey, control: Int, hostile: Bool) -> JSONValue {
        entry("4374", "Order no longer awaiting approval", control: control, hostile: hostile,
              desc: "CAUSE . . . .  Order \(order.number) \(order.type) was decided or moved since it was reviewed.\n"
                  + "RESOLUTION . .  Return to Work With Orders Awaiting Approval and click Find.",
              mobile: "Order \(order.number) no longer awaits your approval.")
    }

    /// Approve pressed on some of the remaining lines: P43081 approves an order whole.
    static func approveNeedsEveryLine(_ order: OrderKey, selected: Int, open: Int, control: Int, hostile: Bool) -> JSONValue {
        entry("4375", "Select every remaining line", control: control, hostile: hostile,
              desc: "CAUSE . . . .  Approve covers every line of order \(order.number) not rejected: \(selected) of \(open) "
                  + "were selected.\nRESOLUTION . .  Select all rows, or reject the lines you do not approve first.",
              mobile: "Select all \(open) remaining lines to approve order \(order.number).")
    }

    /// A button or row exit pressed with no row (or no open line) selected.
    static func noRowSelected(control: Int, hostile: Bool, lines: Bool) -> JSONValue {
        entry("4376", lines ? "No open line selected" : "No row selected", control: control, hostile: hostile,
              desc: "CAUSE . . . .  The action needs a selected \(lines ? "line that is not rejected" : "row").\n"
                  + "RESOLUTION . .  Select a row (SelectRow 1.N), then try again.",
              mobile: lines ? "Select at least one line that is not rejected." : "Select an order first.")
    }

    private static func entry(_ code: String, _ title: String, control: Int, hostile: Bool, desc: String,
                              mobile: String) -> JSONValue {
        let text: (String) -> JSONValue = { hostile ? HostileText.corrupt($0) : .string($0) }
        return ["CODE": .string(code), "TITLE": text(title), "ERRORCONTROL": .string(String(control)), "DESC": text(desc),
                "MOBILE": text(mobile)]
    }
}
