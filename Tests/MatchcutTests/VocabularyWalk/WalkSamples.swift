/// One construct of the vocabulary table (Sources/SceneLanguage/Vocabulary), written as app
/// code writes it: `probe` is the line the walk puts in its screen, `control` the same line
/// without the construct (nothing, for a view).
struct WalkSample: Sendable {
    let name: String
    let probe: String
    let control: String

    /// A view: the probe against no view at all.
    static func view(_ name: String, _ probe: String, control: String = "") -> WalkSample {
        WalkSample(name: name, probe: probe, control: control)
    }

    /// A modifier applied to `base`, against `base` alone. `in:` wraps both, at `%`.
    static func modifier(_ name: String, _ call: String, on base: String = #"Text("Walk")"#, in context: String = "%") -> WalkSample {
        WalkSample(name: name, probe: context.replacingOccurrences(of: "%", with: base + call),
                   control: context.replacingOccurrences(of: "%", with: base))
    }
}

enum WalkSamples {
    static let square = #"Color.red.frame(width: 40, height: 40)"#
    static let button = #"Button("Tap") { }"#
    static let bordered = #"Button("Tap") { }.buttonStyle(.bordered)"#
    static let list = #"List { Text("Walk") }"#
    static let scroll = #"ScrollView { Text("Walk") }"#
    static let nav = #"NavigationStack { % }"#
    static let picker = #"Picker("Pick", selection: $choice) { Text("A").tag("A"); Text("B").tag("B") }"#
    static let grid = #"Grid { GridRow { Text("A"); Text("B") }; GridRow { % } }"#
    static let wideGrid = #"Grid { GridRow { Text("A wide cell") }; GridRow { % } }"#
    static let tabs = #"TabView { % }"#
    static let rows = #"ScrollView { LazyVStack { ForEach(0..<40) { i in Text("Row \(i)").id(i) } } }"#

