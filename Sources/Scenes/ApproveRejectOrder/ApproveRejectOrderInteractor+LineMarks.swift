import Resources

/// Lines marked for a decision on them alone: kept for the order shown, let go when another order shows
/// or a decision on them is asked for (the Decide scene's router tells this scene as its `DecisionSource`).
extension ApproveRejectOrderInteractor: DecisionSource {
    public func toggleLineMark(_ request: ApproveRejectOrder.LineMarks.Request) {
        guard let lines = loaded?.lines, lines.indices.contains(request.index) else { return }
        let number = lines[request.index].lineNumber
        if let i = markedLineNumbers.firstIndex(of: number) { markedLineNumbers.remove(at: i) } else { markedLineNumbers.append(number) }
        markedLineNumbers.sort()
        presentLineMarks()
    }

    public func decisionAsked() {
        guard !markedLineNumbers.isEmpty else { return }
        markedLineNumbers.removeAll()
        presentLineMarks()
    }

    func presentLineMarks() {
        let lines = loaded?.lines ?? []
        let rows = lines.indices.filter { markedLineNumbers.contains(lines[$0].lineNumber) }
        presenter?.presentLineMarks(.init(markedRows: rows, lineCount: lines.count))
    }
}
