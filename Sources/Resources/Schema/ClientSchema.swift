import Store

/// The client's local database, per server and environment. Tables are named for what they hold;
/// columns keep the JDE aliases the rows came with, so a reader can match them to the contract.
///
/// Data classes (see docs/ARCHITECTURE.md): foundation tables survive logins and users; dynamic and
/// branch tables belong to the logged-in user and are cleared at logout and when another user logs
/// in; local tables (outbox, media queue) survive everything. Each table's class is in `tables`.
public enum ClientSchema {
    public static let migrations: [Migration] = [
        Migration(version: 1, name: "foundation, dynamic and sync tables", sql: """
            CREATE TABLE user_defined_codes (
                sy TEXT NOT NULL, rt TEXT NOT NULL, ky TEXT NOT NULL, dl01 TEXT NOT NULL, dl02 TEXT NOT NULL,
                PRIMARY KEY (sy, rt, ky));
            CREATE TABLE branches (
                mcu TEXT PRIMARY KEY, dl01 TEXT NOT NULL, styl TEXT NOT NULL, co TEXT NOT NULL);
            CREATE TABLE dataset_state (
                dataset TEXT PRIMARY KEY, owner TEXT NOT NULL, loaded_at REAL NOT NULL, row_count INTEGER NOT NULL);
            CREATE TABLE session_owner (
                id INTEGER PRIMARY KEY CHECK (id = 1), username TEXT NOT NULL, address_number INTEGER NOT NULL,
                alpha_name TEXT NOT NULL, date_format TEXT NOT NULL, logged_in_at REAL NOT NULL);

            CREATE TABLE approval_queue (
                doco INTEGER NOT NULL, dcto TEXT NOT NULL, kcoo TEXT NOT NULL, sfxo TEXT NOT NULL,
                rper INTEGER NOT NULL, asts TEXT NOT NULL, artg TEXT NOT NULL, an8 INTEGER NOT NULL,
                mcu TEXT NOT NULL, trdj TEXT NOT NULL,
                PRIMARY KEY (doco, dcto, kcoo, sfxo));
            CREATE TABLE order_headers (
                doco INTEGER NOT NULL, dcto TEXT NOT NULL, kcoo TEXT NOT NULL, sfxo TEXT NOT NULL,
                mcu TEXT NOT NULL, an8 INTEGER NOT NULL, trdj TEXT NOT NULL, drqj TEXT NOT NULL,
                crcd TEXT NOT NULL, otot REAL NOT NULL, orby TEXT NOT NULL, vr01 TEXT NOT NULL,
                PRIMARY KEY (doco, dcto, kcoo, sfxo));
            CREATE TABLE order_lines (
                doco INTEGER NOT NULL, dcto TEXT NOT NULL, kcoo TEXT NOT NULL, sfxo TEXT NOT NULL,
                lnid REAL NOT NULL, lnty TEXT NOT NULL, itm INTEGER NOT NULL, litm TEXT NOT NULL,
                dsc1 TEXT NOT NULL, dsc2 TEXT NOT NULL, mcu TEXT NOT NULL, uom TEXT NOT NULL,
                uorg REAL NOT NULL, prrc REAL NOT NULL, aexp REAL NOT NULL, crcd TEXT NOT NULL,
                drqj TEXT NOT NULL, lttr TEXT NOT NULL, nxtr TEXT NOT NULL,
                PRIMARY KEY (doco, dcto, kcoo, sfxo, lnid));
            CREATE TABLE names (an8 INTEGER PRIMARY KEY, alph TEXT NOT NULL);
            CREATE TABLE user_default_branch (username TEXT PRIMARY KEY, mcu TEXT NOT NULL);
            """,
            tablesTouched: []),
        DecisionOutboxDao.migration,
        Migration(version: 3, name: "approval routes and attachments", sql: """
            CREATE TABLE approval_route (
                doco INTEGER NOT NULL, dcto TEXT NOT NULL, kcoo TEXT NOT NULL, sfxo TEXT NOT NULL, seq INTEGER NOT NULL,
                rper INTEGER NOT NULL, asts TEXT NOT NULL, rdb TEXT NOT NULL, rdj TEXT NOT NULL, artg TEXT NOT NULL, aty TEXT NOT NULL,
                PRIMARY KEY (doco, dcto, kcoo, sfxo, seq));
            CREATE INDEX order_lines_item ON order_lines (litm);
            """),
        OrderQueueDao.migration,
        ApproverNoteQueueDao.migration,
        InventoryDao.migration,
        OrderQueueDao.generationMigration,
        PurchaseOrderLine.dropItemIndexMigration,
        QueueSyncDao.migration,
        DecisionOutboxDao.forwardMigration,
        ColleagueDao.migration,
        SupplierHistoryDao.migration,
        PurchaseOrderLine.keyOrderedMigration,
        UnreadableDatesDao.indexMigration,
        SessionOwnerDao.decimalFormatMigration,
        PurchaseOrderLinesDao.perOrderMigration,
        NewOrdersDao.migration,
        OrderQueueDao.coveringSortIndexesMigration,
        DecisionOutboxDao.linesMigration,
        PurchaseOrderLinesDao.rejectedLinesMigration,
        ApprovalRouteDao.remarkMigration,
        DecisionOutboxDao.undoWindowMigration,
        SeenOrdersDao.migration,
        standardColumnsMigration,
        DecisionOutboxDao.seenMigration,
        PurchaseOrderLinesDao.figuresMigration,
        LineRemarksDao.migration,
        BudgetDao.migration,
        RaisedOrdersDao.migration,
        RaisedOrdersDao.deltaMigration,
    ]
}
