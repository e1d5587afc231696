/// Reading one declaration: its attributes and modifiers, then what its keyword implies.
extension DeclarationParser {
    /// Parses the declaration at the current position and appends it to `result` (a
    /// `var a = 1, b = 2` or `case a, b` appends one declaration per name). Returns false,
    /// appending nothing (position unspecified), when there is no declaration here.
    mutating func parseDeclaration(into result: inout [Declaration]) -> Bool {
        let first = position
        var attributes: [Declaration.Attribute] = []
        while kind() == .atSign, kind(1) == .identifier {
            attributes.append(parseAttribute())
        }
        var modifiers: [String] = []
        if isModifierHere() {
            let word = keyword()
            let modifier = parseModifier()
            if isModifierHere() {
                modifiers = [modifier]
                repeat { modifiers.append(parseModifier()) } while isModifierHere()
            } else {
                // One modifier, as most declarations have: a shared array, not a new one.
                modifiers = modifier == word.text ? Keyword.alone[Int(word.rawValue)] : [modifier]
            }
        }
        guard kind() == .identifier else { return false }
        let firstNew = result.count
        switch keyword() {
        case .var, .let:
            parseProperties(first: first, attributes: attributes, modifiers: modifiers, into: &result)
            return finish(from: first, firstNew: firstNew, in: &result)
        case .case:
            parseEnumCases(first: first, attributes: attributes, modifiers: modifiers, into: &result)
            return finish(from: first, firstNew: firstNew, in: &result)
        default:
            break
        }
        var declaration = makeDeclaration(.unknown, name: "", positionToken: Int(code[position].token), first: first,
                                          attributes: attributes, modifiers: modifiers)
        switch keyword() {
        case .import: parseImport(&declaration)
        case .class, .struct, .enum, .protocol, .extension: parseType(&declaration)
        case .actor where kind(1) == .identifier || kind(1) == .backtickIdentifier: parseType(&declaration)
        case .func: parseFunction(&declaration, kind: .func)
        case .`init`: parseFunction(&declaration, kind: .`init`)
        case .deinit: parseFunction(&declaration, kind: .deinit)
        case .subscript: parseFunction(&declaration, kind: .subscript)
        case .macro where kind(1) == .identifier: parseFunction(&declaration, kind: .macro)
        case .typealias, .associatedtype: parseAlias(&declaration)
        case .operator: parseOperator(&declaration)
        case .precedencegroup: parsePrecedenceGroup(&declaration)
        default: return false
        }
        guard declaration.kind != .unknown else { return false }
        result.append(consume declaration)
        return finish(from: first, firstNew: firstNew, in: &result)
    }

    /// Sets the token range of the declarations just appended, from their first attribute
    /// or modifier to the end of what was read.
    mutating func finish(from first: Int, firstNew: Int, in result: inout [Declaration]) -> Bool {
        guard result.count > firstNew else { return false }
        let last = Int(code[max(first, position - 1)].token)
        for index in firstNew..<result.count {
            result[index].tokenRange = Int(code[first].token)...max(last, result[index].positionToken)
        }
        return true
    }

    // MARK: - Attributes and modifiers

    /// `@name` with its arguments in parentheses.
    mutating func parseAttribute() -> Declaration.Attribute {
        let at = Int(code[position].token)
        position += 1
        var name = text()
        position += 1
        while kind() == .period, kind(1) == .identifier, !(token()?.flags.contains(.spaceBefore) ?? true) {
            name += "." + text(1)
            position += 2
        }
        var arguments: String?
        if kind() == .leftParen, !(token()?.flags.contains(.spaceBefore) ?? true) {
            let open = position
            skipBalanced()
            arguments = text(from: open + 1, to: position - 1)
        }
        return Declaration.Attribute(name: name, arguments: arguments, token: at)
    }

    /// Whether a modifier starts here: a modifier word (or `class`) followed by another
    /// modifier, an attribute, or a declaration keyword.
    func isModifierHere() -> Bool {
        guard kind() == .identifier else { return false }
        let word = keyword()
        guard word.isModifier || word == .class else { return false }
        var next = 1
        if kind(1) == .leftParen, kind(2) == .identifier, kind(3) == .rightParen { next = 4 }
        guard word != .class || next == 1 else { return false }
        let following = keyword(next)
        return following.isModifier || following.isDeclarationKeyword || kind(next) == .atSign
    }

