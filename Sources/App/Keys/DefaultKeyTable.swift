import SceneKit

/// The keys Signoff starts with (UI.md), one table for handling, help and the bottom bar.
public enum DefaultKeyTable {
    public static func make() -> KeyTable {
        KeyTable(global: global, scenes: [login, loading, orders, outcomes, decided, mine, inventory, settings, command, reauthenticate, help, confirm,
                                          decision, forward, filter, note, views])
    }

    static let global = KeyMap(scope: .global, [
        KeyBinding(.help, [.character("?")], label: "help", help: "Show the keys of this screen and the global ones"),
        KeyBinding(.commandLine, [.character(":")], label: "command",
                   help: "Open the command line (orders, po N, inv ITEM, outcomes, history, glance, sync, settings, logout, quit)"),
        KeyBinding(.quit, [.character("q"), .control("c")], label: "quit", help: "Quit (asks first when decisions are still being sent)"),
        KeyBinding(.back, [.escape], label: "back", help: "Go back or close a dialog; never quits from the home screen", inBottomBar: false),
        KeyBinding(.redraw, [.control("l")], label: "redraw", help: "Draw the whole screen again", inBottomBar: false),
    ])

    static let list: [KeyBinding] = [
        KeyBinding(.moveUp, [.up, .character("k")], label: "up", help: "Move up", inBottomBar: false),
        KeyBinding(.moveDown, [.down, .character("j")], label: "down", help: "Move down", inBottomBar: false),
        KeyBinding(.pageUp, [.pageUp, .control("b")], label: "page up", help: "Page up", inBottomBar: false),
        KeyBinding(.pageDown, [.pageDown, .control("f")], label: "page down", help: "Page down", inBottomBar: false),
        KeyBinding(.first, [.character("g"), .home], label: "first", help: "First row", inBottomBar: false),
        KeyBinding(.last, [.character("G"), .end], label: "last", help: "Last row", inBottomBar: false),
    ]

    static let login = KeyMap(scope: .login, [
        KeyBinding(.submit, [.enter], label: "log in", help: "Log in with what the form says"),
        KeyBinding(.nextPane, [.tab, .down], label: "next field", help: "Next field"),
        KeyBinding(.previousPane, [.backTab, .up], label: "previous field", help: "Previous field", inBottomBar: false),
        KeyBinding(.cancel, [.escape], label: "cancel", help: "Stop a login in progress"),
    ])

    static let loading = KeyMap(scope: .loading, [
        KeyBinding(.retry, [.character("r")], label: "retry", help: "Load the failed data sets again"),
        KeyBinding(.submit, [.enter], label: "continue", help: "Go on without the failed sets (when the queue loaded)"),
        KeyBinding(.cancel, [.escape], label: "cancel and log out", help: "Stop loading and log out"),
    ])

