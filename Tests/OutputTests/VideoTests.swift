import Foundation
import Geometry
import XCTest
@testable import Output

/// Video through ffmpeg: pinned settings, reproducible bytes, even sides, a clear error
/// when ffmpeg is missing.
final class VideoTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        try XCTSkipIf(FFmpegProcess.executable() == nil, "ffmpeg is not installed (make deps)")
        folder = NSTemporaryDirectory() + "matchcut-video-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// 12 frames of a bar sweeping across a 63×35 frame (odd sides on purpose).
    private func frames() -> [Frame] {
        (0..<12).map { i in
            var frame = TestFrames.gradient(width: 63, height: 35)
            for y in 0..<35 {
                for x in (i * 5)..<(i * 5 + 4) {
                    let p = (y * 63 + x) * 4
                    frame.pixels[p] = 200; frame.pixels[p + 1] = 40; frame.pixels[p + 2] = 10
                }
            }
            return frame
        }
    }

    private func encode(_ format: OutputFormat, to name: String) throws -> String {
        let path = folder + "/" + name
        let video = try FFmpegProcess(VideoEncoding(format: format, width: 63, height: 35, fps: 30), path: path)
        for frame in frames() { try frame.pixels.withUnsafeBytes { try video.write($0) } }
        try video.finish()
        return path
    }

    func testTheSameFramesGiveTheSameMP4BytesTwice() throws {
        let a = try Data(contentsOf: URL(fileURLWithPath: try encode(.mp4, to: "a.mp4")))
        let b = try Data(contentsOf: URL(fileURLWithPath: try encode(.mp4, to: "b.mp4")))
        XCTAssertGreaterThan(a.count, 500)
        XCTAssertEqual(SHA256.hex(a), SHA256.hex(b))
    }

    func testMP4IsH264YUV420WithOddSidesPaddedToEven() throws {
        let path = try encode(.mp4, to: "odd.mp4")
        let probe = try ffprobe(path)
        XCTAssertEqual(probe["codec_name"], "h264")
        XCTAssertEqual(probe["pix_fmt"], "yuv420p")
        XCTAssertEqual(probe["width"], "64")  // 63 + 1 column of white
        XCTAssertEqual(probe["height"], "36")
        XCTAssertEqual(probe["nb_read_frames"], "12")
        XCTAssertEqual(probe["r_frame_rate"], "30/1")
    }

    func testGIFWebMAndAPNGHoldEveryFrame() throws {
        for (format, codec) in [(OutputFormat.gif, "gif"), (.webm, "vp9"), (.apng, "apng")] {
            let probe = try ffprobe(try encode(format, to: "clip." + format.fileExtension))
            XCTAssertEqual(probe["codec_name"], codec)
            XCTAssertEqual(probe["nb_read_frames"], "12", "\(format)")
            XCTAssertEqual(probe["width"], "63")
        }
    }

    func testEveryEncoderPinsItsThreadCount() {
        for format in OutputFormat.allCases where format.isVideo {
            let args = VideoEncoding(format: format, width: 2, height: 2, fps: 60).arguments(output: "x")
            XCTAssertTrue(args.contains("-threads"), "\(format) pins threads")
            XCTAssertTrue(args.contains("+bitexact"), "\(format) keeps version strings out")
        }
    }

    func testAMissingFFmpegNamesTheInstallCommand() throws {
        let saved = ProcessInfo.processInfo.environment["PATH"] ?? ""
        setenv("PATH", "/nonexistent", 1)
        defer { setenv("PATH", saved, 1) }
        XCTAssertThrowsError(try FFmpegProcess(VideoEncoding(format: .mp4, width: 2, height: 2, fps: 1), path: "x.mp4")) {
            let error = $0 as? OutputError
            XCTAssertEqual(error, .ffmpegMissing)
            XCTAssertTrue(error?.hint?.contains("sudo apt-get install ffmpeg") == true)
            XCTAssertTrue(error?.hint?.contains("make deps") == true)
        }
    }

    func testAFailingFFmpegReportsItsOwnWords() throws {
        // A folder that does not exist: ffmpeg cannot open its output.
        let video = try FFmpegProcess(VideoEncoding(format: .mp4, width: 63, height: 35, fps: 30),
                                      path: folder + "/missing/folder/out.mp4")
        XCTAssertThrowsError(try {
            for frame in frames() { try frame.pixels.withUnsafeBytes { try video.write($0) } }
            try video.finish()
        }()) { error in
            guard case let .videoEncoderFailed(format, status, log)? = error as? OutputError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(format, "mp4")
            XCTAssertNotEqual(status, 0)
            XCTAssertTrue(log.contains("No such file or directory"), log)
        }
    }

    func testTranslucentPixelsAreCompositedOverWhite() {
        // Premultiplied half-transparent red (B 0, G 0, R 128, A 128) over white:
        // R = 128 + 255·127/255 = 255, G = B = 0 + 127 = 127.
        let frame = Frame(width: 1, height: 1, pixels: [0, 0, 128, 128])
        var scratch: [UInt8] = []
        let out = OpaqueFrame.withPixels(of: frame, scratch: &scratch) { Array($0) }
        XCTAssertEqual(out, [127, 127, 255, 255])
    }

    private func ffprobe(_ path: String) throws -> [String: String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffprobe", "-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
                             "stream=codec_name,pix_fmt,width,height,r_frame_rate,nb_read_frames", "-of", "default=nw=1", path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Dictionary(text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }, uniquingKeysWith: { a, _ in a })
    }
}
