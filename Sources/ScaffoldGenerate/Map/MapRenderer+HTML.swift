import Foundation
import ScaffoldModel
import ScaffoldSupport
import ScaffoldSyntax

extension MapRenderer {
    /// A `file://` URL to a line of a file, for a path relative to `root` (or absolute).
    static func fileURL(_ location: SourceLocation, root: String) -> String {
        let absolute = location.file.hasPrefix("/") ? location.file : (root as NSString).appendingPathComponent(location.file)
        let encoded = absolute.percentEncodedAsURLPath
        return "file://\(encoded)#L\(location.line)"
    }

    /// Numbers in SVG, with at most one decimal.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Fill and stroke of a node.
    static func colors(_ node: NavigationMap.Node) -> (fill: String, stroke: String) {
        switch node.kind {
        case .app: return ("#efeaff", "#4b3f72")
        case .router: return ("#fff4e0", "#c98a1a")
        case .screen: return ("#e8f1ff", "#2f6fb5")
        case .route: return ("#fafafa", "#999999")
        }
    }

    /// Stroke colour and dash pattern of an edge.
    static func style(_ kind: NavigationMap.EdgeKind) -> (color: String, dash: String?, width: Double) {
        switch kind {
        case .root: return ("#4b3f72", nil, 1.6)
        case .flow: return ("#c98a1a", nil, 2.6)
        case .tab: return ("#c98a1a", "8 4", 2.6)
        case .push: return ("#2f6fb5", nil, 1.6)
        case .present: return ("#8a4fbf", "6 4", 1.6)
        case .holds: return ("#888888", "2 3", 1.4)
        case .route: return ("#999999", "4 3", 1.4)
        }
    }

