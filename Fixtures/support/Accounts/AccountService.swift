// Hand-written types the Profile fixture's spec refers to.

/// Reads and saves the user's account (stand-in dependency).
final class AccountService {}
