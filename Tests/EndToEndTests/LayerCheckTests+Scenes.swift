import Foundation
import Testing

/// The rules that keep scenes to their layer: no DAO by name, Views and Fragments without Resources,
/// and the outbox only in the Decide scene; each broken once on a copy of the checkout.
extension LayerCheckTests {
    @Test func anInteractorNamingADaoFailsWithItsFileAndLine() throws {
        // Given: the help interactor reaching for a DAO on its third line
        let copy = try Copy()
        let file = "Sources/Scenes/Help/HelpInteractor.swift"
        try copy.insert("let dao = DecisionOutboxDao()", atLine: 3, of: file)
        // When
        let (status, output) = try copy.check()
        // Then
        #expect(status == 1)
        #expect(output.contains("\(file):3: error: names the DAO DecisionOutboxDao"), "\(output)")
    }

    @Test func aCommandNamingADaoFailsWithItsFileAndLine() throws {
        // Given: a script command reading the store through a DAO on its third line
        let copy = try Copy()
        let file = "Sources/App/Commands/HistoryCommand.swift"
        try copy.insert("let dao = ApprovalQueueDao()", atLine: 3, of: file)
        // When
        let (status, output) = try copy.check()
        // Then
        #expect(status == 1)
        #expect(output.contains("\(file):3: error: names the DAO ApprovalQueueDao: the App reaches the store"), "\(output)")
    }

    @Test func aDaoNamedInACommentIsNoBreak() throws {
        let copy = try Copy()
        try copy.insert("// Workers read the OrderQueueDao for this.", atLine: 3, of: "Sources/Scenes/Help/HelpInteractor.swift")
        let (status, output) = try copy.check()
        #expect(status == 0, "\(output)")
    }

    @Test func aFragmentImportingResourcesFails() throws {
        // Given: a fragment that imports Resources on its first line
        let copy = try Copy()
        let file = "Sources/Scenes/OrdersAwaitingApproval/OrderListFragment.swift"
        try copy.insert("import Resources", atLine: 1, of: file)
        // When
        let (status, output) = try copy.check()
        // Then
        #expect(status == 1)
        #expect(output.contains("\(file):1: error: imports Resources: a View or Fragment draws"), "\(output)")
    }

    @Test func aSceneOtherThanDecideTalkingToTheOutboxFails() throws {
        // Given: the home interactor holding the outbox itself
        let copy = try Copy()
        let file = "Sources/Scenes/OrdersAwaitingApproval/OrdersAwaitingApprovalInteractor+Decisions.swift"
        try copy.insert("var outbox: (any DecisionSending)?", atLine: 2, of: file)
        // When
        let (status, output) = try copy.check()
        // Then
        #expect(status == 1)
        #expect(output.contains("\(file):2: error: names DecisionSending: only Sources/Scenes/Decide talks to the outbox"), "\(output)")
    }
}