    /// The inline SVG of the map.
    static func svg(_ map: NavigationMap, layout: MapLayout, root: String) -> String {
        let n = number
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(layout.width))\" height=\"\(n(layout.height))\" viewBox=\"0 0 \(n(layout.width)) \(n(layout.height))\" role=\"img\" aria-label=\"The app's navigation\">\n"
        out += "<defs>\n"
        for kind in [NavigationMap.EdgeKind.root, .flow, .tab, .push, .present, .holds, .route] {
            out += "<marker id=\"arrow-\(kind.rawValue)\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerUnits=\"userSpaceOnUse\" markerWidth=\"10\" markerHeight=\"10\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(style(kind).color)\"/></marker>\n"
        }
        out += "</defs>\n<g class=\"edges\">\n"
        var labels = ""
        // Edges leave a box's bottom at ports spread along it, one per edge going down.
        var ports = [Int](repeating: 0, count: map.nodes.count)
        var downward = [Int](repeating: 0, count: map.nodes.count)
        for edge in map.edges where layout.layers[edge.to] > layout.layers[edge.from] { downward[edge.from] += 1 }
        for edge in map.edges {
            let from = layout.boxes[edge.from], to = layout.boxes[edge.to]
            let (color, dash, width) = style(edge.kind)
            let path: String
            let labelAt: (x: Double, y: Double)
            if layout.layers[edge.to] > layout.layers[edge.from] {
                ports[edge.from] += 1
                let x1 = from.x + from.width * Double(ports[edge.from]) / Double(downward[edge.from] + 1), y1 = from.y + from.height
                let (x2, y2) = to.top
                let bend = (y2 - y1) / 2
                path = "M\(n(x1)),\(n(y1)) C\(n(x1)),\(n(y1 + bend)) \(n(x2)),\(n(y2 - bend)) \(n(x2)),\(n(y2))"
                // The curve's point at t = 0.7, near the box it leads to.
                let t = 0.7, u = 1 - t
                labelAt = (u * u * u * x1 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x2,
                           u * u * u * y1 + 3 * u * u * t * (y1 + bend) + 3 * u * t * t * (y2 - bend) + t * t * t * y2)
            } else {
                let (x1, y1) = from.right, (x2, y2) = to.right
                let reach = max(x1, x2) + 70
                path = "M\(n(x1)),\(n(y1)) C\(n(reach)),\(n(y1)) \(n(reach)),\(n(y2)) \(n(x2)),\(n(y2))"
                labelAt = (max(x1, x2) + 52, (y1 + y2) / 2)
            }
            let dashed = (dash ?? (map.nodes[edge.to].kind == .route ? "4 3" : nil)).map { " stroke-dasharray=\"\($0)\"" } ?? ""
            out += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(n(width))\"\(dashed) marker-end=\"url(#arrow-\(edge.kind.rawValue))\"><title>\(label(edge).escapedForXML) — \(edge.location.file.escapedForXML):\(edge.location.line)</title></path>\n"
            let text = label(edge)
            guard !text.isEmpty else { continue }
            let textWidth = Double(text.count) * 6.3 + 10
            labels += "<g class=\"label\"><rect x=\"\(n(labelAt.x - textWidth / 2))\" y=\"\(n(labelAt.y - 9))\" width=\"\(n(textWidth))\" height=\"17\" rx=\"4\" fill=\"#ffffff\" fill-opacity=\"0.92\"/>"
            labels += "<text x=\"\(n(labelAt.x))\" y=\"\(n(labelAt.y + 4))\" text-anchor=\"middle\" font-size=\"11\" fill=\"\(color)\">\(text.escapedForXML)</text></g>\n"
        }
        out += "</g>\n<g class=\"labels\">\n" + labels + "</g>\n<g class=\"nodes\">\n"
        for (index, node) in map.nodes.enumerated() {
            let box = layout.boxes[index]
            let (fill, stroke) = colors(node)
            let unreached = !node.isReached && node.kind != .route
            let dash = node.kind == .route ? " stroke-dasharray=\"4 3\"" : unreached ? " stroke-dasharray=\"7 4\"" : ""
            var shape = "<rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" rx=\"\(node.kind == .route ? 23 : 8)\" fill=\"\(fill)\" stroke=\"\(unreached ? "#dd3333" : stroke)\" stroke-width=\"\(unreached ? 2.5 : 1.5)\"\(dash)/>"
            shape += "<text x=\"\(n(box.x + box.width / 2))\" y=\"\(n(box.y + 20))\" text-anchor=\"middle\" font-size=\"14\" font-weight=\"600\" fill=\"#1d1d1f\">\(node.name.escapedForXML)</text>"
            shape += "<text x=\"\(n(box.x + box.width / 2))\" y=\"\(n(box.y + 36))\" text-anchor=\"middle\" font-size=\"10.5\" fill=\"\(unreached ? "#c02020" : "#5f6368")\">\(subtitle(node).escapedForXML)</text>"
            let title = "<title>\(node.id.escapedForXML)\(place(node).map { " — " + $0.escapedForXML } ?? "")</title>"
            if let location = node.location {
                out += "<a id=\"node-\(index)\" href=\"\(fileURL(location, root: root).escapedForXML)\">\(title)\(shape)</a>\n"
            } else {
                out += "<g id=\"node-\(index)\">\(title)\(shape)</g>\n"
            }
        }
        return out + "</g>\n</svg>"
    }

    /// The self-contained page: no script, no font, nothing fetched.
    public static func html(_ map: NavigationMap, title: String, root: String) -> String {
        let layout = MapLayout(map)
        let screens = map.nodes.filter { $0.kind != .route }
        let screenCount = screens.filter { $0.kind != .app }.count
        var list = ""
        for node in screens {
            guard let location = node.location else { continue }
            list += "<li class=\"\(node.kind.rawValue)\(node.isReached ? "" : " unreached")\"><a href=\"\(fileURL(location, root: root).escapedForXML)\">\(node.name.escapedForXML)</a> <span class=\"kind\">\(subtitle(node).escapedForXML)</span><br><code>\(location.file.escapedForXML):\(location.line)</code>"
            if let router = node.router, router != location {
                list += "<br><code>\(router.file.escapedForXML):\(router.line)</code>"
            }
            list += "</li>\n"
        }
        var problems = ""
        for problem in map.problems {
            let location = problem.location
            problems += "<li><a href=\"\(fileURL(location, root: root).escapedForXML)\"><code>\(location.file.escapedForXML):\(location.line):\(location.column)</code></a> \(problem.message.escapedForXML)</li>\n"
        }
        let counts = "\(screenCount) screens and routers, \(map.edges.count) routes, \(map.problems.count) problem\(map.problems.count == 1 ? "" : "s")"
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title.escapedForXML): the app's map</title>
        <style>
        body { margin: 0; font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1d1d1f; background: #ffffff; display: flex; min-height: 100vh; }
        main { flex: 1; overflow: auto; padding: 16px 20px; }
        aside { width: 380px; flex: none; border-left: 1px solid #e3e3e8; padding: 16px 20px; background: #f7f7f9; overflow: auto; font-size: 13px; }
        h1 { font-size: 20px; margin: 0 0 4px; } h2 { font-size: 15px; margin: 18px 0 6px; }
        p.summary { margin: 0 0 12px; color: #5f6368; font-size: 13px; }
        svg { font-family: inherit; } svg a:hover rect { stroke-width: 3; }
        ul { list-style: none; padding: 0; margin: 0; } li { margin: 0 0 8px; }
        li.unreached > a { color: #c02020; } .kind { color: #5f6368; } code { font-size: 11.5px; color: #444; word-break: break-all; }
        ul.problems li { border-left: 3px solid #dd3333; padding-left: 8px; }
        ul.legend li { margin: 0 0 4px; } .swatch { display: inline-block; width: 28px; height: 0; vertical-align: middle; margin-right: 6px; border-top: 2px solid; }
        </style>
        </head>
        <body>
        <main>
        <h1>\(title.escapedForXML)</h1>
        <p class="summary">\(counts). Each box links to its file and line.</p>
        \(svg(map, layout: layout, root: root))
        </main>
        <aside>
        <h2>Legend</h2>
        <ul class="legend">
        <li><span class="swatch" style="border-color:#2f6fb5"></span>push (show)</li>
        <li><span class="swatch" style="border-top-style:dashed;border-color:#8a4fbf"></span>modal (present)</li>
        <li><span class="swatch" style="border-top-width:3px;border-color:#c98a1a"></span>flow; dashed: tab</li>
        <li><span class="swatch" style="border-color:#4b3f72"></span>created by the app</li>
        <li><span class="swatch" style="border-top-style:dotted;border-color:#888888"></span>held, opened by code scaffold does not read</li>
        </ul>
        <h2>Problems (\(map.problems.count))</h2>
        \(map.problems.isEmpty ? "<p>None: every screen is reached and every responder action is handled.</p>" : "<ul class=\"problems\">\n" + problems + "</ul>")
        <h2>Screens</h2>
        <ul class="screens">
        \(list)</ul>
        </aside>
        </body>
        </html>

        """
    }
}
