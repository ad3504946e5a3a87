// Render: see docs/architecture.md
