@testable import SceneLanguage

/// The style names every style modifier accepts, read from its table (ControlModifiers
/// .styleNames, ContainerModifiers.listStyles and .tabViewStyles), each written on a control
/// that shows the difference. The family is the modifier's name. Style structs
/// (`PlainButtonStyle()`, ValueConstructors.styles) are walked by
/// `testEveryStyleStructDrawsAsTheStyleItStandsFor`.
extension ValueSamples {
    static func control(_ modifier: String) -> Set<String> { Set(ControlModifiers.styleNames[modifier] ?? []) }

    static let styles: [ValueFamily] = [
        ValueFamily(family: "buttonStyle", accepted: control("buttonStyle"),
                    written: ValueFamily.dotted(["automatic", "plain", "borderless", "bordered", "borderedProminent"]),
                    line: "Button(\"Walk\") { }.buttonStyle(@@)"),
        ValueFamily(family: "controlSize", accepted: control("controlSize"),
                    written: ValueFamily.dotted(["mini", "small", "regular", "large", "extraLarge"]),
                    line: "Button(\"Walk\") { }.buttonStyle(.bordered).controlSize(@@)"),
        ValueFamily(family: "labelStyle", accepted: control("labelStyle"),
                    written: ValueFamily.dotted(["automatic", "titleAndIcon", "titleOnly", "iconOnly"]),
                    line: "Label(\"Walk\", systemImage: \"star.fill\").labelStyle(@@)"),
        // In a form, where menu, inline and navigation-link pickers each draw their own way.
        ValueFamily(family: "pickerStyle", accepted: control("pickerStyle"),
                    written: ValueFamily.dotted(["automatic", "menu", "segmented", "inline", "wheel", "navigationLink", "palette"]),
                    line: "NavigationStack { Form { Picker(\"Walk\", selection: .constant(1)) { Text(\"One\").tag(1); Text(\"Two\").tag(2) }.pickerStyle(@@) } }"),
        ValueFamily(family: "progressViewStyle", accepted: control("progressViewStyle"),
                    written: ValueFamily.dotted(["automatic", "linear", "circular"]),
                    line: "ProgressView(value: 0.5).progressViewStyle(@@).padding()"),
        ValueFamily(family: "textFieldStyle", accepted: control("textFieldStyle"),
                    written: ValueFamily.dotted(["automatic", "plain", "roundedBorder"]),
                    line: "TextField(\"Walk\", text: .constant(\"\")).textFieldStyle(@@).padding()"),
        ValueFamily(family: "toggleStyle", accepted: control("toggleStyle"),
                    written: ValueFamily.dotted(["automatic", "switch", "button", "checkbox"]),
                    line: "Toggle(\"Walk\", isOn: .constant(true)).toggleStyle(@@).padding()"),
        ValueFamily(family: "formStyle", accepted: control("formStyle"),
                    written: ValueFamily.dotted(["automatic", "grouped", "columns"]),
                    line: "Form { Toggle(\"Walk\", isOn: .constant(true)); Text(\"Row\") }.formStyle(@@)"),
        ValueFamily(family: "listStyle", accepted: Set(ContainerModifiers.listStyles),
                    written: ValueFamily.dotted(["automatic", "plain", "insetGrouped", "grouped", "inset", "sidebar"]),
                    line: "List { Section(\"Walk\") { Text(\"One\"); Text(\"Two\") } }.listStyle(@@)"),
        ValueFamily(family: "tabViewStyle", accepted: Set(ContainerModifiers.tabViewStyles),
                    written: ValueFamily.dotted(["automatic", "page", "tabBarOnly", "sidebarAdaptable"]),
                    line: "TabView { Color.blue.tabItem { Label(\"One\", systemImage: \"star\") }; Color.red.tabItem { Label(\"Two\", systemImage: \"bell\") } }.tabViewStyle(@@)"),
    ]
}
