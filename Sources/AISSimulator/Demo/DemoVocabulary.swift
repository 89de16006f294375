/// Words the demo generator composes names and descriptions from: what a multinational's purchasing
/// data looks like, accents, CJK and long names included.
enum DemoVocabulary {
    // MARK: Branches and business units

    /// Branch/plants (`STYL` = `BP`): code, description.
    static let branchPlants: [(code: String, name: String)] = [
        ("M10", "Distribution Center Nordics — Göteborg"), ("M20", "Fabrik Stuttgart-Zuffenhausen"),
        ("M30", "Manufacturing Plant Chicago"), ("M40", "Usine de Lyon Saint-Priest"),
        ("30", "Armazém Regional São Paulo"), ("40", "東京物流センター"),
        ("50", "Central Warehouse Toronto"), ("60", "Almacén Central Querétaro"),
    ]

    /// Other business units (not branch/plants).
    static let otherBusinessUnits: [(code: String, name: String, type: String)] = [
        ("1", "Corporate Headquarters", "AS"), ("9", "Shared Services — Finance & IT", "IS"),
    ]

    // MARK: Suppliers

    static let westernSurnames = [
        "Müller", "Lefèvre", "Nordström", "García", "O'Brien", "Ødegaard", "Dvořák", "Łukasiewicz", "Schäfer", "Novák",
        "Fernández", "Björklund", "Kowalczyk", "Rossi", "Brontë", "Žižek", "Çelik", "Østergaard", "Gonçalves", "Ruiz",
        "Anderson", "Whitfield", "Harrington", "Delacroix", "Vasquez", "Kovačević", "Håkansson", "Dubois", "Moreau", "Weiß",
    ]
    static let trades = [
        "Präzisionstechnik", "Industrial Supply", "Verktyg", "Suministros Industriales", "Maschinenbau", "Fasteners",
        "Hydraulics", "Électricité Industrielle", "Packaging", "Office Products", "Bearings & Transmission", "Strojírny",
        "Metal", "Safety Equipment", "Lubricants", "Elektrotechnik", "Logistique", "Laboratory Solutions", "Pneumatics",
        "Tooling", "Kunststofftechnik", "Components", "Engineering Services", "Facility Services",
    ]
    static let legalForms = [
        "GmbH", "S.A.", "AB", "S.L.", "Ltd.", "AS", "s.r.o.", "Sp. z o.o.", "Inc.", "LLC", "S.p.A.", "B.V.", "& Co. KG",
        "SARL", "Oy", "A/S", "Corp.", "S.A. de C.V.", "Ltda.",
    ]
    static let cjkSuppliers = [
        "株式会社山田製作所", "東京精密工業株式会社", "上海华东机械有限公司", "深圳市新星电子科技有限公司", "대한정밀 주식회사",
        "大阪ベアリング販売株式会社", "北京华信科技有限公司", "名古屋工具株式会社", "広州五金制品有限公司", "서울산업기계 주식회사",
        "有限会社佐藤包装", "台湾精密零件股份有限公司",
    ]
    static let longSupplierNames = [
        "The Consolidated Northern Industrial Fasteners and Fittings Distribution Company of Greater Manchester Ltd.",
        "Société Européenne de Fournitures Électriques, Pneumatiques et Hydrauliques pour l'Industrie Agroalimentaire S.A.S.",
        "Internationale Handelsgesellschaft für Präzisionswerkzeuge, Messtechnik und Zerspanungslösungen mbH & Co. KG",
    ]

    // MARK: Items

    struct ItemFamily: Sendable {
        let prefix: String
        let name: String
        let variants: [String]
        let unit: String
        let price: ClosedRange<Double>
        let stocking: String
        /// The object account (`DemoBudgets.objects`) a line of a non-stock item is charged to; stock items
        /// go to inventory and carry no account.
        var object: String? = nil
    }

