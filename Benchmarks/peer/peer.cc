// phonefmt-peer: libphonenumber's side of phonefmt-bench, driven over stdin/stdout.
//
// The harness (Benchmarks/Sources/PhoneBench/PeerDriver.swift) starts this program once and sends
// one request per line; each answer is one line:
//
//   HELLO  -> READY libphonenumber <version>
//   RUN <mode> <file> <warmup-ns> <target-sample-ns> <max-samples> <min-samples> <budget-ns>
//       <per-line 0|1>
//          -> OK <ops-per-pass> <checksum> <ns/op> <ns/op> ...   or   ERR <message>
//   QUIT   -> (exits)
//
// <file> holds the workload's inputs, one `REGION<TAB>TEXT` line each (UTF-8). The modes:
//
//   keystroke             formatter per region, reused, Clear() per line; one op = InputDigit
//   retype                Clear() and type the whole line; one op = one line (an edit or paste,
//                         as Android's PhoneNumberFormattingTextWatcher re-types after a change)
//   first-keystroke       a new AsYouTypeFormatter for the region + its first InputDigit
//   format-international  Parse + Format(INTERNATIONAL); one op = one line
//   format-e164           Parse + Format(E164); one op = one line (bulk/format)
//   find                  PhoneNumberMatcher (VALID, max_tries 65535) over the line, every
//                         match read; one op = one line (find/message, find/page)
//   parse-validate        Parse + IsValidNumber; one op = one line
//
// Timing follows the harness's rule (SamplingPlan.swift): warm up for <warmup-ns> (at least one
// pass), repeat passes within a sample until it lasts <target-sample-ns>, and take samples
// until <max-samples>, or until <budget-ns> has passed once <min-samples> are taken. Each
// sample is nanoseconds per operation. With per-line 1, each line is timed on its own, once:
// one sample per line.

#include <phonenumbers/asyoutypeformatter.h>
#include <phonenumbers/logger.h>
#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumbermatch.h>
#include <phonenumbers/phonenumbermatcher.h>
#include <phonenumbers/phonenumberutil.h>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#ifndef PEER_LIBPHONENUMBER_VERSION
#define PEER_LIBPHONENUMBER_VERSION "unknown"
#endif

using i18n::phonenumbers::AsYouTypeFormatter;
using i18n::phonenumbers::char32;
using i18n::phonenumbers::NullLogger;
using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberMatch;
using i18n::phonenumbers::PhoneNumberMatcher;
using i18n::phonenumbers::PhoneNumberUtil;

