import Terminal

// The terminal's drawing and input types that a scene's Views and Fragments use, named here so that
// Scenes import SceneKit alone (no `@_exported import`: this list is the whole of what passes through).
// Interactors, Presenters and Models never name these; Tests/layer-check.sh enforces it.

public typealias Canvas = Terminal.Canvas
public typealias Rect = Terminal.Rect
public typealias Size = Terminal.Size
public typealias Point = Terminal.Point
public typealias Style = Terminal.Style
public typealias Key = Terminal.Key
public typealias MouseEvent = Terminal.MouseEvent
public typealias Sanitizer = Terminal.Sanitizer
public typealias TextWidth = Terminal.TextWidth
public typealias Dialog = Terminal.Dialog
public typealias DialogLine = Terminal.DialogLine
public typealias ListMotion = Terminal.ListMotion
public typealias ListState = Terminal.ListState
public typealias ProgressBar = Terminal.ProgressBar
public typealias HorizontalBar = Terminal.HorizontalBar
public typealias TableColumn = Terminal.TableColumn
public typealias TableView = Terminal.TableView
public typealias TextField = Terminal.TextField
public typealias TextFieldState = Terminal.TextFieldState