    static let views: [WalkSample] = [
        .view("VStack", #"VStack { Text("a"); Text("b") }"#),
        .view("LazyVStack", #"LazyVStack { Text("a"); Text("b") }"#),
        .view("HStack", #"HStack { Text("a"); Text("b") }"#),
        .view("LazyHStack", #"LazyHStack { Text("a"); Text("b") }"#),
        .view("ZStack", #"ZStack { Text("a") }"#),
        .view("Group", #"Group { Text("a") }"#),
        .view("EmptyView", #"EmptyView()"#),
        .view("Spacer", #"Spacer()"#),
        .view("Divider", #"Divider()"#),
        .view("Rectangle", #"Rectangle().frame(width: 40, height: 20)"#),
        .view("Circle", #"Circle().frame(width: 40, height: 20)"#),
        .view("Ellipse", #"Ellipse().frame(width: 40, height: 20)"#),
        .view("Capsule", #"Capsule().frame(width: 40, height: 20)"#),
        .view("RoundedRectangle", #"RoundedRectangle(cornerRadius: 6).frame(width: 40, height: 20)"#),
        .view("UnevenRoundedRectangle", #"UnevenRoundedRectangle(topLeadingRadius: 10).frame(width: 40, height: 20)"#),
        .view("ContainerRelativeShape", #"ContainerRelativeShape().frame(width: 40, height: 20)"#),
        .view("Path", #"Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 40, y: 20)) }.stroke(Color.red, lineWidth: 2)"#),
        .view("Text", #"Text("a")"#),
        .view("Image", #"Image(systemName: "star.fill")"#),
        .view("AsyncImage", #"AsyncImage(url: URL(string: "https://example.com/a.png")).frame(width: 40, height: 40)"#),
        .view("AnyView", #"AnyView(Text("a"))"#),
        .view("AnyShape", #"AnyShape(Capsule()).fill(Color.red).frame(width: 40, height: 20)"#),
        .view("GeometryReader", #"GeometryReader { proxy in Text("a") }"#),
        .view("ViewThatFits", #"ViewThatFits { Text("a") }"#),
        .view("Button", button),
        .view("Label", #"Label("Star", systemImage: "star")"#),
        .view("Toggle", #"Toggle("On", isOn: $on)"#),
        .view("Slider", #"Slider(value: $level)"#),
        .view("Stepper", #"Stepper("Count", value: $count)"#),
        .view("ProgressView", #"ProgressView(value: 0.5)"#),
        .view("Gauge", #"Gauge(value: 0.5) { Text("G") }"#),
        .view("Menu", #"Menu("Options") { Button("A") { } }"#),
        .view("Link", #"Link("Site", destination: URL(string: "https://example.com")!)"#),
        .view("ShareLink", #"ShareLink(item: "Walk")"#),
        .view("EditButton", #"EditButton()"#),
        .view("ControlGroup", #"ControlGroup { Button("A") { } }"#),
        .view("DisclosureGroup", #"DisclosureGroup("More") { Text("a") }"#),
        .view("ContentUnavailableView", #"ContentUnavailableView("None", systemImage: "tray")"#),
        .view("LabeledContent", #"LabeledContent("Key", value: "Value")"#),
        .view("Form", #"Form { Text("a") }"#),
        .view("TextField", #"TextField("Name", text: $name)"#),
        .view("SecureField", #"SecureField("Password", text: $name)"#),
        .view("TextEditor", #"TextEditor(text: $name)"#),
        .view("Picker", picker),
        .view("DatePicker", #"DatePicker("Date", selection: $date)"#),
        .view("ColorPicker", #"ColorPicker("Colour", selection: $colour)"#),
        .view("ForEach", #"ForEach(0..<2) { i in Text("Row \(i)") }"#),
        .view("LazyVGrid", #"LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { Text("a"); Text("b") }"#),
        .view("LazyHGrid", #"LazyHGrid(rows: [GridItem(.fixed(20))]) { Text("a"); Text("b") }"#),
        .view("Grid", #"Grid { GridRow { Text("a"); Text("b") } }"#),
        .view("GridRow", #"Grid { GridRow { Text("a"); Text("b") } }"#, control: #"Grid { }"#),
        .view("List", #"List { Text("a") }"#),
        .view("Section", #"List { Section("Head") { Text("a") } }"#, control: #"List { }"#),
        .view("NavigationStack", #"NavigationStack { Text("a").navigationTitle("Title") }"#),
        .view("NavigationView", #"NavigationView { Text("a").navigationTitle("Title") }"#),
        .view("NavigationLink", #"NavigationLink("Go") { Text("b") }"#),
        .view("ScrollView", #"ScrollView { Text("a") }"#),
        .view("ScrollViewReader", #"ScrollViewReader { proxy in Text("a") }"#),
        .view("TimelineView", #"TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }"#),
        .view("TabView", #"TabView { Text("a") }.tabViewStyle(.page)"#),
        .view("Tab", #"TabView { Tab("A", systemImage: "star") { Text("a") } }"#, control: #"TabView { }"#),
        .view("ToolbarItem", #"NavigationStack { Text("a").toolbar { ToolbarItem(placement: .topBarTrailing) { Text("T") } } }"#,
              control: #"NavigationStack { Text("a") }"#),
        .view("ToolbarItemGroup", #"NavigationStack { Text("a").toolbar { ToolbarItemGroup(placement: .topBarTrailing) { Text("T") } } }"#,
              control: #"NavigationStack { Text("a") }"#),
    ]

    static let modifiers: [WalkSample] = layout + decoration + effects + text + controls + containers + navigation + identity
        + adaptive + environment + observers

    static let layout: [WalkSample] = [
        .modifier("frame", #".frame(width: 120, height: 60)"#),
        .modifier("padding", #".padding(12)"#),
        .modifier("fixedSize", #".fixedSize()"#, on: #"Text("A long line of text that wraps in a narrow frame")"#, in: #"VStack { % }.frame(width: 80)"#),
        .modifier("aspectRatio", #".aspectRatio(2, contentMode: .fit)"#, on: "Color.red"),
        .modifier("offset", #".offset(x: 10, y: 4)"#),
        .modifier("position", #".position(x: 20, y: 20)"#),
        .modifier("layoutPriority", #".layoutPriority(1)"#, on: #"Text("A long first label")"#,
                  in: #"HStack { %; Text("A long second label") }.frame(width: 120)"#),
        .modifier("zIndex", #".zIndex(1)"#, on: #"Color.red.frame(width: 30, height: 30)"#,
                  in: #"ZStack { %; Color.blue.frame(width: 20, height: 20) }"#),
        .modifier("ignoresSafeArea", #".ignoresSafeArea()"#, on: #"Color.yellow.frame(height: 700)"#),
        .modifier("edgesIgnoringSafeArea", #".edgesIgnoringSafeArea(.all)"#, on: #"Color.yellow.frame(height: 700)"#),
    ]

    static let decoration: [WalkSample] = [
        .modifier("background", #".background(Color.yellow)"#),
        .modifier("overlay", #".overlay(Circle().frame(width: 8, height: 8))"#),
        .modifier("clipShape", #".clipShape(Circle())"#, on: square),
        .modifier("mask", #".mask { Circle() }"#, on: square),
        .modifier("overlayPreferenceValue", #".overlayPreferenceValue(WalkSize.self) { side in Color.red.frame(width: side, height: side) }"#),
        .modifier("backgroundPreferenceValue", #".backgroundPreferenceValue(WalkSize.self) { side in Color.red.frame(width: side * 3, height: side) }"#),
        .modifier("onGeometryChange", #".onGeometryChange(for: CGFloat.self) { $0.size.width } action: { name = "\(Int($0)) wide" }"#,
                  on: #"Text(name).frame(width: 120)"#),
        .modifier("preference", #".preference(key: WalkSize.self, value: 80)"#),
        .modifier("onScrollGeometryChange",
                  #".onScrollGeometryChange(for: CGFloat.self) { $0.containerSize.height } action: { _, h in name = "\(Int(h)) tall" }"#,
                  on: #"ScrollView { Text(name) }"#),
        .modifier("anchorPreference", #".anchorPreference(key: WalkSize.self, value: .bounds) { _ in 80 }"#),
        .modifier("onPreferenceChange", #".onPreferenceChange(WalkSize.self) { name = "\(Int($0)) wide" }"#,
                  on: #"Text(name).preference(key: WalkSize.self, value: 80)"#),
        .modifier("containerShape", #".containerShape(Capsule())"#, on: #"ContainerRelativeShape().frame(width: 40, height: 20).padding(4)"#),
        .modifier("clipped", #".clipped()"#, on: #"Color.red.frame(width: 90, height: 20).frame(width: 40)"#),
        .modifier("border", #".border(.red, width: 2)"#, on: square),
        .modifier("cornerRadius", #".cornerRadius(12)"#, on: square),
        .modifier("opacity", #".opacity(0.5)"#),
        .modifier("shadow", #".shadow(radius: 4)"#, on: square),
        .modifier("hidden", #".hidden()"#),
    ]

    static let effects: [WalkSample] = [
        .modifier("blur", #".blur(radius: 2)"#),
        .modifier("brightness", #".brightness(0.3)"#, on: square),
        .modifier("contrast", #".contrast(0.5)"#, on: square),
        .modifier("saturation", #".saturation(0.2)"#, on: square),
        .modifier("grayscale", #".grayscale(1)"#, on: square),
        .modifier("hueRotation", #".hueRotation(.degrees(90))"#, on: square),
        .modifier("colorMultiply", #".colorMultiply(.blue)"#, on: square),
        .modifier("colorInvert", #".colorInvert()"#, on: square),
        .modifier("luminanceToAlpha", #".luminanceToAlpha()"#, on: square),
        .modifier("compositingGroup", #".compositingGroup().opacity(0.5)"#,
                  on: #"ZStack { Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 20, height: 20) }"#),
        .modifier("drawingGroup", #".drawingGroup().opacity(0.5)"#,
                  on: #"ZStack { Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 20, height: 20) }"#),
        .modifier("blendMode", #".blendMode(.difference)"#, on: square, in: #"ZStack { Color.blue.frame(width: 60, height: 60); % }"#),
        .modifier("scaleEffect", #".scaleEffect(2)"#),
        .modifier("rotationEffect", #".rotationEffect(.degrees(30))"#),
        .modifier("rotation3DEffect", #".rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0))"#, on: square),
        .modifier("transformEffect", #".transformEffect(CGAffineTransform(translationX: 10, y: 0))"#),
        .modifier("projectionEffect", #".projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 10, y: 0)))"#),
    ]

    static let text: [WalkSample] = [
        .modifier("font", #".font(.title)"#),
        .modifier("fontWeight", #".fontWeight(.bold)"#),
        .modifier("bold", #".bold()"#),
        .modifier("italic", #".italic()"#),
        .modifier("monospacedDigit", #".monospacedDigit()"#, on: #"Text("1111")"#),
        .modifier("fontDesign", #".fontDesign(.serif)"#),
        .modifier("foregroundStyle", #".foregroundStyle(.red)"#),
        .modifier("foregroundColor", #".foregroundColor(.red)"#),
        .modifier("lineLimit", #".lineLimit(1)"#, on: #"Text("A long line of text that wraps in a narrow frame")"#, in: #"VStack { % }.frame(width: 80)"#),
        .modifier("multilineTextAlignment", #".multilineTextAlignment(.trailing)"#, on: #"Text("A long line of text that wraps")"#, in: #"VStack { % }.frame(width: 80)"#),
        .modifier("tracking", #".tracking(4)"#),
        .modifier("kerning", #".kerning(4)"#),
        .modifier("baselineOffset", #".baselineOffset(8)"#, in: #"HStack { Text("x"); % }"#),
        .modifier("underline", #".underline()"#),
        .modifier("strikethrough", #".strikethrough()"#),
        .modifier("lineSpacing", #".lineSpacing(10)"#, on: #"Text("A long line of text that wraps")"#, in: #"VStack { % }.frame(width: 80)"#),
        .modifier("minimumScaleFactor", #".minimumScaleFactor(0.5)"#, on: #"Text("A long line of text").lineLimit(1)"#, in: #"VStack { % }.frame(width: 80)"#),
        .modifier("truncationMode", #".truncationMode(.head)"#, on: #"Text("A long line of text").lineLimit(1)"#, in: #"VStack { % }.frame(width: 80)"#),
        .modifier("allowsTightening", #".allowsTightening(true)"#, on: #"Text("A long line of text").lineLimit(1)"#, in: #"VStack { % }.frame(width: 90)"#),
        .modifier("redacted", #".redacted(reason: .placeholder)"#),
        .modifier("unredacted", #".unredacted()"#, in: #"VStack { % }.redacted(reason: .placeholder)"#),
        .modifier("dynamicTypeSize", #".dynamicTypeSize(.xxxLarge)"#),
        .modifier("contentTransition", #".contentTransition(.numericText())"#),
        .modifier("textCase", #".textCase(.uppercase)"#),
    ]

    static let controls: [WalkSample] = [
        .modifier("buttonStyle", #".buttonStyle(.borderedProminent)"#, on: button),
        .modifier("labelStyle", #".labelStyle(.iconOnly)"#, on: #"Label("Star", systemImage: "star")"#),
        .modifier("pickerStyle", #".pickerStyle(.segmented)"#, on: picker),
        .modifier("progressViewStyle", #".progressViewStyle(.circular)"#, on: #"ProgressView(value: 0.5)"#),
        .modifier("textFieldStyle", #".textFieldStyle(.roundedBorder)"#, on: #"TextField("Name", text: $name)"#),
        .modifier("toggleStyle", #".toggleStyle(.button)"#, on: #"Toggle("On", isOn: $on)"#),
        .modifier("controlSize", #".controlSize(.large)"#, on: bordered),
        .modifier("formStyle", #".formStyle(.grouped)"#, on: #"Form { Text("Walk") }"#),
        .modifier("buttonBorderShape", #".buttonBorderShape(.capsule)"#, on: bordered),
        .modifier("tint", #".tint(.red)"#, on: button),
        .modifier("accentColor", #".accentColor(.red)"#, on: button),
        .modifier("disabled", #".disabled(true)"#, on: button),
        .modifier("labelsHidden", #".labelsHidden()"#, on: #"Toggle("On", isOn: $on)"#),
        .modifier("fill", #".fill(.red)"#, on: #"Circle().frame(width: 30, height: 30)"#),
        .modifier("stroke", #".stroke(.red, lineWidth: 3)"#, on: #"Circle().frame(width: 30, height: 30)"#),
        .modifier("strokeBorder", #".strokeBorder(.red, lineWidth: 3)"#, on: #"Circle().frame(width: 30, height: 30)"#),
        .modifier("trim", #".trim(from: 0, to: 0.5)"#, on: #"Circle().frame(width: 30, height: 30)"#),
        .modifier("resizable", #".resizable()"#, on: #"Image(systemName: "star.fill")"#, in: #"VStack { % }.frame(width: 60, height: 60)"#),
        .modifier("scaledToFill", #".scaledToFill()"#, on: #"Image(systemName: "star.fill").resizable()"#, in: #"VStack { % }.frame(width: 60, height: 30)"#),
        .modifier("scaledToFit", #".scaledToFit()"#, on: #"Image(systemName: "star.fill").resizable()"#, in: #"VStack { % }.frame(width: 60, height: 30)"#),
        .modifier("imageScale", #".imageScale(.large)"#, on: #"Image(systemName: "star.fill")"#),
        .modifier("symbolVariant", #".symbolVariant(.fill)"#, on: #"Image(systemName: "heart")"#),
        .modifier("symbolRenderingMode", #".symbolRenderingMode(.hierarchical)"#, on: #"Image(systemName: "cloud.fill")"#),
        .modifier("renderingMode", #".renderingMode(.original)"#, on: #"Image(systemName: "cloud.fill")"#),
        .modifier("interpolation", #".interpolation(.none)"#, on: #"Image(systemName: "star.fill").resizable()"#),
        .modifier("antialiased", #".antialiased(false)"#, on: #"Image(systemName: "star.fill").resizable()"#),
        .modifier("symbolEffect", #".symbolEffect(.bounce, value: count)"#, on: #"Image(systemName: "bell")"#),
    ]

    static let containers: [WalkSample] = [
        .modifier("tabViewStyle", #".tabViewStyle(.page)"#, on: #"TabView { Text("Walk"); Text("Two") }"#),
        .modifier("listStyle", #".listStyle(.plain)"#, on: list),
        .modifier("scrollPosition", #".scrollPosition(id: $row)"#, on: rows),
        .modifier("scrollIndicators", #".scrollIndicators(.hidden)"#, on: scroll),
        .modifier("scrollClipDisabled", #".scrollClipDisabled()"#, on: #"ScrollView { Color.red.frame(height: 400) }.frame(height: 40)"#),
        .modifier("defaultScrollAnchor", #".defaultScrollAnchor(.bottom)"#, on: #"ScrollView { Text("Walk") }.frame(height: 80)"#),
        .modifier("scrollTransition", #".scrollTransition { content, phase in content.opacity(phase.isIdentity ? 0.5 : 1) }"#),
        .modifier("contentMargins", #".contentMargins(30)"#, on: scroll),
        .modifier("listRowBackground", #".listRowBackground(Color.yellow)"#, in: #"List { % }"#),
        .modifier("listRowInsets", #".listRowInsets(EdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0))"#, in: #"List { % }"#),
        .modifier("listRowSeparator", #".listRowSeparator(.hidden)"#, in: #"List { %; Text("Two") }"#),
        .modifier("listSectionSeparator", #".listSectionSeparator(.hidden)"#, on: #"Section { Text("Walk") }"#,
                  in: #"List { %; Section { Text("Two") } }.listStyle(.plain)"#),
        .modifier("listRowSeparatorTint", #".listRowSeparatorTint(.red)"#, in: #"List { %; Text("Two") }"#),
        .modifier("listRowSpacing", #".listRowSpacing(20)"#, on: #"List { Text("Walk"); Text("Two") }"#),
        .modifier("scrollContentBackground", #".scrollContentBackground(.hidden)"#, on: list),
        .modifier("headerProminence", #".headerProminence(.increased)"#, on: #"Section("Head") { Text("Walk") }"#, in: #"List { % }"#),
        .modifier("tabItem", #".tabItem { Label("Star", systemImage: "star") }"#, in: tabs),
        .modifier("badge", #".badge(3)"#, in: #"List { % }"#),
        .modifier("gridCellColumns", #".gridCellColumns(2)"#, in: grid),
        .modifier("gridColumnAlignment", #".gridColumnAlignment(.trailing)"#, on: #"Text("W")"#, in: grid),
        .modifier("gridCellAnchor", #".gridCellAnchor(.leading)"#, on: #"Text("W")"#, in: wideGrid),
        .modifier("gridCellUnsizedAxes", #".gridCellUnsizedAxes(.horizontal)"#, on: #"Color.red.frame(height: 4)"#, in: wideGrid),
    ]

    static let navigation: [WalkSample] = [
        .modifier("navigationTitle", #".navigationTitle("Title")"#, in: nav),
        .modifier("navigationBarTitleDisplayMode", #".navigationBarTitleDisplayMode(.inline)"#, on: #"Text("Walk").navigationTitle("Title")"#, in: nav),
        .modifier("navigationBarTitle", #".navigationBarTitle("Title", displayMode: .inline)"#, in: nav),
        .modifier("navigationViewStyle", #".navigationViewStyle(.stack)"#, on: #"NavigationView { Text("Walk") }"#),
        .modifier("navigationDestination", #".navigationDestination(isPresented: $on) { Text("Destination") }"#, in: nav),
        .modifier("toolbar", #".toolbar { Text("T") }"#, in: nav),
        .modifier("toolbarVisibility", #".toolbarVisibility(.hidden, for: .navigationBar)"#, on: #"Text("Walk").navigationTitle("Title")"#, in: nav),
        .modifier("navigationBarHidden", #".navigationBarHidden(true)"#, on: #"Text("Walk").navigationTitle("Title")"#, in: nav),
        .modifier("navigationBarBackButtonHidden", #".navigationBarBackButtonHidden(true)"#, on: #"Text("Destination")"#,
                  in: #"NavigationStack { Text("Walk").navigationDestination(isPresented: $on) { % } }"#),
        .modifier("navigationBarItems", #".navigationBarItems(trailing: Text("T"))"#, in: nav),
        .modifier("toolbarBackground", #".toolbarBackground(.yellow, for: .navigationBar)"#, on: #"Text("Walk").navigationTitle("Title")"#, in: nav),
        .modifier("toolbarColorScheme", #".toolbarColorScheme(.dark, for: .navigationBar)"#,
                  on: #"Text("Walk").navigationTitle("Title").toolbarBackground(.blue, for: .navigationBar)"#, in: nav),
        .modifier("searchable", #".searchable(text: $name)"#, in: nav),
        .modifier("containerBackground", #".containerBackground(.yellow, for: .navigation)"#, in: nav),
        .modifier("statusBarHidden", #".statusBarHidden()"#),
        .modifier("allowsHitTesting", #".allowsHitTesting(false)"#),
        .modifier("statusBar", #".statusBar(hidden: true)"#),
    ]

    static let identity: [WalkSample] = [
        .modifier("id", #".id("walk")"#),
        .modifier("tag", #".tag("A")"#, on: #"Text("A")"#, in: #"Picker("Pick", selection: $choice) { Text("B").tag("B"); % }.pickerStyle(.segmented)"#),
        .modifier("matchedGeometryEffect", #".matchedGeometryEffect(id: "inner", in: inner)"#),
        .modifier("transition", #".transition(.slide)"#),
    ]

    static let adaptive: [WalkSample] = [
        .modifier("safeAreaInset", #".safeAreaInset(edge: .bottom) { Text("Inset") }"#, on: scroll),
        .modifier("safeAreaPadding", #".safeAreaPadding(20)"#, on: #"Color.yellow"#),
        .modifier("containerRelativeFrame", #".containerRelativeFrame(.horizontal).background(Color.yellow)"#,
                  on: #"Text("Walk")"#, in: #"ScrollView { % }"#),
        .modifier("coordinateSpace", #".coordinateSpace(name: "walk")"#,
                  on: #"VStack { Spacer().frame(height: 30); GeometryReader { proxy in Text("y \(Int(proxy.frame(in: .named("walk")).minY))") } }"#),
        .modifier("alignmentGuide", #".alignmentGuide(.leading) { _ in 20 }"#, in: #"VStack(alignment: .leading) { %; Text("Second") }"#),
    ]

    static let environment: [WalkSample] = [
        .modifier("environmentObject", #".environmentObject(WalkModel())"#),
        .modifier("modifier", #".modifier(WalkPadding())"#),
        .modifier("environment", #".environment(\.colorScheme, .dark)"#, on: #"SchemeReader()"#),
        .modifier("preferredColorScheme", #".preferredColorScheme(.dark)"#),
    ]

    static let observers: [WalkSample] = [
        .modifier("onChange", #".onChange(of: count) { _ in }"#),
        .modifier("sheet", #".sheet(isPresented: $on) { Text("Sheet") }"#),
        // Presented, under a presenter the flight replaces: the old cover slides away over it.
        .modifier("fullScreenCover", #".fullScreenCover(isPresented: $on) { Text("Cover") }"#),
        .modifier("popover", #".popover(isPresented: $on) { Text("Popover") }"#),
        .modifier("presentationDetents", #".presentationDetents([.medium, .large])"#),
        .modifier("presentationDragIndicator", #".presentationDragIndicator(.visible)"#),
        .modifier("presentationCornerRadius", #".presentationCornerRadius(20)"#),
        .modifier("presentationBackground", #".presentationBackground(Color.yellow)"#),
        .modifier("presentationBackgroundInteraction", #".presentationBackgroundInteraction(.enabled)"#),
        .modifier("interactiveDismissDisabled", #".interactiveDismissDisabled()"#),
        .modifier("matchedTransitionSource", #".matchedTransitionSource(id: "walk", in: inner)"#),
        .modifier("navigationTransition", #".navigationTransition(.zoom(sourceID: "walk", in: inner))"#),
        // Not presented, as the cover above: the walk replaces the probe, and an alert under a
        // replaced presenter is dismissed and presented again (AlertTests draw them).
        .modifier("alert", #".alert("Alert", isPresented: Binding.constant(false)) { Button("OK") { } }"#),
        .modifier("confirmationDialog", #".confirmationDialog("Dialog", isPresented: Binding.constant(false)) { Button("OK") { } }"#),
        .modifier("animation", #".animation(.spring(), value: count)"#),
        .modifier("transaction", #".transaction { $0.animation = nil }"#),
    ]
}
