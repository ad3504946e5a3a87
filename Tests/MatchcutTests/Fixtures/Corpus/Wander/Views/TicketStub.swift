import SwiftUI

/// A boarding pass for a trip: tap it to tear off the details below the perforation.
struct TicketStub: View {
    let destination: Destination
    var seat = "14A"
    @State private var showsDetails = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                VStack(alignment: .leading, spacing: 2) {
                    Text(destination.name)
                        .font(.cardTitle)
                    Text(destination.country)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Image(systemName: "airplane")
                    .font(.title2)
                    .foregroundStyle(Color.brand)
            }
            if showsDetails {
                Divider()
                HStack {
                    detail("Seat", seat)
                    Spacer()
                    detail("Stops", "\(destination.stops.count)")
                    Spacer()
                    detail("Weather", destination.weather.label)
                }
                .transition(.opacity)
            }
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 16)
        .background(TicketShape(tearLine: showsDetails ? 0.62 : 1).fill(Color.cardBackground))
        .overlay(TicketShape(tearLine: showsDetails ? 0.62 : 1).stroke(Color.brand.opacity(0.4), lineWidth: 1))
        .onTapGesture {
            withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) { showsDetails.toggle() }
        }
        .padding(.horizontal, .screenPadding)
    }

    private func detail(_ title: String, _ value: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title.uppercased())
                .font(.badge)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.headline)
        }
    }
}

/// A ticket's outline: rounded corners, and a half-circle notch cut into each side where the
/// stub tears off (`tearLine`, a fraction of the height, kept clear of the bottom corners).
struct TicketShape: Shape {
    var tearLine: CGFloat
    var notchRadius: CGFloat = 9
    var cornerRadius: CGFloat = 14

    var animatableData: CGFloat {
        get { tearLine }
        set { tearLine = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let r = cornerRadius
        let notchY = min(rect.minY + rect.height * tearLine, rect.maxY - r - notchRadius)
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
        path.addArc(center: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r,
                    startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        path.addLine(to: CGPoint(x: rect.maxX, y: notchY - notchRadius))
        path.addArc(center: CGPoint(x: rect.maxX, y: notchY), radius: notchRadius,
                    startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r))
        path.addArc(center: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r,
                    startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        path.addLine(to: CGPoint(x: rect.minX + r, y: rect.maxY))
        path.addArc(center: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r,
                    startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        path.addLine(to: CGPoint(x: rect.minX, y: notchY + notchRadius))
        path.addArc(center: CGPoint(x: rect.minX, y: notchY), radius: notchRadius,
                    startAngle: .degrees(90), endAngle: .degrees(-90), clockwise: true)
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
        path.addArc(center: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r,
                    startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        path.closeSubpath()
        return path
    }
}

#Preview {
    TicketStub(destination: Destination.samples[0])
        .padding()
}
