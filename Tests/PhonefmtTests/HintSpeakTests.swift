// End-to-end: `phonefmt hint`, `phonefmt speak` and `phonefmt type --max-digits`.

import PhoneTestSupport
import Testing

@Suite("phonefmt hint, speak and type --max-digits")
struct HintSpeakTests {
  @Test("hint: one line per type with an example, TYPE and both styles with their templates")
  func hintAll() throws {
    let r = try phonefmt(["hint", "--region", "GB"])
    #expect(r.status == 0)
    #expect(r.stderr == "")
    #expect(
      r.stdout == """
        fixed-line\t0121 234 5678\t0xxx xxx xxxx\t+44 121 234 5678\t+44 xxx xxx xxxx
        mobile\t07400 123456\t0xxxx xxxxxx\t+44 7400 123456\t+44 xxxx xxxxxx
        toll-free\t0800 123 4567\t0xxx xxx xxxx\t+44 800 123 4567\t+44 xxx xxx xxxx
        premium-rate\t0901 234 5678\t0xxx xxx xxxx\t+44 901 234 5678\t+44 xxx xxx xxxx
        voip\t056 1234 5678\t0xx xxxx xxxx\t+44 56 1234 5678\t+44 xx xxxx xxxx
        personal-number\t070 1234 5678\t0xx xxxx xxxx\t+44 70 1234 5678\t+44 xx xxxx xxxx
        pager\t076 4012 3456\t0xx xxxx xxxx\t+44 76 4012 3456\t+44 xx xxxx xxxx
        uan\t055 1234 5678\t0xx xxxx xxxx\t+44 55 1234 5678\t+44 xx xxxx xxxx

        """)
  }

  @Test("hint --type: one line; an unknown type is a usage error")
  func hintType() throws {
    let r = try phonefmt(["hint", "--region", "US", "--type", "mobile"])
    #expect(
      r.stdout == "mobile\t(201) 555-0123\t(xxx) xxx-xxxx\t+1 201-555-0123\t+1 xxx-xxx-xxxx\n")
    let bad = try phonefmt(["hint", "--region", "US", "--type", "cell"])
    #expect(bad.status == 2)
    #expect(bad.stdout == "")
    #expect(bad.stderr.hasPrefix("phonefmt: error: unknown type 'cell'; use fixed-line, mobile"))
  }

  @Test("hint with the iPhone-template pack shows the templates' shapes")
  func hintWithTemplates() throws {
    let r = try phonefmt([
      "hint", "--region", "US", "--type", "fixed-line", "--packs",
      repositoryRoot + "/RulePacks/examples/iphone-templates",
    ])
    #expect(
      r.stdout
        == "fixed-line\t(201) 555-0123\t(xxx) xxx-xxxx\t+1 (201) 555-0123\t+1 (xxx) xxx-xxxx\n")
  }

  @Test("speak: four languages, one line per number, errors as error: REASON with exit 1")
  func speak() throws {
    let numbers = "+44 20 7946 0958\n+1 201-555-0123\nnot a number\n"
    let en = try phonefmt(["speak", "--locale", "en"], stdin: numbers)
    #expect(en.status == 1)
    #expect(
      en.stdout == """
        plus, four four, two zero, seven nine four six, zero nine five eight
        plus, one, two zero one, five five five, zero one two three
        error: not-a-number

        """)
    let es = try phonefmt(["speak", "--locale", "es"], stdin: "+44 20 7946 0958\n")
    #expect(
      es.stdout == "más, cuatro cuatro, dos cero, siete nueve cuatro seis, cero nueve cinco ocho\n")
    let ar = try phonefmt(["speak", "--locale", "ar"], stdin: "+44 20 7946 0958\n")
    #expect(
      ar.stdout == "زائد، أربعة أربعة، إثنان صفر، سبعة تسعة أربعة ستة، صفر تسعة خمسة ثمانية\n")
    let ja = try phonefmt(["speak", "--locale", "ja"], stdin: "+44 20 7946 0958\n03-1234-5678\n")
    // A national number is read in the locale's region (JP for ja).
    #expect(
      ja.stdout == """
        プラス、四 四、二 〇、七 九 四 六、〇 九 五 八
        プラス、八 一、三、一 二 三 四、五 六 七 八

        """)
  }

  @Test("speak: --region reads national numbers; an unknown locale is a usage error")
  func speakRegion() throws {
    let r = try phonefmt(["speak", "--locale", "en", "--region", "GB"], stdin: "020 7946 0958\n")
    #expect(r.stdout == "plus, four four, two zero, seven nine four six, zero nine five eight\n")
    let bad = try phonefmt(["speak", "--locale", "xx"])
    #expect(bad.status == 2)
    #expect(
      bad.stderr == "phonefmt: error: unknown locale 'xx': ICU has no ISO 639 language for it\n")
  }

  @Test("type --max-digits: digits past the limit are refused, so the column repeats")
  func maxDigits() throws {
    let r = try phonefmt(["type", "--region", "GB", "--max-digits", "10"], stdin: "020794609581\n")
    #expect(r.status == 0)
    #expect(
      r.stdout
        == "0\t02\t020\t020 7\t020 79\t020 794\t020 7946\t020 7946 0\t020 7946 09\t020 7946 095\t020 7946 0958\t020 7946 0958\n"
    )
    let bad = try phonefmt(["type", "--region", "GB", "--max-digits", "0"])
    #expect(bad.status == 2)
    #expect(bad.stderr == "phonefmt: error: --max-digits expects a number of digits from 1 to 17\n")
  }
}
