// Module SceneKit: see docs/ARCHITECTURE.md.
