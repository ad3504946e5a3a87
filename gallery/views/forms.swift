// gallery/views/forms.swift — the forms gallery's views: forms.scene shows them in light,
// forms-dark.scene in dark; the same views, states and timeline in both.

struct SettingsForm: View {
    @State private var name = "Ada Lovelace"
    @State private var email = ""
    @State private var notifications = true
    @State private var sounds = false
    @State private var theme = "system"
    @State private var language = "en"
    @State private var brightness = 70
    @State private var accent = Color.purple
    @State private var reminder = Date()

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $name)
                TextField("Email", text: $email)
                LabeledContent("Plan", value: "Family")
            }
            Section {
                Toggle("Notifications", isOn: $notifications)
                Toggle("Sounds", isOn: $sounds)
                Picker("Theme", selection: $theme) {
                    Text("System").tag("system")
                    Text("Light").tag("light")
                    Text("Dark").tag("dark")
                }
                Picker("Language", selection: $language) {
                    Text("English").tag("en")
                    Text("Français").tag("fr")
                }
                .pickerStyle(.navigationLink)
            } header: {
                Text("Preferences")
            } footer: {
                Text("Sounds play when a message arrives.")
            }
            Section("Display") {
                Slider(value: $brightness, in: 0...100)
                Stepper("Font size: 17", value: $brightness, in: 10...30)
                ColorPicker("Accent", selection: $accent)
                DatePicker("Reminder", selection: $reminder)
            }
            Section {
                Button("Sign Out", role: .destructive) { }
            }
        }
    }
}
