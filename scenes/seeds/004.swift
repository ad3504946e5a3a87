// Seed 004 (matchedGeometryEffect() en SwiftUI: ConceptoBasico, Track, MusicPlayerView, TrackCard, TrackDetail).
// The article's code blocks, copied verbatim from shared/seeds/004_6bcf4ddfaff7c0d7.txt in the article's order;
// only these comment lines are added. The scene that shows it is ../seed-004-music-player.scene.

struct ConceptoBasico: View {
@State private var isFlipped = false
@Namespace private var nspace // El pegamento mágico
var body: some View {
VStack {
if !isFlipped {
Circle()
.fill(Color.red)
.frame(width: 50, height: 50)
// Marcador de geometría: Identificamos esta vista
.matchedGeometryEffect(id: "geoID", in: nspace)
} else {
Spacer()
Rectangle()
.fill(Color.blue)
.frame(width: 200, height: 100)
// Mismo ID, mismo Namespace: SwiftUI las interpolará
.matchedGeometryEffect(id: "geoID", in: nspace)
}
}
.onTapGesture {
// ¡IMPORTANTE! El cambio de estado debe ser animado
withAnimation(.spring()) {
isFlipped.toggle()
}
}
}
}

struct Track: Identifiable {
let id = UUID()
let title: String
let color: Color
}

struct MusicPlayerView: View {
@Namespace private var playerSpace
@State private var selectedTrack: Track? = nil
let tracks = [
Track(title: "Chill Mix", color: .purple),
Track(title: "Gym Flow", color: .orange),
Track(title: "Focus", color: .blue)
]
var body: some View {
ZStack {
// Capa 1: La Lista (Grid)
if selectedTrack == nil {
LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
ForEach(tracks) { track in
TrackCard(track: track, namespace: playerSpace)
.onTapGesture {
withAnimation(.spring(response: 0.6, dampingFraction: 0.8)) {
selectedTrack = track
}
}
}
}
}
// Capa 2: El Detalle (Reproductor a pantalla completa)
if let track = selectedTrack {
TrackDetail(track: track, namespace: playerSpace)
.onTapGesture {
withAnimation(.spring(response: 0.6, dampingFraction: 0.8)) {
selectedTrack = nil
}
}
.zIndex(1) // Aseguramos que el detalle esté siempre encima
}
}
}
}

struct TrackCard: View {
let track: Track
let namespace: Namespace.ID
var body: some View {
VStack {
Spacer()
Text(track.title)
.font(.headline)
.foregroundColor(.white)
// Emparejamos el texto para que viaje
.matchedGeometryEffect(id: "\(track.id)-text", in: namespace)
}
.frame(height: 150)
.background(
track.color
// Emparejamos el fondo
.matchedGeometryEffect(id: "\(track.id)-bg", in: namespace)
)
.cornerRadius(20)
.padding()
}
}

struct TrackDetail: View {
let track: Track
let namespace: Namespace.ID
var body: some View {
VStack {
RoundedRectangle(cornerRadius: 25)
.fill(track.color)
.frame(height: 300)
// EL MISMO ID que en la tarjeta pequeña (fondo)
.matchedGeometryEffect(id: "\(track.id)-bg", in: namespace)
.overlay(
Text(track.title)
.font(.largeTitle) // El tamaño de fuente cambiará suavemente
.foregroundColor(.white)
// EL MISMO ID para el texto
.matchedGeometryEffect(id: "\(track.id)-text", in: namespace)
)
Text("Reproduciendo ahora...")
.padding()
// Transición normal para elementos que NO existen en la lista
.transition(.opacity.combined(with: .move(edge: .bottom)))
Spacer()
}
.edgesIgnoringSafeArea(.all)
}
}
