
extension HostileConversionTests {
    /// Golden/, Matchcut/, the CLI, MatchcutTesting and Preview: comparisons, reports, the frame cache,
    /// shards and watching. Their numbers come from files Matchcut wrote (reports, manifests), the
    /// command line (read within ranges) and the scene's plan.
    static let allowedInCommands: [String: String] = [
        #"Sources/Golden/Comparison/ColorDelta.swift: 48 + 159 * Double(Int(kk / 1.618033988749895) % 2),"#:
            "a byte offset into an image (an Int) over 1.618…, non-negative",
        #"Sources/Golden/Comparison/ColorDelta.swift: 48 + 159 * Double(Int(kk / 2.618033988749895) % 2))"#:
            "a byte offset into an image (an Int) over 2.618…, non-negative",
        #"Sources/Golden/Comparison/ImageComparison.swift: Int((maxDiffRatio * Double(pixelCount)).rounded(.down))"#:
            "maxDiffRatio is 0…1 (the CLI's range; merge-reports refuses a report with another), times a pixel count",
        #"Sources/Golden/Comparison/PixelMatch.swift: let byte = UInt8(max(0, min(255, value)))  // truncated, as a typed array stores it"#:
            "value is clamped to 0…255 on the line (min(255, NaN) is 255)",
        #"Sources/Golden/Comparison/RGBAImage.swift: let a = UInt32(p[i + 3])"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/Golden/Comparison/RGBAImage.swift: let r = UInt32(p[i]), g = UInt32(p[i + 1]), b = UInt32(p[i + 2])"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/Golden/Comparison/RGBAImage.swift: p[i + 1] = UInt8((g * a + 127) / 255)"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/Golden/Comparison/RGBAImage.swift: p[i + 2] = UInt8((r * a + 127) / 255)"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/Golden/Comparison/RGBAImage.swift: p[i] = UInt8((b * a + 127) / 255)"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/Golden/Comparison/RGBAImage.swift: return UInt8(min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)))"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/Golden/GoldenMessages.swift: let decimals = value >= 1 ? 2 : max(2, Int((-log10(value)).rounded(.up)) + 1)"#:
            "value is within 0…1, finite and positive on this branch (guarded just before), so −log10 is at most 324",
        #"Sources/Golden/Reports/AcceptCommand.swift: if frame.name.hasPrefix("frame-"), let index = Int(frame.name.dropFirst(6).dropLast(4)) {"#:
            "parses text: failable, nil when it is not a whole number that fits",
        #"Sources/Golden/Reports/AcceptCommand.swift: value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)"#:
            "a whole number below 10^15 in magnitude, checked on the line",
        #"Sources/Golden/Reports/HTMLReport.swift: value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)"#:
            "a whole number below 10^15 in magnitude, checked on the line",
        #"Sources/Matchcut/AssetCatalog.swift: else { value = Int(text).map { Double($0) / 255 } }"#:
            "parses text: failable, nil when it is not a whole number that fits",
        #"Sources/Matchcut/AssetCatalog.swift: if text.lowercased().hasPrefix("0x") { value = Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }"#:
            "parses text: failable, nil when it is not a whole number that fits",
        #"Sources/Matchcut/Batch/ContactSheet.swift: (x: Int(Self.gap) + (i % columns) * (cell.width + Int(Self.gap)),"#:
            "constants of the sheet (gap, label height), and cell sizes below 2^20",
        ##"Sources/Matchcut/Batch/ContactSheet.swift: return "#\(index)  \(time)  t\(transition) \(abs(percent) < 1e15 ? String(Int(percent)) : String(percent))%""##:
            "percent is below 10^15 in magnitude on this branch (NaN takes the other)",
        #"Sources/Matchcut/Batch/ContactSheet.swift: return (0..<frames).map { first + Int((Double($0 * (last - first)) / Double(frames - 1)).rounded()) }"#:
            "at most last − first, frame indices of the scene (Ints), over frames − 1 ≥ 1",
        #"Sources/Matchcut/Batch/ContactSheet.swift: y: Int(Self.gap) + (i / columns) * (cell.height + Int(Self.labelHeight + Self.gap)))"#:
            "constants of the sheet (gap, label height), and cell sizes below 2^20",
        #"Sources/Matchcut/Batch/Progress.swift: let eta = done >= total ? "done" : "ETA \(Int(eta(now: now).rounded(.up)))s""#:
            "eta is at most 10^9 s and never NaN (eta(now:) caps it; a rate that is not positive gives 0)",
        #"Sources/Matchcut/Batch/Shard.swift: guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else { return nil }"#:
            "parses text: failable, nil when it is not a whole number that fits",
        #"Sources/Matchcut/Batch/ShardMerge.swift: guard !digits.isEmpty, digits.utf8.allSatisfy({ (48...57).contains($0) }), let n = Int(digits) else { return false }"#:
            "parses text: failable, nil when it is not a whole number that fits",
        #"Sources/Matchcut/Cache/FileDigestMemo.swift: UInt64(info.st_ctim.tv_sec), UInt64(info.st_ctim.tv_nsec)].map(String.init).joined(separator: " ")"#:
            "fields of stat (dev_t, ino_t, off_t, time_t, long), non-negative, widened to UInt64",
        #"Sources/Matchcut/Cache/FileDigestMemo.swift: UInt64(info.st_mtim.tv_sec), UInt64(info.st_mtim.tv_nsec),"#:
            "fields of stat (dev_t, ino_t, off_t, time_t, long), non-negative, widened to UInt64",
        #"Sources/Matchcut/Cache/FileDigestMemo.swift: return [UInt64(info.st_dev), UInt64(info.st_ino), UInt64(info.st_size),"#:
            "fields of stat (dev_t, ino_t, off_t, time_t, long), non-negative, widened to UInt64",
        #"Sources/Matchcut/Cache/FrameCache.swift: entries.append((path, Int(info.st_size), info.st_mtim))"#:
            "a file's size (off_t, 64 bits), as wide as Int",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: func float(_ v: Float) { word(0x34, UInt64(v.bitPattern)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: Int) throws { slot().int(Int64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: Int) throws { slot.int(Int64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: Int, forKey key: Key) throws { slot(key).int(Int64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: Int16) throws { slot().int(Int64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: Int16) throws { slot.int(Int64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: Int16, forKey key: Key) throws { slot(key).int(Int64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: Int32) throws { slot().int(Int64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: Int32) throws { slot.int(Int64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: Int32, forKey key: Key) throws { slot(key).int(Int64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: Int8) throws { slot().int(Int64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: Int8) throws { slot.int(Int64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: Int8, forKey key: Key) throws { slot(key).int(Int64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: UInt) throws { slot().uint(UInt64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: UInt) throws { slot.uint(UInt64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: UInt, forKey key: Key) throws { slot(key).uint(UInt64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: UInt16) throws { slot().uint(UInt64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: UInt16) throws { slot.uint(UInt64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: UInt16, forKey key: Key) throws { slot(key).uint(UInt64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: UInt32) throws { slot().uint(UInt64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: UInt32) throws { slot.uint(UInt64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: UInt32, forKey key: Key) throws { slot(key).uint(UInt64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: UInt8) throws { slot().uint(UInt64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: UInt8) throws { slot.uint(UInt64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: mutating func encode(_ v: UInt8, forKey key: Key) throws { slot(key).uint(UInt64(v)) }"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: word(UInt64(bitPattern: Int64(number)))"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: word(UInt64(depth))"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Cache/KeyEncoder.swift: word(UInt64(utf8.count))"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Matchcut/Continuity.swift: d += UInt64(x > y ? x - y : y - x).subtractingRounding(roundingTolerance)"#:
            "the difference of two UInt32 sums, the larger minus the smaller, widened",
        #"Sources/Matchcut/Continuity.swift: static let roundingTolerance = UInt64(block * block)"#:
            "a constant of the check: its block's side squared",
        #"Sources/Matchcut/Continuity.swift: for i in a.indices { total += UInt64(a[i] > b[i] ? a[i] - b[i] : b[i] - a[i]) }"#:
            "the difference of two UInt32 sums, the larger minus the smaller, widened",
        #"Sources/Matchcut/Continuity.swift: out[o + 2] &+= UInt32(px[i + 2]); out[o + 3] &+= UInt32(px[i + 3])"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/Matchcut/Continuity.swift: out[o] &+= UInt32(px[i]); out[o + 1] &+= UInt32(px[i + 1])"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/Matchcut/FrameBudget.swift: return Diagnostic(.tooManyFrames(frames: Int(min(needed, 1e15)), limit: maxFrames), at: location)"#:
            "needed is past the frame limit on this branch (NaN returns before), capped at 10^15",
        #"Sources/Matchcut/Frames/FrameRequest.swift: String(format: "t%d-p%03d.png", transition, Int((progress * 100).rounded()))"#:
            "progress is one of KeyFrames.fractions (0…1) or --progress, read within 0…1",
        #"Sources/Matchcut/Frames/FrameRequest.swift: self.init(index: Int(onGrid), fps: fps)"#:
            "onGrid is below 10^15 in magnitude, checked on the line before (NaN fails it)",
        #"Sources/Matchcut/Frames/FrameSelection.swift: let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }"#:
            "parses text: failable, nil when it is not a whole number that fits",
        #"Sources/Matchcut/GeometryCheck.swift: ? SceneLimits.pixelProblem(width: max(1, Int(width)), height: max(1, Int(height)))"#:
            "width and height are finite and below 10^9, checked on the line before",
        #"Sources/Matchcut/GeometryCheck.swift: value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)""#:
            "a whole number below 10^15 in magnitude, checked on the line",
        #"Sources/Matchcut/Goldens/GoldenSidecar.swift: value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)"#:
            "a whole number below 10^15 in magnitude, checked on the line",
        #"Sources/Matchcut/Goldens/GoldenStore.swift: guard parts.count == 2 || parts.count == 3, parts[0].hasPrefix("t"), Int(parts[0].dropFirst()) != nil,"#:
            "parses text: failable, nil when it is not a whole number that fits",
        #"Sources/Matchcut/Goldens/GoldenStore.swift: if stem.hasPrefix("frame-"), let index = Int(stem.dropFirst(6)) {"#:
            "parses text: failable, nil when it is not a whole number that fits",
        #"Sources/Matchcut/Goldens/GoldenStore.swift: parts[1].hasPrefix("p"), parts[1].count == 4, Int(parts[1].dropFirst()) != nil else { return nil }"#:
            "parses text: failable, nil when it is not a whole number that fits",
        #"Sources/Matchcut/Watch/FileWatcher.swift: descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))"#:
            "a constant of a C header or of Matchcut's",
        #"Sources/Matchcut/Watch/FileWatcher.swift: var slice = left.map { Int32($0 * 1000) } ?? -1"#:
            "the time left of a timeout its callers pass (0.5 s from WatchedRender, none from PreviewSession), at least 0: not a scene's number",
        #"Sources/Matchcut/Watch/FileWatcher.swift: private static let mask = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE"#:
            "a constant of a C header or of Matchcut's",
        #"Sources/Matchcut/Watch/FileWatcher.swift: if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0, let folder = folders[wd] {"#:
            "a constant of a C header",
        #"Sources/Matchcut/Watch/FileWatcher.swift: return (event.wd, event.mask, Int(event.len))"#:
            "inotify_event's len (UInt32), widened",
        #"Sources/Preview/PreviewRoutes.swift: value == value.rounded() && abs(value) < 1e6 ? String(Int(value)) : String(value)"#:
            "the preview's --scale, 0.25…8 (ArgumentScanner), a whole number below 10^6 on the line",
        #"Sources/Matchcut/Watch/FileWatcher.swift: var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)"#:
            "a constant of a C header or of Matchcut's",
        #"Sources/Matchcut/Watch/FileWatcher.swift: while wait(milliseconds: Int32(settle * 1000)) { changed.formUnion(readEvents()) }"#:
            "settle, 0.05 s by default; no caller passes another",
        #"Sources/MatchcutCLI/ArgumentScanner.swift: guard let number = Int(text), range.contains(number) else {"#:
            "parses text: failable, nil when it is not a whole number that fits",
        #"Sources/MatchcutCLI/ArgumentScanner.swift: value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)"#:
            "a whole number below 10^15 in magnitude, checked on the line",
        #"Sources/MatchcutCLI/PreviewCommand.swift: server = try PreviewServer.start(scene: path, address: address, port: UInt16(port), scale: scale,"#:
            "--port is read within 0…65535 (args.int(in:))",
        #"Sources/MatchcutTesting/AssertTransition.swift: let location = SourceLocation(fileID: fileID, filePath: String(describing: filePath), line: Int(line), column: Int(column))"#:
            "#line and #column of the caller's source (UInt), small",
        #"Sources/Preview/PreviewServer.swift: return MHD_queue_response(connection, UInt32(response.status), reply)"#:
            "an HTTP status Matchcut answers with (200, 404 …)",
    ]
}
