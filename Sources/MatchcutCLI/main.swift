import Foundation

// Scene errors print as soon as they are found; keep stdout and stderr in order.
setvbuf(stdout, nil, _IOLBF, 0)
exit(MatchcutCommand.run(Array(CommandLine.arguments.dropFirst())))
