import Store

extension ClientSchema {
    /// Schema 24: the store follows what a standard JD Edwards system has (contract §4.1). A queue row's
    /// change stamp is its `F4209` `RDJ`/`RDT` (F4209 has no `UPMJ`/`TDAY`); a header keeps its own `F4301`
    /// `UPMJ`/`TDAY`, by which a refresh finds orders changed while they await; a route step keeps its time
    /// (`RDT`) and the originator of its row (`AN8`); the unreadable-date census of the queue counts `RDJ`
    /// (`UnreadableDatesDao`). The stamps kept before were another column's, so the sync state goes: the
    /// next refresh reads the queue whole, once, and says why.
    static let standardColumnsMigration = Migration(version: 24, name: "standard JD Edwards columns", sql: """
        ALTER TABLE approval_queue RENAME COLUMN upmj TO rdj;
        ALTER TABLE approval_queue RENAME COLUMN tday TO rdt;
        ALTER TABLE order_headers ADD COLUMN upmj TEXT NOT NULL DEFAULT '';
        ALTER TABLE order_headers ADD COLUMN tday INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE approval_route ADD COLUMN rdt INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE approval_route ADD COLUMN an8 INTEGER NOT NULL DEFAULT 0;
        DROP INDEX approval_queue_unreadable_trdj;
        CREATE INDEX approval_queue_unreadable_rdj ON approval_queue (doco)
            WHERE rdj <> '' AND date(julianday(rdj)) IS NOT rdj;
        DELETE FROM queue_sync;
        """)
}
