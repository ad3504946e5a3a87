import Foundation
import Matchcut
import XCTest

/// The life of a golden through the real binary: recorded (and failing until looked at),
/// compared after a timing change, orphaned, pruned; drawn by a renderer the failure names.
///
/// The scene: a 4×4-pt square sliding from x = −12 to +12 pt on a 40×20-pt canvas at 2x,
/// starting after `wait`. Its key frames are at 0, ¼, ½, ¾ and 1 of the slide.
final class GoldenLifecycleTests: XCTestCase {
    let local = ["CI": "false"]

    static func slide(wait: String = "0.3", animation: String = ".linear(duration: 0.5)", second: Bool = false) -> String {
        """
        struct Slide: View {
            @State private var right = false
            @State private var up = false
            var body: some View {
                Rectangle().fill(Color.black).frame(width: 4, height: 4)
                    .offset(x: right ? 12 : -12, y: up ? -4 : 0)
            }
        }
        scene("Slide") {
            canvas(width: 40, height: 20, scale: 2)
            fps(30)
            root(Slide())
            timeline {
                wait(\(wait))
                withAnimation(\(animation)) { right = true }
                wait(0.6)
                \(second ? "withAnimation(.linear(duration: 0.2)) { up = true }\n        wait(0.3)" : "")
            }
        }
        """
    }

    func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func pngs(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
    }

    func sidecar(_ folder: String) throws -> GoldenSidecar {
        try XCTUnwrap(try GoldenSidecar.read(from: folder))
    }

    /// swift-snapshot-testing's and Playwright's rule: the run that records a golden fails.
    func testANewGoldenIsRecordedAndFailsTheRunUnlessRecordingWasAskedFor() throws {
        let folder = Repo.temporaryFolder("new-golden"), out = folder + "/out", scene = folder + "/slide.scene"
        try write(Self.slide(), to: scene)
        let first = try runMatchcut(["test", scene, "-o", out], environment: local)
        XCTAssertEqual(first.status, 1, first.stdout + first.stderr)
        let goldens = folder + "/__goldens__/slide"
        XCTAssertTrue(first.stdout.contains("  NEW t0-p000.png: recorded \(goldens)/t0-p000.png\n"), first.stdout)
        XCTAssertFalse(first.stdout.contains("which fails this run"), "the advice is said once, in the closing hint")
        XCTAssertTrue(first.stdout.contains("slide.scene: 0 of 5 frames match, 5 new"), first.stdout)
        XCTAssertTrue(first.stderr.contains("Error: 5 new goldens were recorded and are not yet accepted"), first.stderr)
        XCTAssertTrue(first.stderr.contains("or pass '--record missing' to accept new goldens in one run"), first.stderr)
        XCTAssertEqual(try pngs(in: goldens), ["t0-p000.png", "t0-p025.png", "t0-p050.png", "t0-p075.png", "t0-p100.png"])
        // The new images are in the report, to be looked at.
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/slide/t0-p050.actual.png"))

        // The sidecar: times rounded to microseconds (0.3 + 0.125 s), the settings, one fingerprint.
        let notes = try sidecar(goldens)
        XCTAssertEqual(notes.frames["t0-p025.png"]?.time, 0.425)
        XCTAssertEqual(notes.frames["t0-p025.png"]?.progress, 0.25)
        XCTAssertEqual(notes.settings, GoldenSidecar.Settings(device: "custom", width: 40, height: 20, scale: 2, fps: 30, iOS: 18))
        XCTAssertEqual(Array(notes.fingerprints.values), [RendererFingerprint.current])

        let second = try runMatchcut(["test", scene, "-o", out], environment: local)
        XCTAssertEqual(second.status, 0, second.stdout + second.stderr)
        XCTAssertTrue(second.stdout.contains("slide.scene: 5 of 5 frames match"), second.stdout)

        // Asked for: new goldens pass in the run that records them.
        try FileManager.default.removeItem(atPath: goldens)
        let asked = try runMatchcut(["test", scene, "-o", out, "--record", "missing"], environment: local)
        XCTAssertEqual(asked.status, 0, asked.stdout + asked.stderr)
        XCTAssertTrue(asked.stdout.contains("0 of 5 frames match, 5 recorded"), asked.stdout)
    }