namespace {

struct Line {
  std::string region;
  std::string text;
  std::vector<char32> scalars;
};

// Decodes UTF-8 into code points (invalid bytes become U+FFFD).
std::vector<char32> DecodeUTF8(const std::string& s) {
  std::vector<char32> out;
  for (size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    int n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (n == 0 || i + n > s.size()) {
      out.push_back(0xFFFD);
      i += 1;
      continue;
    }
    char32 v = n == 1 ? c : c & (0x7F >> n);
    for (int k = 1; k < n; k++) v = (v << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    out.push_back(v);
    i += n;
  }
  return out;
}

bool ReadLines(const std::string& path, std::vector<Line>* lines, std::string* error) {
  std::ifstream in(path);
  if (!in) {
    *error = "cannot read " + path;
    return false;
  }
  std::string row;
  while (std::getline(in, row)) {
    if (row.empty()) continue;
    size_t tab = row.find('\t');
    if (tab == std::string::npos) {
      *error = "line without a TAB in " + path;
      return false;
    }
    Line line;
    line.region = row.substr(0, tab);
    line.text = row.substr(tab + 1);
    line.scalars = DecodeUTF8(line.text);
    lines->push_back(std::move(line));
  }
  return true;
}

// Times are this thread's CPU time (CLOCK_THREAD_CPUTIME_ID), as the harness measures its own
// side: on a shared machine, the time the thread waits for a core is not counted.
struct ThreadCpuClock {
  using duration = std::chrono::nanoseconds;
  using rep = duration::rep;
  using period = duration::period;
  using time_point = std::chrono::time_point<ThreadCpuClock>;
  static constexpr bool is_steady = true;
  static time_point now() noexcept {
    timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return time_point(duration(static_cast<rep>(ts.tv_sec) * 1000000000 + ts.tv_nsec));
  }
};

using Clock = ThreadCpuClock;

double NanosecondsSince(Clock::time_point start) {
  return std::chrono::duration<double, std::nano>(Clock::now() - start).count();
}

// One workload's inputs and the state reused between passes (formatters per region).
class Runner {
 public:
  Runner(const std::string& mode, std::vector<Line> lines)
      : mode_(mode), lines_(std::move(lines)), util_(*PhoneNumberUtil::GetInstance()) {}

  bool Prepare(std::string* error) {
    if (mode_ != "keystroke" && mode_ != "retype" && mode_ != "first-keystroke" &&
        mode_ != "format-international" && mode_ != "format-e164" &&
        mode_ != "parse-validate" && mode_ != "find") {
      *error = "unknown mode " + mode_;
      return false;
    }
    if (mode_ == "keystroke" || mode_ == "retype") {
      for (const Line& line : lines_) {
        if (formatters_.count(line.region) == 0) {
          formatters_[line.region].reset(util_.GetAsYouTypeFormatter(line.region));
        }
      }
    }
    return true;
  }

  // Operations one pass over the lines performs.
  int64_t OpsPerPass() const {
    if (mode_ != "keystroke") return static_cast<int64_t>(lines_.size());
    int64_t n = 0;
    for (const Line& line : lines_) n += static_cast<int64_t>(line.scalars.size());
    return n;
  }

  size_t LineCount() const { return lines_.size(); }

  // Runs line `i` once; returns something derived from the output so no work is dropped.
  uint64_t RunLine(size_t i) {
    const Line& line = lines_[i];
    uint64_t sink = 0;
    if (mode_ == "keystroke") {
      AsYouTypeFormatter* f = formatters_[line.region].get();
      f->Clear();
      for (char32 c : line.scalars) sink += f->InputDigit(c, &result_).size();
    } else if (mode_ == "retype") {
      AsYouTypeFormatter* f = formatters_[line.region].get();
      f->Clear();
      for (char32 c : line.scalars) f->InputDigit(c, &result_);
      sink += result_.size();
    } else if (mode_ == "first-keystroke") {
      std::unique_ptr<AsYouTypeFormatter> f(util_.GetAsYouTypeFormatter(line.region));
      if (!line.scalars.empty()) sink += f->InputDigit(line.scalars[0], &result_).size();
    } else if (mode_ == "find") {
      PhoneNumberMatcher matcher(util_, line.text, line.region, PhoneNumberMatcher::VALID,
                                 65535);
      PhoneNumberMatch match;
      while (matcher.HasNext()) {
        matcher.Next(&match);
        sink += static_cast<uint64_t>(match.start()) + 1;
      }
    } else if (mode_ == "format-international" || mode_ == "format-e164") {
      PhoneNumber number;
      if (util_.Parse(line.text, line.region, &number) == PhoneNumberUtil::NO_PARSING_ERROR) {
        util_.Format(number,
                     mode_ == "format-e164" ? PhoneNumberUtil::E164
                                            : PhoneNumberUtil::INTERNATIONAL,
                     &result_);
        sink += result_.size();
      }
    } else {
      PhoneNumber number;
      if (util_.Parse(line.text, line.region, &number) == PhoneNumberUtil::NO_PARSING_ERROR) {
        sink += util_.IsValidNumber(number) ? 1 : 2;
      }
    }
    return sink;
  }

  uint64_t RunPass() {
    uint64_t sink = 0;
    for (size_t i = 0; i < lines_.size(); i++) sink += RunLine(i);
    return sink;
  }

 private:
  std::string mode_;
  std::vector<Line> lines_;
  const PhoneNumberUtil& util_;
  std::map<std::string, std::unique_ptr<AsYouTypeFormatter>> formatters_;
  std::string result_;
};

std::string Run(std::istringstream& args) {
  std::string mode, path;
  double warmup_ns = 0, target_ns = 0, budget_ns = 0;
  long max_samples = 0, min_samples = 0;
  int per_line = 0;
  if (!(args >> mode >> path >> warmup_ns >> target_ns >> max_samples >> min_samples >>
        budget_ns >> per_line) ||
      max_samples < 1) {
    return "ERR malformed RUN request";
  }
  std::vector<Line> lines;
  std::string error;
  if (!ReadLines(path, &lines, &error)) return "ERR " + error;
  if (lines.empty()) return "ERR no inputs in " + path;
  Runner runner(mode, std::move(lines));
  if (!runner.Prepare(&error)) return "ERR " + error;
  const int64_t ops = runner.OpsPerPass();
  uint64_t checksum = 0;

  // Warm-up: at least one pass, until warmup_ns has passed; it also times one pass.
  double pass_ns = 0;
  Clock::time_point warm_start = Clock::now();
  do {
    Clock::time_point start = Clock::now();
    checksum += runner.RunPass();
    pass_ns = NanosecondsSince(start);
  } while (NanosecondsSince(warm_start) < warmup_ns);

  std::vector<double> values;
  if (per_line) {
    for (size_t i = 0; i < runner.LineCount(); i++) {
      Clock::time_point start = Clock::now();
      checksum += runner.RunLine(i);
      values.push_back(NanosecondsSince(start));
    }
  } else {
    long inner = pass_ns > 0 ? static_cast<long>(std::ceil(target_ns / pass_ns)) : 1;
    if (inner < 1) inner = 1;
    Clock::time_point begin = Clock::now();
    while (static_cast<long>(values.size()) < max_samples &&
           (static_cast<long>(values.size()) < min_samples ||
            NanosecondsSince(begin) < budget_ns)) {
      Clock::time_point start = Clock::now();
      for (long k = 0; k < inner; k++) checksum += runner.RunPass();
      values.push_back(NanosecondsSince(start) / static_cast<double>(inner * ops));
    }
  }
  std::ostringstream out;
  out << "OK " << ops << " " << checksum;
  char buffer[32];
  for (double v : values) {
    std::snprintf(buffer, sizeof buffer, " %.3f", v);
    out << buffer;
  }
  return out.str();
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  // libphonenumber logs parse problems to stderr; keep the protocol's stderr quiet.
  PhoneNumberUtil::GetInstance()->SetLogger(new NullLogger());
  std::string request;
  while (std::getline(std::cin, request)) {
    std::istringstream args(request);
    std::string verb;
    args >> verb;
    std::string answer;
    if (verb == "HELLO") {
      answer = std::string("READY libphonenumber ") + PEER_LIBPHONENUMBER_VERSION;
    } else if (verb == "RUN") {
      answer = Run(args);
    } else if (verb == "QUIT") {
      return 0;
    } else {
      answer = "ERR unknown request " + verb;
    }
    std::cout << answer << std::endl;
  }
  return 0;
}