    static let orders = KeyMap(scope: .orders, list + [
        KeyBinding(.approve, [.character("a")], label: "approve", help: "Approve the marked orders, or the current one"),
        KeyBinding(.reject, [.character("r")], label: "reject", help: "Reject the marked orders, or the current one, with a reason"),
        KeyBinding(.forward, [.character("F")], label: "forward",
                   help: "Forward the marked orders, or the current one, to a colleague: type part of a name or an address number",
                   inBottomBar: false),
        // Right after the decisions, so the bar still shows it at 80 columns while a batch summary is up.
        KeyBinding(.decisionOutcomes, [.character("O")], label: "outcomes",
                   help: "List the outcomes of the last orders decided together, one row per order (also :outcomes)"),
        // First in the bar while it is offered: only while decisions wait in their undo window.
        KeyBinding(.undo, [.character("u")], label: "undo",
                   help: "Take back the decisions just confirmed while they wait to be sent (approvals.undo-seconds; shown only then)"),
        KeyBinding(.toggleSelection, [.character(" ")], label: "mark", help: "Mark or unmark the current order"),
        KeyBinding(.decidedByMe, [.character("H")], label: "history",
                   help: "Decided by me: your decisions of the last 90 days from the server, and what waits in the outbox (also :history)",
                   inBottomBar: false),
        KeyBinding(.myOrders, [.character("M")], label: "mine",
                   help: "My orders: the orders you raised and where each stands: awaiting whom, approved, rejected (also :mine)",
                   inBottomBar: false),
        KeyBinding(.selectAll, [.character("*")], label: "mark all",
                   help: "Mark every order the list shows (with the filter's), or unmark them when all are marked", inBottomBar: false),
        KeyBinding(.unselectAll, [.character("U")], label: "unmark all",
                   help: "Unmark every marked order, those a filter hides too", inBottomBar: false),
        KeyBinding(.open, [.enter], label: "open", help: "Open the selected order (an attachment, when the attachments have focus)"),
        KeyBinding(.back, [.escape], label: "back", help: "Back to the list"),
        KeyBinding(.nextPane, [.tab], label: "pane", help: "Next pane", inBottomBar: false),
        KeyBinding(.previousPane, [.backTab], label: "previous pane", help: "Previous pane", inBottomBar: false),
        KeyBinding(.search, [.character("/")], label: "search", help: "Search by order number, supplier, originator or item (Enter or Esc ends)"),
        KeyBinding(.searchNext, [.character("n")], label: "next", help: "Next match of the last search", inBottomBar: false),
        KeyBinding(.searchPrevious, [.character("N")], label: "previous", help: "Previous match of the last search", inBottomBar: false),
        KeyBinding(.addNote, [.character("A")], label: "note", help: "Add an approver note (a text attachment) to the current order"),
        KeyBinding(.filter, [.character("f")], label: "filter", help: "Filter by order type, branch, amount range and days waiting"),
        KeyBinding(.glance, [.character("v")], label: "glance",
                   help: "The queue at a glance: orders and totals by order type, branch, days waiting and amount; Enter on a bar filters the list (also :glance)"),
        KeyBinding(.sort, [.character("s")], label: "sort", help: "Sort by the next column (order, supplier, date, amount, originator, waiting, lines)"),
        KeyBinding(.reverseSort, [.character("S")], label: "reverse", help: "Sort the same column the other way round", inBottomBar: false),
        KeyBinding(.refresh, [.character("R")], label: "refresh", help: "Read the queue from the server again"),
        KeyBinding(.inventory, [.character("i")], label: "stock", help: "Inventory inquiry: for the order line under the cursor (lines focused), else any item"),
    ])

    static let outcomes = KeyMap(scope: .outcomes, list + [
        KeyBinding(.back, [.escape], label: "close", help: "Close the list (back to the orders as they were)"),
        KeyBinding(.decisionOutcomes, [.character("O")], label: "close", help: "Close the list", inBottomBar: false),
    ])

    static let decided = KeyMap(scope: .decided, list + [
        KeyBinding(.open, [.enter], label: "route", help: "Read the order's route and history from the server, under the list"),
        KeyBinding(.search, [.character("/")], label: "search", help: "Search by order number, remark or name (Enter ends, Esc clears)"),
        KeyBinding(.filter, [.character("f")], label: "filter", help: "Filter by outcome (Tab steps it) and the days to go back (1 to 3650)"),
        KeyBinding(.back, [.escape], label: "close", help: "Close the route pane, else the list (back to the orders as they were)"),
        KeyBinding(.decidedByMe, [.character("H")], label: "close", help: "Close the list", inBottomBar: false),
    ])

    static let mine = KeyMap(scope: .mine, list + [
        KeyBinding(.open, [.enter], label: "open", help: "Read the order read-only, with its route and history, under the list"),
        KeyBinding(.filter, [.character("f")], label: "status", help: "Show all, waiting, approved or rejected orders (f steps)"),
        KeyBinding(.refresh, [.character("R")], label: "refresh", help: "Read your orders from the server again"),
        KeyBinding(.back, [.escape], label: "close", help: "Close the order's pane, else the list (back to the orders as they were)"),
        KeyBinding(.myOrders, [.character("M")], label: "close", help: "Close the list", inBottomBar: false),
    ])

    static let inventory = KeyMap(scope: .inventory, list + [
        KeyBinding(.search, [.character("/")], label: "search", help: "Search items by number (starts with) or description (contains); Enter ends"),
        KeyBinding(.open, [.enter], label: "quantities", help: "Show the quantities of the item under the cursor"),
        KeyBinding(.sort, [.character("s")], label: "sort", help: "Sort the locations by the next column"),
        KeyBinding(.refresh, [.character("R")], label: "refresh", help: "Read the quantities from the server again"),
        KeyBinding(.nextPane, [.tab], label: "pane", help: "Next pane", inBottomBar: false),
        KeyBinding(.previousPane, [.backTab], label: "previous pane", help: "Previous pane", inBottomBar: false),
        KeyBinding(.back, [.escape], label: "back", help: "Close the inquiry (back to where it was opened)"),
    ])

