@_exported import Terminal
