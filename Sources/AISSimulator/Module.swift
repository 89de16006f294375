// Module AISSimulator: see docs/ARCHITECTURE.md.
