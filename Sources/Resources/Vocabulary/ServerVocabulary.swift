import AIS

// The server's value types that Resources' workers hand to scenes and take back from them (an order's
// key, a day, the session), named here so that Scenes import Resources alone: no `@_exported import`,
// and this list is the whole of what passes through. Tests/layer-check.sh keeps AIS and Store out of
// Scenes.

public typealias OrderKey = AIS.OrderKey
public typealias LocalDate = AIS.LocalDate
public typealias ServerDate = AIS.ServerDate
public typealias JDEDateFormat = AIS.JDEDateFormat
public typealias AISSession = AIS.AISSession
public typealias MediaObjectInfo = AIS.MediaObjectInfo
public typealias MediaFile = AIS.MediaFile
public typealias ByteCount = AIS.ByteCount
public typealias DataPageCursor = AIS.DataPageCursor
