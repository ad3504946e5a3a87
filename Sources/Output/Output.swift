// Output: see docs/architecture.md
