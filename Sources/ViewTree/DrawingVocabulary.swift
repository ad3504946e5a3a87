// A view tree is written in the drawing vocabulary's words (Font, ShapeKind,
// HorizontalAlignment): whoever reads a tree reads those too.
@_exported import Drawing
