// RegionCode+Known: every region of the core pack as a constant (`.gb`), for code that names one.
//
// Why constants and not `ExpressibleByStringLiteral`: with that conformance Swift reads
// `RegionCode("GB")` as the literal `"GB" as RegionCode` (SE-0213), which is no longer
// optional, so every existing `.gb` and `if let r = RegionCode("GB")` would stop
// compiling; and a typo in a literal would only be found when the program runs. A constant
// that does not exist (`.gx`) is a compile-time error.

extension RegionCode {
  /// A code this file spells: two ASCII capital letters (checked by `RegionCodeTests`).
  /// - Precondition: `text` is a valid region code (the constants' literals, never input).
  init(known text: StaticString) {
    guard let code = RegionCode(text.description) else {
      preconditionFailure("'\(text)' is not a region code (two letters A-Z, or 001)")
    }
    self = code
  }

  /// The regions of libphonenumber's metadata (the core pack's `regions/`), in code order:
  /// every constant below, each named in its comment as ICU names it in English. A region a
  /// pack adds has no constant; it is written `RegionCode("IC")`, which is optional.
  ///
  /// ```swift
  /// var typing = try AsYouTypeFormatter(region: .gb, catalog: catalog)
  /// catalog.check("+1 416 555 0123", region: .us).region  // CA
  /// ```
  public static let known: [RegionCode] = [
    .ac, .ad, .ae, .af, .ag, .ai, .al, .am, .ao, .ar, .`as`, .at, .au, .aw, .ax, .az, .ba,
    .bb, .bd, .be, .bf, .bg, .bh, .bi, .bj, .bl, .bm, .bn, .bo, .bq, .br, .bs, .bt, .bw, .by,
    .bz, .ca, .cc, .cd, .cf, .cg, .ch, .ci, .ck, .cl, .cm, .cn, .co, .cr, .cu, .cv, .cw, .cx,
    .cy, .cz, .de, .dj, .dk, .dm, .`do`, .dz, .ec, .ee, .eg, .eh, .er, .es, .et, .fi, .fj,
    .fk, .fm, .fo, .fr, .ga, .gb, .gd, .ge, .gf, .gg, .gh, .gi, .gl, .gm, .gn, .gp, .gq, .gr,
    .gt, .gu, .gw, .gy, .hk, .hn, .hr, .ht, .hu, .id, .ie, .il, .im, .`in`, .io, .iq, .ir,
    .`is`, .it, .je, .jm, .jo, .jp, .ke, .kg, .kh, .ki, .km, .kn, .kp, .kr, .kw, .ky, .kz,
    .la, .lb, .lc, .li, .lk, .lr, .ls, .lt, .lu, .lv, .ly, .ma, .mc, .md, .me, .mf, .mg, .mh,
    .mk, .ml, .mm, .mn, .mo, .mp, .mq, .mr, .ms, .mt, .mu, .mv, .mw, .mx, .my, .mz, .na, .nc,
    .ne, .nf, .ng, .ni, .nl, .no, .np, .nr, .nu, .nz, .om, .pa, .pe, .pf, .pg, .ph, .pk, .pl,
    .pm, .pr, .ps, .pt, .pw, .py, .qa, .re, .ro, .rs, .ru, .rw, .sa, .sb, .sc, .sd, .se, .sg,
    .sh, .si, .sj, .sk, .sl, .sm, .sn, .so, .sr, .ss, .st, .sv, .sx, .sy, .sz, .ta, .tc, .td,
    .tg, .th, .tj, .tk, .tl, .tm, .tn, .to, .tr, .tt, .tv, .tw, .tz, .ua, .ug, .us, .uy, .uz,
    .va, .vc, .ve, .vg, .vi, .vn, .vu, .wf, .ws, .xk, .ye, .yt, .za, .zm, .zw,
  ]

