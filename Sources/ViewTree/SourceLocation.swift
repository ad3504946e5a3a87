import SwiftCore

/// Where something was written: the core's location, named here because every view carries one.
public typealias SourceLocation = SwiftCore.SourceLocation
