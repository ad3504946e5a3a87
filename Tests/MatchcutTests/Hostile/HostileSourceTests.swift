import Foundation
import Geometry
import XCTest

/// Item 9 of issue 15: no `try!`, no `fatalError`, no trapping precondition on a path that
/// input can reach. Every one left in Sources/ is listed here with the reason input cannot
/// reach it; a new one fails this test until it is removed or listed with its reason.
final class HostileSourceTests: XCTestCase {
    /// What traps: a forced `try`, a forced cast, and every kind of precondition (as words:
    /// `entry!` is not `try!`).
    static let traps = try! NSRegularExpression(
        pattern: #"(?<![A-Za-z0-9_])(try!|as!|fatalError\(|precondition\(|preconditionFailure\(|assertionFailure\(|unsafelyUnwrapped)"#)

    /// `file: the line, trimmed` → why no input reaches it.
    static let allowed: [String: String] = [
        "Sources/SwiftCore/Evaluator/Casts.swift: case \"as!\":":
            "the scene's own `as!`, matched as text; a cast that fails is a located error (castFailed)",
        "Sources/Matchcut/Continuity.swift: precondition(a.count == b.count, \"frames of one scene have one size\")":
            "compares two frames the renderer drew for one scene, at its one pixel size",
        "Sources/Matchcut/Batch/Shard.swift: precondition(count >= 1 && (1...count).contains(index), \"a shard is K/N with 1 ≤ K ≤ N\")":
            "the only callers, Shard(\"K/N\") and its tests, check 1 ≤ K ≤ N first and return nil otherwise",
        "Sources/Render/Shapes/ContinuousCorner.swift: preconditionFailure(\"corner profiles blend step by step\")":
            "both profiles come from one table of corner steps, line against line and curve against curve",
        "Sources/Render/Renderer.swift: precondition(Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))) == width * 4)":
            "Cairo's ARGB32 stride is 4 bytes a pixel for every width; the width is within the frame limits",
        "Sources/Render/Renderer.swift: precondition(rows.lowerBound >= 0 && rows.upperBound <= height)":
            "the bands are cut by the renderer from its own height",
        "Sources/Geometry/Frame.swift: precondition(pixels.count == width * height * 4, \"a frame holds width × height × 4 bytes\")":
            "every Frame is made from a buffer its maker sized from the same width and height (the renderer, the PNG decoder)",
        "Sources/Golden/Comparison/RGBAImage.swift: precondition(pixels.count == width * height * 4, \"an image holds width × height × 4 bytes\")":
            "made by the PNG decoder, which sizes the buffer from the header it validated",
        "Sources/Golden/Comparison/PixelMatch.swift: precondition(expected.width == actual.width && expected.height == actual.height, \"compare images of one size\")":
            "ImageComparison reports a size mismatch before it calls PixelMatch",
        "Sources/Layout/LayoutNode.swift: fatalError(\"\\(type(of: self)) must override computeSize\")":
            "an abstract method: every node class overrides it; no input chooses a class that does not",
        "Sources/Output/Hash/SHA256.swift: precondition(ok == 1 && length == 32, \"EVP_Digest(SHA-256) cannot fail on a memory buffer\")":
            "OpenSSL's digest of a buffer in memory fails only when it cannot allocate",
        "Sources/Output/PNG/SubFilter.swift: precondition(source.count >= width * height * 4 && target.count >= height * (1 + width * 3))":
            "the PNG encoder sizes both buffers from the frame it encodes",
        "Sources/Output/PNG/PNGChunkWriter.swift: precondition(typeBytes.count == 4, \"a PNG chunk type has four letters\")":
            "chunk types are literals of the encoder",
        "Sources/Output/PNG/ZlibDeflater.swift: precondition(code == Z_OK, \"zlib's deflateInit2 failed (\\(code)): out of memory\")":
            "deflateInit2 with the encoder's constant parameters fails only when it cannot allocate",
        "Sources/Output/Video/VideoEncoding.swift: precondition(format.isVideo, \"PNG frames do not go through ffmpeg\")":
            "the video feed and merge build encodings for the video formats only",
    ]

    /// A force unwrap: `x!`, `f()!`, `a[i]!`, `x!.y` (not `!=`, not a prefix `!`).
    static let unwrap = try! NSRegularExpression(pattern: #"(?<=[A-Za-z0-9_\)\]])!(?!=)"#)

    /// Kinds of force unwrap no input reaches, by what they unwrap, each with the reason.
    static let unwrapKinds: [(pattern: NSRegularExpression, reason: String)] = [
        (try! NSRegularExpression(pattern: #"SystemColors\.(named|semantic)\["\w+"\]!"#),
         "a literal key of the fixed system colour tables: testEveryLiteralSystemColourExists checks each one"),
        (try! NSRegularExpression(pattern: #"\.baseAddress!"#),
         "the buffer of a non-empty array or Data: a frame or image of at least 1 × 1 pixel (the canvas, asset and "
            + "decoder limits), or a loop that runs only while bytes are left"),
        (try! NSRegularExpression(pattern: #"\b(cairo|pango)_\w+\((?:[^()]|\([^()]*\))*\)!"#),
         "Cairo's constructors never return NULL (one that fails returns an object in an error state, which draws "
            + "nothing); Pango's and fontconfig's return NULL only when memory runs out"),
    ]

    /// `file: the line, trimmed` → why what it unwraps is never nil, whatever the input.
    static let allowedUnwraps: [String: String] = [
        "Sources/Matchcut/Goldens/FrameCheck.swift: return drawn!": "set on the line before when nil",
        "Sources/Matchcut/Cache/FileDigestMemo.swift: let lines = remembered.keys.sorted().map { \"\\($0)\\t\\(remembered[$0]!.identity)\\t\\(remembered[$0]!.digest)\\n\" }":
            "looks up the dictionary's own keys",
        "Sources/Matchcut/GeometryCheck.swift: + GeometryLimits.positionProblem(value)!":
            "value was picked by the guard above for having a position problem",
        "Sources/Matchcut/Batch/ShardMerge.swift: throw MatchcutError.merge(reason: \"\\(quoted(shards[0].0)) is shard \\(parsed[0].1!) of a render of \\(frames) frames; \"":
            "the guard above throws when any folder's manifest names no shard",
        "Sources/Matchcut/Batch/ShardMerge.swift: let k = shard!.index": "the guard above throws when any folder's manifest names no shard",
        "Sources/Matchcut/Batch/ShardMerge.swift: let source = sources[name]!  // `copied` holds names of `sources` only":
            "the names come from `sources` itself",
        "Sources/Matchcut/Batch/ShardMerge.swift: try encode(format, entry: entry, frames: frames.map { sources[$0]! }, settings: settings, to: path)":
            "the frame names were checked against `sources` (a missing frame is an error) before any video is encoded",
        "Sources/Render/Fonts/PinnedFonts.swift: case .success(let config): return FcConfigReference(config.pointer)!":
            "FcConfigReference returns the config it is given, which loading checked is not NULL",
        "Sources/Render/Drawing/CairoPaint.swift: let radius = corners.map { hypot($0.x - c.x, $0.y - c.y) }.max()! * 1.1 + 1":
            "the maximum of four corners",
        "Sources/Render/Drawing/CairoPaint.swift: let last = stops.last!.color, first = stops.first!.color":
            "a gradient with fewer than two stops is drawn as a plain colour before the mesh is made",
        "Sources/Render/Engine/ScratchPixels.swift: return cairo_image_surface_create_for_data(buffer!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,":
            "allocated above for any positive size; a size of zero returns first",
        "Sources/Render/Images/ImageCache.swift: let c = closure!.assumingMemoryBound(to: (UnsafeRawPointer?, Int, Int).self)":
            "the closure pointer is the cursor this function passes to Cairo",
        "Sources/Render/Text/TextLayout.swift: pango_layout_set_width(layout, wrapUnits!)": "assigned on the line before",
        "Sources/Render/Renderer.swift: Int32(width), Int32(height), Int32(width * 4))!":
            "the end of cairo_image_surface_create_for_data(…), which never returns NULL (an error-state surface instead)",
        "Sources/Matchcut/Frames/VideoFeed.swift: try cache.place(video.entry!, at: output.stagedPath(name))":
            "the guard above returns unless every video was found in the cache (allFound)",
        "Sources/Matchcut/Frames/VideoFeed.swift: output.add([OutputFile(name: name, size: video.entry!.size, sha256: video.entry!.sha256)])":
            "the guard above returns unless every video was found in the cache (allFound)",
        "Sources/SceneLanguage/Vocabulary/Views/ShapeViews.swift: return CornerStyle(rawValue: style)!":
            "style is one of the enum's raw values: args.name(allowed:) refuses any other with a located error",
        "Sources/SceneLanguage/Vocabulary/Views/PathViews.swift: CornerStyle(rawValue: try args.name(\"style\", allowed: [\"continuous\", \"circular\"]) ?? \"continuous\")!":
            "the name is one of the enum's raw values: args.name(allowed:) refuses any other with a located error",
        "Sources/SceneLanguage/Vocabulary/Views/GridViews.swift: throw EvalError(.wrongArgumentType(parameter: tracks.label! + \":\", callee: name, expected: \"an array of 'GridItem'\",":
            "the argument was taken by its label (columns: or rows:)",
        "Sources/SceneLanguage/Vocabulary/Values/Colors.swift: return .material(materials[name]!, tint: nil)": "the case's pattern checks the key is there",
        "Sources/SceneLanguage/Vocabulary/Values/Colors.swift: return .color(styleColors[name]!)": "the case's pattern checks the key is there",
        "Sources/SceneLanguage/Vocabulary/Values/Animations.swift: let c = curves[name]!": "the case lists exactly the table's keys",
        "Sources/SceneLanguage/Vocabulary/Values/Animations.swift: let base = [\"smooth\": 0.0, \"snappy\": 0.15, \"bouncy\": 0.3][name]!":
            "the case lists exactly the literal's keys",
        "Sources/SceneLanguage/Vocabulary/Values/Angles.swift: let v = m.map { $0! }": "the guard above throws unless every element is there",
        "Sources/SceneLanguage/Vocabulary/Assets.swift: switch assetCache[name]! {": "filled on the lines above when missing",
        "Sources/SceneLanguage/Vocabulary/Modifiers/AdaptiveModifiers.swift: case .enumCase, .array: edges = try Enumerations.edges(call.args.take(nil)!)":
            "the enclosing `if` found an unlabelled first argument, which take(nil) returns",
        "Sources/SceneLanguage/Vocabulary/Modifiers/LayoutModifiers.swift: edges = try Enumerations.edges(call.args.take(nil)!)":
            "the enclosing `if` found an unlabelled first argument, which take(nil) returns",
        "Sources/SceneLanguage/Vocabulary/Modifiers/IdentityModifiers.swift: call.add(.matchedGeometry(MatchedGeometry(id: try call.it.text(id.value), namespace: ns, properties: MatchedProperties(rawValue: props)!,":
            "props is one of the enum's raw values: args.name(allowed:) refuses any other with a located error",
        "Sources/SceneLanguage/Vocabulary/CallerThread.swift: return box.value!": "set by the body, which has run when the wait returns",
        "Sources/SwiftCore/Evaluator/Interpreter+Calls.swift: case let .type(name) where types[name] != nil: return try instantiate(types[name]!, values, at: location)":
            "the case's pattern checks the key is there",
        "Sources/Motion/MatchedGroupFlight.swift: let first = (track.from ?? track.to)!.piece.element, last = (track.to ?? track.from)!.piece.element":
            "a track has a start, an end or both: FlightPlanner makes none with neither",
        "Sources/Motion/MatchedGroupFlight.swift: let drawn = track.draws == .start || (track.draws == .both && p == 0) ? track.from! : (track.to ?? track.from)!":
            "a track drawn at its start has one (draws is .start or .both only with a start); every track has a side",
        "Sources/Motion/MatchedGroupFlight.swift: let place = tracks[index].crossFade!.id": "the index is of a track picked for having a cross-fade",
        "Sources/Motion/MatchedTrackGeometry.swift: let isText = (track.to ?? track.from)!.piece.element.isText":
            "a track has a start, an end or both: FlightPlanner makes none with neither",
        "Sources/Motion/MatchedTrackGeometry.swift: var viewIdentity: Identity { (track.draws == .start ? track.from! : (track.to ?? track.from)!).side.identity }":
            "a track drawn at its start has one; every track has a side",
        "Sources/Motion/MatchedTrackGeometry.swift: var viewRect: Rect { MatchedGroupFlight.blend(fromRect, toRect, p)! }":
            "blend returns nil only when both rects are nil, and a track has a side, whose rect is set",
        "Sources/Motion/MatchedTrackGeometry.swift: let drawn = track.draws == .start ? track.from! : (track.to ?? track.from)!":
            "a track drawn at its start has one; every track has a side",
        "Sources/Motion/MatchedTrackGeometry.swift: let rect = (track.draws == .start ? fromRect : toRect) ?? (fromRect ?? toRect)!":
            "each side's rect is set when the side is, and a track has a side",
        "Sources/Motion/MatchedTrackGeometry.swift: let a = track.from.map { Self.placed($0, in: fromRect!) }": "fromRect is set whenever track.from is",
        "Sources/Motion/MatchedTrackGeometry.swift: let b = track.to.map { Self.placed($0, in: toRect!) }": "toRect is set whenever track.to is",
        "Sources/Motion/MatchedTrackGeometry.swift: case .both: return MatchedGroupFlight.blend(a, b, p)!": "a track has a side, so a or b is set",
        "Sources/Motion/MatchedTrackGeometry.swift: case .start: return a ?? b!": "a track has a side, so a or b is set",
        "Sources/Motion/MatchedTrackGeometry.swift: case .target: return b ?? a!": "a track has a side, so a or b is set",
        "Sources/Motion/MatchedTrackGeometry.swift: ? fromInner.map { $0.with(rect: from.side.view.mapping($0.rect, into: fromRect!)) }":
            "fromRect is set whenever track.from is, and this branch has a start",
        "Sources/Motion/MatchedTrackGeometry.swift: : toInner.map { $0.with(rect: to.side.view.mapping($0.rect, into: toRect!)) }":
            "toRect is set whenever track.to is, and this branch has an end",
        "Sources/Motion/Diagnostics/MatchedGeometryChecker.swift: let members = byKey[key]!": "`order` holds the keys of byKey, in the order met",
        "Sources/Motion/FlightPlanner+Groups.swift: let m = piece.element.matched.last!": "the members of a matched group are the elements that carry its effect",
        "Sources/Motion/FlightPlanner+Groups.swift: let at = before.map { places.firstIndex(of: $0.relativeIdentity)! + 1 } ?? places.count":
            "before was picked for being in places",
        "Sources/Motion/NavigationBarFlight.swift: let bar = e.navigation!.stackFrame": "called only for navigation bar items, which carry their stack",
        "Sources/Geometry/ProjectionTransform.swift: return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)":
            "the extremes of four corners",
        "Sources/Drawing/Symbols/SymbolGlyph.swift: static func material(_ code: UInt32) -> SymbolGlyph { SymbolGlyph(face: .material, scalar: Unicode.Scalar(code)!) }":
            "called with the literal code points of the symbol table (private-use scalars, all valid)",
        "Sources/Drawing/Symbols/SymbolGlyph.swift: static func community(_ code: UInt32) -> SymbolGlyph { SymbolGlyph(face: .community, scalar: Unicode.Scalar(code)!) }":
            "called with the literal code points of the symbol table (private-use scalars, all valid)",
        "Sources/Golden/Comparison/ChangedRegions.swift: var box = bounds[start]!, stack = [start]": "the loop takes only indices whose bounds are set",
        "Sources/Golden/Comparison/ChangedRegions.swift: box = box.union(bounds[t]!)": "tiles are pushed only when their bounds are set",
        "Sources/Layout/Nodes/ScrollNode.swift: let made = makeContent!(size)": "a scroll node has fixed content or a maker; fixed content returns above",
        "Sources/Output/PNG/PNGEncoder.swift: return try encode(width: width, height: height, opaque: false, rows: rows)!":
            "the RGBA encoding returns nil only for opaque: true, when it meets a translucent pixel",
        "Sources/Files/SystemErrorText.swift: return ns?.domain == NSPOSIXErrorDomain ? Int32(ns!.code) : nil": "ns is not nil when its domain matched",
        "Sources/Output/Video/OutputFormat.swift: allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!": "a case is among allCases",
    ]

    /// Every force unwrap left in Sources/ is of a kind no input reaches, or listed with its reason.
    func testEveryForceUnwrapLeftInSourcesIsListedWithItsReason() throws {
        var found: Set<String> = []
        for (file, code) in try Self.codeLines() {
            var rest = code
            for kind in Self.unwrapKinds {
                rest = kind.pattern.stringByReplacingMatches(in: rest, range: NSRange(rest.startIndex..., in: rest), withTemplate: "")
            }
            rest = rest.replacingOccurrences(of: #"(?<![A-Za-z0-9_])(try|as)!"#, with: "$1", options: .regularExpression)
            if Self.unwrap.firstMatch(in: rest, range: NSRange(rest.startIndex..., in: rest)) != nil { found.insert("Sources/\(file): \(code)") }
        }
        let unlisted = found.subtracting(Self.allowedUnwraps.keys).sorted()
        XCTAssertTrue(unlisted.isEmpty, "force unwraps on a path input may reach; remove them (a located error or a guard), or list "
                          + "each with the reason it is never nil:\n" + unlisted.joined(separator: "\n"))
        let stale = Set(Self.allowedUnwraps.keys).subtracting(found).sorted()
        XCTAssertTrue(stale.isEmpty, "listed but no longer in Sources/ (remove from the list):\n" + stale.joined(separator: "\n"))
    }

    /// The literal keys Sources/ unwraps from the system colour tables are all in them.
    func testEveryLiteralSystemColourExists() throws {
        let key = try NSRegularExpression(pattern: #"SystemColors\.(named|semantic)\["(\w+)"\]!"#)
        var checked = 0
        for (file, code) in try Self.codeLines() {
            for match in key.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                let table = String(code[Range(match.range(at: 1), in: code)!]), name = String(code[Range(match.range(at: 2), in: code)!])
                let known = table == "named" ? SystemColors.named[name] != nil : SystemColors.semantic[name] != nil
                XCTAssertTrue(known, "Sources/\(file): SystemColors.\(table)[\"\(name)\"] is not in the table")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 20)
    }

    /// Each line of code in Sources/ (comments left out), with its file.
    static func codeLines() throws -> [(file: String, code: String)] {
        let root = Repo.path("Sources")
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
        return try files.flatMap { file in
            try String(contentsOfFile: root + "/" + file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .map { (file, $0.trimmingCharacters(in: .whitespaces)) }.filter { !$0.1.hasPrefix("//") }
        }
    }

    /// Every line of Sources/ (outside the folders `skipping` names) that `pattern` matches,
    /// as `Sources/<file>: <the line, trimmed>`; comment lines are skipped.
    static func scan(_ pattern: NSRegularExpression, skipping: [String] = []) throws -> Set<String> {
        var found: Set<String> = []
        let root = Repo.path("Sources")
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        XCTAssertGreaterThan(files.count, 100, "Sources/ was not found")
        for file in files where !skipping.contains(where: { file.hasPrefix($0) }) {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                if pattern.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil {
                    found.insert("Sources/\(file): \(code)")
                }
            }
        }
        return found
    }

    func testEveryTrapLeftInSourcesIsListedWithItsReason() throws {
        let found = try Self.scan(Self.traps)
        let unlisted = found.subtracting(Self.allowed.keys).sorted()
        XCTAssertTrue(unlisted.isEmpty, "traps on a path input may reach; remove them (a located error instead), or list each "
                          + "with the reason no input reaches it:\n" + unlisted.joined(separator: "\n"))
        let stale = Set(Self.allowed.keys).subtracting(found).sorted()
        XCTAssertTrue(stale.isEmpty, "listed but no longer in Sources/ (remove from the list):\n" + stale.joined(separator: "\n"))
    }

    /// Issue 28, "One way to read a file" and "One way to write a file": reading an input and
    /// writing a file go through Files (`InputFile`, `AtomicFile`, `RawFile`). Any other file
    /// call in Sources/ (a Foundation read or write, a copy, move or removal, `open`) is
    /// listed here with why it is not a read of input or a write over what may not be replaced.
    static let fileCalls = try! NSRegularExpression(
        pattern: #"(\.write\(to:|write\(toFile:|createFile\(|contentsOfFile|Data\(contentsOf|contents\(atPath|copyItem\(|moveItem\(|removeItem\(|linkItem\(|createSymbolicLink\(|(?<![A-Za-z0-9_.])open\(|fopen\(|FileHandle\()"#)

    static let allowedFileCalls: [String: String] = [
        "Sources/Matchcut/Frames/SceneOutput.swift: try? FileManager.default.removeItem(atPath: path)":
            "the scene's own staging folder, inside the run's .matchcut-run-<pid> folder, made by this run",
        "Sources/Matchcut/Batch/OutputRun.swift: try? FileManager.default.removeItem(atPath: folder)":
            "this run's own .matchcut-run-<pid> folder, after its commit or when it is discarded",
        "Sources/Matchcut/Batch/OutputRecovery.swift: try? fm.removeItem(atPath: path)":
            "a dead run's folder (after its journal is rolled forward under OutputOwnership's rules) or an earlier "
            + "version's staging folder that OutputOwnership shows is Matchcut's",
        "Sources/Matchcut/Batch/OutputRecovery.swift: let fd = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)":
            "the output root opened only to hold its flock; nothing is read or written through it",
        "Sources/Matchcut/Batch/ShardFolder.swift: descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)":
            "a shard's folder, opened (never through a link) so its files are read with InputFile's openat",
        "Sources/Matchcut/Goldens/GoldenStore.swift: try FileManager.default.removeItem(atPath: path(of: name))":
            "a golden removed by --prune or a re-record: goldens are the files the golden commands are documented to update",
        "Sources/Matchcut/Goldens/OrphanedScenes.swift: do { try fm.removeItem(atPath: folder) } catch {":
            "a gone scene's golden folder removed by --prune, after every entry in it was found to be a regular golden PNG or goldens.json (no link, no folder)",
        "Sources/SceneLanguage/Vocabulary/Values/BundleResources.swift: diagnostics.add(.effectSkipped(api: \"Data(contentsOf:)\"), at: location)":
            "names the skipped effect in a warning; the network is never reached and no file is read here",
        "Sources/Matchcut/Goldens/GoldenSidecar.swift: if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }":
            "the goldens sidecar, removed with the last golden it describes",
        "Sources/Matchcut/Goldens/AcceptRun.swift: try sidecar.write(to: folder)":
            "GoldenSidecar.write(to:), which writes through AtomicFile (matched by its name only)",
        "Sources/Matchcut/Goldens/GoldenTestRunner.swift: try sidecar.write(to: store.folder)":
            "GoldenSidecar.write(to:), which writes through AtomicFile (matched by its name only)",
        "Sources/Golden/Results/FailureArtifacts.swift: try FileManager.default.removeItem(atPath: folder)":
            "a scene's report folder, removed only when it holds nothing but a report's PNGs and summary.json",
        "Sources/Golden/Reports/StepSummary.swift: guard let handle = FileHandle(forWritingAtPath: path) ?? {":
            "appends to the file GitHub names in $GITHUB_STEP_SUMMARY; a summary is appended to, never replaced",
        "Sources/Golden/Reports/StepSummary.swift: FileManager.default.createFile(atPath: path, contents: nil) ? FileHandle(forWritingAtPath: path) : nil":
            "makes $GITHUB_STEP_SUMMARY's file when the runner has not (the same append)",
        "Sources/MatchcutTesting/AssertTransition.swift: guard let data = FileManager.default.contents(atPath: attachment.path) else { continue }":
            "attaches to a Swift Testing issue the PNGs the failing check has just written",
    ]

    func testEveryFileCallOutsideFilesIsListedWithItsReason() throws {
        let found = try Self.scan(Self.fileCalls, skipping: ["Files/"])
        let unlisted = found.subtracting(Self.allowedFileCalls.keys).sorted()
        XCTAssertTrue(unlisted.isEmpty, "file calls outside Files/: read through InputFile and write through AtomicFile or "
                          + "RawFile, or list each with its reason:\n" + unlisted.joined(separator: "\n"))
        let stale = Set(Self.allowedFileCalls.keys).subtracting(found).sorted()
        XCTAssertTrue(stale.isEmpty, "listed but no longer in Sources/ (remove from the list):\n" + stale.joined(separator: "\n"))
    }
}
