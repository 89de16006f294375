// Module Resources: see docs/ARCHITECTURE.md.
