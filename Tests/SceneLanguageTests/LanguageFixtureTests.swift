import XCTest
@testable import SceneLanguage

/// One named test per construct of Swift as apps write it (Fixtures/language): each asserts
/// what the view shows, its texts or its layout, not merely that it compiles.
final class LanguageFixtureTests: XCTestCase {
    /// Every fixture has a test below, and every test a fixture.
    static let names = [
        "access-levels",
        "alignment-init-modifier-environment",
        "app-declared-extensions",
        "app-scene-storage",
        "app-sources",
        "appearance-proxy",
        "array-methods",
        "array-mutating",
        "asset-catalog-colors",
        "asset-catalog-dark",
        "asset-catalog-groups",
        "asset-catalog-images",
        "async-functions",
        "available-ios-version",
        "available-newer-api",
        "bindable",
        "binding-foreach",
        "binding-inside-if-let",
        "bitwise-operators",
        "builtin-type-init",
        "bundle-json",
        "closure-parameters",
        "color-description",
        "color-spaces",
        "combine-published-sink",
        "combine-subjects",
        "computed-property-init",
        "conditional-compilation",
        "contextual-init",
        "contextual-literals",
        "core-graphics",
        "core-graphics-extensions",
        "custom-button-style",
        "custom-text-field-style",
        "date-format-styles",
        "date-formatter",
        "date-formatter-locale",
        "date-operators",
        "date-pinned",
        "declared-operators",
        "default-scroll-anchor",
        "dictionary",
        "do-catch-throw",
        "dynamic-type-size",
        "empty-collection-init",
        "enum-associated-values",
        "enum-case-iterable",
        "enum-methods",
        "enum-raw-values",
        "environment-keys",
        "environment-model-type",
        "environment-object",
        "extension-color-static",
        "extension-conformance",
        "extension-font-string-number",
        "extension-own-type",
        "extension-shadows-modifier",
        "extension-view-style",
        "focus-gesture-state",
        "for-enumerated-zip",
        "for-in-where",
        "formatted",
        "function-types",
        "generic-container",
        "generic-functions-and-types",
        "geometry-reader-anonymous",
        "get-set",
        "global-declared-later",
        "host-extension-members",
        "host-statics-and-method-content",
        "if-case-guard-case",
        "if-switch-expressions",
        "import-any-module",
        "init-explicit",
        "init-memberwise-defaults",
        "inout-parameters",
        "json-encoder",
        "key-paths",
        "keyword-argument-labels",
        "label-trailing-closures",
        "lazy-property",
        "line-limit-range",
        "map-placeholder",
        "math-functions",
        "modifier-declared-forms",
        "namespace-static-preview",
        "navigation-bar-title",
        "nested-types-deep",
        "nil-spacing-self-projection",
        "numbers",
        "observable-macro",
        "observable-object-published",
        "observed-object",
        "operator-functions",
        "optional-chaining",
        "preference-value-default",
        "preview-named",
        "preview-previewable",
        "preview-provider",
        "preview-unnamed",
        "property-observers",
        "protocol-composition",
        "protocol-default-implementation",
        "qualified-names",
        "random-implicit-member",
        "random-seeded",
        "range-methods",
        "root-view-expression",
        "screen-bounds",
        "scroll-transition",
        "semicolons",
        "set-methods",
        "shapes-by-context",
        "shared-type-names",
        "state-object-made-once",
        "state-object-memberwise",
        "static-members-nested-types",
        "string-format",
        "string-methods",
        "substring-character",
        "switch-patterns",
        "synthesized-hashable",
        "text-attributed-string",
        "text-comment-table",
        "text-concatenation",
        "text-date-styles",
        "text-markdown",
        "trailing-closure-next-line",
        "tuples-destructuring",
        "ui-image",
        "ui-view-representable",
        "uicolor-system-colors",
        "uikit-windows",
        "unary-minus-member",
        "unreached-declarations",
        "url-uuid",
        "user-defaults-fresh",
        "view-modifier",
        "while-repeat-break-continue",
        "xcode-literals",
    ]

    func testEveryFixtureHasItsOwnTest() throws {
        XCTAssertEqual(try LanguageFixture.all(), Self.names)
        XCTAssertGreaterThanOrEqual(Self.names.count, 60)
    }

