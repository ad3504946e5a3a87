import Foundation

/// A value's `Codable` encoding as bytes to hash, for the frame cache's keys: several times
/// faster than JSON (no tree of dictionaries, no numbers printed as text).
///
/// Every value the encoding visits becomes one record, in the order visited (depth first):
/// its depth, where it sits (a key's name or number, an element of a list, a single value),
/// a tag for its type, and its contents (numbers as their bits, strings with their length;
/// a nested value or container has no contents, its members follow one level deeper). Read
/// in order, the records give back the whole tree, so two values with the same bytes have
/// the same encoding: equal keys mean equal display lists. An encoding whose order is not
/// fixed (a `Dictionary`'s) only makes equal values miss, never unequal ones hit.
enum KeyEncoder {
    static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let sink = Sink()
        try value.encode(to: Writer(sink: sink, depth: 0))
        return sink.bytes
    }

    final class Sink {
        var bytes: [UInt8] = []

        init() { bytes.reserveCapacity(16 << 10) }

        func word(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }

        func text(_ value: String) {
            var value = value
            value.withUTF8 { utf8 in
                word(UInt64(utf8.count))
                bytes.append(contentsOf: utf8)
            }
        }

        /// One record's header: depth, place (`k` and a key, `u` for a list's element, `s`
        /// for a single value) and the type's tag.
        func record(_ depth: Int, _ key: CodingKey?, place: UInt8, tag: UInt8) {
            word(UInt64(depth))
            bytes.append(place)
            if let key {
                if let number = key.intValue {
                    bytes.append(0x23)
                    word(UInt64(bitPattern: Int64(number)))
                } else {
                    bytes.append(0x24)
                    text(key.stringValue)
                }
            }
            bytes.append(tag)
        }
    }

    /// Where a record goes: its depth and place.
    struct Slot {
        let sink: Sink
        let depth: Int
        let key: CodingKey?
        let place: UInt8

        func header(_ tag: UInt8) { sink.record(depth, key, place: place, tag: tag) }
        func word(_ tag: UInt8, _ value: UInt64) {
            header(tag)
            sink.word(value)
        }
        func nil_() { header(0x30) }
        func bool(_ v: Bool) { word(0x31, v ? 1 : 0) }
        func string(_ v: String) {
            header(0x32)
            sink.text(v)
        }
        func double(_ v: Double) { word(0x33, v.bitPattern) }
        func float(_ v: Float) { word(0x34, UInt64(v.bitPattern)) }
        func int(_ v: Int64) { word(0x35, UInt64(bitPattern: v)) }
        func uint(_ v: UInt64) { word(0x36, v) }
        /// A value of its own: a record, then whatever it encodes one level deeper.
        func value<T: Encodable>(_ v: T) throws {
            header(0x37)
            try v.encode(to: Writer(sink: sink, depth: depth + 1))
        }
        func container(_ tag: UInt8) -> Writer {
            header(tag)
            return Writer(sink: sink, depth: depth + 1)
        }
    }

    struct Writer: Encoder {
        let sink: Sink
        let depth: Int
        var codingPath: [CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Keyed<Key>(sink: sink, depth: depth))
        }
        func unkeyedContainer() -> UnkeyedEncodingContainer { Unkeyed(sink: sink, depth: depth) }
        func singleValueContainer() -> SingleValueEncodingContainer { Single(slot: Slot(sink: sink, depth: depth, key: nil, place: 0x73)) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let sink: Sink
        let depth: Int
        var codingPath: [CodingKey] { [] }

        func slot(_ key: Key) -> Slot { Slot(sink: sink, depth: depth, key: key, place: 0x6B) }
        mutating func encodeNil(forKey key: Key) throws { slot(key).nil_() }
        mutating func encode(_ v: Bool, forKey key: Key) throws { slot(key).bool(v) }
        mutating func encode(_ v: String, forKey key: Key) throws { slot(key).string(v) }
        mutating func encode(_ v: Double, forKey key: Key) throws { slot(key).double(v) }
        mutating func encode(_ v: Float, forKey key: Key) throws { slot(key).float(v) }
        mutating func encode(_ v: Int, forKey key: Key) throws { slot(key).int(Int64(v)) }
        mutating func encode(_ v: Int8, forKey key: Key) throws { slot(key).int(Int64(v)) }
        mutating func encode(_ v: Int16, forKey key: Key) throws { slot(key).int(Int64(v)) }
        mutating func encode(_ v: Int32, forKey key: Key) throws { slot(key).int(Int64(v)) }
        mutating func encode(_ v: Int64, forKey key: Key) throws { slot(key).int(v) }
        mutating func encode(_ v: UInt, forKey key: Key) throws { slot(key).uint(UInt64(v)) }
        mutating func encode(_ v: UInt8, forKey key: Key) throws { slot(key).uint(UInt64(v)) }
        mutating func encode(_ v: UInt16, forKey key: Key) throws { slot(key).uint(UInt64(v)) }
        mutating func encode(_ v: UInt32, forKey key: Key) throws { slot(key).uint(UInt64(v)) }
        mutating func encode(_ v: UInt64, forKey key: Key) throws { slot(key).uint(v) }
        mutating func encode<T: Encodable>(_ v: T, forKey key: Key) throws { try slot(key).value(v) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                            forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            slot(key).container(0x38).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            slot(key).container(0x39).unkeyedContainer()
        }
        mutating func superEncoder() -> Encoder { Slot(sink: sink, depth: depth, key: nil, place: 0x5E).container(0x3A) }
        mutating func superEncoder(forKey key: Key) -> Encoder { slot(key).container(0x3A) }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let sink: Sink
        let depth: Int
        var codingPath: [CodingKey] { [] }
        var count = 0

        init(sink: Sink, depth: Int) {
            self.sink = sink
            self.depth = depth
        }

        mutating func slot() -> Slot {
            count += 1
            return Slot(sink: sink, depth: depth, key: nil, place: 0x75)
        }
        mutating func encodeNil() throws { slot().nil_() }
        mutating func encode(_ v: Bool) throws { slot().bool(v) }
        mutating func encode(_ v: String) throws { slot().string(v) }
        mutating func encode(_ v: Double) throws { slot().double(v) }
        mutating func encode(_ v: Float) throws { slot().float(v) }
        mutating func encode(_ v: Int) throws { slot().int(Int64(v)) }
        mutating func encode(_ v: Int8) throws { slot().int(Int64(v)) }
        mutating func encode(_ v: Int16) throws { slot().int(Int64(v)) }
        mutating func encode(_ v: Int32) throws { slot().int(Int64(v)) }
        mutating func encode(_ v: Int64) throws { slot().int(v) }
        mutating func encode(_ v: UInt) throws { slot().uint(UInt64(v)) }
        mutating func encode(_ v: UInt8) throws { slot().uint(UInt64(v)) }
        mutating func encode(_ v: UInt16) throws { slot().uint(UInt64(v)) }
        mutating func encode(_ v: UInt32) throws { slot().uint(UInt64(v)) }
        mutating func encode(_ v: UInt64) throws { slot().uint(v) }
        mutating func encode<T: Encodable>(_ v: T) throws { try slot().value(v) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            slot().container(0x38).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer { slot().container(0x39).unkeyedContainer() }
        mutating func superEncoder() -> Encoder { slot().container(0x3A) }
    }

    struct Single: SingleValueEncodingContainer {
        let slot: Slot
        var codingPath: [CodingKey] { [] }

        mutating func encodeNil() throws { slot.nil_() }
        mutating func encode(_ v: Bool) throws { slot.bool(v) }
        mutating func encode(_ v: String) throws { slot.string(v) }
        mutating func encode(_ v: Double) throws { slot.double(v) }
        mutating func encode(_ v: Float) throws { slot.float(v) }
        mutating func encode(_ v: Int) throws { slot.int(Int64(v)) }
        mutating func encode(_ v: Int8) throws { slot.int(Int64(v)) }
        mutating func encode(_ v: Int16) throws { slot.int(Int64(v)) }
        mutating func encode(_ v: Int32) throws { slot.int(Int64(v)) }
        mutating func encode(_ v: Int64) throws { slot.int(v) }
        mutating func encode(_ v: UInt) throws { slot.uint(UInt64(v)) }
        mutating func encode(_ v: UInt8) throws { slot.uint(UInt64(v)) }
        mutating func encode(_ v: UInt16) throws { slot.uint(UInt64(v)) }
        mutating func encode(_ v: UInt32) throws { slot.uint(UInt64(v)) }
        mutating func encode(_ v: UInt64) throws { slot.uint(v) }
        mutating func encode<T: Encodable>(_ v: T) throws { try slot.value(v) }
    }
}
