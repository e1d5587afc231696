// Lexer torture: every construct here must be read exactly as the compiler reads it.
import Foundation
import RegexBuilder

/* A block comment /* with a nested one */ that says class Fake {} */

/// Interpolation inside interpolation, with a closure holding a string that looks like
/// the end of a comment.
let nested = "a \("b \("c \(1 + 2)")") d"
let tricky = "\({ "*/" }()) and \( [1, 2].map { "\($0)" }.joined() )"
let raw = #"raw "quoted" \(not interpolated) \#(1 + 1)"#
let rawer = ##"a "# inside"##
let multi = """
    line one \(nested)
    "quotes" and \"""escaped triple\"""
    """
let rawMulti = #"""
    \(still raw) "#
    """#
let division = 10 / 2 / 5
let ratio = Double(division)/3.0
let regex = /[a-z]+\/[0-9]{2,}/
let extended = #/
    (?<year> \d{4}) - (?<month> \d{2})   # a comment inside
/#
let keyPath = \String.count
let unicode = "héllo wörld ✓"
let π = 3.14159
let `class` = "escaped keyword"
let numbers = [1_000_000, 0x1F_FF, 0b1010, 0o777, 1.5e-3, 0x1.8p1]
let ranges = (0..<10, 0...5, ..<3)
let optionalChain = Optional("x")?.uppercased().count ?? 0
let tuple = (first: 1, second: (2, 3)).second.1

infix operator <*>: AdditionPrecedence
prefix operator √

func <*> (lhs: Int, rhs: Int) -> Int { lhs * rhs + 1 }
prefix func √ (value: Double) -> Double { value.squareRoot() }

struct Matcher {
    var pattern: Regex<Substring> = /abc/
    func matches(_ text: String) -> Bool { text.contains(pattern) }
    func divide(_ a: Int, _ b: Int) -> Int { a / b }
}

enum Token: Equatable {
    case number(Double), word(String)
    case `operator`(Character)
    indirect case group([Token])
}
