// gallery/views/controls.swift — the controls gallery's views: controls.scene shows them in light,
// controls-dark.scene in dark; the same views, states and timeline in both.

struct ControlsGallery: View {
    @State private var wifi = true
    @State private var airplane = false
    @State private var volume = 40
    @State private var name = "Ada"
    @State private var search = ""
    @State private var password = "secret"
    @State private var unit = "km"

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 14) {
                HStack(spacing: 10) {
                    Button("Automatic") { }
                    Button("Bordered") { }.buttonStyle(.bordered)
                    Button("Prominent") { }.buttonStyle(.borderedProminent)
                }
                HStack(spacing: 10) {
                    Button("Capsule") { }
                        .buttonStyle(.borderedProminent)
                        .buttonBorderShape(.capsule)
                    Button("Delete", role: .destructive) { }
                        .buttonStyle(.bordered)
                    Button("Small") { }
                        .buttonStyle(.bordered)
                        .controlSize(.small)
                    Button("Off") { }
                        .buttonStyle(.borderedProminent)
                        .disabled(true)
                }
                Button("Large, tinted") { }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .tint(.orange)
                HStack(spacing: 20) {
                    Label("Favourites", systemImage: "star.fill")
                    Label("Share", systemImage: "square.and.arrow.up")
                        .labelStyle(.iconOnly)
                    Link("Website", destination: "https://example.com")
                }
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Airplane Mode", isOn: $airplane)
                Slider(value: $volume, in: 0...100)
                Stepper("Tickets: 2", value: $volume, in: 0...10)
                ProgressView(value: 0.6) {
                    Text("Downloading")
                }
                HStack(spacing: 24) {
                    ProgressView()
                    ProgressView("Loading")
                }
                TextField("Name", text: $name)
                    .textFieldStyle(.roundedBorder)
                TextField("Search", text: $search)
                    .textFieldStyle(.roundedBorder)
                SecureField("Password", text: $password)
                    .textFieldStyle(.roundedBorder)
                Picker("Unit", selection: $unit) {
                    Text("km").tag("km")
                    Text("mi").tag("mi")
                    Text("nmi").tag("nmi")
                }
                .pickerStyle(.segmented)
                Picker("Unit", selection: $unit) {
                    Text("Kilometres").tag("km")
                    Text("Miles").tag("mi")
                }
                DisclosureGroup("Advanced") {
                    Text("Hidden until expanded")
                }
            }
            .padding()
        }
    }
}
