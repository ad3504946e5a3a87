import Foundation

/// Foundation's and the system's errors in Matchcut's words: `permission denied`, never
/// `The operation could not be completed. (NSCocoaErrorDomain error 512.)`.
///
/// Foundation on Linux wraps a failed system call in a `CocoaError` whose text names only
/// its domain and code; the system's errno, when there is one, is in its underlying error.
public enum SystemErrorText {
    /// A short lowercase phrase for `error`, without a trailing period.
    public static func reason(_ error: Error) -> String {
        if let described = error as? DescribedError { return described.message }
        if let posix = error as? POSIXError { return errnoText(posix.code.rawValue) }
        if let decoding = error as? DecodingError { return decodingText(decoding) }
        if let cocoa = error as? CocoaError {
            if let errno = underlyingErrno(cocoa) { return errnoText(errno) }
            return cocoaText(cocoa.code)
        }
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return errnoText(Int32(ns.code)) }
        return "an unexpected error (\(ns.domain) \(ns.code))"
    }

    static func underlyingErrno(_ error: CocoaError) -> Int32? {
        guard let underlying = error.userInfo[NSUnderlyingErrorKey] else { return nil }
        if let posix = underlying as? POSIXError { return posix.code.rawValue }
        let ns = underlying as AnyObject as? NSError
        return ns?.domain == NSPOSIXErrorDomain ? Int32(ns!.code) : nil
    }

    static func errnoText(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case ENOENT: "no such file or folder"
        case ENOTDIR: "a part of the path is a file, not a folder"
        case EISDIR: "it is a folder"
        case EEXIST: "something is already there"
        case ENOSPC: "the disk is full"
        case EDQUOT: "the disk quota is used up"
        case EROFS: "the file system is read-only"
        case ENAMETOOLONG: "the name is too long"
        case ELOOP: "too many symbolic links"
        case ENOTEMPTY: "the folder is not empty"
        case EXDEV: "it is on another file system"
        case EIO: "an input/output error"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    static func cocoaText(_ code: CocoaError.Code) -> String {
        switch code {
        case .fileNoSuchFile, .fileReadNoSuchFile: "no such file or folder"
        case .fileReadNoPermission, .fileWriteNoPermission: "permission denied"
        case .fileWriteFileExists: "something is already there"
        case .fileWriteOutOfSpace: "the disk is full"
        case .fileWriteVolumeReadOnly: "the file system is read-only"
        case .fileReadCorruptFile: "the file is damaged or not in the expected format"
        case .fileReadInvalidFileName, .fileWriteInvalidFileName: "the name is not valid"
        case .fileReadTooLarge: "the file is too large"
        default: "the file system refused (code \(code.rawValue))"
        }
    }

    static func decodingText(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return keys.isEmpty ? "" : " at '\(keys.joined(separator: "."))'"
        }
        switch error {
        case .dataCorrupted(let context): return "not valid JSON" + path(context)
        case .keyNotFound(let key, let context): return "the field '\(key.stringValue)' is missing" + path(context)
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "a field has the wrong type" + path(context)
        @unknown default: return "not in the expected form"
        }
    }
}
