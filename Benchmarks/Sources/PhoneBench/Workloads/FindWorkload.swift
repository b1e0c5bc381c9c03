// find/message and find/page: phone numbers found in text, as an app linkifies a chat message
// or reads a page.

import PhoneCore

/// `find/message`: chat messages of about 200 characters with one or two numbers each (every
/// 16th golden number as typed, in its region, between sentences), searched with
/// `PhoneCatalog.findNumbers(in:region:)` at the default leniency. One operation is one
/// message. `find/page`: those messages and decoys (dates, prices, order numbers) joined into
/// pages of 10 KB, searched for GB numbers; one operation is one page. The peer runs
/// libphonenumber's `PhoneNumberMatcher` (leniency VALID) on the same texts.
enum FindWorkload {
  static let message = Workload(
    name: "find/message", unit: "message",
    summary: "find the numbers in a chat message of about 200 characters"
  ) { context in
    let texts = messages(context.typings)
    return .ready(
      FindRun(texts, catalog: try context.catalog()),
      peer: PeerInputs(mode: "find", lines: texts.map(peerLine)))
  }

  static let page = Workload(
    name: "find/page", unit: "page",
    summary: "find the numbers in 10 KB of mixed text"
  ) { context in
    let texts = pages(messages(context.typings))
    return .ready(
      FindRun(texts, catalog: try context.catalog()),
      peer: PeerInputs(mode: "find", lines: texts.map(peerLine)))
  }

  static func peerLine(_ t: (RegionCode, String)) -> PeerLine {
    PeerLine(region: "\(t.0)", text: t.1)
  }

  static let openings = [
    "Hi! Sorry I missed you earlier, the meeting ran late. ",
    "Quick one: the plumber said to call him back before Friday. ",
    "Bonjour, voici le numéro de la réception de l'hôtel, ",
    "Привет! Вот номер, который ты просил вчера вечером: ",
  ]
  /// What comes first, so that a message is about 200 characters.
  static let middles = [
    "Back home now, long day at work and the train was late again. ",
    "Thanks for dinner yesterday, it was lovely, we should do it again! ",
    "Merci encore pour hier soir, c'était vraiment très sympa. ",
    "Спасибо за ужин, было очень вкусно, до встречи в субботу. ",
  ]
  static let closings = [
    " Ask for Sam, and mention order 4471 from 12/03/2024.",
    " It costs $25 for the first hour, then 10% more. See you!",
    " or the office line below, whichever is easier for you.",
    " — anytime after 18:30 is fine, thanks a lot!",
  ]

  /// One message per 16th typing: an opening, the number as typed, a closing, and every
  /// other message a second number of the same region.
  static func messages(_ typings: [Typing]) -> [(RegionCode, String)] {
    var out: [(RegionCode, String)] = []
    var i = 0
    while i < typings.count {
      let t = typings[i]
      var text =
        middles[out.count % middles.count] + openings[out.count % openings.count] + t.keys
        + closings[out.count % 4]
      if out.count % 2 == 1,
        let second = typings[i...].dropFirst().first(where: {
          $0.code == t.code
        })
      {
        text += " Or " + second.keys + "."
      }
      out.append((t.code, text))
      i += 16
    }
    return out
  }

  static let decoys =
    " Invoice 2024-0042, due 31.12.2024, total € 1 234,56; IP 192.168.0.1; ISBN 978-3-16-148410-0. "

  /// Pages of about 10 KB: messages and decoys, searched for GB numbers.
  static func pages(_ messages: [(RegionCode, String)]) -> [(RegionCode, String)] {
    var out: [(RegionCode, String)] = []
    var page = ""
    for (k, m) in messages.enumerated() {
      page += m.1 + (k % 3 == 0 ? decoys : " ")
      if page.utf8.count >= 10 * 1024 {
        out.append((RegionCode("GB")!, page))
        page = ""
      }
    }
    if out.isEmpty { out.append((RegionCode("GB")!, page)) }
    return out
  }
}

/// Finds the numbers of every text once per run.
final class FindRun: WorkloadRun {
  private let texts: [(RegionCode, String)]
  private let catalog: PhoneCatalog
  var operationsPerRun: Int { texts.count }
  var sampling: Sampling { .batched }

  init(_ texts: [(RegionCode, String)], catalog: PhoneCatalog) {
    self.texts = texts
    self.catalog = catalog
  }

  func run(_ meter: inout Meter) -> UInt64 {
    var sink: UInt64 = 0
    meter.start()
    for (region, text) in texts {
      for found in catalog.findNumbers(in: text, region: region) {
        sink &+= UInt64(found.utf16Range.lowerBound) &+ 1
      }
    }
    meter.stop()
    return sink
  }
}
