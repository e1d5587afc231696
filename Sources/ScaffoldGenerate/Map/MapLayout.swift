import ScaffoldModel

/// A top-down layered layout of a `NavigationMap`, computed here (no Graphviz): each node's
/// layer is its distance from a root (a walk in breadth), nodes in a layer are ordered by
/// the mean position of the nodes above that lead to them, and each layer is centred.
/// Everything is a loop over lists: linear in nodes and edges, but for the ordering sort.
struct MapLayout {
    /// A node's box, in SVG units.
    struct Box {
        /// Its left edge.
        var x: Double
        /// Its top edge.
        var y: Double
        /// Its width.
        var width: Double
        /// Its height.
        var height: Double

        /// The middle of its top edge.
        var top: (x: Double, y: Double) { (x + width / 2, y) }
        /// The middle of its bottom edge.
        var bottom: (x: Double, y: Double) { (x + width / 2, y + height) }
        /// The middle of its right edge.
        var right: (x: Double, y: Double) { (x + width, y + height / 2) }
    }

    /// One box per node, in the map's order.
    var boxes: [Box] = []
    /// Each node's layer.
    var layers: [Int] = []
    /// The drawing's size.
    var width = 0.0
    /// The drawing's height.
    var height = 0.0

    /// The height of a node's box.
    static let nodeHeight = 46.0
    /// The vertical distance between layers' tops.
    static let layerStep = 120.0
    /// The horizontal gap between boxes.
    static let gap = 36.0
    /// The margin around the drawing (the right one leaves room for edges that go back up).
    static let margin = 24.0

    /// The width of a box for `node` (its name and subtitle, at the page's font sizes).
    static func boxWidth(_ node: NavigationMap.Node) -> Double {
        max(Double(node.name.count) * 8.2, Double(MapRenderer.subtitle(node).count) * 6.2, 72) + 28
    }

    /// Lays out `map`.
    init(_ map: NavigationMap) {
        let count = map.nodes.count
        var outgoing = [[Int]](repeating: [], count: count)
        var incoming = [[Int]](repeating: [], count: count)
        for edge in map.edges {
            outgoing[edge.from].append(edge.to)
            incoming[edge.to].append(edge.from)
        }
        layers = [Int](repeating: -1, count: count)
        for start in map.roots + Array(0..<count) where layers[start] < 0 {
            layers[start] = 0
            var queue = [start]
            var head = 0
            while head < queue.count {
                let node = queue[head]
                head += 1
                for next in outgoing[node] where layers[next] < 0 {
                    layers[next] = layers[node] + 1
                    queue.append(next)
                }
            }
        }
        let depth = (layers.max() ?? -1) + 1
        var rows = [[Int]](repeating: [], count: depth)
        for node in 0..<count { rows[layers[node]].append(node) }
        // Each layer ordered by where the nodes above that lead to it are (a stable sort).
        var position = [Double](repeating: 0, count: count)
        for (row, nodes) in rows.enumerated() {
            var keyed: [(key: Double, offset: Int, node: Int)] = []
            for (offset, node) in nodes.enumerated() {
                let above = incoming[node].filter { row > 0 && layers[$0] == row - 1 }
                let key = above.isEmpty ? Double(offset) + 1e6 : above.map { position[$0] }.reduce(0, +) / Double(above.count)
                keyed.append((key, offset, node))
            }
            keyed.sort { ($0.key, $0.offset) < ($1.key, $1.offset) }
            rows[row] = keyed.map(\.node)
            for (offset, node) in rows[row].enumerated() { position[node] = Double(offset) }
        }
        let widths = map.nodes.map(Self.boxWidth)
        let rowWidths = rows.map { row in row.map { widths[$0] }.reduce(0, +) + Self.gap * Double(max(row.count - 1, 0)) }
        let widest = rowWidths.max() ?? 0
        boxes = [Box](repeating: Box(x: 0, y: 0, width: 0, height: 0), count: count)
        for (row, nodes) in rows.enumerated() {
            var x = Self.margin + (widest - rowWidths[row]) / 2
            for node in nodes {
                boxes[node] = Box(x: x, y: Self.margin + Double(row) * Self.layerStep, width: widths[node], height: Self.nodeHeight)
                x += widths[node] + Self.gap
            }
        }
        width = widest + Self.margin * 2 + 140
        height = Self.margin * 2 + Double(max(depth - 1, 0)) * Self.layerStep + Self.nodeHeight
    }
}
