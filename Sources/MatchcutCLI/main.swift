import Foundation

exit(MatchcutCommand.run(Array(CommandLine.arguments.dropFirst())))
