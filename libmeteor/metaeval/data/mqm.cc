// MQM annotations read as Python's csv module reads a TSV, scored per segment
// as MTME's converters/score_mqm.py does (weights by severity and category,
// Python's int and float sums, minus the raters' mean), and turned into
// EvalSet ratings with each <v>...</v> span located in the unmarked text.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/data/mqm.hh"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <optional>
#include <set>

#include "util/json_value.hh"
#include "metaeval/data/eval_set.hh"
#include "metaeval/data/pyformat.hh"
#include "text/lowercase.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/utf8.hh"

namespace meteor::metaeval {
namespace {

constexpr std::size_t kFieldLimit = 131072;  // Python's csv.field_size_limit()

// Python's int() of a str, within 64 bits: surrounding whitespace, a sign,
// ASCII digits with single underscores between them.
std::optional<std::int64_t> parse_python_int(std::string_view s) {
  auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1C && c <= 0x1F); };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  std::string digits;  // the sign if '-', the digits without underscores
  if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
    if (s[0] == '-') digits += '-';
    s.remove_prefix(1);
  }
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] >= '0' && s[i] <= '9') digits += s[i];
    else if (s[i] != '_' || i == 0 || i + 1 == s.size() || s[i + 1] == '_') return std::nullopt;
  }
  std::int64_t v = 0;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
  if (ec != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
  return v;
}

// sum += v as Python's built-in sum() adds: exact ints until the first
// float, then doubles, left to right.
void add_python(PyNumber& sum, const PyNumber& v, const std::string& what) {
  if (!sum.is_int || !v.is_int) {
    sum = PyNumber::of_float(sum.value() + v.value());
  } else if (__builtin_add_overflow(sum.i, v.i, &sum.i)) {
    throw FormatError(what + ": integer sum beyond 64 bits");
  }
}

// A row's score as the TSV gives it: an int (no matching weight, or an
// integer in Unbabel's misc) or a float.
PyNumber weight_of(const MqmWeights& weights, const std::string& severity, const std::string& category) {
  // "severity", "severity/category", "severity/category/sub": the longest with a weight wins.
  std::vector<std::string> keys{to_lower(severity)};
  for (const std::string& part : split_on(category, '/')) keys.push_back(keys.back() + '/' + to_lower(part));
  for (auto key = keys.rbegin(); key != keys.rend(); ++key)
    if (const auto it = weights.find(*key); it != weights.end()) return PyNumber::of_float(it->second);
  return PyNumber::of_int(0);
}

PyNumber unbabel_score(const std::string& misc, const std::string& path, std::size_t line) {
  const std::string what = path + ":" + std::to_string(line);
  const JsonValue v = parse_json(misc, path + " (misc)", line);
  const JsonValue* m = v.find("mqm");
  if (!m) throw FormatError(what + ": misc has no \"mqm\" member");
  if (m->is(JsonValue::Type::boolean)) return PyNumber::of_int(m->boolean ? 1 : 0);
  if (!m->is(JsonValue::Type::number)) throw FormatError(what + ": misc's \"mqm\" is not a number");
  if (!m->is_integer()) return PyNumber::of_float(m->number);
  const auto n = json_integer(*m);
  if (!n) throw FormatError(what + ": misc's \"mqm\" is an integer beyond 64 bits");
  return PyNumber::of_int(*n);
}

std::size_t need_column(const Tsv& tsv, const std::string& name, const std::string& path) {
  const std::size_t c = tsv.column(name);
  if (c == std::string::npos) throw file_error(path, 1, "no column '" + name + "' in the header");
  return c;
}

const std::string& field(const Tsv& tsv, std::size_t row, std::size_t col, const std::string& name,
                         const std::string& path) {
  if (col >= tsv.rows[row].size())
    throw file_error(path, tsv.lines[row], "row has no '" + name + "' field (" +
                                               std::to_string(tsv.rows[row].size()) + " fields)");
  return tsv.rows[row][col];
}

