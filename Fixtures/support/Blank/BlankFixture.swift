// The Minimal fixture needs no hand-written types; SwiftPM needs a source file here.

/// Marks the Blank fixture module.
enum BlankFixture {}
