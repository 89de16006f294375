/// What opening an attachment tells its presenter.
@MainActor
public protocol OrderAttachmentsPresentationLogic: AnyObject {
    func presentAttachment(_ response: ApproveRejectOrder.ReadAttachment.Response)
    func presentOpenedAttachment(_ response: ApproveRejectOrder.OpenAttachment.Response)
}

/// What shows an attachment opened (the order view: a text over the screen, a file or link on the status line).
@MainActor
public protocol OrderAttachmentsDisplayLogic: AnyObject {
    func displayAttachment(_ viewModel: ApproveRejectOrder.ReadAttachment.ViewModel)
    func displayOpenedAttachment(_ viewModel: ApproveRejectOrder.OpenAttachment.ViewModel)
}

/// An attachment opened, in words: a text as its lines (or why it could not be read), and a file or link
/// as what became of handing it to the opener.
@MainActor
public final class OrderAttachmentsPresenter: OrderAttachmentsPresentationLogic {
    public weak var view: (any OrderAttachmentsDisplayLogic)?

    public init() {}

    public func presentOpenedAttachment(_ response: ApproveRejectOrder.OpenAttachment.Response) {
        view?.displayOpenedAttachment(AttachmentWording.opened(response))
    }

    public func presentAttachment(_ response: ApproveRejectOrder.ReadAttachment.Response) {
        if let error = response.error {
            view?.displayAttachment(.init(title: response.title, lines: [error], isError: true))
        } else {
            let text = response.text ?? ""
            view?.displayAttachment(.init(title: response.title, lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                                          isError: false))
        }
    }
}
