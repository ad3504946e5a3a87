// SceneLanguage: see docs/architecture.md
