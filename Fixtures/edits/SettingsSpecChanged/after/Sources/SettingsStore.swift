// Hand-written types the Settings fixture's spec refers to.

/// Persists settings (stand-in dependency).
final class SettingsStore {}