    /// A modifier, with `(set)` and the like.
    mutating func parseModifier() -> String {
        let start = position
        position += 1
        if kind() == .leftParen, kind(1) == .identifier, kind(2) == .rightParen {
            position += 3
            // `private(set)` as one string when it is written without spaces, as it nearly always is.
            if !(token(-3)?.flags.contains(.spaceBefore) ?? true), !(token(-2)?.flags.contains(.spaceBefore) ?? true),
               !(token(-1)?.flags.contains(.spaceBefore) ?? true) {
                return text(from: start, to: position)
            }
            return spelling(-4) + "(" + text(-2) + ")"
        }
        return spelling(-1)
    }

    /// A modifier word's text: a keyword's shared spelling, or the text of another word.
    func spelling(_ offset: Int) -> String {
        keyword(offset) == .none ? text(offset) : keyword(offset).text
    }

    // MARK: - Kinds of declarations

    /// `import Module.Sub`.
    mutating func parseImport(_ declaration: inout Declaration) {
        declaration.kind = .import
        position += 1
        if keyword().isDeclarationKeyword, kind(1) == .identifier { position += 1 }
        // The dotted path; its text is the name when written without spaces, as it nearly always is.
        let start = position
        var end = start
        var spaced = false
        while let current = token(), current.kind == .identifier || current.kind == .backtickIdentifier || current.kind == .operator {
            if position > start, current.flags.contains(.newlineBefore) { break }
            if position > start, current.flags.contains(.spaceBefore) { spaced = true }
            position += 1
            end = position
            guard kind() == .period, !(token()?.flags.contains(.newlineBefore) ?? true) else { break }
            if token()?.flags.contains(.spaceBefore) ?? false { spaced = true }
            position += 1
        }
        if !spaced {
            declaration.name = text(from: start, to: end)
        } else {
            var path: [String] = []
            for index in stride(from: start, to: end, by: 2) { path.append(text(index - position)) }
            declaration.name = path.joined(separator: ".")
        }
    }

    /// A type, extension or protocol: header and members.
    mutating func parseType(_ declaration: inout Declaration) {
        let keyword = self.keyword()
        declaration.kind = keyword == .class ? .class : keyword == .struct ? .struct : keyword == .enum ? .enum
            : keyword == .protocol ? .protocol : keyword == .extension ? .extension : .actor
        position += 1
        if declaration.kind == .extension {
            let start = position
            while let current = token(), current.kind != .colon, current.kind != .leftBrace, current.keyword != .where {
                if position > start, current.flags.contains(.newlineBefore) { break }
                if current.kind == .operator, text().hasPrefix("<") { skipAngles() } else { position += 1 }
            }
            declaration.name = text(from: start, to: position)
        }
        parseHeader(&declaration, readingName: declaration.kind != .extension)
        if kind() == .leftBrace, typeDepth >= Self.maximumTypeDepth {
            declaration.bodyRange = skipBody()
        } else if kind() == .leftBrace {
            let open = Int(code[position].token)
            // About one member per 24 tokens of body, between 6 and 64: room for most
            // bodies at once, where growing the array would copy it several times.
            let expected = min(64, max(6, (Int(code[position].groupEnd) - position) / 24))
            position += 1
            var markFrom = open + 1
            typeDepth += 1
            declaration.members = parseMembers(markFrom: &markFrom, expected: expected)
            typeDepth -= 1
            let close = kind() == .rightBrace ? Int(code[position].token) : tokens.count
            declaration.bodyRange = (open + 1)..<close
            if kind() == .rightBrace { position += 1 }
        }
    }

    /// `func`, `init`, `deinit`, `subscript` and `macro`: name, generics, parameters,
    /// effects, return type, where clause and body.
    mutating func parseFunction(_ declaration: inout Declaration, kind functionKind: Declaration.Kind) {
        declaration.kind = functionKind
        declaration.name = keyword().text
        position += 1
        switch functionKind {
        case .func, .macro:
            if let current = kind(), current == .identifier || current == .backtickIdentifier || current == .operator
                || current == .exclaim || current == .question || current == .equal {
                declaration.name = nameText()
                position += 1
            }
        case .`init`:
            if kind() == .question || kind() == .exclaim, !(token()?.flags.contains(.spaceBefore) ?? true) { position += 1 }
        default:
            break
        }
        declaration.genericParameters = parseGenericParameters()
        if kind() == .leftParen {
            declaration.parameters = parseParameters()
        }
        while keyword() == .async || keyword() == .throws || keyword() == .rethrows || keyword() == .await {
            position += 1
            if kind() == .leftParen, !(token()?.flags.contains(.spaceBefore) ?? true) { skipBalanced() }
        }
        if kind() == .arrow {
            position += 1
            declaration.returnType = scanType(stopAtEquals: functionKind == .macro)
        }
        skipWhereClause()
        if functionKind == .macro, kind() == .equal {
            position += 1
            skipExpression()
        }
        if kind() == .leftBrace, !(functionKind == .macro) {
            declaration.bodyRange = skipBody()
        }
    }

