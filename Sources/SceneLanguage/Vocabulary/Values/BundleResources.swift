import Files
import Foundation
import SwiftCore

/// Sample data an app ships as a file and loads at launch: `Bundle.main.url(forResource:
/// withExtension:)` and `path(forResource:ofType:)` find the file inside the project root (the
/// scene's folder unless `--project-root` says otherwise), `Data(contentsOf:)` reads it through
/// the confined reader (a regular file of at most 4 MB, never a link, device or FIFO), and
/// `JSONDecoder().decode(T.self, from:)` makes the app's `Codable` values from it as Swift's
/// synthesized `Decodable` does (docs/scene-language.md, "Files the app ships").
/// `Data(contentsOf:)` of a network URL stays an effect the scene skips: it throws, offline.
enum BundleResources {
    /// The largest data file a scene reads.
    static let maxBytes = 4 << 20
    /// How many entries the search for a resource looks at, at most.
    static let maxEntries = 20_000
    static let bundle = Value.opaque("Bundle.main")
    static let decoder = Value.opaque("JSONDecoder")

    /// The file a resource name stands for: `name` (or `name.ext`) anywhere under `root`,
    /// hidden folders and `.build` left out, the first in sorted order; nil when there is none.
    static func locate(_ name: String, extension ext: String?, under root: String) -> String? {
        let file = ext.map { $0.isEmpty ? name : name + "." + $0 } ?? name
        guard !file.isEmpty, !file.contains("/") else { return nil }
        var queue = [root], seen = 0
        while !queue.isEmpty {
            let folder = queue.removeFirst()
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries.sorted() {
                seen += 1
                if seen > maxEntries { return nil }
                guard !entry.hasPrefix("."), entry != "build" else { continue }
                let path = folder + "/" + entry
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    queue.append(path)
                } else if entry == file {
                    return path
                }
            }
        }
        return nil
    }

    /// The string literals written as `forResource:` (with `withExtension:`/`ofType:`) in
    /// `text`: the files a scene's code may load, for `--watch` and the preview to follow.
    static func namedResources(in text: String) -> [(name: String, ext: String?)] {
        let pattern = #"forResource:\s*"([^"\\]+)"\s*,\s*(?:withExtension|ofType):\s*(?:"([^"\\]*)"|nil)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
            let name = ns.substring(with: match.range(at: 1))
            let ext = match.range(at: 2).location == NSNotFound ? nil : ns.substring(with: match.range(at: 2))
            return (name, ext)
        }
    }
}

extension Interpreter {
    /// The folder resources are looked for in: the project root, else the scene's folder.
    var resourceRoot: String {
        if let root = options.projectRoot { return root }
        let folder = parentPath(file)
        return folder.isEmpty ? "." : folder
    }

    /// `Bundle.main.url(forResource:withExtension:)`, `.path(forResource:ofType:)`.
    func bundleMethod(_ name: String, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        guard name == "url" || name == "path" else { return nil }
        var args = Arguments(values, callee: name, at: location)
        let resource = try args.required("forResource") { try $0.string($1) }
        let extLabel = name == "url" ? "withExtension" : "ofType"
        let ext = args.take(extLabel).flatMap { arg -> String? in if case let .string(s) = arg.value { s } else { nil } }
        _ = args.take("subdirectory")
        try args.finish(known: ["forResource", extLabel, "subdirectory"])
        let key = resource + "." + (ext ?? "")
        if ui.resources[key] == nil { ui.resources[key] = BundleResources.locate(resource, extension: ext, under: resourceRoot) }
        guard let path = ui.resources[key] ?? nil else { return Value.none }
        return name == "url" ? Interpreter.url(URL(fileURLWithPath: path)) : .string(path)
    }

