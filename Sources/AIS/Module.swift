// Module AIS: see docs/ARCHITECTURE.md.
