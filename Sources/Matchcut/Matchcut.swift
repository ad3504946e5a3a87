// Matchcut: see docs/architecture.md
