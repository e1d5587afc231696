/// A binary search in a collection sorted so that every element `isBefore` accepts comes
/// first (a walk sorted by path, the folders it left).
extension RandomAccessCollection {
    /// The index of the first element `isBefore` rejects (the end when it accepts all).
    package func sortedIndex(before isBefore: (Element) -> Bool) -> Index {
        var low = startIndex, high = endIndex
        while low < high {
            let middle = index(low, offsetBy: distance(from: low, to: high) / 2)
            if isBefore(self[middle]) { low = index(after: middle) } else { high = middle }
        }
        return low
    }
}