    /// `Data(contentsOf: url)`: a file the project holds, read whole; any other URL is the
    /// network, which a scene skips (it throws, as offline).
    func dataContents(_ values: [ArgValue], at location: SourceLocation) throws -> Value {
        var args = Arguments(values, callee: "Data", at: location)
        let arg = try args.required("contentsOf") { $0.take($1) }
        _ = args.take("options")
        try args.finish(known: ["contentsOf", "options"])
        guard case let .instance(url) = arg.value, url.typeName == "URL", case let .string(text)? = url["absoluteString"],
              let parsed = URL(string: text) else {
            throw args.wrongType(arg, expected: "a 'URL'")
        }
        guard parsed.isFileURL else {
            diagnostics.add(.effectSkipped(api: "Data(contentsOf:)"), at: location)
            throw AppError(value: SkippedEffects.value("URLError"), location: location)
        }
        let root = URL(fileURLWithPath: resourceRoot).standardizedFileURL.path
        let path = parsed.standardizedFileURL.path
        guard path.hasPrefix(root + "/") else {
            throw EvalError(.wrongArgumentType(parameter: "contentsOf:", callee: "Data", expected: "a file inside the project root '\(root)'",
                                               found: "'\(path)'"), at: arg.location)
        }
        let data: Data
        do {
            data = try fileData(path)
        } catch let error as FileError {
            throw EvalError(.wrongArgumentType(parameter: "contentsOf:", callee: "Data", expected: "a readable file",
                                               found: error.message), at: arg.location)
        }
        return .instance(Instance(typeName: "Data", names: ["count", "path"],
                                  fields: ["count": .int(data.count), "path": .string(path)]))
    }

    /// A data file's bytes, read once a compilation through the confined reader.
    private func fileData(_ path: String) throws -> Data {
        if let data = ui.dataFiles[path] { return data }
        let data = try InputFile.read(path, limit: BundleResources.maxBytes, links: .refuse)
        ui.dataFiles[path] = data
        return data
    }

