/// The folder part of `path`, as NSString's `deletingLastPathComponent` gives it ("a/b" →
/// "a", "/c" → "/", "x" → ""), which on Linux traps on a one-letter name
/// (swift-corelibs-foundation with Swift 6.3: `matchcut render x` crashed).
public func parentPath(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    guard slash != trimmed.startIndex else { return "/" }
    var parent = trimmed[..<slash]
    while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
    return String(parent)
}