  /// `AC`: Ascension Island.
  public static let ac = RegionCode(known: "AC")
  /// `AD`: Andorra.
  public static let ad = RegionCode(known: "AD")
  /// `AE`: United Arab Emirates.
  public static let ae = RegionCode(known: "AE")
  /// `AF`: Afghanistan.
  public static let af = RegionCode(known: "AF")
  /// `AG`: Antigua & Barbuda.
  public static let ag = RegionCode(known: "AG")
  /// `AI`: Anguilla.
  public static let ai = RegionCode(known: "AI")
  /// `AL`: Albania.
  public static let al = RegionCode(known: "AL")
  /// `AM`: Armenia.
  public static let am = RegionCode(known: "AM")
  /// `AO`: Angola.
  public static let ao = RegionCode(known: "AO")
  /// `AR`: Argentina.
  public static let ar = RegionCode(known: "AR")
  /// `AS`: American Samoa.
  public static let `as` = RegionCode(known: "AS")
  /// `AT`: Austria.
  public static let at = RegionCode(known: "AT")
  /// `AU`: Australia.
  public static let au = RegionCode(known: "AU")
  /// `AW`: Aruba.
  public static let aw = RegionCode(known: "AW")
  /// `AX`: Åland Islands.
  public static let ax = RegionCode(known: "AX")
  /// `AZ`: Azerbaijan.
  public static let az = RegionCode(known: "AZ")
  /// `BA`: Bosnia & Herzegovina.
  public static let ba = RegionCode(known: "BA")
  /// `BB`: Barbados.
  public static let bb = RegionCode(known: "BB")
  /// `BD`: Bangladesh.
  public static let bd = RegionCode(known: "BD")
  /// `BE`: Belgium.
  public static let be = RegionCode(known: "BE")
  /// `BF`: Burkina Faso.
  public static let bf = RegionCode(known: "BF")
  /// `BG`: Bulgaria.
  public static let bg = RegionCode(known: "BG")
  /// `BH`: Bahrain.
  public static let bh = RegionCode(known: "BH")
  /// `BI`: Burundi.
  public static let bi = RegionCode(known: "BI")
  /// `BJ`: Benin.
  public static let bj = RegionCode(known: "BJ")
  /// `BL`: St. Barthélemy.
  public static let bl = RegionCode(known: "BL")
  /// `BM`: Bermuda.
  public static let bm = RegionCode(known: "BM")
  /// `BN`: Brunei.
  public static let bn = RegionCode(known: "BN")
  /// `BO`: Bolivia.
  public static let bo = RegionCode(known: "BO")
  /// `BQ`: Caribbean Netherlands.
  public static let bq = RegionCode(known: "BQ")
  /// `BR`: Brazil.
  public static let br = RegionCode(known: "BR")
  /// `BS`: Bahamas.
  public static let bs = RegionCode(known: "BS")
  /// `BT`: Bhutan.
  public static let bt = RegionCode(known: "BT")
  /// `BW`: Botswana.
  public static let bw = RegionCode(known: "BW")
  /// `BY`: Belarus.
  public static let by = RegionCode(known: "BY")
  /// `BZ`: Belize.
  public static let bz = RegionCode(known: "BZ")
  /// `CA`: Canada.
  public static let ca = RegionCode(known: "CA")
  /// `CC`: Cocos (Keeling) Islands.
  public static let cc = RegionCode(known: "CC")
  /// `CD`: Congo - Kinshasa.
  public static let cd = RegionCode(known: "CD")
  /// `CF`: Central African Republic.
  public static let cf = RegionCode(known: "CF")
  /// `CG`: Congo - Brazzaville.
  public static let cg = RegionCode(known: "CG")
  /// `CH`: Switzerland.
  public static let ch = RegionCode(known: "CH")
  /// `CI`: Côte d’Ivoire.
  public static let ci = RegionCode(known: "CI")
  /// `CK`: Cook Islands.
  public static let ck = RegionCode(known: "CK")
  /// `CL`: Chile.
  public static let cl = RegionCode(known: "CL")
  /// `CM`: Cameroon.
  public static let cm = RegionCode(known: "CM")
  /// `CN`: China.
  public static let cn = RegionCode(known: "CN")
  /// `CO`: Colombia.
  public static let co = RegionCode(known: "CO")
  /// `CR`: Costa Rica.
  public static let cr = RegionCode(known: "CR")
  /// `CU`: Cuba.
  public static let cu = RegionCode(known: "CU")
  /// `CV`: Cape Verde.
  public static let cv = RegionCode(known: "CV")
  /// `CW`: Curaçao.
  public static let cw = RegionCode(known: "CW")
  /// `CX`: Christmas Island.
  public static let cx = RegionCode(known: "CX")
  /// `CY`: Cyprus.
  public static let cy = RegionCode(known: "CY")
  /// `CZ`: Czechia.
  public static let cz = RegionCode(known: "CZ")
  /// `DE`: Germany.
  public static let de = RegionCode(known: "DE")
  /// `DJ`: Djibouti.
  public static let dj = RegionCode(known: "DJ")
  /// `DK`: Denmark.
  public static let dk = RegionCode(known: "DK")
  /// `DM`: Dominica.
  public static let dm = RegionCode(known: "DM")
  /// `DO`: Dominican Republic.
  public static let `do` = RegionCode(known: "DO")
  /// `DZ`: Algeria.
  public static let dz = RegionCode(known: "DZ")
  /// `EC`: Ecuador.
  public static let ec = RegionCode(known: "EC")
  /// `EE`: Estonia.
  public static let ee = RegionCode(known: "EE")
  /// `EG`: Egypt.
  public static let eg = RegionCode(known: "EG")
  /// `EH`: Western Sahara.
  public static let eh = RegionCode(known: "EH")
  /// `ER`: Eritrea.
  public static let er = RegionCode(known: "ER")
  /// `ES`: Spain.
  public static let es = RegionCode(known: "ES")
  /// `ET`: Ethiopia.
  public static let et = RegionCode(known: "ET")
  /// `FI`: Finland.
  public static let fi = RegionCode(known: "FI")
  /// `FJ`: Fiji.
  public static let fj = RegionCode(known: "FJ")
  /// `FK`: Falkland Islands.
  public static let fk = RegionCode(known: "FK")
  /// `FM`: Micronesia.
  public static let fm = RegionCode(known: "FM")
  /// `FO`: Faroe Islands.
  public static let fo = RegionCode(known: "FO")
  /// `FR`: France.
  public static let fr = RegionCode(known: "FR")
  /// `GA`: Gabon.
  public static let ga = RegionCode(known: "GA")
  /// `GB`: United Kingdom.
  public static let gb = RegionCode(known: "GB")
  /// `GD`: Grenada.
  public static let gd = RegionCode(known: "GD")
  /// `GE`: Georgia.
  public static let ge = RegionCode(known: "GE")
  /// `GF`: French Guiana.
  public static let gf = RegionCode(known: "GF")
  /// `GG`: Guernsey.
  public static let gg = RegionCode(known: "GG")
  /// `GH`: Ghana.
  public static let gh = RegionCode(known: "GH")
  /// `GI`: Gibraltar.
  public static let gi = RegionCode(known: "GI")
  /// `GL`: Greenland.
  public static let gl = RegionCode(known: "GL")
  /// `GM`: Gambia.
  public static let gm = RegionCode(known: "GM")
  /// `GN`: Guinea.
  public static let gn = RegionCode(known: "GN")
  /// `GP`: Guadeloupe.
  public static let gp = RegionCode(known: "GP")
  /// `GQ`: Equatorial Guinea.
  public static let gq = RegionCode(known: "GQ")
  /// `GR`: Greece.
  public static let gr = RegionCode(known: "GR")
  /// `GT`: Guatemala.
  public static let gt = RegionCode(known: "GT")
  /// `GU`: Guam.
  public static let gu = RegionCode(known: "GU")
  /// `GW`: Guinea-Bissau.
  public static let gw = RegionCode(known: "GW")
  /// `GY`: Guyana.
  public static let gy = RegionCode(known: "GY")
  /// `HK`: Hong Kong SAR China.
  public static let hk = RegionCode(known: "HK")
  /// `HN`: Honduras.
  public static let hn = RegionCode(known: "HN")
  /// `HR`: Croatia.
  public static let hr = RegionCode(known: "HR")
  /// `HT`: Haiti.
  public static let ht = RegionCode(known: "HT")
  /// `HU`: Hungary.
  public static let hu = RegionCode(known: "HU")
  /// `ID`: Indonesia.
  public static let id = RegionCode(known: "ID")
  /// `IE`: Ireland.
  public static let ie = RegionCode(known: "IE")
  /// `IL`: Israel.
  public static let il = RegionCode(known: "IL")
  /// `IM`: Isle of Man.
  public static let im = RegionCode(known: "IM")
  /// `IN`: India.
  public static let `in` = RegionCode(known: "IN")
  /// `IO`: British Indian Ocean Territory.
  public static let io = RegionCode(known: "IO")
  /// `IQ`: Iraq.
  public static let iq = RegionCode(known: "IQ")
  /// `IR`: Iran.
  public static let ir = RegionCode(known: "IR")
  /// `IS`: Iceland.
  public static let `is` = RegionCode(known: "IS")
  /// `IT`: Italy.
  public static let it = RegionCode(known: "IT")
  /// `JE`: Jersey.
  public static let je = RegionCode(known: "JE")
  /// `JM`: Jamaica.
  public static let jm = RegionCode(known: "JM")
  /// `JO`: Jordan.
  public static let jo = RegionCode(known: "JO")
  /// `JP`: Japan.
  public static let jp = RegionCode(known: "JP")
  /// `KE`: Kenya.
  public static let ke = RegionCode(known: "KE")
  /// `KG`: Kyrgyzstan.
  public static let kg = RegionCode(known: "KG")
  /// `KH`: Cambodia.
  public static let kh = RegionCode(known: "KH")
  /// `KI`: Kiribati.
  public static let ki = RegionCode(known: "KI")
  /// `KM`: Comoros.
  public static let km = RegionCode(known: "KM")
  /// `KN`: St. Kitts & Nevis.
  public static let kn = RegionCode(known: "KN")
  /// `KP`: North Korea.
  public static let kp = RegionCode(known: "KP")
  /// `KR`: South Korea.
  public static let kr = RegionCode(known: "KR")
  /// `KW`: Kuwait.
  public static let kw = RegionCode(known: "KW")
  /// `KY`: Cayman Islands.
  public static let ky = RegionCode(known: "KY")
  /// `KZ`: Kazakhstan.
  public static let kz = RegionCode(known: "KZ")
  /// `LA`: Laos.
  public static let la = RegionCode(known: "LA")
  /// `LB`: Lebanon.
  public static let lb = RegionCode(known: "LB")
  /// `LC`: St. Lucia.
  public static let lc = RegionCode(known: "LC")
  /// `LI`: Liechtenstein.
  public static let li = RegionCode(known: "LI")
  /// `LK`: Sri Lanka.
  public static let lk = RegionCode(known: "LK")
  /// `LR`: Liberia.
  public static let lr = RegionCode(known: "LR")
  /// `LS`: Lesotho.
  public static let ls = RegionCode(known: "LS")
  /// `LT`: Lithuania.
  public static let lt = RegionCode(known: "LT")
  /// `LU`: Luxembourg.
  public static let lu = RegionCode(known: "LU")
  /// `LV`: Latvia.
  public static let lv = RegionCode(known: "LV")
  /// `LY`: Libya.
  public static let ly = RegionCode(known: "LY")
  /// `MA`: Morocco.
  public static let ma = RegionCode(known: "MA")
  /// `MC`: Monaco.
  public static let mc = RegionCode(known: "MC")
  /// `MD`: Moldova.
  public static let md = RegionCode(known: "MD")
  /// `ME`: Montenegro.
  public static let me = RegionCode(known: "ME")
  /// `MF`: St. Martin.
  public static let mf = RegionCode(known: "MF")
  /// `MG`: Madagascar.
  public static let mg = RegionCode(known: "MG")
  /// `MH`: Marshall Islands.
  public static let mh = RegionCode(known: "MH")
  /// `MK`: North Macedonia.
  public static let mk = RegionCode(known: "MK")
  /// `ML`: Mali.
  public static let ml = RegionCode(known: "ML")
  /// `MM`: Myanmar (Burma).
  public static let mm = RegionCode(known: "MM")
  /// `MN`: Mongolia.
  public static let mn = RegionCode(known: "MN")
  /// `MO`: Macao SAR China.
  public static let mo = RegionCode(known: "MO")
  /// `MP`: Northern Mariana Islands.
  public static let mp = RegionCode(known: "MP")
  /// `MQ`: Martinique.
  public static let mq = RegionCode(known: "MQ")
  /// `MR`: Mauritania.
  public static let mr = RegionCode(known: "MR")
  /// `MS`: Montserrat.
  public static let ms = RegionCode(known: "MS")
  /// `MT`: Malta.
  public static let mt = RegionCode(known: "MT")
  /// `MU`: Mauritius.
  public static let mu = RegionCode(known: "MU")
  /// `MV`: Maldives.
  public static let mv = RegionCode(known: "MV")
  /// `MW`: Malawi.
  public static let mw = RegionCode(known: "MW")
  /// `MX`: Mexico.
  public static let mx = RegionCode(known: "MX")
  /// `MY`: Malaysia.
  public static let my = RegionCode(known: "MY")
  /// `MZ`: Mozambique.
  public static let mz = RegionCode(known: "MZ")
  /// `NA`: Namibia.
  public static let na = RegionCode(known: "NA")
  /// `NC`: New Caledonia.
  public static let nc = RegionCode(known: "NC")
  /// `NE`: Niger.
  public static let ne = RegionCode(known: "NE")
  /// `NF`: Norfolk Island.
  public static let nf = RegionCode(known: "NF")
  /// `NG`: Nigeria.
  public static let ng = RegionCode(known: "NG")
  /// `NI`: Nicaragua.
  public static let ni = RegionCode(known: "NI")
  /// `NL`: Netherlands.
  public static let nl = RegionCode(known: "NL")
  /// `NO`: Norway.
  public static let no = RegionCode(known: "NO")
  /// `NP`: Nepal.
  public static let np = RegionCode(known: "NP")
  /// `NR`: Nauru.
  public static let nr = RegionCode(known: "NR")
  /// `NU`: Niue.
  public static let nu = RegionCode(known: "NU")
  /// `NZ`: New Zealand.
  public static let nz = RegionCode(known: "NZ")
  /// `OM`: Oman.
  public static let om = RegionCode(known: "OM")
  /// `PA`: Panama.
  public static let pa = RegionCode(known: "PA")
  /// `PE`: Peru.
  public static let pe = RegionCode(known: "PE")
  /// `PF`: French Polynesia.
  public static let pf = RegionCode(known: "PF")
  /// `PG`: Papua New Guinea.
  public static let pg = RegionCode(known: "PG")
  /// `PH`: Philippines.
  public static let ph = RegionCode(known: "PH")
  /// `PK`: Pakistan.
  public static let pk = RegionCode(known: "PK")
  /// `PL`: Poland.
  public static let pl = RegionCode(known: "PL")
  /// `PM`: St. Pierre & Miquelon.
  public static let pm = RegionCode(known: "PM")
  /// `PR`: Puerto Rico.
  public static let pr = RegionCode(known: "PR")
  /// `PS`: Palestinian Territories.
  public static let ps = RegionCode(known: "PS")
  /// `PT`: Portugal.
  public static let pt = RegionCode(known: "PT")
  /// `PW`: Palau.
  public static let pw = RegionCode(known: "PW")
  /// `PY`: Paraguay.
  public static let py = RegionCode(known: "PY")
  /// `QA`: Qatar.
  public static let qa = RegionCode(known: "QA")
  /// `RE`: Réunion.
  public static let re = RegionCode(known: "RE")
  /// `RO`: Romania.
  public static let ro = RegionCode(known: "RO")
  /// `RS`: Serbia.
  public static let rs = RegionCode(known: "RS")
  /// `RU`: Russia.
  public static let ru = RegionCode(known: "RU")
  /// `RW`: Rwanda.
  public static let rw = RegionCode(known: "RW")
  /// `SA`: Saudi Arabia.
  public static let sa = RegionCode(known: "SA")
  /// `SB`: Solomon Islands.
  public static let sb = RegionCode(known: "SB")
  /// `SC`: Seychelles.
  public static let sc = RegionCode(known: "SC")
  /// `SD`: Sudan.
  public static let sd = RegionCode(known: "SD")
  /// `SE`: Sweden.
  public static let se = RegionCode(known: "SE")
  /// `SG`: Singapore.
  public static let sg = RegionCode(known: "SG")
  /// `SH`: St. Helena.
  public static let sh = RegionCode(known: "SH")
  /// `SI`: Slovenia.
  public static let si = RegionCode(known: "SI")
  /// `SJ`: Svalbard & Jan Mayen.
  public static let sj = RegionCode(known: "SJ")
  /// `SK`: Slovakia.
  public static let sk = RegionCode(known: "SK")
  /// `SL`: Sierra Leone.
  public static let sl = RegionCode(known: "SL")
  /// `SM`: San Marino.
  public static let sm = RegionCode(known: "SM")
  /// `SN`: Senegal.
  public static let sn = RegionCode(known: "SN")
  /// `SO`: Somalia.
  public static let so = RegionCode(known: "SO")
  /// `SR`: Suriname.
  public static let sr = RegionCode(known: "SR")
  /// `SS`: South Sudan.
  public static let ss = RegionCode(known: "SS")
  /// `ST`: São Tomé & Príncipe.
  public static let st = RegionCode(known: "ST")
  /// `SV`: El Salvador.
  public static let sv = RegionCode(known: "SV")
  /// `SX`: Sint Maarten.
  public static let sx = RegionCode(known: "SX")
  /// `SY`: Syria.
  public static let sy = RegionCode(known: "SY")
  /// `SZ`: Eswatini.
  public static let sz = RegionCode(known: "SZ")
  /// `TA`: Tristan da Cunha.
  public static let ta = RegionCode(known: "TA")
  /// `TC`: Turks & Caicos Islands.
  public static let tc = RegionCode(known: "TC")
  /// `TD`: Chad.
  public static let td = RegionCode(known: "TD")
  /// `TG`: Togo.
  public static let tg = RegionCode(known: "TG")
  /// `TH`: Thailand.
  public static let th = RegionCode(known: "TH")
  /// `TJ`: Tajikistan.
  public static let tj = RegionCode(known: "TJ")
  /// `TK`: Tokelau.
  public static let tk = RegionCode(known: "TK")
  /// `TL`: Timor-Leste.
  public static let tl = RegionCode(known: "TL")
  /// `TM`: Turkmenistan.
  public static let tm = RegionCode(known: "TM")
  /// `TN`: Tunisia.
  public static let tn = RegionCode(known: "TN")
  /// `TO`: Tonga.
  public static let to = RegionCode(known: "TO")
  /// `TR`: Turkey.
  public static let tr = RegionCode(known: "TR")
  /// `TT`: Trinidad & Tobago.
  public static let tt = RegionCode(known: "TT")
  /// `TV`: Tuvalu.
  public static let tv = RegionCode(known: "TV")
  /// `TW`: Taiwan.
  public static let tw = RegionCode(known: "TW")
  /// `TZ`: Tanzania.
  public static let tz = RegionCode(known: "TZ")
  /// `UA`: Ukraine.
  public static let ua = RegionCode(known: "UA")
  /// `UG`: Uganda.
  public static let ug = RegionCode(known: "UG")
  /// `US`: United States.
  public static let us = RegionCode(known: "US")
  /// `UY`: Uruguay.
  public static let uy = RegionCode(known: "UY")
  /// `UZ`: Uzbekistan.
  public static let uz = RegionCode(known: "UZ")
  /// `VA`: Vatican City.
  public static let va = RegionCode(known: "VA")
  /// `VC`: St. Vincent & Grenadines.
  public static let vc = RegionCode(known: "VC")
  /// `VE`: Venezuela.
  public static let ve = RegionCode(known: "VE")
  /// `VG`: British Virgin Islands.
  public static let vg = RegionCode(known: "VG")
  /// `VI`: U.S. Virgin Islands.
  public static let vi = RegionCode(known: "VI")
  /// `VN`: Vietnam.
  public static let vn = RegionCode(known: "VN")
  /// `VU`: Vanuatu.
  public static let vu = RegionCode(known: "VU")
  /// `WF`: Wallis & Futuna.
  public static let wf = RegionCode(known: "WF")
  /// `WS`: Samoa.
  public static let ws = RegionCode(known: "WS")
  /// `XK`: Kosovo.
  public static let xk = RegionCode(known: "XK")
  /// `YE`: Yemen.
  public static let ye = RegionCode(known: "YE")
  /// `YT`: Mayotte.
  public static let yt = RegionCode(known: "YT")
  /// `ZA`: South Africa.
  public static let za = RegionCode(known: "ZA")
  /// `ZM`: Zambia.
  public static let zm = RegionCode(known: "ZM")
  /// `ZW`: Zimbabwe.
  public static let zw = RegionCode(known: "ZW")
}