    func testAccessLevels() throws { try LanguageFixture("access-levels").check() }
    func testAppSceneStorage() throws { try LanguageFixture("app-scene-storage").check() }
    func testAppSources() throws { try LanguageFixture("app-sources").check() }
    func testAlignmentInitAndModifierEnvironment() throws { try LanguageFixture("alignment-init-modifier-environment").check() }
    func testAssetCatalogColors() throws { try LanguageFixture("asset-catalog-colors").check() }
    func testAssetCatalogDark() throws { try LanguageFixture("asset-catalog-dark").check() }
    func testAssetCatalogImages() throws { try LanguageFixture("asset-catalog-images").check() }
    func testArrayMethods() throws { try LanguageFixture("array-methods").check() }
    func testArrayMutating() throws { try LanguageFixture("array-mutating").check() }
    func testAsyncFunctions() throws { try LanguageFixture("async-functions").check() }
    func testBindable() throws { try LanguageFixture("bindable").check() }
    func testClosureParameters() throws { try LanguageFixture("closure-parameters").check() }
    func testConditionalCompilation() throws { try LanguageFixture("conditional-compilation").check() }
    func testCoreGraphics() throws { try LanguageFixture("core-graphics").check() }
    func testCoreGraphicsExtensions() throws { try LanguageFixture("core-graphics-extensions").check() }
    func testShapesByContext() throws { try LanguageFixture("shapes-by-context").check() }
    func testHostStaticsAndMethodContent() throws { try LanguageFixture("host-statics-and-method-content").check() }
    func testAppDeclaredExtensions() throws { try LanguageFixture("app-declared-extensions").check() }
    func testBundleJSON() throws { try LanguageFixture("bundle-json").check() }
    func testStateObjectMemberwise() throws { try LanguageFixture("state-object-memberwise").check() }
    func testDatePinned() throws { try LanguageFixture("date-pinned").check() }
    func testDictionary() throws { try LanguageFixture("dictionary").check() }
    func testDoCatchThrow() throws { try LanguageFixture("do-catch-throw").check() }
    func testEnumAssociatedValues() throws { try LanguageFixture("enum-associated-values").check() }
    func testEnumCaseIterable() throws { try LanguageFixture("enum-case-iterable").check() }
    func testEnumMethods() throws { try LanguageFixture("enum-methods").check() }
    func testEnumRawValues() throws { try LanguageFixture("enum-raw-values").check() }
    func testEnvironmentKeys() throws { try LanguageFixture("environment-keys").check() }
    func testEnvironmentModelType() throws { try LanguageFixture("environment-model-type").check() }
    func testEnvironmentObject() throws { try LanguageFixture("environment-object").check() }
    func testExtensionColorStatic() throws { try LanguageFixture("extension-color-static").check() }
    func testExtensionConformance() throws { try LanguageFixture("extension-conformance").check() }
    func testExtensionFontStringNumber() throws { try LanguageFixture("extension-font-string-number").check() }
    func testExtensionOwnType() throws { try LanguageFixture("extension-own-type").check() }
    func testExtensionViewStyle() throws { try LanguageFixture("extension-view-style").check() }
    func testFocusGestureState() throws { try LanguageFixture("focus-gesture-state").check() }
    func testForEnumeratedZip() throws { try LanguageFixture("for-enumerated-zip").check() }
    func testForInWhere() throws { try LanguageFixture("for-in-where").check() }
    func testFormatted() throws { try LanguageFixture("formatted").check() }
    func testFunctionTypes() throws { try LanguageFixture("function-types").check() }
    func testGenericContainer() throws { try LanguageFixture("generic-container").check() }
    func testGenericFunctionsAndTypes() throws { try LanguageFixture("generic-functions-and-types").check() }
    func testGetSet() throws { try LanguageFixture("get-set").check() }
    func testIfCaseGuardCase() throws { try LanguageFixture("if-case-guard-case").check() }
    func testIfSwitchExpressions() throws { try LanguageFixture("if-switch-expressions").check() }
    func testImportAnyModule() throws { try LanguageFixture("import-any-module").check() }
    func testContextualInit() throws { try LanguageFixture("contextual-init").check() }
    func testContextualLiterals() throws { try LanguageFixture("contextual-literals").check() }
    func testBitwiseOperators() throws { try LanguageFixture("bitwise-operators").check() }
    func testColorSpaces() throws { try LanguageFixture("color-spaces").check() }
    func testSynthesizedHashable() throws { try LanguageFixture("synthesized-hashable").check() }
    func testDeclaredOperators() throws { try LanguageFixture("declared-operators").check() }
    func testModifierDeclaredForms() throws { try LanguageFixture("modifier-declared-forms").check() }
    func testBindingInsideIfLet() throws { try LanguageFixture("binding-inside-if-let").check() }
    func testNavigationBarTitle() throws { try LanguageFixture("navigation-bar-title").check() }
    func testInitExplicit() throws { try LanguageFixture("init-explicit").check() }
    func testInitMemberwiseDefaults() throws { try LanguageFixture("init-memberwise-defaults").check() }
    func testKeyPaths() throws { try LanguageFixture("key-paths").check() }
    func testKeywordArgumentLabels() throws { try LanguageFixture("keyword-argument-labels").check() }
    func testLazyProperty() throws { try LanguageFixture("lazy-property").check() }
    func testMathFunctions() throws { try LanguageFixture("math-functions").check() }
    func testNumbers() throws { try LanguageFixture("numbers").check() }
    func testObservableMacro() throws { try LanguageFixture("observable-macro").check() }
    func testObservableObjectPublished() throws { try LanguageFixture("observable-object-published").check() }
    func testObservedObject() throws { try LanguageFixture("observed-object").check() }
    func testOperatorFunctions() throws { try LanguageFixture("operator-functions").check() }
    func testOptionalChaining() throws { try LanguageFixture("optional-chaining").check() }
    func testPreviewNamed() throws { try LanguageFixture("preview-named").check() }
    func testPreviewProvider() throws { try LanguageFixture("preview-provider").check() }
    func testPreviewUnnamed() throws { try LanguageFixture("preview-unnamed").check() }
    func testPropertyObservers() throws { try LanguageFixture("property-observers").check() }
    func testProtocolDefaultImplementation() throws { try LanguageFixture("protocol-default-implementation").check() }
    func testRandomSeeded() throws { try LanguageFixture("random-seeded").check() }
    func testRangeMethods() throws { try LanguageFixture("range-methods").check() }
    func testScreenBounds() throws { try LanguageFixture("screen-bounds").check() }
    func testSemicolons() throws { try LanguageFixture("semicolons").check() }
    func testSetMethods() throws { try LanguageFixture("set-methods").check() }
    func testStateObjectMadeOnce() throws { try LanguageFixture("state-object-made-once").check() }
    func testStaticMembersNestedTypes() throws { try LanguageFixture("static-members-nested-types").check() }
    func testStringFormat() throws { try LanguageFixture("string-format").check() }
    func testStringMethods() throws { try LanguageFixture("string-methods").check() }
    func testSubstringCharacter() throws { try LanguageFixture("substring-character").check() }
    func testSwitchPatterns() throws { try LanguageFixture("switch-patterns").check() }
    func testTextAttributedString() throws { try LanguageFixture("text-attributed-string").check() }
    func testTextConcatenation() throws { try LanguageFixture("text-concatenation").check() }
    func testTextDateStyles() throws { try LanguageFixture("text-date-styles").check() }
    func testTextMarkdown() throws { try LanguageFixture("text-markdown").check() }
    func testTuplesDestructuring() throws { try LanguageFixture("tuples-destructuring").check() }
    func testUicolorSystemColors() throws { try LanguageFixture("uicolor-system-colors").check() }
    func testUnreachedDeclarations() throws { try LanguageFixture("unreached-declarations").check() }
    func testUrlUuid() throws { try LanguageFixture("url-uuid").check() }
    func testViewModifier() throws { try LanguageFixture("view-modifier").check() }
    func testWhileRepeatBreakContinue() throws { try LanguageFixture("while-repeat-break-continue").check() }
    func testBindingForeach() throws { try LanguageFixture("binding-foreach").check() }
    func testNestedTypesDeep() throws { try LanguageFixture("nested-types-deep").check() }
    func testDynamicTypeSize() throws { try LanguageFixture("dynamic-type-size").check() }
    func testDateFormatter() throws { try LanguageFixture("date-formatter").check() }
    func testDateFormatterLocaleIsNoted() throws { try LanguageFixture("date-formatter-locale").check() }
    func testAvailableReadsTheScenesIOS() throws { try LanguageFixture("available-ios-version").check() }
    func testNewerAPIThanTheScenesIOSWarns() throws { try LanguageFixture("available-newer-api").check() }
    func testUiImage() throws { try LanguageFixture("ui-image").check() }
    func testLineLimitRange() throws { try LanguageFixture("line-limit-range").check() }
    func testCustomButtonStyle() throws { try LanguageFixture("custom-button-style").check() }
    func testMapPlaceholder() throws { try LanguageFixture("map-placeholder").check() }
    func testPreferenceValueDefault() throws { try LanguageFixture("preference-value-default").check() }
    func testTextCommentTable() throws { try LanguageFixture("text-comment-table").check() }
    func testQualifiedNames() throws { try LanguageFixture("qualified-names").check() }
    func testTrailingClosureNextLine() throws { try LanguageFixture("trailing-closure-next-line").check() }
    func testUiViewRepresentable() throws { try LanguageFixture("ui-view-representable").check() }
    func testDateFormatStyles() throws { try LanguageFixture("date-format-styles").check() }
    func testGlobalDeclaredLater() throws { try LanguageFixture("global-declared-later").check() }
    func testInoutParameters() throws { try LanguageFixture("inout-parameters").check() }
    func testNilSpacingSelfProjection() throws { try LanguageFixture("nil-spacing-self-projection").check() }
    func testSharedTypeNames() throws { try LanguageFixture("shared-type-names").check() }
    func testHostExtensionMembers() throws { try LanguageFixture("host-extension-members").check() }
    func testRootViewExpression() throws { try LanguageFixture("root-view-expression").check() }
    func testUserDefaultsFresh() throws { try LanguageFixture("user-defaults-fresh").check() }
    func testUikitWindows() throws { try LanguageFixture("uikit-windows").check() }
    func testPreviewPreviewable() throws { try LanguageFixture("preview-previewable").check() }
    func testDefaultScrollAnchor() throws { try LanguageFixture("default-scroll-anchor").check() }
    func testLabelTrailingClosures() throws { try LanguageFixture("label-trailing-closures").check() }
    func testNamespaceStaticPreview() throws { try LanguageFixture("namespace-static-preview").check() }
    func testAppearanceProxy() throws { try LanguageFixture("appearance-proxy").check() }
    func testCustomTextFieldStyle() throws { try LanguageFixture("custom-text-field-style").check() }
    func testJsonEncoder() throws { try LanguageFixture("json-encoder").check() }
    func testCombineSubjects() throws { try LanguageFixture("combine-subjects").check() }
    func testCombinePublishedSink() throws { try LanguageFixture("combine-published-sink").check() }
    func testDateOperators() throws { try LanguageFixture("date-operators").check() }
    func testComputedPropertyInit() throws { try LanguageFixture("computed-property-init").check() }
    func testProtocolComposition() throws { try LanguageFixture("protocol-composition").check() }
    func testBuiltinTypeInit() throws { try LanguageFixture("builtin-type-init").check() }
    func testExtensionShadowsModifier() throws { try LanguageFixture("extension-shadows-modifier").check() }
    func testUnaryMinusMember() throws { try LanguageFixture("unary-minus-member").check() }
    func testAssetCatalogGroups() throws { try LanguageFixture("asset-catalog-groups").check() }
    func testGeometryReaderAnonymous() throws { try LanguageFixture("geometry-reader-anonymous").check() }
    func testScrollTransition() throws { try LanguageFixture("scroll-transition").check() }
    func testEmptyCollectionInit() throws { try LanguageFixture("empty-collection-init").check() }
    func testColorDescription() throws { try LanguageFixture("color-description").check() }
    func testRandomImplicitMember() throws { try LanguageFixture("random-implicit-member").check() }
    func testXcodeLiterals() throws { try LanguageFixture("xcode-literals").check() }
}