    /// Moving the slide's start changes every key frame's time but none of their pictures: the
    /// same five goldens are compared, nothing is recorded under a new name, and each fails on
    /// its time alone unless `--time-tolerance` allows the move. A change of curve and duration
    /// moves the square at ¼, ½ and ¾: those fail on their pictures, naming both times.
    func testATimingChangeIsComparedWithTheSameGoldensAndFailsNamingBothTimes() throws {
        let folder = Repo.temporaryFolder("timing"), out = folder + "/out", scene = folder + "/slide.scene"
        let goldens = folder + "/__goldens__/slide"
        try write(Self.slide(wait: "0.3"), to: scene)
        XCTAssertEqual(try runMatchcut(["test", scene, "-o", out, "--record", "missing"], environment: local).status, 0)
        let recorded = try pngs(in: goldens)

        try write(Self.slide(wait: "0.35"), to: scene)
        let moved = try runMatchcut(["test", scene, "-o", out], environment: local)
        XCTAssertEqual(moved.status, 1, moved.stdout + moved.stderr)
        XCTAssertTrue(moved.stdout.contains("  FAIL t0-p000.png (t = 0.350 s; the golden's t = 0.300 s): the timing changed: "
                                            + "the golden shows t = 0.300 s, this frame t = 0.350 s, beyond the allowed 0.001 s; "
                                            + "the pictures match"), moved.stdout)
        XCTAssertEqual(try pngs(in: goldens), recorded, "no golden recorded under a new name")
        let allowed = try runMatchcut(["test", scene, "-o", out, "--time-tolerance", "0.05"], environment: local)
        XCTAssertEqual(allowed.status, 0, allowed.stdout + allowed.stderr)
        XCTAssertTrue(allowed.stdout.contains("slide.scene: 5 of 5 frames match (goldens in"), allowed.stdout)

        // easeIn over 0.6 s: ½ is now at 0.35 + 0.3 = 0.65 s, where the golden shows 0.55 s;
        // the end's picture is the same, at 0.95 s instead of 0.8 s.
        try write(Self.slide(wait: "0.35", animation: ".easeIn(duration: 0.6)"), to: scene)
        let changed = try runMatchcut(["test", scene, "-o", out, "--time-tolerance", "0.05"], environment: local)
        XCTAssertEqual(changed.status, 1, changed.stdout + changed.stderr)
        XCTAssertTrue(changed.stdout.contains("  FAIL t0-p050.png (t = 0.650 s; the golden's t = 0.550 s): "), changed.stdout)
        for name in ["t0-p025.png", "t0-p075.png"] { XCTAssertTrue(changed.stdout.contains("  FAIL \(name) (t = "), name) }
        XCTAssertTrue(changed.stdout.contains("  FAIL t0-p100.png (t = 0.950 s; the golden's t = 0.800 s): the timing changed"), changed.stdout)
        XCTAssertFalse(changed.stdout.contains("FAIL t0-p000.png"), "the start still looks the same, 0.05 s later")
        XCTAssertTrue(changed.stderr.contains("Error: 4 of 5 frames do not match their goldens"), changed.stderr)
        let summary = try String(contentsOfFile: out + "/slide/summary.json", encoding: .utf8)
        XCTAssertTrue(summary.contains("the timing changed: the golden shows t = 0.550 s, this frame t = 0.650 s"), summary)
        XCTAssertTrue(summary.contains("\"goldenTime\" : 0.55"), summary)
        // JUnit points at the scene's line 15, where the slide's withAnimation is written.
        let junit = try String(contentsOfFile: out + "/junit.xml", encoding: .utf8)
        XCTAssertNotNil(junit.range(of: #"<testcase classname="slide" name="slide/t0-p050" file="[^"]*/slide.scene" line="15" time="[0-9.]+">"#,
                                    options: .regularExpression), junit)
        XCTAssertEqual(try pngs(in: goldens), recorded)

        // Accepted: the new times are noted, and the next run passes without a tolerance.
        XCTAssertEqual(try runMatchcut(["test", scene, "-o", out, "--record", "failed"], environment: local).status, 0)
        XCTAssertEqual(try sidecar(goldens).frames["t0-p100.png"]?.time, 0.95)
        XCTAssertEqual(try runMatchcut(["test", scene, "-o", out], environment: local).status, 0)
    }

