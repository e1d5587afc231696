// The Starter fixture needs no hand-written types; SwiftPM needs a source file here.

/// Marks the Starter fixture module.
enum StarterFixture {}
