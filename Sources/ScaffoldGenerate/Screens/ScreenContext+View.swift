import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

/// The generated view: a control per output, chosen by its type and its hint (the spec's
/// `view:` map, else its name), the actions started on appear, the error's alert, and a row
/// builder per collection's element type. The view only reads outputs and sends actions.
extension ScreenContext {
    /// Every kind of control the view template renders, one section each.
    static let controlKinds = ["progress", "textField", "secureField", "toggle", "stepper", "slider", "number", "picker",
                               "text", "optionalText", "optionalValue", "list", "inlineError", "button"]

    /// The view's values: `viewControls` (in output order, then a button per remaining
    /// action without values), `appearActions`, `alert` and `rows`.
    func viewValue() -> [String: TemplateValue] {
        var plan = ViewPlan(context: self)
        plan.build()
        return [
            "viewControls": .list(plan.controls),
            "hasAppearActions": .bool(!plan.appear.isEmpty),
            "appearActions": .list(plan.appear.map { TemplateValue.object(["name": .string($0)]) }),
            "alert": plan.alert ?? .bool(false),
            "hasRows": .bool(!plan.rows.isEmpty),
            "rows": .list(plan.rows.map { TemplateValue.object(["element": .string($0.element), "type": .string($0.type)]) }),
        ]
    }

    /// The name a row's value takes, from its type: `Product` → `product`, `URL` → `url`,
    /// `Catalog.Item<Int>` → `item`; `element` when that would not be a plain identifier.
    static func elementName(_ type: String) -> String {
        var base = Substring(type)
        if let open = base.firstIndex(of: "<") { base = base[..<open] }
        base = base.split(separator: ".").last ?? base
        let capitals = base.prefix { $0.isUppercase }.count
        let lowered: String
        if capitals == base.count {
            lowered = base.lowercased()
        } else if capitals > 1 {
            lowered = base.prefix(capitals - 1).lowercased() + base.dropFirst(capitals - 1)
        } else {
            lowered = SwiftName.lowercasedFirst(String(base))
        }
        guard SwiftName.isIdentifier(lowered), !SwiftName.keywords.contains(lowered), !["viewModel", "row", "body", "option", "isPresented"].contains(lowered) else {
            return "element"
        }
        return lowered
    }

    /// The element type of a collection output the view can list: `[T]` with `T` a named
    /// type (`Product`, `Item<Int>`, `Catalog.Product`); nil for any other type.
    static func listedElement(_ type: String) -> String? {
        guard let element = TypeText.elementOfArray(type), let first = element.unicodeScalars.first,
              first == "_" || (first.properties.isAlphabetic && first.isASCII) else { return nil }
        return element.contains(where: { "?[(&: ".contains($0) }) ? nil : element
    }
}

/// Decides the view's controls, in one pass over the outputs and one over the actions.
private struct ViewPlan {
    let context: ScreenContext
    var spec: ScreenSpec { context.spec }
    var controls: [TemplateValue] = []
    var appear: [String] = []
    var alert: TemplateValue?
    var rows: [(element: String, type: String)] = []
    /// Actions a control or a modifier sends already: no button for them.
    var bound: Set<String> = []

    init(context: ScreenContext) {
        self.context = context
    }

    mutating func add(_ kind: String, _ fields: [String: TemplateValue]) {
        var control = Self.noControl
        control[kind] = TemplateValue.object(fields)
        controls.append(TemplateValue.object(control))
    }

    /// Every kind of control set to false, made once: a control is this with its own kind
    /// set (filled kind by kind for each control, it was a fifth of writing a screen's tests).
    private static let noControl = Dictionary(uniqueKeysWithValues: ScreenContext.controlKinds.map { ($0, TemplateValue.bool(false)) })

    /// `viewModel.send(.setX($0))` for a binding's setter.
    func sends(_ entry: ScreenSpec.Entry) -> TemplateValue {
        .string(context.construction(entry.declaration, values: ["$0"]))
    }

