import Drawing
import Golden
import Output
import ViewTree

// What a program or a test that uses Matchcut needs besides Matchcut's own types, so that
// `import Matchcut` is all it writes. Geometry's value types (frames, sizes, colours) are
// re-exported whole: Matchcut's API is written in them. Of the Golden and Output stages only
// the types Matchcut's API takes or returns are named here; the stages themselves stay behind
// Matchcut (a render engine, the layout solver, the motion planner, the PNG encoder and the
// image comparison's internals are not part of its API).
@_exported import Geometry

/// The device's text size setting (`--dynamic-type`), `.xSmall` … `.accessibility5` (Drawing).
public typealias DynamicTypeSize = Drawing.DynamicTypeSize
/// The iOS whose measured metrics a scene is drawn with (`--ios`): 17, 18 or 26 (ViewTree).
public typealias IOSVersion = ViewTree.IOSVersion
/// How goldens are compared: per-pixel tolerance, anti-aliasing, allowed share (Golden).
public typealias ImageComparison = Golden.ImageComparison
/// One comparison's counts and verdict.
public typealias ComparisonOutcome = Golden.ComparisonOutcome
/// `--record`: when a golden may be written.
public typealias RecordMode = Golden.RecordMode
/// The record mode resolved against the environment (CI refuses recording).
public typealias RecordPolicy = Golden.RecordPolicy
/// Recording asked for where it is refused.
public typealias RecordingRefused = Golden.RecordingRefused
/// A golden run's results, as report.json holds them.
public typealias GoldenRunReport = Golden.GoldenRunReport
/// One scene's results in a golden run.
public typealias SceneResult = Golden.SceneResult
/// Where a failing run's diff images and reports go.
public typealias FailureArtifacts = Golden.FailureArtifacts
/// The GitHub step summary a golden run appends to.
public typealias StepSummary = Golden.StepSummary
/// Failing frames as GitHub Actions annotations (`::error file=…,line=…::…`).
public typealias GitHubAnnotations = Golden.GitHubAnnotations
/// A render's formats: png, mp4, gif, webm, apng.
public typealias OutputFormat = Output.OutputFormat
/// How hard PNG frames are compressed.
public typealias PNGCompression = Output.PNGCompression
/// How Matchcut writes every JSON file, for tools that print the same form.
public typealias JSONOutput = Output.JSONOutput
/// An image ready for comparison: a PNG file's pixels, or a drawn frame with its PNG bytes.
public typealias ComparedImage = Golden.ComparedImage
