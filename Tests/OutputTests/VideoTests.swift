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
        try write(frames(), to: video)
        try video.finish()
        return path
    }

    /// As Matchcut sends them: YUV to an encoder that takes it, BGRA to the others.
    private func write(_ frames: [Frame], to video: FFmpegProcess) throws {
        var yuv: [UInt8] = []
        for frame in frames {
            if video.encoding.input == .yuv420p {
                YUVFrame.convert(frame, into: &yuv)
                try yuv.withUnsafeBytes { try video.write($0) }
            } else {
                try frame.pixels.withUnsafeBytes { try video.write($0) }
            }
        }
    }

    /// Matchcut's own BGRA → YUV conversion gives the colours ffmpeg's gives: solid patches
    /// of white, black, red, a blue-grey and a translucent red (over white) come back from
    /// the mp4 within a few levels of what was drawn, through either input.
    func testMP4ColoursSurviveMatchcutsYUVConversion() throws {
        let colours: [(b: UInt8, g: UInt8, r: UInt8, a: UInt8)] = [(255, 255, 255, 255), (0, 0, 0, 255), (0, 0, 255, 255),
                                                                   (200, 120, 90, 255), (0, 0, 128, 128)]
        let expected: [(r: Int, g: Int, b: Int)] = [(255, 255, 255), (0, 0, 0), (255, 0, 0), (90, 120, 200), (255, 127, 127)]
        var frame = Frame(width: 80, height: 16)
        for y in 0..<16 {
            for x in 0..<80 {
                let c = colours[x / 16], p = (y * 80 + x) * 4
                frame.pixels[p] = c.b; frame.pixels[p + 1] = c.g; frame.pixels[p + 2] = c.r; frame.pixels[p + 3] = c.a
            }
        }
        for input in [VideoEncoding.Input.yuv420p, .bgra] {
            let path = folder + "/colours-\(input).mp4"
            let video = try FFmpegProcess(VideoEncoding(format: .mp4, width: 80, height: 16, fps: 30, input: input), path: path)
            if input == .yuv420p {
                try write([frame, frame], to: video)
            } else {
                var scratch: [UInt8] = []
                for f in [frame, frame] {
                    try OpaqueFrame.withPixels(of: f, scratch: &scratch) { try video.write($0) }
                }
            }
            try video.finish()
            let rgb = try decodeFirstFrameRGB(path, width: 80, height: 16)
            for (i, e) in expected.enumerated() {
                let p = (8 * 80 + i * 16 + 8) * 3  // the middle of each patch
                XCTAssertEqual(Int(rgb[p]), e.r, accuracy: 6, "\(input) patch \(i) red")
                XCTAssertEqual(Int(rgb[p + 1]), e.g, accuracy: 6, "\(input) patch \(i) green")
                XCTAssertEqual(Int(rgb[p + 2]), e.b, accuracy: 6, "\(input) patch \(i) blue")
            }
        }
    }

    private func decodeFirstFrameRGB(_ path: String, width: Int, height: Int) throws -> [UInt8] {
        let out = folder + "/decoded.rgb"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        process.arguments = ["-v", "error", "-y", "-i", path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", out]
        try process.run()
        process.waitUntilExit()
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        XCTAssertEqual(data.count, width * height * 3)
        return Array(data)
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
            try write(frames(), to: video)
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