    func testOrphanedGoldensAreReportedAndPruneRemovesThem() throws {
        let folder = Repo.temporaryFolder("orphans"), out = folder + "/out", scene = folder + "/slide.scene"
        let goldens = folder + "/__goldens__/slide"
        try write(Self.slide(second: true), to: scene)
        XCTAssertEqual(try runMatchcut(["test", scene, "-o", out, "--record", "missing"], environment: local).status, 0)
        XCTAssertEqual(try pngs(in: goldens).count, 10)
        XCTAssertEqual(try sidecar(goldens).frames.count, 10)
        // A golden under 0.1's name, and a PNG that is no golden at all.
        try FileManager.default.copyItem(atPath: goldens + "/t0-p025.png", toPath: goldens + "/t0-p025-0.425s.png")
        try FileManager.default.copyItem(atPath: goldens + "/t0-p025.png", toPath: goldens + "/notes.png")

        try write(Self.slide(second: false), to: scene)
        let report = try runMatchcut(["test", scene, "-o", out], environment: local)
        XCTAssertEqual(report.status, 0, "orphans are reported, not failed: " + report.stdout + report.stderr)
        for name in ["t1-p000.png", "t1-p025.png", "t1-p050.png", "t1-p075.png", "t1-p100.png"] {
            XCTAssertTrue(report.stdout.contains("  ORPHAN \(name): no frame checks it; '--prune' removes it"), report.stdout)
        }
        XCTAssertTrue(report.stdout.contains("  ORPHAN t0-p025-0.425s.png (Matchcut 0.1's name for t0-p025.png: rename it to keep it)"),
                      report.stdout)
        XCTAssertFalse(report.stdout.contains("notes.png"), report.stdout)
        XCTAssertTrue(report.stdout.contains("5 of 5 frames match, 6 orphaned goldens (goldens in"), report.stdout)
        XCTAssertEqual(try pngs(in: goldens).count, 12, "reporting removes nothing")
        let html = try String(contentsOfFile: out + "/report.html", encoding: .utf8)
        XCTAssertTrue(html.lowercased().contains("orphaned goldens: t0-p025-0.425s.png"), html)

        let refused = try runMatchcut(["test", scene, "-o", out, "--prune"], environment: ["CI": "true"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("'--prune' is refused when CI=true"), refused.stderr)

        let pruned = try runMatchcut(["test", scene, "-o", out, "--prune"], environment: local)
        XCTAssertEqual(pruned.status, 0, pruned.stdout + pruned.stderr)
        XCTAssertTrue(pruned.stdout.contains("  pruned \(goldens)/t1-p100.png"), pruned.stdout)
        XCTAssertTrue(pruned.stdout.contains("6 orphaned goldens pruned"), pruned.stdout)
        XCTAssertEqual(try pngs(in: goldens), ["notes.png", "t0-p000.png", "t0-p025.png", "t0-p050.png", "t0-p075.png", "t0-p100.png"])
        XCTAssertEqual(try sidecar(goldens).frames.keys.sorted(), ["t0-p000.png", "t0-p025.png", "t0-p050.png", "t0-p075.png", "t0-p100.png"])
    }

    /// Past the scene's last frame, a `--frames` golden can never be checked again.
    func testFrameGoldensPastTheEndAreOrphansAndKeyFrameGoldensAreLeftAlone() throws {
        let folder = Repo.temporaryFolder("frame-orphans"), out = folder + "/out", scene = folder + "/slide.scene"
        let goldens = folder + "/__goldens__/slide"
        try write(Self.slide(), to: scene)
        XCTAssertEqual(try runMatchcut(["test", scene, "-o", out, "--record", "missing"], environment: local).status, 0)
        XCTAssertEqual(try runMatchcut(["test", scene, "--frames", "0-1", "-o", out, "--record", "missing"], environment: local).status, 0)
        // 0.3 + 0.6 s at 30 fps: frames 0…27.
        try FileManager.default.copyItem(atPath: goldens + "/frame-00001.png", toPath: goldens + "/frame-00027.png")
        try FileManager.default.copyItem(atPath: goldens + "/frame-00001.png", toPath: goldens + "/frame-00028.png")
        let result = try runMatchcut(["test", scene, "--frames", "0-1", "-o", out], environment: local)
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertTrue(result.stdout.contains("  ORPHAN frame-00028.png"), result.stdout)
        XCTAssertFalse(result.stdout.contains("ORPHAN frame-00027.png"), result.stdout)
        XCTAssertFalse(result.stdout.contains("ORPHAN t0-"), "key-frame goldens belong to the other selection")
    }

    /// The renderer that drew a golden is in its sidecar; when it differs, the failure names
    /// each differing part.
    func testAFingerprintDifferenceIsNamedInTheFailure() throws {
        let folder = Repo.temporaryFolder("fingerprint"), out = folder + "/out", scene = folder + "/slide.scene"
        let goldens = folder + "/__goldens__/slide"
        try write(Self.slide(), to: scene)
        XCTAssertEqual(try runMatchcut(["test", scene, "-o", out, "--record", "missing"], environment: local).status, 0)
        var notes = try sidecar(goldens)
        let current = RendererFingerprint.current
        var older = current
        older.libraries[4].version = "2.10.0"  // freetype
        older.commit = "0123456789ab"
        notes.fingerprints = [older.digest: older]
        for name in notes.frames.keys { notes.frames[name]?.fingerprint = older.digest }
        try notes.write(to: goldens)

        try write(Self.slide(animation: ".easeOut(duration: 0.5)"), to: scene)
        let result = try runMatchcut(["test", scene, "-o", out], environment: local)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        let freetype = current.libraries[4].version
        // Said once for the run, with the command that accepts them all, not under every frame.
        XCTAssertFalse(result.stdout.contains("another renderer"), result.stdout)
        XCTAssertTrue(result.stderr.contains("were drawn by another renderer (freetype \(freetype) (the golden's: 2.10.0)), "
                                             + "an environment difference rather than a UI change; after a look at the report, "
                                             + "accept them all with: matchcut test \(scene) -o \(out) --record failed"), result.stderr)
        let summary = try String(contentsOfFile: out + "/slide/summary.json", encoding: .utf8)
        XCTAssertTrue(summary.contains("\"rendererDifferences\" : [\n        \"freetype \(freetype) (the golden's: 2.10.0)\""), summary)

        // The libraries alike, only the build differs: the commit is kept in the results, and
        // the message, about a UI change, does not speak of the environment.
        older = current
        older.commit = "0123456789ab"
        notes.fingerprints = [older.digest: older]
        for name in notes.frames.keys { notes.frames[name]?.fingerprint = older.digest }
        try notes.write(to: goldens)
        let build = try runMatchcut(["test", scene, "-o", out], environment: local)
        XCTAssertEqual(build.status, 1)
        XCTAssertFalse(build.stdout.contains("another renderer"), build.stdout)
        XCTAssertFalse(build.stderr.contains("another renderer"), build.stderr)
        let kept = try String(contentsOfFile: out + "/slide/summary.json", encoding: .utf8)
        XCTAssertTrue(kept.contains("\"commit \(current.commit) (the golden's: 0123456789ab)\""), kept)
    }

    func testAnEmptyFolderIsAnInputErrorForRenderAndTest() throws {
        let folder = Repo.temporaryFolder("empty")
        for command in ["render", "test"] {
            let result = try runMatchcut([command, folder, "-o", folder + "/out"], environment: local)
            XCTAssertEqual(result.status, 2, "\(command): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("Error: no scene files in '\(folder)'"), result.stderr)
            XCTAssertTrue(result.stderr.contains("hint: scene files end in '.scene'"), result.stderr)
        }
    }
}
