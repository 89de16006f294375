// Module App: see docs/ARCHITECTURE.md.
