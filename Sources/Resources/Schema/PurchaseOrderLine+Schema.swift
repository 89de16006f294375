import Store

extension PurchaseOrderLine {
    /// Drops the index on the lines' item number, which no query used. A preload of 100,000 orders stores
    /// about a million lines in item order that is random to that index, far larger than SQLite's page
    /// cache: each line read and wrote back a page of it, and the preload spent a third of its time in
    /// the kernel (39.5 s before, 16.4 s after, on 2 cores).
    static let dropItemIndexMigration = Migration(version: 8, name: "no index on order line items", sql: """
        DROP INDEX IF EXISTS order_lines_item;
        """)

    /// (Replaced by `PurchaseOrderLinesDao.perOrderMigration`, schema 16, which keeps one row per order.)
    /// Keeps the lines in one B-tree ordered by their key, newest order first, instead of a rowid table
    /// beside an index of the same key. Every line was written twice (table and key index, 49 MB of
    /// index at 100,000 orders), and the key index took its inserts in an order unlike the table's. The
    /// preload reads lines newest order first, so each insert lands at the tree's right edge, where
    /// SQLite fills pages whole; in ascending key order the same inserts left pages half empty (337 MB
    /// against 178 MB). An order's lines are one range of the tree, read without a second lookup.
    static let keyOrderedMigration = Migration(version: 13, name: "order lines kept in key order", sql: """
        CREATE TABLE order_lines_by_key (
            doco INTEGER NOT NULL, dcto TEXT NOT NULL, kcoo TEXT NOT NULL, sfxo TEXT NOT NULL,
            lnid REAL NOT NULL, lnty TEXT NOT NULL, itm INTEGER NOT NULL, litm TEXT NOT NULL,
            dsc1 TEXT NOT NULL, dsc2 TEXT NOT NULL, mcu TEXT NOT NULL, uom TEXT NOT NULL,
            uorg REAL NOT NULL, prrc REAL NOT NULL, aexp REAL NOT NULL, crcd TEXT NOT NULL,
            drqj TEXT NOT NULL, lttr TEXT NOT NULL, nxtr TEXT NOT NULL,
            PRIMARY KEY (doco DESC, dcto, kcoo, sfxo, lnid)) WITHOUT ROWID;
        INSERT INTO order_lines_by_key SELECT doco, dcto, kcoo, sfxo, lnid, lnty, itm, litm, dsc1, dsc2, mcu, uom,
            uorg, prrc, aexp, crcd, drqj, lttr, nxtr FROM order_lines;
        DROP TABLE order_lines;
        ALTER TABLE order_lines_by_key RENAME TO order_lines;
        """)
}
