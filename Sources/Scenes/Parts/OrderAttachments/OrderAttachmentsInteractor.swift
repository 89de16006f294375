import Foundation
import Resources

/// What the order view asks of the attachments it lists.
@MainActor
public protocol OrderAttachmentsBusinessLogic: AnyObject {
    /// Enter on an attachment: a text is read, a file is downloaded and opened, a link is opened.
    func open(at index: Int)
}

/// Enter on an attachment of the order shown: a text is read from the server, a file is read (to the
/// limit) and handed to the opener, a link is handed to it. The order scene lists the attachments here
/// as it reads them.
@MainActor
public final class OrderAttachmentsInteractor: OrderAttachmentsBusinessLogic {
    public var presenter: (any OrderAttachmentsPresentationLogic)?
    /// Opens files and links with the opener (nil: they are listed, not opened, as in `signoff show`).
    public var opener: (any AttachmentOpening)?
    let worker: OrderDetailWorker
    /// The order shown, and its attachments as last read (none until they are).
    private var order: OrderKey?
    private var items: [MediaObjectInfo] = []

    init(worker: OrderDetailWorker) {
        self.worker = worker
    }

    /// The attachments of `order` as read (empty: not read yet, or none).
    func list(_ items: [MediaObjectInfo], of order: OrderKey?) {
        self.order = order
        self.items = items
    }

    public func open(at index: Int) {
        guard let key = order, items.indices.contains(index) else { return }
        let item = items[index]
        switch item.kind {
        case .text: readText(item, of: key)
        case .file: openFile(item, of: key)
        case .link: openLink(item)
        case .other:
            presenter?.presentAttachment(.init(title: item.itemName, text: nil, error: "This kind of attachment can be neither read nor opened here."))
        }
    }

    private func readText(_ item: MediaObjectInfo, of key: OrderKey) {
        guard let sequence = item.sequence else {
            presenter?.presentAttachment(.init(title: item.itemName, text: nil, error: "This attachment cannot be read: \(OrderDetailWorker.unnumbered)."))
            return
        }
        Task { [worker, weak self] in
            let result = await WorkerOutcome.capture { try await worker.attachmentText(key, sequence: sequence) }
            guard let self else { return }
            switch result {
            case .success(let media): self.presenter?.presentAttachment(.init(title: item.itemName, text: media.text, error: nil))
            case .failure(let message): self.presenter?.presentAttachment(.init(title: item.itemName, text: nil, error: message))
            }
        }
    }

    /// Reads the file (at most the limit's bytes), writes it privately and hands it to the opener.
    private func openFile(_ item: MediaObjectInfo, of key: OrderKey) {
        let name = item.fileName.isEmpty ? item.itemName : item.fileName
        guard let opener else {
            presenter?.presentOpenedAttachment(.init(what: name, size: item.size, outcome: .failed("files are not opened here")))
            return
        }
        presenter?.presentOpenedAttachment(.init(what: name, size: item.size, outcome: .opening))
        Task { [worker, weak self] in
            let limit = opener.limitBytes
            let result = await WorkerOutcome.capture { () -> Int in
                let file = try await worker.attachmentFile(key, item, limit: limit)
                _ = try await opener.openFile(file, name: name)
                return file.bytes.count
            }
            guard let self else { return }
            switch result {
            case .success(let size): self.presenter?.presentOpenedAttachment(.init(what: name, size: size, outcome: .opened))
            case .failure(let message): self.presenter?.presentOpenedAttachment(.init(what: name, size: item.size, outcome: .failed(message)))
            }
        }
    }

    private func openLink(_ item: MediaObjectInfo) {
        guard let opener else {
            presenter?.presentOpenedAttachment(.init(what: item.link, size: nil, outcome: .failed("links are not opened here")))
            return
        }
        presenter?.presentOpenedAttachment(.init(what: item.link, size: nil, outcome: .opening))
        Task { [weak self] in
            let result = await WorkerOutcome.capture { try await opener.openLink(item.link) }
            guard let self else { return }
            switch result {
            case .success: self.presenter?.presentOpenedAttachment(.init(what: item.link, size: nil, outcome: .opened))
            case .failure(let message): self.presenter?.presentOpenedAttachment(.init(what: item.link, size: nil, outcome: .failed(message)))
            }
        }
    }
}