    static let itemFamilies: [ItemFamily] = [
        ItemFamily(prefix: "FST", name: "Bolt, hex head", variants: ["M6 x 20", "M8 x 40", "M10 x 60", "M12 x 80", "M16 x 100"], unit: "BX", price: 4...90, stocking: "S"),
        ItemFamily(prefix: "FST", name: "Nut, nylon insert", variants: ["M6", "M8", "M10", "M12"], unit: "BX", price: 3...40, stocking: "S"),
        ItemFamily(prefix: "BRG", name: "Bearing, deep groove ball", variants: ["6204-2RS", "6305 ZZ", "6008-2Z", "6310 C3"], unit: "EA", price: 6...220, stocking: "S"),
        ItemFamily(prefix: "HYD", name: "Hydraulic oil ISO VG 46", variants: ["20 L pail", "208 L drum", "1000 L IBC"], unit: "DR", price: 80...2_400, stocking: "S"),
        ItemFamily(prefix: "SAF", name: "Safety gloves, nitrile", variants: ["size S", "size M", "size L", "size XL"], unit: "PK", price: 9...35, stocking: "S"),
        ItemFamily(prefix: "SAF", name: "Casque de sécurité EN 397", variants: ["blanc", "jaune", "rouge", "bleu"], unit: "EA", price: 12...60, stocking: "S"),
        ItemFamily(prefix: "OFF", name: "Copy paper A4 80 g/m²", variants: ["500 sheets", "box of 5 reams"], unit: "CS", price: 5...45, stocking: "N", object: "6110"),
        ItemFamily(prefix: "ELE", name: "Câble H07RN-F", variants: ["3G1,5 mm²", "3G2,5 mm²", "5G4 mm²", "5G6 mm²"], unit: "M", price: 1...18, stocking: "S"),
        ItemFamily(prefix: "ELE", name: "Schütz 3-polig 400 V", variants: ["9 A", "18 A", "32 A", "65 A"], unit: "EA", price: 25...480, stocking: "S"),
        ItemFamily(prefix: "PNE", name: "Pneumatic cylinder ISO 15552", variants: ["Ø32 x 100", "Ø50 x 200", "Ø63 x 320", "Ø100 x 500"], unit: "EA", price: 60...900, stocking: "S"),
        ItemFamily(prefix: "MRO", name: "V-belt SPZ", variants: ["1000 mm", "1250 mm", "1600 mm", "2000 mm"], unit: "EA", price: 4...40, stocking: "S"),
        ItemFamily(prefix: "MRO", name: "Grinding disc 125 mm", variants: ["K36", "K60", "K80", "K120"], unit: "BX", price: 12...95, stocking: "S"),
        ItemFamily(prefix: "PKG", name: "Stretch film 23 µm", variants: ["500 mm x 300 m", "450 mm x 1500 m"], unit: "RL", price: 8...70, stocking: "S"),
        ItemFamily(prefix: "PKG", name: "Pallet, EUR 1200 x 800", variants: ["new", "used grade A"], unit: "EA", price: 8...30, stocking: "N", object: "6140"),
        ItemFamily(prefix: "LAB", name: "Nitrile gloves, powder-free", variants: ["100 pcs", "1000 pcs"], unit: "BX", price: 6...80, stocking: "S"),
        ItemFamily(prefix: "IT", name: "Laptop 14\" business", variants: ["16 GB / 512 GB", "32 GB / 1 TB"], unit: "EA", price: 900...2_600, stocking: "N", object: "6510"),
        ItemFamily(prefix: "IT", name: "Monitor 27\" USB-C", variants: ["QHD", "4K"], unit: "EA", price: 240...780, stocking: "N", object: "6510"),
        ItemFamily(prefix: "SRV", name: "Calibration service, torque tools", variants: ["on site", "in lab"], unit: "HR", price: 70...180, stocking: "N", object: "6720"),
        ItemFamily(prefix: "SRV", name: "Preventive maintenance, compressor", variants: ["quarterly", "annual"], unit: "HR", price: 85...210, stocking: "N", object: "6320"),
        ItemFamily(prefix: "RAW", name: "Steel sheet S235JR", variants: ["2 mm", "3 mm", "5 mm", "8 mm"], unit: "KG", price: 1...4, stocking: "S"),
        ItemFamily(prefix: "RAW", name: "Aluminium profile 6060 T66", variants: ["40 x 40", "45 x 90", "80 x 80"], unit: "M", price: 6...48, stocking: "S"),
        ItemFamily(prefix: "CHM", name: "Isopropanol 99,9 %", variants: ["1 L", "5 L", "25 L"], unit: "L", price: 4...120, stocking: "S"),
        ItemFamily(prefix: "JPN", name: "精密ボールねじ", variants: ["φ16 リード5", "φ20 リード10", "φ32 リード10"], unit: "EA", price: 180...1_500, stocking: "S"),
        ItemFamily(prefix: "TOO", name: "Drehmomentschlüssel ½\"", variants: ["20–100 Nm", "40–200 Nm", "60–340 Nm"], unit: "EA", price: 90...420, stocking: "S"),
    ]

