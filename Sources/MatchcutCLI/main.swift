import Foundation

exit(StandardStreams.finish(MatchcutCommand.run(Array(CommandLine.arguments.dropFirst()))))