// Rows grouped as score_mqm.py groups them: system, document (both in
// first-seen order), segment id (sorted), rater (first-seen order).
template <class T>
struct Ordered {
  std::vector<std::string> order;
  std::map<std::string, T> items;
  T& operator[](const std::string& k) {
    auto it = items.find(k);
    if (it != items.end()) return it->second;
    order.push_back(k);
    return items[k];
  }
};

using Documents = Ordered<std::map<std::int64_t, Ordered<std::vector<PyNumber>>>>;  // per segment, per rater

}  // namespace

std::size_t Tsv::column(std::string_view name) const {
  for (std::size_t k = header.size(); k-- > 0;)
    if (header[k] == name) return k;
  return std::string::npos;
}

Tsv parse_tsv(std::string_view raw, bool quoted, const std::string& path) {
  // Universal newlines, as Python's text files read.
  std::string text;
  text.reserve(raw.size());
  for (std::size_t k = 0; k < raw.size(); ++k) {
    text += raw[k] == '\r' ? '\n' : raw[k];
    if (raw[k] == '\r' && k + 1 < raw.size() && raw[k + 1] == '\n') ++k;
  }
  Tsv tsv;
  std::size_t line = 1, i = 0;
  bool have_header = false;
  std::vector<std::string> row;
  std::string fieldtext;
  while (i < text.size()) {
    const std::size_t row_line = line;
    if (text[i] == '\n') {  // an empty line is no row
      ++i;
      ++line;
      have_header = true;  // DictReader takes the first row, even an empty one, as the header
      continue;
    }
    row.clear();
    for (;;) {  // fields of one record
      fieldtext.clear();
      bool in_quotes = quoted && i < text.size() && text[i] == '"';
      if (in_quotes) ++i;
      for (; i < text.size(); ++i) {
        const char c = text[i];
        if (in_quotes && c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
          fieldtext += '"';  // a doubled quote
          ++i;
        } else if (in_quotes && c == '"') {
          in_quotes = false;  // after the closing quote, characters join the field (csv's non-strict mode)
        } else if (!in_quotes && (c == '\t' || c == '\n')) {
          break;
        } else {
          if (c == '\n') ++line;  // in quotes
          fieldtext += c;
        }
      }
      std::size_t chars = 0;
      for (char c : fieldtext) chars += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
      if (chars > kFieldLimit)
        throw file_error(path, row_line, "field larger than " + std::to_string(kFieldLimit) + " characters");
      row.push_back(fieldtext);
      if (i < text.size() && text[i] == '\t') {
        ++i;
        continue;
      }
      ++i;  // past the '\n' (or the end)
      ++line;
      break;
    }
    for (const std::string& f : row)
      if (!utf8::is_valid(f)) throw file_error(path, row_line, "invalid UTF-8");
    if (!have_header) {
      have_header = true;
      tsv.header = row;
      continue;
    }
    tsv.rows.push_back(row);
    tsv.lines.push_back(row_line);
  }
  return tsv;
}

MqmWeights parse_mqm_weights(const std::string& spec, const std::string& separator, const std::string& flag) {
  if (separator.empty()) throw InvalidArgument(flag + ": the separator is empty");
  MqmWeights weights;
  std::size_t b = 0;
  for (;;) {
    const std::size_t e = spec.find(separator, b);
    const std::string item = spec.substr(b, e == std::string::npos ? std::string::npos : e - b);
    const std::size_t colon = item.find(':');
    if (colon == std::string::npos || item.find(':', colon + 1) != std::string::npos)
      throw InvalidArgument(flag + ": '" + item + "' is not CATEGORY:WEIGHT");
    std::string_view number(item);
    number.remove_prefix(colon + 1);
    while (!number.empty() && is_python_space(number.front())) number.remove_prefix(1);
    while (!number.empty() && is_python_space(number.back())) number.remove_suffix(1);
    const auto w = parse_python_float(number);
    if (!w) throw InvalidArgument(flag + ": '" + item.substr(colon + 1) + "' in '" + item + "' is not a number");
    weights[to_lower(item.substr(0, colon))] = *w;
    if (e == std::string::npos) break;
    b = e + separator.size();
  }
  return weights;
}

