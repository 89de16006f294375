// Module Scenes: see docs/ARCHITECTURE.md.
