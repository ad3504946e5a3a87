// Golden: see docs/architecture.md
