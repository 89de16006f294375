/// Where the characters of one line of text land, in cells, within a clip rectangle. Both screens use
/// it, so the test screen places text exactly as the terminal does: a wide character that would cross
/// the clip edge becomes a space, and nothing is drawn outside the clip. On a terminal without
/// Unicode (`asciiOnly`), every cell holds ASCII (see `ASCIIFallback`).
enum CellPlacement {
    struct Placed {
        let x: Int
        let text: String  // one grapheme, or " " for a cut wide character
        let width: Int
    }

    static func place(_ text: String, at origin: Point, clip: Rect, bounds: Size, asciiOnly: Bool = false) -> [Placed] {
        let area = clip.intersection(Rect(size: bounds))
        guard !area.isEmpty, origin.y >= area.y, origin.y < area.maxY else { return [] }
        var placed: [Placed] = []
        var x = origin.x
        for character in text {
            if x >= area.maxX { break }
            let w = TextWidth.cells(of: character)
            if w == 0 { continue }  // combining marks were kept with their base by Character
            if x < area.x {
                // Partly left of the clip: a wide character's right half becomes a space.
                if x + w > area.x { placed.append(Placed(x: area.x, text: " ", width: 1)) }
                x += w
                continue
            }
            if x + w > area.maxX {
                placed.append(Placed(x: x, text: " ", width: 1))
                break
            }
            if asciiOnly {
                for (i, cell) in ASCIIFallback.cells(for: character, width: w).enumerated() {
                    placed.append(Placed(x: x + i, text: cell, width: 1))
                }
            } else {
                placed.append(Placed(x: x, text: String(character), width: w))
            }
            x += w
        }
        return placed
    }
}
