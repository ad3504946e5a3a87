import Foundation
@testable import Matchcut
import Output
import XCTest

/// The digests of the fonts (and of an uncommitted build's executable) remembered in the
/// frame cache (FileDigestMemo): the renderer's key is the fingerprint's, with or without the
/// memo, and a file whose bytes change is hashed again.
final class FileDigestMemoTests: XCTestCase {
    func testTheRendererKeyIsTheFingerprintsWithAColdOrAWarmMemo() throws {
        let folder = Repo.temporaryFolder("digest-memo")
        let memo = FileDigestMemo(path: folder + "/file-digests.tsv")
        let fingerprint = RendererFingerprint.current
        let cold = FrameCache.renderer(memo: memo)
        let lines = try String(contentsOfFile: memo.path, encoding: .utf8).split(separator: "\n")
        XCTAssertGreaterThanOrEqual(lines.count, fingerprint.fonts.count, "every font remembered")
        XCTAssertEqual(FrameCache.renderer(memo: memo), cold, "the same key from the memo")
        if fingerprint.identifiesBuild {
            XCTAssertEqual(cold, fingerprint.digest)
        } else {
            XCTAssertTrue(cold.hasPrefix(fingerprint.digest + "+"), cold)
            XCTAssertEqual(cold, FrameCache.renderer(memo: FileDigestMemo(path: folder + "/another.tsv")),
                           "the executable's digest, not a random one")
        }
    }

    func testAChangedFileIsHashedAgain() throws {
        let folder = Repo.temporaryFolder("digest-memo-change")
        let memo = FileDigestMemo(path: folder + "/file-digests.tsv")
        let file = folder + "/font.otf"
        try Data("one".utf8).write(to: URL(fileURLWithPath: file))
        XCTAssertEqual(memo.digests(of: [file])[file], SHA256.hex(Data("one".utf8)))
        // Same size, and the modification time put back: the status-change time still moves.
        var info = stat()
        stat(file, &info)
        try Data("two".utf8).write(to: URL(fileURLWithPath: file))
        var times = [info.st_atim, info.st_mtim]
        utimensat(AT_FDCWD, file, &times, 0)
        XCTAssertEqual(memo.digests(of: [file])[file], SHA256.hex(Data("two".utf8)))
        XCTAssertEqual(memo.digests(of: [folder + "/none.otf"])[folder + "/none.otf"], "missing")
    }

    /// A remembered digest is used only for the identity it was taken at.
    func testAnEntryForAnotherIdentityIsIgnored() throws {
        let folder = Repo.temporaryFolder("digest-memo-identity")
        let memo = FileDigestMemo(path: folder + "/file-digests.tsv")
        let file = folder + "/font.otf"
        try Data("bytes".utf8).write(to: URL(fileURLWithPath: file))
        let wrong = String(repeating: "0", count: 64)
        try "\(file)\t1 2 3 4 5 6 7\t\(wrong)\n".write(toFile: memo.path, atomically: true, encoding: .utf8)
        XCTAssertEqual(memo.digests(of: [file])[file], SHA256.hex(Data("bytes".utf8)))
        let identity = try XCTUnwrap(FileDigestMemo.identity(of: file))
        try "\(file)\t\(identity)\t\(wrong)\n".write(toFile: memo.path, atomically: true, encoding: .utf8)
        XCTAssertEqual(memo.digests(of: [file])[file], wrong, "the same identity: taken from the memo, not read")
    }
}
