import AIS

// The server's types that scenes name (an order's key, the session, a page cursor, an attachment, a
// date as the server sent it, its errors), named here so that Scenes import Resources and never AIS
// (no `@_exported import`: this list is the whole of what passes through, as SceneKit's
// DrawingVocabulary is for the terminal's types).

public typealias OrderKey = AIS.OrderKey
public typealias AISSession = AIS.AISSession
public typealias AISError = AIS.AISError
public typealias DataPageCursor = AIS.DataPageCursor
public typealias MediaObjectInfo = AIS.MediaObjectInfo
public typealias ServerDate = AIS.ServerDate
