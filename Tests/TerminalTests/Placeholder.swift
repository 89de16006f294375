// TerminalTests
