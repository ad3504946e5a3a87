import Foundation
@testable import Golden
import XCTest

/// The comparison's steps, each on an image small enough to count by hand.
final class ImageComparisonTests: XCTestCase {
    let standard = ImageComparison.standard

    func testAOnePixelChangeOfOneLevelPassesTheDefaults() throws {
        let golden = TestImages.square(x: 5, y: 5)
        var actual = golden
        TestImages.set(&actual, 6, 6, (1, 0, 0, 255))  // black → red 1/255, inside the square
        let outcome = try standard.compare(golden, actual)
        XCTAssertEqual(outcome.verdict, .withinTolerance)
        XCTAssertEqual(outcome.mismatchedPixels, 0)
        XCTAssertEqual(outcome.sentence, "0 pixels differ (0%), within the allowed 0 (0%)")
    }

    /// A 4×4 black square moved right by 1 px: column 5 turns white and column 9 black,
    /// 4 rows each. Every changed pixel has ≥ 3 equal neighbours in one image, so none is
    /// anti-aliasing: 8 counted pixels, drawn red.
    func testAMovedSquareFailsAndIsRedInTheDiff() throws {
        let outcome = try standard.compare(TestImages.square(x: 5, y: 5), TestImages.square(x: 6, y: 5))
        XCTAssertEqual(outcome.verdict, .tooManyDifferences)
        XCTAssertEqual(outcome.mismatchedPixels, 8)
        XCTAssertEqual(outcome.antiAliasedPixels, 0)
        XCTAssertEqual(outcome.sentence, "8 pixels differ (2%), more than the allowed 0 (0%)")
        let diff = try XCTUnwrap(outcome.diff)
        for y in 5..<9 {
            XCTAssertEqual(TestImages.pixel(diff, 5, y), [255, 0, 0, 255])
            XCTAssertEqual(TestImages.pixel(diff, 9, y), [255, 0, 0, 255])
        }
        // Unchanged: the expected brightness at 10% over white. Black: 255 − 255·0.1 = 229.5 → 229.
        XCTAssertEqual(TestImages.pixel(diff, 7, 6), [229, 229, 229, 255])
        XCTAssertEqual(TestImages.pixel(diff, 0, 0), [255, 255, 255, 255])
        let red = stride(from: 0, to: diff.pixels.count, by: 4).filter { diff.pixels[$0 + 1] == 0 }.count
        XCTAssertEqual(red, 8)
    }

    /// 8 of 400 pixels (2%) differ: a ratio of 0.02 allows 8, 0.0199 allows 7.
    func testTheMaximumShareOfDifferingPixels() throws {
        let golden = TestImages.square(x: 5, y: 5), moved = TestImages.square(x: 6, y: 5)
        var loose = standard
        loose.maxDiffRatio = 0.02
        XCTAssertEqual(try loose.compare(golden, moved).sentence, "8 pixels differ (2%), within the allowed 8 (2%)")
        loose.maxDiffRatio = 0.0199
        XCTAssertEqual(try loose.compare(golden, moved).sentence, "8 pixels differ (2%), more than the allowed 7 (1.75%)")
    }

    func testASizeMismatchNamesBothSizes() throws {
        let outcome = try standard.compare(TestImages.solid(width: 10, height: 10, (0, 0, 0, 255)),
                                           TestImages.solid(width: 12, height: 10, (0, 0, 0, 255)))
        XCTAssertEqual(outcome.verdict, .sizeMismatch)
        XCTAssertEqual(outcome.sentence, "the image is 12×10 pixels, the golden 10×10")
        XCTAssertNil(outcome.diff)
    }

    func testIdenticalBytesAndIdenticalPixelsPassBeforeAnyPixelWork() throws {
        let image = TestImages.square(x: 1, y: 1)
        let bytes = Data([1, 2, 3])
        let sameBytes = try standard.compare(expected: ComparedImage(image: image, pngBytes: bytes),
                                             actual: ComparedImage(image: TestImages.square(x: 9, y: 9), pngBytes: bytes))
        XCTAssertEqual(sameBytes.verdict, .identicalBytes, "equal files decide before pixels are looked at")
        let samePixels = try standard.compare(expected: ComparedImage(image: image, pngBytes: Data([1])),
                                              actual: ComparedImage(image: image, pngBytes: Data([2])))
        XCTAssertEqual(samePixels.verdict, .identicalPixels)
        XCTAssertEqual(samePixels.sentence, "identical pixels")
    }