std::string score_mqm(std::string_view tsv_text, const std::string& path, const ScoreMqmOptions& options) {
  const Tsv tsv = parse_tsv(tsv_text, options.unbabel, path);
  if (tsv.rows.empty()) return "";
  const bool from_misc = options.unbabel && !options.recompute_unbabel;
  Ordered<Documents> systems;
  const std::size_t c_system = need_column(tsv, "system", path), c_doc = need_column(tsv, "doc", path),
                    c_id = need_column(tsv, options.doc_id, path), c_rater = need_column(tsv, "rater", path),
                    c_misc = from_misc ? need_column(tsv, "misc", path) : 0,
                    c_severity = from_misc ? 0 : need_column(tsv, "severity", path),
                    c_category = from_misc ? 0 : need_column(tsv, "category", path);
  for (std::size_t r = 0; r < tsv.rows.size(); ++r) {
    const std::string& system = field(tsv, r, c_system, "system", path);
    const std::string& doc = field(tsv, r, c_doc, "doc", path);
    const std::string& id_text = field(tsv, r, c_id, options.doc_id, path);
    const auto id = parse_python_int(id_text);
    if (!id) throw file_error(path, tsv.lines[r], options.doc_id + " '" + id_text + "' is not an integer");
    PyNumber score = from_misc ? unbabel_score(field(tsv, r, c_misc, "misc", path), path, tsv.lines[r])
                               : weight_of(options.weights, field(tsv, r, c_severity, "severity", path),
                                           field(tsv, r, c_category, "category", path));
    const std::string& rater = field(tsv, r, c_rater, "rater", path);
    systems[system][doc][*id][rater].push_back(score);
  }
  if (options.force_contiguous) {
    for (const std::string& system : systems.order) {
      const Documents& docs = systems.items.at(system);
      for (const std::string& doc : docs.order) {
        const auto& ids = docs.items.at(doc);
        const std::int64_t lo = ids.begin()->first, hi = ids.rbegin()->first;
        if (static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo) + 1 != ids.size())
          throw file_error(path, "non-contiguous segments for " + system + "/" + doc);
      }
    }
  }
  std::string out;
  for (const std::string& system : systems.order) {
    const Documents& docs = systems.items.at(system);
    for (const std::string& doc : docs.order) {
      for (const auto& [id, raters] : docs.items.at(doc)) {
        const std::string what = path + ": " + system + "/" + doc + "/" + std::to_string(id);
        std::vector<std::pair<std::string, PyNumber>> rater_scores;  // first-seen order, as the dict
        for (const std::string& rater : raters.order) {
          const std::vector<PyNumber>& vals = raters.items.at(rater);
          PyNumber sum = PyNumber::of_int(0);
          for (const PyNumber& s : vals) add_python(sum, s, what);
          const double mean = sum.value() / static_cast<double>(vals.size());
          rater_scores.emplace_back(rater, from_misc ? PyNumber::of_float(mean) : sum);  // misc's: sum / len, a float
        }
        PyNumber total = PyNumber::of_int(0);
        for (const auto& [rater, s] : rater_scores) add_python(total, s, path);
        double global = total.value() / static_cast<double>(rater_scores.size());
        if (!from_misc) global *= -1;
        out += system + '\t' + doc + '\t' + std::to_string(id) + '\t' + python_repr(global);
        std::sort(rater_scores.begin(), rater_scores.end(),
                  [](const auto& a, const auto& b) { return a.first < b.first; });
        for (const auto& [rater, s] : rater_scores) out += '\t' + rater + '=' + python_repr(s);
        out += '\n';
      }
    }
  }
  return out;
}

MarkedSpan locate_span(std::string_view marked) {
  MarkedSpan span;
  std::int64_t chars = 0;
  bool open = false;
  for (std::size_t i = 0; i < marked.size(); ++i) {
    if (marked.compare(i, 3, "<v>") == 0) {
      if (open || span.found) throw InvalidArgument("more than one <v> mark");
      open = true;
      span.start = chars;
      i += 2;  // and the loop's step: past the mark
    } else if (marked.compare(i, 4, "</v>") == 0) {
      if (!open) throw InvalidArgument("</v> without <v>");
      open = false;
      span.found = true;
      span.end = chars;
      i += 3;
    } else {
      chars += (static_cast<unsigned char>(marked[i]) & 0xC0) != 0x80;
      span.text += marked[i];
    }
  }
  if (open) throw InvalidArgument("<v> without </v>");
  return span;
}