    mutating func build() {
        // The actions that set or toggle each output, in spec order: one pass, not one per output.
        var setters: [String: [ScreenSpec.Entry]] = [:]
        var togglers: [String: ScreenSpec.Entry] = [:]
        var clearers: [String: ScreenSpec.Entry] = [:]
        var hinted: [ScreenSpec.ViewHint: [ScreenSpec.Entry]] = [:]
        for entry in spec.actions {
            switch entry.effect {
            case .set(let output)?: setters[output, default: []].append(entry)
            case .toggle(let output)? where togglers[output] == nil: togglers[output] = entry
            case .clear(let output)? where clearers[output] == nil: clearers[output] = entry
            default: break
            }
            if let hint = spec.effectiveHint(action: entry) { hinted[hint, default: []].append(entry) }
        }
        // A hint the spec writes comes before one a name gives.
        for (hint, entries) in hinted {
            hinted[hint] = entries.filter { spec.viewHint(for: $0.declaration.name) != nil } + entries.filter { spec.viewHint(for: $0.declaration.name) == nil }
        }
        let noValues = { (entry: ScreenSpec.Entry) in entry.declaration.parameters.isEmpty }
        let retry = hinted[.retry]?.first(where: noValues)
        let dismiss = hinted[.dismiss]?.first(where: noValues)
        var errorShown = false
        for output in spec.outputs {
            let name = output.name.text
            let type = TypeText.normalized(output.type)
            let title = TemplateValue.string(SwiftName.title(name))
            let setter = setters[name]?.first { $0.declaration.normalizedTypes == [type] }
            let hint = spec.effectiveHint(output: output)
            let fields: [String: TemplateValue] = ["title": title, "output": .string(name), "type": .string(output.type)]
            func bind(_ entry: ScreenSpec.Entry) -> [String: TemplateValue] {
                bound.insert(entry.declaration.name)
                return fields.merging(["sends": sends(entry)]) { $1 }
            }
            switch hint {
            case .loading? where type == "Bool":
                add("progress", fields)
                continue
            case .error?:
                guard let wrapped = TypeText.wrappedOfOptional(type) else { break }
                let display = TemplateValue.string(wrapped == "String" ? name : "String(describing: \(name))")
                // The first error has the screen's retry and dismiss actions; any other is a
                // message. An action that clears the error is what dismissing its alert sends.
                let retryValue = errorShown ? nil : retry
                let dismissValue = clearers[name] ?? (errorShown ? nil : dismiss)
                errorShown = true
                var errorFields = fields.merging(["display": display, "retry": .bool(false)]) { $1 }
                if let retryValue {
                    bound.insert(retryValue.declaration.name)
                    errorFields["retry"] = TemplateValue.object(["name": .string(retryValue.declaration.name)])
                }
                if let dismissValue {
                    bound.insert(dismissValue.declaration.name)
                    errorFields["dismiss"] = .string(dismissValue.declaration.name)
                    alert = TemplateValue.object(errorFields)
                } else {
                    add("inlineError", errorFields)
                }
                continue
            case .secret? where type == "String":
                if let setter { add("secureField", bind(setter)) }
                continue
            case .picker?:
                if let setter { add("picker", bind(setter)) }
                continue
            default:
                break
            }
            switch type {
            case "String":
                if let setter { add("textField", bind(setter)) } else { add("text", fields) }
            case "String?":
                add("optionalText", fields)
            case "Bool":
                if let toggler = togglers[name] {
                    bound.insert(toggler.declaration.name)
                    add("toggle", fields.merging(["setter": .string("_ in viewModel.send(.\(toggler.declaration.name))")]) { $1 })
                } else if let setter {
                    bound.insert(setter.declaration.name)
                    add("toggle", fields.merging(["setter": .string("viewModel.send(\(context.construction(setter.declaration, values: ["$0"])))")]) { $1 })
                }
            case "Int":
                if let setter { add("stepper", bind(setter)) } else { add("number", fields) }
            case "Double":
                if let setter { add("slider", bind(setter)) } else { add("number", fields) }
            default:
                if let element = ScreenContext.listedElement(type) {
                    addList(fields, element: element, hint: hint, selects: hinted[.select] ?? [])
                } else if TypeText.wrappedOfOptional(type) != nil {
                    // Any other optional: its value, when there is one.
                    add("optionalValue", fields)
                }
            }
        }
        for entry in spec.actions where noValues(entry) && !bound.contains(entry.declaration.name) {
            if spec.effectiveHint(action: entry) == .appear {
                appear.append(entry.declaration.name)
            } else {
                add("button", ["title": .string(SwiftName.title(entry.declaration.name)), "name": .string(entry.declaration.name)])
            }
        }
    }

    /// A `List` of a collection output; its rows send the action that takes one element (or,
    /// for `Identifiable` rows, its `ID`) and is hinted `select` (or named so: `select`,
    /// `openPhoto`). Any other action that takes an element (`delete(Product)`) is not what a
    /// tap on the row means: no row sends it.
    mutating func addList(_ fields: [String: TemplateValue], element: String, hint: ScreenSpec.ViewHint?, selects: [ScreenSpec.Entry]) {
        let name = ScreenContext.elementName(element)
        let byItself = hint == .hashable || SampleValues.builtIns[element] != nil
        let takesElement = { (entry: ScreenSpec.Entry) in entry.declaration.normalizedTypes == [element] }
        let takesID = { (entry: ScreenSpec.Entry) in !byItself && entry.declaration.normalizedTypes == [element + ".ID"] }
        var listFields = fields.merging(["element": .string(name), "id": .string(byItself ? ", id: \\.self" : ""), "select": .bool(false)]) { $1 }
        if let select = selects.first(where: takesElement) ?? selects.first(where: takesID) {
            bound.insert(select.declaration.name)
            let value = takesElement(select) ? name : name + ".id"
            listFields["select"] = TemplateValue.object(["sends": .string(context.construction(select.declaration, values: [value]))])
        }
        add("list", listFields)
        if !rows.contains(where: { $0.type == element }) { rows.append((name, element)) }
    }
}
