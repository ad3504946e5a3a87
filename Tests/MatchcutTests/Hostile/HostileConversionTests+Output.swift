extension HostileConversionTests {
    /// Output/ and ImageFiles/: PNG, JPEG, hashing and ffmpeg. The numbers are a file's own fields (checked against
    /// its real size first), bytes, and frame sizes within SceneLimits.
    static let allowedInOutput: [String: String] = [
        #"Sources/Files/DescriptorWrite.swift: return Int32(digits)"#:
            "at most nine ASCII digits, checked on the line above: below Int32.max, and Int32(_:) of a Substring returns nil, never traps",
        #"Sources/Output/Hash/SHA256.swift: text[2 * i + 1] = digits[Int(byte & 0x0F)]"#:
            "a nibble of a byte, 0…15",
        #"Sources/Output/Hash/SHA256.swift: text[2 * i] = digits[Int(byte >> 4)]"#:
            "a nibble of a byte, 0…15",
        #"Sources/Files/InputFile.swift: let size = Int(info.st_size)"#:
            "a file's size (off_t, 64 bits), as wide as Int",
        #"Sources/ImageFiles/JPEG/JPEGReader.swift: Int32(stride), &message, message.count)"#:
            "a Cairo surface's stride for a JPEG of at most 65,535 pixels a side: below 2^18",
        #"Sources/ImageFiles/JPEG/JPEGReader.swift: matchcut_jpeg_decode_bgra(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, pixels, Int32(width), Int32(height),"#:
            "the width and height size(_:) gave (16-bit fields of the JPEG header)",
        #"Sources/ImageFiles/JPEG/JPEGReader.swift: return .success((Int(width), Int(height)))"#:
            "libjpeg's width and height (Int32), widened",
        #"Sources/ImageFiles/PNG/CRC32.swift: return crc32_gzip_refl(crc, base.assumingMemoryBound(to: UInt8.self), UInt64(bytes.count))"#:
            "an integer widened to 64 bits (Int and UInt are 64 bits wide on Linux x86-64 and arm64)",
        #"Sources/Output/PNG/ISALDeflater.swift: ? UnsafeMutableRawPointer.allocate(byteCount: Int(levelBufferSize), alignment: 64) : nil"#:
            "a UInt32 widened",
        #"Sources/Output/PNG/ISALDeflater.swift: levelBufferSize = UInt32(mc_isal_level_buf_size(level))"#:
            "ISA-L's buffer size for a compression level Matchcut picks (a few hundred KiB)",
        #"Sources/Output/PNG/ISALDeflater.swift: stream.pointee.avail_in = UInt32(input.count)"#:
            "a piece of one frame's bytes, or room for them: at most 67,108,864 pixels × 4 (SceneLimits), below 2^32",
        #"Sources/Output/PNG/ISALDeflater.swift: stream.pointee.avail_out = UInt32(scratchCapacity - written)"#:
            "a piece of one frame's bytes, or room for them: at most 67,108,864 pixels × 4 (SceneLimits), below 2^32",
        #"Sources/Output/PNG/ISALDeflater.swift: stream.pointee.flush = UInt16(NO_FLUSH)"#:
            "a constant of a C header or of Matchcut's",
        #"Sources/Output/PNG/ISALDeflater.swift: stream.pointee.gzip_flag = UInt16(IGZIP_ZLIB)"#:
            "a constant of a C header or of Matchcut's",
        #"Sources/Output/PNG/ISALDeflater.swift: stream.pointee.level = UInt32(level)"#:
            "a compression level Matchcut picks, 0…3",
        #"Sources/Output/PNG/ISALDeflater.swift: written = scratchCapacity - Int(stream.pointee.avail_out)"#:
            "a UInt32 widened",
        #"Sources/ImageFiles/PNG/OpaquePNGDecoder.swift: return state.pointee.block_state == ISAL_BLOCK_FINISH && Int(state.pointee.total_out) == expected"#:
            "a UInt32 widened",
        #"Sources/ImageFiles/PNG/OpaquePNGDecoder.swift: state.pointee.avail_in = UInt32(piece.count)"#:
            "a piece of a PNG file read with a 512 MiB limit (PNGReader.maxFileBytes)",
        #"Sources/ImageFiles/PNG/OpaquePNGDecoder.swift: state.pointee.avail_out = UInt32(out.count)"#:
            "a decoded PNG's rows: its header's size is checked against the 100,000,000-pixel limit first, so at most 400,000,100 bytes",
        #"Sources/ImageFiles/PNG/OpaquePNGDecoder.swift: state.pointee.crc_flag = UInt32(ISAL_ZLIB)"#:
            "a constant of a C header or of Matchcut's",
        #"Sources/Output/PNG/PNGChunkWriter.swift: data.append(contentsOf: bigEndian(UInt32(payload.count)))"#:
            "a piece of one frame's bytes, or room for them: at most 67,108,864 pixels × 4 (SceneLimits), below 2^32",
        #"Sources/Output/PNG/PNGEncoder.swift: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]"#:
            "a byte of a UInt32 (shifted and masked)",
        #"Sources/Output/PNG/PNGEncoder.swift: b.append(contentsOf: bigEndian(UInt32(height)))"#:
            "a frame's width and height, below 2^20 (Size.pixels(atScale:))",
        #"Sources/Output/PNG/PNGEncoder.swift: b.append(contentsOf: bigEndian(UInt32(width)))"#:
            "a frame's width and height, below 2^20 (Size.pixels(atScale:))",
        #"Sources/ImageFiles/PNG/PNGChunks.swift: UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])"#:
            "bytes (UInt8) widened to UInt32 before shifting",
        #"Sources/ImageFiles/PNG/PNGChunks.swift: let length = Int(bigEndian32(bytes, offset))"#:
            "a UInt32 chunk length, widened",
        #"Sources/ImageFiles/PNG/OpaquePNGDecoder.swift: let width = Int(PNGChunks.bigEndian32(bytes, 16)), height = Int(PNGChunks.bigEndian32(bytes, 20))"#:
            "UInt32 fields of the header, widened",
        #"Sources/ImageFiles/PNG/PNGFileHeader.swift: let width = Int(PNGChunks.bigEndian32(bytes, 16)), height = Int(PNGChunks.bigEndian32(bytes, 20))"#:
            "UInt32 fields of the header, widened",
        #"Sources/ImageFiles/PNG/PNGReader.swift: guard (Int(image.width), Int(image.height)) == size else {"#:
            "libpng's width and height (UInt32), widened",
        #"Sources/ImageFiles/PNG/PNGReader.swift: image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)"#:
            "a constant of a C header or of Matchcut's",
        #"Sources/ImageFiles/PNG/PNGReader.swift: let a = UInt32(p[i + 3])"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/ImageFiles/PNG/PNGReader.swift: p[i + 1] = UInt8((UInt32(p[i + 1]) * a + 127) / 255)"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/ImageFiles/PNG/PNGReader.swift: p[i + 2] = UInt8((UInt32(p[i + 2]) * a + 127) / 255)"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/ImageFiles/PNG/PNGReader.swift: p[i] = UInt8((UInt32(p[i]) * a + 127) / 255)"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/ImageFiles/PNG/PNGReader.swift: png_image_finish_read(&image, nil, raw.baseAddress, Int32(size.width * 4), nil)"#:
            "the width of a PNG within the 100,000,000-pixel limit (PNGStructure.check), × 4: below Int32.max",
        #"Sources/Output/PNG/SubFilter.swift: let v = (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/Output/PNG/ZlibDeflater.swift: stream.avail_in = UInt32(input.count)"#:
            "a piece of one frame's bytes, or room for them: at most 67,108,864 pixels × 4 (SceneLimits), below 2^32",
        #"Sources/Output/PNG/ZlibDeflater.swift: stream.avail_out = UInt32(buffer.count - written)"#:
            "the output buffer's room: it starts at an eighth of a frame and doubles only while deflate fills it, so it stays below twice a frame's compressed size, under 2^32",
        #"Sources/Output/PNG/ZlibDeflater.swift: written = buffer.count - Int(stream.avail_out)"#:
            "a UInt32 widened",
        #"Sources/Files/QuotedName.swift: let text = value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)"#:
            "bytes / 2^10…2^30 of an Int, at most 2^34 (and whole numbers only on this branch)",
        #"Sources/Files/SystemErrorText.swift: if ns.domain == NSPOSIXErrorDomain { return errnoText(Int32(ns.code)) }"#:
            "an errno of the POSIX domain (a small int)",
        #"Sources/Files/SystemErrorText.swift: return ns?.domain == NSPOSIXErrorDomain ? Int32(ns!.code) : nil"#:
            "an errno of the POSIX domain (a small int)",
        #"Sources/Output/Video/FFmpegProcess.swift: _ = fcntl(input, 1031 /* F_SETPIPE_SZ */, Int32(1 << 20))"#:
            "a constant of a C header or of Matchcut's",
        #"Sources/Output/Video/FFmpegProcess.swift: var poller = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)"#:
            "a constant of a C header or of Matchcut's",
        #"Sources/Output/Video/GroupSpawn.swift: for (fd, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {"#:
            "a constant of a C header or of Matchcut's",
        #"Sources/Output/Video/GroupSpawn.swift: posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))"#:
            "a constant of a C header or of Matchcut's",
        #"Sources/Output/Video/OpaqueFrame.swift: dst[i + c] = UInt8(min(255, UInt32(src[i + c]) + (back[c] * rest + 127) / 255))"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/Output/Video/OpaqueFrame.swift: let back = [UInt32(bg.b), UInt32(bg.g), UInt32(bg.r)]"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
        #"Sources/Output/Video/OpaqueFrame.swift: let rest = 255 - UInt32(src[i + 3])"#:
            "bytes (UInt8) widened, or a sum of them divided back to a byte",
    ]
}