EvalSetRatings mqm_to_ratings(std::string_view tsv_text, const std::string& path, const EvalSet& evs,
                              const ScoreMqmOptions& options) {
  const Tsv tsv = parse_tsv(tsv_text, options.unbabel, path);
  EvalSetRatings out;
  if (tsv.rows.empty()) return out;
  const std::size_t c_system = need_column(tsv, "system", path), c_doc = need_column(tsv, "doc", path),
                    c_id = need_column(tsv, options.doc_id, path), c_rater = need_column(tsv, "rater", path),
                    c_source = need_column(tsv, "source", path), c_target = need_column(tsv, "target", path),
                    c_severity = need_column(tsv, "severity", path),
                    c_category = need_column(tsv, "category", path);
  const std::set<std::string> systems = evs.sys_names();
  for (std::size_t r = 0; r < tsv.rows.size(); ++r) {
    const std::size_t line = tsv.lines[r];
    const std::string& system = field(tsv, r, c_system, "system", path);
    const std::string& doc = field(tsv, r, c_doc, "doc", path);
    const std::string& id_text = field(tsv, r, c_id, options.doc_id, path);
    const std::string& rater = field(tsv, r, c_rater, "rater", path);
    const auto id = parse_python_int(id_text);
    if (!id) throw file_error(path, line, options.doc_id + " '" + id_text + "' is not an integer");
    if (!systems.count(system)) throw file_error(path, line, "unknown system " + system);
    const auto& docs = evs.docs();
    const auto d = std::find_if(docs.begin(), docs.end(), [&](const auto& x) { return x.first == doc; });
    if (d == docs.end()) throw file_error(path, line, "unknown document " + doc);
    const std::size_t length = d->second.second - d->second.first;
    if (*id < 1 || static_cast<std::uint64_t>(*id) > length)
      throw file_error(path, line, options.doc_id + " " + std::to_string(*id) + " is outside document " + doc +
                                       " (" + std::to_string(length) + " segments)");
    const std::size_t seg = d->second.first + static_cast<std::size_t>(*id) - 1;
    MarkedSpan src, tgt;
    try {
      src = locate_span(field(tsv, r, c_source, "source", path));
      tgt = locate_span(field(tsv, r, c_target, "target", path));
    } catch (const InvalidArgument& e) {
      throw file_error(path, line, e.what());
    }
    // The set's texts lost their trailing whitespace (MTME reads them with rstrip()).
    auto rstripped = [](std::string t) {
      while (!t.empty() && is_python_space(t.back())) t.pop_back();
      return t;
    };
    if (rstripped(src.text) != evs.src()[seg])
      throw file_error(path, line, "source differs from segment " + std::to_string(seg + 1) + " of the set");
    if (rstripped(tgt.text) != evs.sys_outputs().at(system)[seg])
      throw file_error(path, line, "target differs from " + system + "'s output for segment " +
                                       std::to_string(seg + 1));
    if (!out.sets.count(rater)) {
      out.names.push_back(rater);
      out.sets[rater] = empty_rating_set(evs);
    }
    RatingSet& set = out.sets[rater];
    auto& rating = set.ratings[system][seg];
    if (!rating) rating = Rating{};
    set.rater_ids[system][seg] = rater;
    if (!tgt.found && !src.found) continue;
    const MarkedSpan& where = tgt.found ? tgt : src;
    const std::string& category = field(tsv, r, c_category, "category", path);
    const std::string& severity = field(tsv, r, c_severity, "severity", path);
    rating->errors.push_back(
        {where.start, where.end, category, severity, weight_of(options.weights, severity, category), !tgt.found});
  }
  return out;
}

}  // namespace meteor::metaeval
