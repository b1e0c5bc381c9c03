// RegionCode+Known: every region of the core pack as a constant (`.gb`), for code that names one.
//
// Each constant is a computed property returning its packed letters (`0x4742` for GB): no
// global to initialise once and no lazy accessor per region, which as `static let`s cost an
// app about 55 KB of code.
//
// Why constants and not `ExpressibleByStringLiteral`: with that conformance Swift reads
// `RegionCode("GB")` as the literal `"GB" as RegionCode` (SE-0213), which is no longer
// optional, so every existing `.gb` and `if let r = RegionCode("GB")` would stop
// compiling; and a typo in a literal would only be found when the program runs. A constant
// that does not exist (`.gx`) is a compile-time error.

extension RegionCode {
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
  public static var ac: RegionCode { RegionCode(constant: 0x4143) }
  /// `AD`: Andorra.
  public static var ad: RegionCode { RegionCode(constant: 0x4144) }
  /// `AE`: United Arab Emirates.
  public static var ae: RegionCode { RegionCode(constant: 0x4145) }
  /// `AF`: Afghanistan.
  public static var af: RegionCode { RegionCode(constant: 0x4146) }
  /// `AG`: Antigua & Barbuda.
  public static var ag: RegionCode { RegionCode(constant: 0x4147) }
  /// `AI`: Anguilla.
  public static var ai: RegionCode { RegionCode(constant: 0x4149) }
  /// `AL`: Albania.
  public static var al: RegionCode { RegionCode(constant: 0x414C) }
  /// `AM`: Armenia.
  public static var am: RegionCode { RegionCode(constant: 0x414D) }
  /// `AO`: Angola.
  public static var ao: RegionCode { RegionCode(constant: 0x414F) }
  /// `AR`: Argentina.
  public static var ar: RegionCode { RegionCode(constant: 0x4152) }
  /// `AS`: American Samoa.
  public static var `as`: RegionCode { RegionCode(constant: 0x4153) }
  /// `AT`: Austria.
  public static var at: RegionCode { RegionCode(constant: 0x4154) }
  /// `AU`: Australia.
  public static var au: RegionCode { RegionCode(constant: 0x4155) }
  /// `AW`: Aruba.
  public static var aw: RegionCode { RegionCode(constant: 0x4157) }
  /// `AX`: Åland Islands.
  public static var ax: RegionCode { RegionCode(constant: 0x4158) }
  /// `AZ`: Azerbaijan.
  public static var az: RegionCode { RegionCode(constant: 0x415A) }
  /// `BA`: Bosnia & Herzegovina.
  public static var ba: RegionCode { RegionCode(constant: 0x4241) }
  /// `BB`: Barbados.
  public static var bb: RegionCode { RegionCode(constant: 0x4242) }
  /// `BD`: Bangladesh.
  public static var bd: RegionCode { RegionCode(constant: 0x4244) }
  /// `BE`: Belgium.
  public static var be: RegionCode { RegionCode(constant: 0x4245) }
  /// `BF`: Burkina Faso.
  public static var bf: RegionCode { RegionCode(constant: 0x4246) }
  /// `BG`: Bulgaria.
  public static var bg: RegionCode { RegionCode(constant: 0x4247) }
  /// `BH`: Bahrain.
  public static var bh: RegionCode { RegionCode(constant: 0x4248) }
  /// `BI`: Burundi.
  public static var bi: RegionCode { RegionCode(constant: 0x4249) }
  /// `BJ`: Benin.
  public static var bj: RegionCode { RegionCode(constant: 0x424A) }
  /// `BL`: St. Barthélemy.
  public static var bl: RegionCode { RegionCode(constant: 0x424C) }
  /// `BM`: Bermuda.
  public static var bm: RegionCode { RegionCode(constant: 0x424D) }
  /// `BN`: Brunei.
  public static var bn: RegionCode { RegionCode(constant: 0x424E) }
  /// `BO`: Bolivia.
  public static var bo: RegionCode { RegionCode(constant: 0x424F) }
  /// `BQ`: Caribbean Netherlands.
  public static var bq: RegionCode { RegionCode(constant: 0x4251) }
  /// `BR`: Brazil.
  public static var br: RegionCode { RegionCode(constant: 0x4252) }
  /// `BS`: Bahamas.
  public static var bs: RegionCode { RegionCode(constant: 0x4253) }
  /// `BT`: Bhutan.
  public static var bt: RegionCode { RegionCode(constant: 0x4254) }
  /// `BW`: Botswana.
  public static var bw: RegionCode { RegionCode(constant: 0x4257) }
  /// `BY`: Belarus.
  public static var by: RegionCode { RegionCode(constant: 0x4259) }
  /// `BZ`: Belize.
  public static var bz: RegionCode { RegionCode(constant: 0x425A) }
  /// `CA`: Canada.
  public static var ca: RegionCode { RegionCode(constant: 0x4341) }
  /// `CC`: Cocos (Keeling) Islands.
  public static var cc: RegionCode { RegionCode(constant: 0x4343) }
  /// `CD`: Congo - Kinshasa.
  public static var cd: RegionCode { RegionCode(constant: 0x4344) }
  /// `CF`: Central African Republic.
  public static var cf: RegionCode { RegionCode(constant: 0x4346) }
  /// `CG`: Congo - Brazzaville.
  public static var cg: RegionCode { RegionCode(constant: 0x4347) }
  /// `CH`: Switzerland.
  public static var ch: RegionCode { RegionCode(constant: 0x4348) }
  /// `CI`: Côte d’Ivoire.
  public static var ci: RegionCode { RegionCode(constant: 0x4349) }
  /// `CK`: Cook Islands.
  public static var ck: RegionCode { RegionCode(constant: 0x434B) }
  /// `CL`: Chile.
  public static var cl: RegionCode { RegionCode(constant: 0x434C) }
  /// `CM`: Cameroon.
  public static var cm: RegionCode { RegionCode(constant: 0x434D) }
  /// `CN`: China.
  public static var cn: RegionCode { RegionCode(constant: 0x434E) }
  /// `CO`: Colombia.
  public static var co: RegionCode { RegionCode(constant: 0x434F) }
  /// `CR`: Costa Rica.
  public static var cr: RegionCode { RegionCode(constant: 0x4352) }
  /// `CU`: Cuba.
  public static var cu: RegionCode { RegionCode(constant: 0x4355) }
  /// `CV`: Cape Verde.
  public static var cv: RegionCode { RegionCode(constant: 0x4356) }
  /// `CW`: Curaçao.
  public static var cw: RegionCode { RegionCode(constant: 0x4357) }
  /// `CX`: Christmas Island.
  public static var cx: RegionCode { RegionCode(constant: 0x4358) }
  /// `CY`: Cyprus.
  public static var cy: RegionCode { RegionCode(constant: 0x4359) }
  /// `CZ`: Czechia.
  public static var cz: RegionCode { RegionCode(constant: 0x435A) }
  /// `DE`: Germany.
  public static var de: RegionCode { RegionCode(constant: 0x4445) }
  /// `DJ`: Djibouti.
  public static var dj: RegionCode { RegionCode(constant: 0x444A) }
  /// `DK`: Denmark.
  public static var dk: RegionCode { RegionCode(constant: 0x444B) }
  /// `DM`: Dominica.
  public static var dm: RegionCode { RegionCode(constant: 0x444D) }
  /// `DO`: Dominican Republic.
  public static var `do`: RegionCode { RegionCode(constant: 0x444F) }
  /// `DZ`: Algeria.
  public static var dz: RegionCode { RegionCode(constant: 0x445A) }
  /// `EC`: Ecuador.
  public static var ec: RegionCode { RegionCode(constant: 0x4543) }
  /// `EE`: Estonia.
  public static var ee: RegionCode { RegionCode(constant: 0x4545) }
  /// `EG`: Egypt.
  public static var eg: RegionCode { RegionCode(constant: 0x4547) }
  /// `EH`: Western Sahara.
  public static var eh: RegionCode { RegionCode(constant: 0x4548) }
  /// `ER`: Eritrea.
  public static var er: RegionCode { RegionCode(constant: 0x4552) }
  /// `ES`: Spain.
  public static var es: RegionCode { RegionCode(constant: 0x4553) }
  /// `ET`: Ethiopia.
  public static var et: RegionCode { RegionCode(constant: 0x4554) }
  /// `FI`: Finland.
  public static var fi: RegionCode { RegionCode(constant: 0x4649) }
  /// `FJ`: Fiji.
  public static var fj: RegionCode { RegionCode(constant: 0x464A) }
  /// `FK`: Falkland Islands.
  public static var fk: RegionCode { RegionCode(constant: 0x464B) }
  /// `FM`: Micronesia.
  public static var fm: RegionCode { RegionCode(constant: 0x464D) }
  /// `FO`: Faroe Islands.
  public static var fo: RegionCode { RegionCode(constant: 0x464F) }
  /// `FR`: France.
  public static var fr: RegionCode { RegionCode(constant: 0x4652) }
  /// `GA`: Gabon.
  public static var ga: RegionCode { RegionCode(constant: 0x4741) }
  /// `GB`: United Kingdom.
  public static var gb: RegionCode { RegionCode(constant: 0x4742) }
  /// `GD`: Grenada.
  public static var gd: RegionCode { RegionCode(constant: 0x4744) }
  /// `GE`: Georgia.
  public static var ge: RegionCode { RegionCode(constant: 0x4745) }
  /// `GF`: French Guiana.
  public static var gf: RegionCode { RegionCode(constant: 0x4746) }
  /// `GG`: Guernsey.
  public static var gg: RegionCode { RegionCode(constant: 0x4747) }
  /// `GH`: Ghana.
  public static var gh: RegionCode { RegionCode(constant: 0x4748) }
  /// `GI`: Gibraltar.
  public static var gi: RegionCode { RegionCode(constant: 0x4749) }
  /// `GL`: Greenland.
  public static var gl: RegionCode { RegionCode(constant: 0x474C) }
  /// `GM`: Gambia.
  public static var gm: RegionCode { RegionCode(constant: 0x474D) }
  /// `GN`: Guinea.
  public static var gn: RegionCode { RegionCode(constant: 0x474E) }
  /// `GP`: Guadeloupe.
  public static var gp: RegionCode { RegionCode(constant: 0x4750) }
  /// `GQ`: Equatorial Guinea.
  public static var gq: RegionCode { RegionCode(constant: 0x4751) }
  /// `GR`: Greece.
  public static var gr: RegionCode { RegionCode(constant: 0x4752) }
  /// `GT`: Guatemala.
  public static var gt: RegionCode { RegionCode(constant: 0x4754) }
  /// `GU`: Guam.
  public static var gu: RegionCode { RegionCode(constant: 0x4755) }
  /// `GW`: Guinea-Bissau.
  public static var gw: RegionCode { RegionCode(constant: 0x4757) }
  /// `GY`: Guyana.
  public static var gy: RegionCode { RegionCode(constant: 0x4759) }
  /// `HK`: Hong Kong SAR China.
  public static var hk: RegionCode { RegionCode(constant: 0x484B) }
  /// `HN`: Honduras.
  public static var hn: RegionCode { RegionCode(constant: 0x484E) }
  /// `HR`: Croatia.
  public static var hr: RegionCode { RegionCode(constant: 0x4852) }
  /// `HT`: Haiti.
  public static var ht: RegionCode { RegionCode(constant: 0x4854) }
  /// `HU`: Hungary.
  public static var hu: RegionCode { RegionCode(constant: 0x4855) }
  /// `ID`: Indonesia.
  public static var id: RegionCode { RegionCode(constant: 0x4944) }
  /// `IE`: Ireland.
  public static var ie: RegionCode { RegionCode(constant: 0x4945) }
  /// `IL`: Israel.
  public static var il: RegionCode { RegionCode(constant: 0x494C) }
  /// `IM`: Isle of Man.
  public static var im: RegionCode { RegionCode(constant: 0x494D) }
  /// `IN`: India.
  public static var `in`: RegionCode { RegionCode(constant: 0x494E) }
  /// `IO`: British Indian Ocean Territory.
  public static var io: RegionCode { RegionCode(constant: 0x494F) }
  /// `IQ`: Iraq.
  public static var iq: RegionCode { RegionCode(constant: 0x4951) }
  /// `IR`: Iran.
  public static var ir: RegionCode { RegionCode(constant: 0x4952) }
  /// `IS`: Iceland.
  public static var `is`: RegionCode { RegionCode(constant: 0x4953) }
  /// `IT`: Italy.
  public static var it: RegionCode { RegionCode(constant: 0x4954) }
  /// `JE`: Jersey.
  public static var je: RegionCode { RegionCode(constant: 0x4A45) }
  /// `JM`: Jamaica.
  public static var jm: RegionCode { RegionCode(constant: 0x4A4D) }
  /// `JO`: Jordan.
  public static var jo: RegionCode { RegionCode(constant: 0x4A4F) }
  /// `JP`: Japan.
  public static var jp: RegionCode { RegionCode(constant: 0x4A50) }
  /// `KE`: Kenya.
  public static var ke: RegionCode { RegionCode(constant: 0x4B45) }
  /// `KG`: Kyrgyzstan.
  public static var kg: RegionCode { RegionCode(constant: 0x4B47) }
  /// `KH`: Cambodia.
  public static var kh: RegionCode { RegionCode(constant: 0x4B48) }
  /// `KI`: Kiribati.
  public static var ki: RegionCode { RegionCode(constant: 0x4B49) }
  /// `KM`: Comoros.
  public static var km: RegionCode { RegionCode(constant: 0x4B4D) }
  /// `KN`: St. Kitts & Nevis.
  public static var kn: RegionCode { RegionCode(constant: 0x4B4E) }
  /// `KP`: North Korea.
  public static var kp: RegionCode { RegionCode(constant: 0x4B50) }
  /// `KR`: South Korea.
  public static var kr: RegionCode { RegionCode(constant: 0x4B52) }
  /// `KW`: Kuwait.
  public static var kw: RegionCode { RegionCode(constant: 0x4B57) }
  /// `KY`: Cayman Islands.
  public static var ky: RegionCode { RegionCode(constant: 0x4B59) }
  /// `KZ`: Kazakhstan.
  public static var kz: RegionCode { RegionCode(constant: 0x4B5A) }
  /// `LA`: Laos.
  public static var la: RegionCode { RegionCode(constant: 0x4C41) }
  /// `LB`: Lebanon.
  public static var lb: RegionCode { RegionCode(constant: 0x4C42) }
  /// `LC`: St. Lucia.
  public static var lc: RegionCode { RegionCode(constant: 0x4C43) }
  /// `LI`: Liechtenstein.
  public static var li: RegionCode { RegionCode(constant: 0x4C49) }
  /// `LK`: Sri Lanka.
  public static var lk: RegionCode { RegionCode(constant: 0x4C4B) }
  /// `LR`: Liberia.
  public static var lr: RegionCode { RegionCode(constant: 0x4C52) }
  /// `LS`: Lesotho.
  public static var ls: RegionCode { RegionCode(constant: 0x4C53) }
  /// `LT`: Lithuania.
  public static var lt: RegionCode { RegionCode(constant: 0x4C54) }
  /// `LU`: Luxembourg.
  public static var lu: RegionCode { RegionCode(constant: 0x4C55) }
  /// `LV`: Latvia.
  public static var lv: RegionCode { RegionCode(constant: 0x4C56) }
  /// `LY`: Libya.
  public static var ly: RegionCode { RegionCode(constant: 0x4C59) }
  /// `MA`: Morocco.
  public static var ma: RegionCode { RegionCode(constant: 0x4D41) }
  /// `MC`: Monaco.
  public static var mc: RegionCode { RegionCode(constant: 0x4D43) }
  /// `MD`: Moldova.
  public static var md: RegionCode { RegionCode(constant: 0x4D44) }
  /// `ME`: Montenegro.
  public static var me: RegionCode { RegionCode(constant: 0x4D45) }
  /// `MF`: St. Martin.
  public static var mf: RegionCode { RegionCode(constant: 0x4D46) }
  /// `MG`: Madagascar.
  public static var mg: RegionCode { RegionCode(constant: 0x4D47) }
  /// `MH`: Marshall Islands.
  public static var mh: RegionCode { RegionCode(constant: 0x4D48) }
  /// `MK`: North Macedonia.
  public static var mk: RegionCode { RegionCode(constant: 0x4D4B) }
  /// `ML`: Mali.
  public static var ml: RegionCode { RegionCode(constant: 0x4D4C) }
  /// `MM`: Myanmar (Burma).
  public static var mm: RegionCode { RegionCode(constant: 0x4D4D) }
  /// `MN`: Mongolia.
  public static var mn: RegionCode { RegionCode(constant: 0x4D4E) }
  /// `MO`: Macao SAR China.
  public static var mo: RegionCode { RegionCode(constant: 0x4D4F) }
  /// `MP`: Northern Mariana Islands.
  public static var mp: RegionCode { RegionCode(constant: 0x4D50) }
  /// `MQ`: Martinique.
  public static var mq: RegionCode { RegionCode(constant: 0x4D51) }
  /// `MR`: Mauritania.
  public static var mr: RegionCode { RegionCode(constant: 0x4D52) }
  /// `MS`: Montserrat.
  public static var ms: RegionCode { RegionCode(constant: 0x4D53) }
  /// `MT`: Malta.
  public static var mt: RegionCode { RegionCode(constant: 0x4D54) }
  /// `MU`: Mauritius.
  public static var mu: RegionCode { RegionCode(constant: 0x4D55) }
  /// `MV`: Maldives.
  public static var mv: RegionCode { RegionCode(constant: 0x4D56) }
  /// `MW`: Malawi.
  public static var mw: RegionCode { RegionCode(constant: 0x4D57) }
  /// `MX`: Mexico.
  public static var mx: RegionCode { RegionCode(constant: 0x4D58) }
  /// `MY`: Malaysia.
  public static var my: RegionCode { RegionCode(constant: 0x4D59) }
  /// `MZ`: Mozambique.
  public static var mz: RegionCode { RegionCode(constant: 0x4D5A) }
  /// `NA`: Namibia.
  public static var na: RegionCode { RegionCode(constant: 0x4E41) }
  /// `NC`: New Caledonia.
  public static var nc: RegionCode { RegionCode(constant: 0x4E43) }
  /// `NE`: Niger.
  public static var ne: RegionCode { RegionCode(constant: 0x4E45) }
  /// `NF`: Norfolk Island.
  public static var nf: RegionCode { RegionCode(constant: 0x4E46) }
  /// `NG`: Nigeria.
  public static var ng: RegionCode { RegionCode(constant: 0x4E47) }
  /// `NI`: Nicaragua.
  public static var ni: RegionCode { RegionCode(constant: 0x4E49) }
  /// `NL`: Netherlands.
  public static var nl: RegionCode { RegionCode(constant: 0x4E4C) }
  /// `NO`: Norway.
  public static var no: RegionCode { RegionCode(constant: 0x4E4F) }
  /// `NP`: Nepal.
  public static var np: RegionCode { RegionCode(constant: 0x4E50) }
  /// `NR`: Nauru.
  public static var nr: RegionCode { RegionCode(constant: 0x4E52) }
  /// `NU`: Niue.
  public static var nu: RegionCode { RegionCode(constant: 0x4E55) }
  /// `NZ`: New Zealand.
  public static var nz: RegionCode { RegionCode(constant: 0x4E5A) }
  /// `OM`: Oman.
  public static var om: RegionCode { RegionCode(constant: 0x4F4D) }
  /// `PA`: Panama.
  public static var pa: RegionCode { RegionCode(constant: 0x5041) }
  /// `PE`: Peru.
  public static var pe: RegionCode { RegionCode(constant: 0x5045) }
  /// `PF`: French Polynesia.
  public static var pf: RegionCode { RegionCode(constant: 0x5046) }
  /// `PG`: Papua New Guinea.
  public static var pg: RegionCode { RegionCode(constant: 0x5047) }
  /// `PH`: Philippines.
  public static var ph: RegionCode { RegionCode(constant: 0x5048) }
  /// `PK`: Pakistan.
  public static var pk: RegionCode { RegionCode(constant: 0x504B) }
  /// `PL`: Poland.
  public static var pl: RegionCode { RegionCode(constant: 0x504C) }
  /// `PM`: St. Pierre & Miquelon.
  public static var pm: RegionCode { RegionCode(constant: 0x504D) }
  /// `PR`: Puerto Rico.
  public static var pr: RegionCode { RegionCode(constant: 0x5052) }
  /// `PS`: Palestinian Territories.
  public static var ps: RegionCode { RegionCode(constant: 0x5053) }
  /// `PT`: Portugal.
  public static var pt: RegionCode { RegionCode(constant: 0x5054) }
  /// `PW`: Palau.
  public static var pw: RegionCode { RegionCode(constant: 0x5057) }
  /// `PY`: Paraguay.
  public static var py: RegionCode { RegionCode(constant: 0x5059) }
  /// `QA`: Qatar.
  public static var qa: RegionCode { RegionCode(constant: 0x5141) }
  /// `RE`: Réunion.
  public static var re: RegionCode { RegionCode(constant: 0x5245) }
  /// `RO`: Romania.
  public static var ro: RegionCode { RegionCode(constant: 0x524F) }
  /// `RS`: Serbia.
  public static var rs: RegionCode { RegionCode(constant: 0x5253) }
  /// `RU`: Russia.
  public static var ru: RegionCode { RegionCode(constant: 0x5255) }
  /// `RW`: Rwanda.
  public static var rw: RegionCode { RegionCode(constant: 0x5257) }
  /// `SA`: Saudi Arabia.
  public static var sa: RegionCode { RegionCode(constant: 0x5341) }
  /// `SB`: Solomon Islands.
  public static var sb: RegionCode { RegionCode(constant: 0x5342) }
  /// `SC`: Seychelles.
  public static var sc: RegionCode { RegionCode(constant: 0x5343) }
  /// `SD`: Sudan.
  public static var sd: RegionCode { RegionCode(constant: 0x5344) }
  /// `SE`: Sweden.
  public static var se: RegionCode { RegionCode(constant: 0x5345) }
  /// `SG`: Singapore.
  public static var sg: RegionCode { RegionCode(constant: 0x5347) }
  /// `SH`: St. Helena.
  public static var sh: RegionCode { RegionCode(constant: 0x5348) }
  /// `SI`: Slovenia.
  public static var si: RegionCode { RegionCode(constant: 0x5349) }
  /// `SJ`: Svalbard & Jan Mayen.
  public static var sj: RegionCode { RegionCode(constant: 0x534A) }
  /// `SK`: Slovakia.
  public static var sk: RegionCode { RegionCode(constant: 0x534B) }
  /// `SL`: Sierra Leone.
  public static var sl: RegionCode { RegionCode(constant: 0x534C) }
  /// `SM`: San Marino.
  public static var sm: RegionCode { RegionCode(constant: 0x534D) }
  /// `SN`: Senegal.
  public static var sn: RegionCode { RegionCode(constant: 0x534E) }
  /// `SO`: Somalia.
  public static var so: RegionCode { RegionCode(constant: 0x534F) }
  /// `SR`: Suriname.
  public static var sr: RegionCode { RegionCode(constant: 0x5352) }
  /// `SS`: South Sudan.
  public static var ss: RegionCode { RegionCode(constant: 0x5353) }
  /// `ST`: São Tomé & Príncipe.
  public static var st: RegionCode { RegionCode(constant: 0x5354) }
  /// `SV`: El Salvador.
  public static var sv: RegionCode { RegionCode(constant: 0x5356) }
  /// `SX`: Sint Maarten.
  public static var sx: RegionCode { RegionCode(constant: 0x5358) }
  /// `SY`: Syria.
  public static var sy: RegionCode { RegionCode(constant: 0x5359) }
  /// `SZ`: Eswatini.
  public static var sz: RegionCode { RegionCode(constant: 0x535A) }
  /// `TA`: Tristan da Cunha.
  public static var ta: RegionCode { RegionCode(constant: 0x5441) }
  /// `TC`: Turks & Caicos Islands.
  public static var tc: RegionCode { RegionCode(constant: 0x5443) }
  /// `TD`: Chad.
  public static var td: RegionCode { RegionCode(constant: 0x5444) }
  /// `TG`: Togo.
  public static var tg: RegionCode { RegionCode(constant: 0x5447) }
  /// `TH`: Thailand.
  public static var th: RegionCode { RegionCode(constant: 0x5448) }
  /// `TJ`: Tajikistan.
  public static var tj: RegionCode { RegionCode(constant: 0x544A) }
  /// `TK`: Tokelau.
  public static var tk: RegionCode { RegionCode(constant: 0x544B) }
  /// `TL`: Timor-Leste.
  public static var tl: RegionCode { RegionCode(constant: 0x544C) }
  /// `TM`: Turkmenistan.
  public static var tm: RegionCode { RegionCode(constant: 0x544D) }
  /// `TN`: Tunisia.
  public static var tn: RegionCode { RegionCode(constant: 0x544E) }
  /// `TO`: Tonga.
  public static var to: RegionCode { RegionCode(constant: 0x544F) }
  /// `TR`: Turkey.
  public static var tr: RegionCode { RegionCode(constant: 0x5452) }
  /// `TT`: Trinidad & Tobago.
  public static var tt: RegionCode { RegionCode(constant: 0x5454) }
  /// `TV`: Tuvalu.
  public static var tv: RegionCode { RegionCode(constant: 0x5456) }
  /// `TW`: Taiwan.
  public static var tw: RegionCode { RegionCode(constant: 0x5457) }
  /// `TZ`: Tanzania.
  public static var tz: RegionCode { RegionCode(constant: 0x545A) }
  /// `UA`: Ukraine.
  public static var ua: RegionCode { RegionCode(constant: 0x5541) }
  /// `UG`: Uganda.
  public static var ug: RegionCode { RegionCode(constant: 0x5547) }
  /// `US`: United States.
  public static var us: RegionCode { RegionCode(constant: 0x5553) }
  /// `UY`: Uruguay.
  public static var uy: RegionCode { RegionCode(constant: 0x5559) }
  /// `UZ`: Uzbekistan.
  public static var uz: RegionCode { RegionCode(constant: 0x555A) }
  /// `VA`: Vatican City.
  public static var va: RegionCode { RegionCode(constant: 0x5641) }
  /// `VC`: St. Vincent & Grenadines.
  public static var vc: RegionCode { RegionCode(constant: 0x5643) }
  /// `VE`: Venezuela.
  public static var ve: RegionCode { RegionCode(constant: 0x5645) }
  /// `VG`: British Virgin Islands.
  public static var vg: RegionCode { RegionCode(constant: 0x5647) }
  /// `VI`: U.S. Virgin Islands.
  public static var vi: RegionCode { RegionCode(constant: 0x5649) }
  /// `VN`: Vietnam.
  public static var vn: RegionCode { RegionCode(constant: 0x564E) }
  /// `VU`: Vanuatu.
  public static var vu: RegionCode { RegionCode(constant: 0x5655) }
  /// `WF`: Wallis & Futuna.
  public static var wf: RegionCode { RegionCode(constant: 0x5746) }
  /// `WS`: Samoa.
  public static var ws: RegionCode { RegionCode(constant: 0x5753) }
  /// `XK`: Kosovo.
  public static var xk: RegionCode { RegionCode(constant: 0x584B) }
  /// `YE`: Yemen.
  public static var ye: RegionCode { RegionCode(constant: 0x5945) }
  /// `YT`: Mayotte.
  public static var yt: RegionCode { RegionCode(constant: 0x5954) }
  /// `ZA`: South Africa.
  public static var za: RegionCode { RegionCode(constant: 0x5A41) }
  /// `ZM`: Zambia.
  public static var zm: RegionCode { RegionCode(constant: 0x5A4D) }
  /// `ZW`: Zimbabwe.
  public static var zw: RegionCode { RegionCode(constant: 0x5A57) }
}
