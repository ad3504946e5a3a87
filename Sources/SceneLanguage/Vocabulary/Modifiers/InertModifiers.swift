import SwiftCore

/// Modifiers that change nothing a frame shows: accessibility, focus, keyboard and text
/// input traits, hover and pointer, drag and drop, editing actions, feedback, and the
/// preferences and geometry a view reports. They are accepted with any arguments, which
/// are not evaluated (`ModifierRule.isInert`), so nothing written in them stops a render.
/// An interaction handler among them (a swipe action, a drop) is accepted; running it is
/// the timeline's business. docs/scene-language.md lists them all.
enum InertModifiers {
    static let rules: [ModifierRule] = (accessibility + focus + textInput + pointer + dragAndDrop + editing + reporting + mapKit)
        .map(ModifierRule.inert) + observersNotRun.map { name in
            .inert(name, note: .notDrawn(name, what: "what its action changes: the action does not run",
                                         hint: "SwiftUI runs it after layout and draws the state it sets on the next pass; "
                                             + "the frame shows the state before it (docs/scene-language.md, \"What a view reports\")"))
        }

    /// Handlers SwiftUI calls with what layout or scrolling found, not run yet; apps set state
    /// from them (a header hidden once its offset is known), so a frame drawn without them can
    /// differ from an iPhone's: each says so where it is written. (`onGeometryChange` and
    /// `onPreferenceChange` run: GeometryObservers, PreferenceObservers.)
    static let observersNotRun = [
        "onScrollPhaseChange", "onScrollVisibilityChange",
    ]

    static let accessibility = [
        "accessibilityHidden", "accessibilityElement", "accessibilityAddTraits", "accessibilityRemoveTraits",
        "accessibilityValue", "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction",
        "accessibilityScrollAction", "accessibilitySortPriority", "accessibilityInputLabels",
        "accessibilityRespondsToUserInteraction", "accessibilityShowsLargeContentViewer", "accessibilityFocused",
        "accessibilityHeading", "accessibilityLabeledPair", "accessibilityChildren", "accessibilityRepresentation",
        "accessibilityCustomContent", "accessibilityRotor", "accessibilityTextContentType",
        "accessibilityIgnoresInvertColors", "accessibilityZoomAction", "accessibilityDirectTouch",
        "accessibilityActivationPoint", "accessibilityLinkedGroup", "speechAlwaysIncludesPunctuation",
        "speechSpellsOutCharacters", "speechAdjustedPitch", "speechAnnouncementsQueued",
    ]
    static let focus = [
        "focused", "focusable", "focusEffectDisabled", "focusSection", "defaultFocus", "prefersDefaultFocus",
        "focusScope", "focusedValue", "focusedSceneValue",
    ]
    static let textInput = [
        "keyboardShortcut", "textContentType", "autocorrectionDisabled", "disableAutocorrection", "autocapitalization",
        "submitLabel", "submitScope", "onKeyPress", "textSelection", "privacySensitive", "typeSelectEquivalent",
    ]
    static let pointer = [
        "hoverEffect", "hoverEffectDisabled", "onHover", "onContinuousHover", "help", "pointerStyle",
        "defersSystemGestures", "persistentSystemOverlays", "scrollBounceBehavior",
    ]
    static let dragAndDrop = ["onDrag", "onDrop", "draggable", "dropDestination", "itemProvider", "onPasteCommand"]
    static let editing = [
        "contextMenu", "swipeActions", "onDelete", "onMove", "onInsert", "deleteDisabled", "moveDisabled",
        "selectionDisabled", "sensoryFeedback",
    ]
    /// A `Map` is drawn as a placeholder (PlaceholderViews): what styles or observes it changes nothing drawn.
    static let mapKit = [
        "mapStyle", "mapControls", "mapControlVisibility", "onMapCameraChange", "mapScope", "mapFeatureSelectionDisabled",
        "mapFeatureSelectionContent", "mapItemDetailSheet", "mapCameraKeyframeAnimator", "lookAroundViewer",
    ]
    static let reporting = [
        "transformPreference",
        "userActivity", "onContinueUserActivity", "handlesExternalEvents", "equatable",
    ]
}
