import CCairo
import Foundation
@testable import Render
import XCTest

/// A release bundle (scripts/dist.sh) carries the pinned fonts under their system paths in
/// `share/matchcut/fonts`, beside the binary's `bin`: the binary finds that tree from its own
/// location, and fontconfig reads the files there through caches built where the bundle was
/// made, whatever folder it is unpacked in.
final class BundleFontsTests: XCTestCase {
    private var scratch = ""

    override func setUpWithError() throws {
        scratch = NSTemporaryDirectory() + "matchcut-bundle-fonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: scratch)
    }

    /// A bundle's tree: every pinned file linked under its own path, and the list that marks it.
    private func makeTree(at tree: String) throws {
        for file in PinnedFonts.files {
            let place = tree + file
            try FileManager.default.createDirectory(atPath: (place as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: place, withDestinationPath: file)
        }
        FileManager.default.createFile(atPath: tree + "/pinned-fonts.txt", contents: Data())
    }

    func testTheTreeIsFoundBesideTheBinarysFolderOnlyWhenItIsMarked() throws {
        let bundle = scratch + "/matchcut-1.0-linux-amd64"
        let tree = bundle + "/share/matchcut/fonts"
        try FileManager.default.createDirectory(atPath: tree, withIntermediateDirectories: true)
        XCTAssertEqual(PinnedFonts.bundleRoot(executable: bundle + "/bin/matchcut"), "")
        FileManager.default.createFile(atPath: tree + "/pinned-fonts.txt", contents: Data())
        XCTAssertEqual(PinnedFonts.bundleRoot(executable: bundle + "/bin/matchcut"), tree)
        XCTAssertEqual(PinnedFonts.bundleRoot(executable: "bin/matchcut"), "", "a relative path is never trusted")
        XCTAssertEqual(PinnedFonts.bundleRoot(executable: nil), "")
        // The test runner itself is no bundle: it reads the machine's own files.
        XCTAssertEqual(PinnedFonts.root, "")
        XCTAssertEqual(PinnedFonts.location(of: PinnedFonts.files[0]), PinnedFonts.files[0])
    }

    /// Each folder is remapped from its system path; the cache folder and every accepted file
    /// are under the tree; a path's XML characters are escaped.
    func testTheBundlesConfigurationRemapsEveryFolderUnderTheTree() {
        let text = PinnedFonts.configuration(root: "/opt/a&b")
        XCTAssertTrue(text.contains("<remap-dir as-path=\"/usr/share/fonts/opentype/inter\">/opt/a&amp;b/usr/share/fonts/opentype/inter</remap-dir>"))
        XCTAssertEqual(text.components(separatedBy: "<remap-dir ").count - 1, PinnedFonts.folders.count)
        XCTAssertFalse(text.contains("<dir>"))
        XCTAssertTrue(text.contains("<cachedir>/opt/a&amp;b/var/cache/fontconfig</cachedir>"))
        for file in PinnedFonts.files { XCTAssertTrue(text.contains("<glob>/opt/a&amp;b\(file)</glob>"), file) }
        XCTAssertEqual(PinnedFonts.configuration(root: ""), PinnedFonts.configuration)
    }

    /// The faces a tree gives are the pinned ones, at the tree's paths (cairo opens them
    /// there); the caches fontconfig writes for the tree stay valid after the tree is moved,
    /// so a moved bundle is not scanned again.
    func testATreeGivesThePinnedFacesAtItsPathsAndItsCachesSurviveAMove() throws {
        let first = scratch + "/first"
        try makeTree(at: first)
        let built = try PinnedFonts.makeConfig(root: first)
        let faces = PinnedFonts.faces(in: built).map(\.file)
        FcConfigDestroy(built)
        XCTAssertEqual(Set(faces), Set(PinnedFonts.files.map { first + $0 }))
        let caches = first + "/var/cache/fontconfig"
        let written = try FileManager.default.contentsOfDirectory(atPath: caches).filter { $0.hasSuffix(".cache-8") }.sorted()
        XCTAssertEqual(written.count, PinnedFonts.folders.count)
        let times = try written.map { try FileManager.default.attributesOfItem(atPath: caches + "/" + $0)[.modificationDate] as? Date }

        let moved = scratch + "/moved"
        try FileManager.default.moveItem(atPath: first, toPath: moved)
        Thread.sleep(forTimeInterval: 0.05)
        let again = try PinnedFonts.makeConfig(root: moved)
        defer { FcConfigDestroy(again) }
        XCTAssertEqual(Set(PinnedFonts.faces(in: again).map(\.file)), Set(PinnedFonts.files.map { moved + $0 }))
        let movedCaches = moved + "/var/cache/fontconfig"
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: movedCaches).filter { $0.hasSuffix(".cache-8") }.sorted(), written)
        XCTAssertEqual(try written.map { try FileManager.default.attributesOfItem(atPath: movedCaches + "/" + $0)[.modificationDate] as? Date },
                       times, "fontconfig rewrote a cache: the moved tree was scanned again")
    }

    /// FONTCONFIG_SYSROOT, which fontconfig's own configurations take from the environment,
    /// does not move the pinned files.
    func testTheEnvironmentsSystemRootIsIgnored() throws {
        setenv("FONTCONFIG_SYSROOT", scratch, 1)
        defer { unsetenv("FONTCONFIG_SYSROOT") }
        let config = try PinnedFonts.makeConfig()
        defer { FcConfigDestroy(config) }
        XCTAssertEqual(Set(PinnedFonts.faces(in: config).map(\.file)), Set(PinnedFonts.files))
    }
}
