import XCTest
@testable import SceneLanguage

/// JSONEncoder's text as Foundation writes it: pretty-printed two spaces a level with
/// `"key" : value`, integral Doubles without `.0`, `/` escaped unless asked not to.
final class JSONEncodingTests: XCTestCase {
    func testPrettyPrintedIsFoundationsLayout() {
        let node = JSONEncoding.Node.object([("b", .array([.bool(true), .null])), ("a", .number("1"))])
        var options = JSONEncoding.Options()
        options.pretty = true
        XCTAssertEqual(JSONEncoding.text(node, options), "{\n  \"b\" : [\n    true,\n    null\n  ],\n  \"a\" : 1\n}")
        options.sortedKeys = true
        XCTAssertEqual(JSONEncoding.text(node, options), "{\n  \"a\" : 1,\n  \"b\" : [\n    true,\n    null\n  ]\n}")
    }

    func testNumbersStringsAndKeys() {
        XCTAssertEqual(JSONEncoding.number(62), "62")
        XCTAssertEqual(JSONEncoding.number(201.5), "201.5")
        XCTAssertEqual(JSONEncoding.number(-0.1), "-0.1")
        XCTAssertEqual(JSONEncoding.quoted("a/b \"c\"\n\u{1}", JSONEncoding.Options()), "\"a\\/b \\\"c\\\"\\n\\u0001\"")
        XCTAssertEqual(JSONEncoding.snakeCased("createdAtDate"), "created_at_date")
        XCTAssertEqual(JSONEncoding.snakeCased("myURLValue"), "my_url_value")
        XCTAssertEqual(JSONEncoding.snakeCased("URL"), "url")
    }
}