    /// Black left of x = 5, white right of it, and an anti-aliased grey column at x = 5
    /// whose shade changes from 128 to 60 (a Y difference of 68: 0.5053·68² ≈ 2336, far over
    /// 35215·0.1² ≈ 352). Each grey pixel lies between a darker and a brighter neighbour
    /// inside flat areas, with only 2 equal neighbours: anti-aliasing, yellow, not counted.
    func testAnAntiAliasedEdgeIsYellowAndNotCounted() throws {
        func edge(_ grey: UInt8) -> RGBAImage {
            var image = TestImages.solid(width: 11, height: 5, (255, 255, 255, 255))
            for y in 0..<5 {
                for x in 0..<5 { TestImages.set(&image, x, y, (0, 0, 0, 255)) }
                TestImages.set(&image, 5, y, (grey, grey, grey, 255))
            }
            return image
        }
        let outcome = try standard.compare(edge(128), edge(60))
        XCTAssertEqual(outcome.mismatchedPixels, 0)
        XCTAssertEqual(outcome.antiAliasedPixels, 5)
        XCTAssertEqual(outcome.verdict, .withinTolerance)
        XCTAssertEqual(TestImages.pixel(try XCTUnwrap(outcome.diff), 5, 2), [255, 255, 0, 255])
        var strict = standard
        strict.includeAntiAliasing = true
        XCTAssertEqual(try strict.compare(edge(128), edge(60)).mismatchedPixels, 5)
    }

    /// A translucent pixel over white: red at alpha 0 and blue at alpha 0 both composite to
    /// white, so they are equal; with pixelmatch 7's pattern background they are too (alpha
    /// 0 shows only the background). Red at alpha 255 against alpha 0 differs in both.
    func testTranslucentPixelsAreComparedOverTheBackground() throws {
        let clearRed = TestImages.solid(width: 3, height: 3, (255, 0, 0, 0))
        let clearBlue = TestImages.solid(width: 3, height: 3, (0, 0, 255, 0))
        XCTAssertEqual(try standard.compare(clearRed, clearBlue).mismatchedPixels, 0)
        XCTAssertEqual(try ImageComparison.pixelmatch().compare(clearRed, clearBlue).mismatchedPixels, 0)
        let red = TestImages.solid(width: 3, height: 3, (255, 0, 0, 255))
        XCTAssertEqual(try standard.compare(clearRed, red).mismatchedPixels, 9)
    }

    func testPercentagesKeepTheDigitsThatMatter() {
        XCTAssertEqual(GoldenMessages.percent(0), "0%")
        XCTAssertEqual(GoldenMessages.percent(412.0 / 2_962_440), "0.014%")
        XCTAssertEqual(GoldenMessages.percent(0.005), "0.5%")
        XCTAssertEqual(GoldenMessages.percent(0.1234567), "12.35%")
        XCTAssertEqual(GoldenMessages.percent(1), "100%")
    }

    /// A rendered frame and the PNG written from it compare as identical pixels: the
    /// conversion un-premultiplies exactly as the PNG writer does.
    func testAFrameConvertsAsItsPNGFileStoresIt() {
        let frame = RGBAImage(width: 1, height: 1, pixels: [200, 100, 50, 128]).frame
        XCTAssertEqual(frame.pixels, [25, 50, 100, 128])  // premultiplied BGRA, rounded
        XCTAssertEqual(RGBAImage(frame).pixels, [199, 100, 50, 128])  // 100·255/128 rounds to 199
    }
}

/// Boxes around the red pixels of a diff, a tile apart or less in one box.
final class ChangedRegionTests: XCTestCase {
    func diff(_ width: Int, _ height: Int, red: [(Int, Int)]) -> RGBAImage {
        var pixels = [UInt8](repeating: 200, count: width * height * 4)
        for (x, y) in red { pixels.replaceSubrange((y * width + x) * 4 ..< (y * width + x) * 4 + 4, with: [255, 0, 0, 255]) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    func testOnePixelIsOneOnePixelBox() {
        XCTAssertEqual(ChangedRegions.find(in: diff(64, 64, red: [(40, 9)])), [PixelRect(x: 40, y: 9, width: 1, height: 1)])
        XCTAssertEqual(ChangedRegions.find(in: diff(64, 64, red: [])), [])
    }

    func testNearDifferencesShareABoxAndFarOnesDoNot() {
        // (2,2) and (20,5) lie in touching tiles; (60,60) three tiles away.
        let regions = ChangedRegions.find(in: diff(80, 80, red: [(2, 2), (20, 5), (60, 60), (61, 62)]))
        XCTAssertEqual(regions, [PixelRect(x: 2, y: 2, width: 19, height: 4), PixelRect(x: 60, y: 60, width: 2, height: 3)])
    }

    func testYellowAndGreyAreNotChanges() {
        var image = diff(32, 32, red: [])
        image.pixels.replaceSubrange(0..<4, with: [255, 255, 0, 255])
        XCTAssertEqual(ChangedRegions.find(in: image), [])
    }
}