    static let secondLines = [
        "", "", "", "Per drawing rev. C", "Conforme à la norme EN ISO 4017", "RoHS / REACH compliant", "Zertifikat 3.1 nach EN 10204",
        "Deliver to dock 4, ask for Jiří", "納期厳守", "Do not substitute without buyer approval",
        "Conforme à la norme EN ISO 4017 — acier 8.8 zingué, livré en boîtes de 200 pièces; certificat matière 3.1 sur demande, emballage consigné",
        "Including installation, commissioning, operator training (2 × 4 h), documentation in English, German and Spanish, and 24 months on-site warranty",
    ]

    static let references = [
        "RFQ 2026/1143", "Quote 88812-B", "Contrat cadre 2026", "Angebot Nr. 4711", "Project Phoenix", "Shutdown Q4",
        "見積書 No.2026-118", "Blanket 2026-A", "Capex 26-014", "Réf. client 9921", "", "",
    ]

    // MARK: Attachments

    static let attachmentNames = ["Delivery terms", "Supplier quote", "Buyer note", "Angebot / Lieferbedingungen", "納期について", "Justification"]
    static let attachmentTexts = [
        "Delivery DAP Chicago plant, dock 4.\nPartial deliveries accepted.\nPayment terms: net 45 days.",
        "Quote valid until end of month. Prices include packaging; freight billed separately at cost.",
        "Urgent: line stop at assembly cell 3 if not received by Friday. Alternative supplier quoted 18 % higher.",
        "Lieferung frei Haus, verzollt und versteuert.\nTeillieferungen nach Absprache.\nZahlungsziel: 30 Tage netto, 2 % Skonto bei Zahlung innerhalb 10 Tagen.",
        "納期は発注後4週間です。\n梱包は木箱、輸出用。\n検査成績書を添付します。",
        "Budget line 26-014 (Capex). Replaces the 2009 compressor, see maintenance report MR-2291. Approved in principle by the plant manager on the weekly call.",
        "Conditions de livraison : franco usine Lyon Saint-Priest.\nRéception du lundi au jeudi, 7 h – 15 h.\nContact : Mme Lefèvre, poste 4412.",
    ]

    // MARK: User defined codes

    /// (SY, RT, code, DL01, DL02)
    static let userDefinedCodes: [(String, String, String, String, String)] = [
        ("00", "DT", "OP", "Purchase Order", ""), ("00", "DT", "OS", "Subcontract Order", ""),
        ("00", "DT", "O4", "Blanket Order", ""), ("00", "DT", "OR", "Requisition", ""), ("00", "DT", "OQ", "Quote Order", ""),
        ("40", "AT", "100", "Requisition Entered", ""), ("40", "AT", "220", "Order Entry", ""),
        ("40", "AT", "230", "Awaiting Approval", "Approval route in progress"), ("40", "AT", "280", "Approved - Print PO", ""),
        ("40", "AT", "400", "Receipt Routing", ""), ("40", "AT", "980", "Canceled - Rejected", ""), ("40", "AT", "999", "Closed", ""),
        ("43", "RR", "PR", "Price too high", "Negotiate or requote"), ("43", "RR", "QT", "Quantity not justified", ""),
        ("43", "RR", "SU", "Supplier not approved", "Use a supplier from the approved list"),
        ("43", "RR", "BU", "Over budget", ""), ("43", "RR", "DU", "Duplicate order", ""),
        ("43", "RR", "SP", "Specification incomplete", ""), ("43", "RR", "DT", "Delivery date not acceptable", ""),
        ("43", "RR", "OT", "Other — see remark", ""),
        ("00", "UM", "EA", "Each", ""), ("00", "UM", "BX", "Box", ""), ("00", "UM", "PK", "Pack", ""),
        ("00", "UM", "CS", "Case", ""), ("00", "UM", "KG", "Kilogram", ""), ("00", "UM", "LB", "Pound", ""),
        ("00", "UM", "L", "Liter", ""), ("00", "UM", "M", "Meter", ""), ("00", "UM", "HR", "Hour", ""),
        ("00", "UM", "PR", "Pair", ""), ("00", "UM", "DR", "Drum", ""), ("00", "UM", "RL", "Roll", ""),
    ]
}
