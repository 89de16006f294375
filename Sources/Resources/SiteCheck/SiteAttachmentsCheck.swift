import AIS
import Foundation

/// The doctor's look at attachments (contract §7): one order's attachments listed through the configured
/// form (`attachments.form`, P43081's review form by default), whose application security the server
/// applies. A refusal names the application the approvers' role lacks and the setting to change.
struct SiteAttachmentsCheck: Sendable {
    let workspace: ServerWorkspace
    let site: SiteDoctor.Site

    func run(_ session: AISSession) async -> SiteCheckResult {
        let name = "attachments"
        let client = workspace.client
        let form = client.configuration.attachmentsForm, version = client.configuration.attachmentsFormVersion
        let application = form.split(separator: "_").first.map(String.init) ?? form
        do {
            let page = try await client.dataService.firstPage(ApprovalQueueService.keysQuery(approver: session.userInfo.addressNumber, pageSize: 1),
                                                  session: session).page
            guard let key = page.rows.compactMap({ OrderKey(row: $0) }).first else {
                return .ok(name, "no order awaits you to list attachments of; \(form) (\(version)) is used for them")
            }
            let items = try await client.mediaService.listMediaObjects(structure: "GT4301", key: OrderDetailWorker.mediaKey(key), session: session)
            return .ok(name, "\(form) (\(version)) lists \(items.count) attachment\(items.count == 1 ? "" : "s") of order \(key.number)")
        } catch AISError.notAllowed {
            return .failed(name, "the server refused the attachments of an order through \(form) (\(version)): the approvers' role may "
                           + "not run \(application)",
                           fix: "give the role \(application) in P00950 (\(site.guide), §5.1), or name a form it may run: "
                                + "signoff settings set attachments.form " + (form == "P4310_W4310A" ? "P43081_W43081B" : "P4310_W4310A"))
        } catch let error as AISError {
            return .failed(name, "attachments could not be listed: \(error.userMessage)", fix: "see the message")
        } catch {
            return .failed(name, "\(error)", fix: "see the message")
        }
    }
}