    /// `var`/`let` with one or more bindings.
    mutating func parseProperties(first: Int, attributes: [Declaration.Attribute], modifiers: [String], into result: inout [Declaration]) {
        let propertyKind: Declaration.Kind = keyword() == .let ? .let : .var
        position += 1
        let firstNew = result.count
        repeat {
            if result.count > firstNew { position += 1 }
            // The common `var name` keeps its position in `single`; only a tuple pattern
            // `var (a, b)` needs the array.
            var names: [Int] = []
            var single = -1
            if kind() == .leftParen {
                let open = position
                skipBalanced()
                for index in (open + 1)..<max(open + 1, position - 1) where kind(index - position) == .identifier && (kind(index - position + 1) == .comma || kind(index - position + 1) == .rightParen) {
                    names.append(index)
                }
            } else if let current = kind(), current == .identifier || current == .backtickIdentifier {
                single = position
                position += 1
            } else {
                break
            }
            var type: String?
            var initializer: String?
            var body: Range<Int>?
            if kind() == .colon {
                position += 1
                type = scanType(stopAtEquals: true)
            }
            if kind() == .equal {
                position += 1
                let start = position
                skipExpression()
                initializer = text(from: start, to: position)
            }
            if kind() == .leftBrace {
                body = skipBody()
            }
            for item in 0..<(single >= 0 ? 1 : names.count) {
                let name = single >= 0 ? single : names[item]
                // Made and appended in one expression, so the declaration is moved, not copied.
                result.append(makeDeclaration(propertyKind, name: nameText(name - position), positionToken: Int(code[name].token), first: first,
                                              attributes: attributes, modifiers: modifiers, type: type, initializer: initializer, bodyRange: body))
            }
        } while kind() == .comma
    }

    /// `case a, b(Int), c = 1`: one declaration per element.
    mutating func parseEnumCases(first: Int, attributes: [Declaration.Attribute], modifiers: [String], into result: inout [Declaration]) {
        position += 1
        let firstNew = result.count
        repeat {
            if result.count > firstNew { position += 1 }
            guard let current = kind(), current == .identifier || current == .backtickIdentifier else { break }
            let name = nameText()
            let positionToken = Int(code[position].token)
            position += 1
            var parameters: [Declaration.Parameter] = []
            var initializer: String?
            if kind() == .leftParen {
                parameters = parseParameters()
            }
            if kind() == .equal {
                position += 1
                let start = position
                skipExpression()
                initializer = text(from: start, to: position)
            }
            result.append(makeDeclaration(.case, name: name, positionToken: positionToken, first: first, attributes: attributes,
                                          modifiers: modifiers, initializer: initializer, parameters: parameters))
        } while kind() == .comma
    }

    /// The parts type-like declarations share: the name (when `readingName`), generic
    /// parameters, the inheritance list after `:`, and a `where` clause.
    mutating func parseHeader(_ declaration: inout Declaration, readingName: Bool) {
        if readingName, kind() == .identifier || kind() == .backtickIdentifier {
            declaration.name = nameText()
            position += 1
        }
        declaration.genericParameters = parseGenericParameters()
        if kind() == .colon {
            position += 1
            declaration.inheritance = parseInheritance()
        }
        skipWhereClause()
    }

    /// `typealias A<T> = B` and `associatedtype A: P = D`.
    mutating func parseAlias(_ declaration: inout Declaration) {
        declaration.kind = keyword() == .typealias ? .typealias : .associatedtype
        position += 1
        parseHeader(&declaration, readingName: true)
        if kind() == .equal {
            position += 1
            declaration.type = scanType(stopAtEquals: false)
        }
        skipWhereClause()
    }

    /// `prefix operator +++ : Group`.
    mutating func parseOperator(_ declaration: inout Declaration) {
        declaration.kind = .operator
        position += 1
        if let current = token(), !current.flags.contains(.newlineBefore) {
            declaration.name = text()
            position += 1
        }
        if kind() == .colon, kind(1) == .identifier {
            position += 2
        }
    }

    /// `precedencegroup Name { … }`.
    mutating func parsePrecedenceGroup(_ declaration: inout Declaration) {
        declaration.kind = .precedencegroup
        position += 1
        if kind() == .identifier {
            declaration.name = text()
            position += 1
        }
        if kind() == .leftBrace { skipBalanced() }
    }
}
