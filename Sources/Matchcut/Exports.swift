// What a program or a test that uses Matchcut needs besides Matchcut's own types, so that
// `import Matchcut` is all it writes: frames, sizes and colours (Geometry); the golden
// comparison, record modes, results and reports (Golden); output formats, PNG files and
// their errors (Output). The other stages stay behind Matchcut's types: a render engine,
// the layout solver and the motion planner are not part of its API.
@_exported import Geometry
@_exported import Golden
@_exported import Output