    /// `JSONDecoder().decode(T.self, from: data)`: the app's values from the JSON the data
    /// holds, as Swift's synthesized `Decodable` makes them.
    func jsonDecode(_ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        var args = Arguments(values, callee: "decode", at: location)
        let typeArg = try args.required(nil) { $0.take($1) }
        let dataArg = try args.required("from") { $0.take($1) }
        try args.finish(known: ["from"])
        guard case let .type(typeText) = typeArg.value else { throw args.wrongType(typeArg, expected: "a type such as 'Item.self'") }
        guard case let .instance(data) = dataArg.value, data.typeName == "Data" else {
            throw args.wrongType(dataArg, expected: "'Data' read from a file or made by 'JSONEncoder'")
        }
        let bytes: Data
        if case let .string(json)? = data["json"] {
            bytes = Data(json.utf8)
        } else if case let .string(path)? = data["path"] {
            bytes = try fileData(path)
        } else {
            throw args.wrongType(dataArg, expected: "'Data' read from a file or made by 'JSONEncoder'")
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed])
        } catch {
            throw AppError(value: .string("The data couldn't be read because it isn't in the correct format."), location: location)
        }
        return try decoded(json, as: typeText.trimmingCharacters(in: .whitespaces), codingPath: [], at: location)
    }

    /// A JSON value as the type `type` (its written text: `Item`, `[Item]`, `[String: Int]`,
    /// `Double?`).
    private func decoded(_ json: Any, as type: String, codingPath: [String], at location: SourceLocation) throws -> Value {
        func mismatch(_ expected: String) -> AppError {
            let at = codingPath.isEmpty ? "the top level" : "'" + codingPath.joined(separator: ".") + "'"
            return AppError(value: .string("Expected to decode \(expected) at \(at) but found something else."), location: location)
        }
        try charge(1)
        if type.hasSuffix("?") {
            if json is NSNull { return .none }
            return try decoded(json, as: String(type.dropLast()), codingPath: codingPath, at: location)
        }
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = String(type.dropFirst().dropLast())
            if let colon = Self.topLevelColon(in: inner) {
                let valueType = String(inner[inner.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
                guard let object = json as? [String: Any] else { throw mismatch("Dictionary") }
                // In a fixed key order: sorted.
                return .dictionary(try object.keys.sorted().map { key in
                    (key: Value.string(key), value: try decoded(object[key] as Any, as: valueType, codingPath: codingPath + [key], at: location))
                })
            }
            guard let items = json as? [Any] else { throw mismatch("Array") }
            try allocate(items.count)
            return .array(try items.enumerated().map { i, item in
                try decoded(item, as: inner.trimmingCharacters(in: .whitespaces), codingPath: codingPath + ["\(i)"], at: location)
            })
        }
        switch aliases(of: "Double").contains(type) ? "Double" : type {
        case "String":
            guard let s = json as? String else { throw mismatch("String") }
            return .string(s)
        case "Int":
            guard let n = json as? NSNumber, !Self.isJSONBool(json), let i = Int(exactly: n.doubleValue) else { throw mismatch("Int") }
            return .int(i)
        case "Double", "Float":
            guard let n = json as? NSNumber, !Self.isJSONBool(json), n.doubleValue.isFinite else { throw mismatch("Double") }
            return .double(n.doubleValue)
        case "Bool":
            guard Self.isJSONBool(json), let b = json as? Bool else { throw mismatch("Bool") }
            return .bool(b)
        case "URL":
            guard let s = json as? String, let url = URL(string: s) else { throw mismatch("URL") }
            return Interpreter.url(url)
        default:
            break
        }
        guard let decl = types[type] else {
            throw EvalError(.wrongArgumentType(parameter: "_", callee: "decode", expected: "a 'Codable' type the app declares, a standard type or an array of one",
                                               found: "'\(type)'"), at: location)
        }
        if decl.isEnum {
            let raw: Value
            if let s = json as? String { raw = .string(s) } else if let n = json as? NSNumber, let i = Int(exactly: n.doubleValue) { raw = .int(i) }
            else { throw mismatch(decl.name) }
            let made = try enumFromRawValue(decl, [ArgValue(label: "rawValue", value: raw, location: location)], at: location)
            if case .none = made { throw mismatch("a case of \(decl.name)") }
            return made
        }
        guard !decl.isClass, let object = json as? [String: Any] else { throw mismatch(decl.name) }
        let keys = codingKeys(of: decl)
        var names: [String] = [], fields: [String: Value] = [:]
        for prop in decl.storedProperties {
            names.append(prop.name)
            // A `let` with its value written is not decoded, as Swift's synthesized init skips it.
            if prop.isLet, let initial = prop.defaultValue {
                fields[prop.name] = try evaluate(initial, as: prop.type ?? TypeRef(text: "Any", location: prop.location), in: globals)
                continue
            }
            let key = keys[prop.name] ?? prop.name
            let propType = prop.type?.text ?? "Any"
            guard let value = object[key] else {
                if propType.hasSuffix("?") { fields[prop.name] = Value.none; continue }
                throw AppError(value: .string("No value associated with key '\(key)'."), location: location)
            }
            fields[prop.name] = try decoded(value, as: propType, codingPath: codingPath + [key], at: location)
        }
        return .instance(Instance(typeName: decl.name, names: names, fields: fields))
    }

    /// Whether JSON read `true` or `false` here. On Linux any NSNumber answers `is Bool` (a
    /// JSON `1` too, so every integer id failed to decode as an `Int`); a JSON boolean is the
    /// one whose Objective-C type is `char`.
    static func isJSONBool(_ json: Any) -> Bool {
        guard let n = json as? NSNumber else { return json is Bool }
        return String(cString: n.objCType) == "c"
    }

    /// `CodingKeys`' cases in order, each property name with its JSON key; nil when the type
    /// declares none.
    func orderedCodingKeys(of decl: TypeDecl) -> [(String, String)]? {
        guard let keys = types[decl.name + ".CodingKeys"] else { return nil }
        let map = codingKeys(of: decl)
        return keys.cases.filter(\.parameters.isEmpty).map { ($0.name, map[$0.name] ?? $0.name) }
    }

    /// `enum CodingKeys: String, CodingKey { case title = "name" }`: property name to JSON key.
    private func codingKeys(of decl: TypeDecl) -> [String: String] {
        guard let keys = types[decl.name + ".CodingKeys"] else { return [:] }
        var map: [String: String] = [:]
        for c in keys.cases where c.parameters.isEmpty {
            if case let .string(raw)? = try? rawValue(EnumValue(typeName: keys.name, caseName: c.name), at: keys.location) {
                map[c.name] = raw
            }
        }
        return map
    }

    /// The `:` of `[Key: Value]` not inside brackets.
    static func topLevelColon(in text: String) -> String.Index? {
        var depth = 0
        for i in text.indices {
            switch text[i] {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return i
            default: break
            }
        }
        return nil
    }
}