    static let settings = KeyMap(scope: .settings, list + [
        KeyBinding(.open, [.enter, .character(" ")], label: "change", help: "Change the selected setting (a toggle flips, a choice steps on, others open a field) or run the action"),
        KeyBinding(.resetValue, [.character("x"), .delete], label: "reset",
                   help: "Remove your own value of the selected setting: the site's value or the default applies again"),
        KeyBinding(.back, [.escape], label: "back", help: "Close the settings"),
    ])

    static let command = KeyMap(scope: .command, [
        KeyBinding(.submit, [.enter], label: "run", help: "Run the command"),
        KeyBinding(.nextPane, [.tab], label: "complete", help: "Complete the command's name"),
        KeyBinding(.moveUp, [.up], label: "older", help: "Older command from the history", inBottomBar: false),
        KeyBinding(.moveDown, [.down], label: "newer", help: "Newer command from the history", inBottomBar: false),
        KeyBinding(.cancel, [.escape], label: "close", help: "Close the command line"),
    ])

    static let reauthenticate = KeyMap(scope: .reauthenticate, [
        KeyBinding(.submit, [.enter], label: "log in", help: "Log in again and carry on"),
        KeyBinding(.cancel, [.escape], label: "log out", help: "Log out instead"),
    ])

    static let help = KeyMap(scope: .help, list + [
        KeyBinding(.back, [.escape], label: "close", help: "Close help"),
    ])

    static let decision = KeyMap(scope: .decision, [
        KeyBinding(.submit, [.enter], label: "confirm", help: "Send the decision"),
        KeyBinding(.cancel, [.escape], label: "cancel", help: "Close without deciding"),
        KeyBinding(.nextPane, [.tab, .backTab], label: "remark/reason", help: "Move between the remark and the reason"),
        KeyBinding(.moveUp, [.up], label: "up", help: "Previous reason", inBottomBar: false),
        KeyBinding(.moveDown, [.down], label: "down", help: "Next reason", inBottomBar: false),
    ])

    static let forward = KeyMap(scope: .forward, [
        KeyBinding(.submit, [.enter], label: "choose", help: "Forward to the colleague chosen (the confirm dialog comes next)"),
        KeyBinding(.cancel, [.escape], label: "cancel", help: "Close without forwarding"),
        KeyBinding(.moveUp, [.up], label: "up", help: "Previous colleague", inBottomBar: false),
        KeyBinding(.moveDown, [.down], label: "down", help: "Next colleague (the next page is read at the end)", inBottomBar: false),
        KeyBinding(.pageUp, [.pageUp], label: "page up", help: "Ten colleagues up", inBottomBar: false),
        KeyBinding(.pageDown, [.pageDown], label: "page down", help: "Ten colleagues down", inBottomBar: false),
    ])

    static let filter = KeyMap(scope: .filter, [
        KeyBinding(.submit, [.enter], label: "apply", help: "Apply the filter"),
        KeyBinding(.cancel, [.escape], label: "cancel", help: "Close without changing the filter"),
        KeyBinding(.nextPane, [.tab, .down], label: "next field", help: "Next field"),
        KeyBinding(.previousPane, [.backTab, .up], label: "previous field", help: "Previous field", inBottomBar: false),
        KeyBinding(.retry, [.control("r")], label: "clear all", help: "Empty every field (no filter)"),
    ])

    static let note = KeyMap(scope: .note, [
        KeyBinding(.submit, [.enter], label: "save", help: "Save the note and upload it"),
        KeyBinding(.cancel, [.escape], label: "cancel", help: "Close without saving"),
    ])

    static let confirm = KeyMap(scope: .confirm, [
        KeyBinding(.submit, [.enter, .character("y")], label: "yes", help: "Yes"),
        KeyBinding(.cancel, [.escape, .character("n")], label: "no", help: "No"),
        KeyBinding(.undo, [.character("u")], label: "undo", help: "Quitting or logging out: take back the decisions waiting in their undo window first"),
    ])

    static let views = KeyMap(scope: .views, [
        KeyBinding(.submit, [.enter], label: "apply", help: "Arrange the list as the view chosen says"),
        KeyBinding(.cancel, [.escape], label: "close", help: "Close, the list as it is"),
        KeyBinding(.moveUp, [.up], label: "up", help: "Previous view", inBottomBar: false),
        KeyBinding(.moveDown, [.down], label: "down", help: "Next view", inBottomBar: false),
    ])
}
