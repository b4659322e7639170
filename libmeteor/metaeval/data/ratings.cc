// MQM ratings as MTME keeps them: JSON read with dacite's type checks and
// written as json.dumps writes it, .seg.rating files read and written,
// standalone ratings converted to EvalSet ratings and back (raters renamed or
// merged by MTME's rules), and a set's stored ratings read.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/data/ratings.hh"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <set>

#include "metaeval/data/pyformat.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/text_file.hh"
#include "util/line_reader.hh"
#include "util/utf8.hh"

namespace meteor::metaeval {
namespace {

namespace fs = std::filesystem;

void append_u_escape(std::string& out, unsigned u) {
  static const char* const kHex = "0123456789abcdef";
  out += "\\u";
  for (int shift = 12; shift >= 0; shift -= 4) out += kHex[(u >> shift) & 0xF];
}

// Python's str.isspace() for one code point.
bool is_python_unicode_space(char32_t c) {
  return (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20) || c == 0x85 || c == 0xA0 || c == 0x1680 ||
         (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F ||
         c == 0x3000;
}

// Python's str.strip() of valid UTF-8.
std::string_view python_strip(std::string_view s) {
  std::size_t b = 0;
  while (b < s.size()) {
    std::size_t j = b;
    if (!is_python_unicode_space(utf8::decode_one(s, j))) break;
    b = j;
  }
  std::size_t e = s.size();
  while (e > b) {
    std::size_t k = e - 1;
    while (k > b && (static_cast<unsigned char>(s[k]) & 0xC0) == 0x80) --k;
    std::size_t j = k;
    if (!is_python_unicode_space(utf8::decode_one(s, j))) break;
    e = k;
  }
  return s.substr(b, e - b);
}

// Python's name of a JSON value's type, for messages.
const char* type_name(const JsonValue& v) {
  switch (v.type) {
    case JsonValue::Type::null: return "None";
    case JsonValue::Type::boolean: return "bool";
    case JsonValue::Type::number: return v.is_integer() ? "int" : "float";
    case JsonValue::Type::string: return "str";
    case JsonValue::Type::array: return "list";
    case JsonValue::Type::object: return "dict";
  }
  return "?";
}

const JsonValue& member(const JsonValue& v, const char* key, const std::string& what) {
  const JsonValue* m = v.find(key);
  if (!m) throw FormatError(what + ": missing field '" + std::string(key) + "'");
  return *m;
}

[[noreturn]] void wrong_type(const char* key, const char* want, const JsonValue& got, const std::string& what) {
  throw FormatError(what + ": field '" + std::string(key) + "' should be " + want + ", not " + type_name(got));
}

std::int64_t int_field(const JsonValue& v, const char* key, const std::string& what) {
  const JsonValue& m = member(v, key, what);
  const auto n = json_integer(m);
  if (!n) wrong_type(key, m.is_integer() ? "an int within 64 bits" : "int", m, what);
  return *n;
}

std::optional<std::string> optional_string(const JsonValue& v, const char* key, const std::string& what) {
  const JsonValue* m = v.find(key);
  if (!m || m->is(JsonValue::Type::null)) return std::nullopt;
  if (!m->is(JsonValue::Type::string)) wrong_type(key, "str or null", *m, what);
  return m->string;
}

std::optional<std::int64_t> optional_int(const JsonValue& v, const char* key, const std::string& what) {
  const JsonValue* m = v.find(key);
  if (!m || m->is(JsonValue::Type::null)) return std::nullopt;
  const auto n = json_integer(*m);
  if (!n) wrong_type(key, "int or null", *m, what);
  return n;
}

std::string string_field(const JsonValue& v, const char* key, const std::string& what) {
  const JsonValue& m = member(v, key, what);
  if (!m.is(JsonValue::Type::string)) wrong_type(key, "str", m, what);
  return m.string;
}

std::vector<RatingError> errors_field(const JsonValue& v, const std::string& what) {
  const JsonValue& m = member(v, "errors", what);
  if (!m.is(JsonValue::Type::array)) wrong_type("errors", "a list", m, what);
  std::vector<RatingError> out;
  for (std::size_t k = 0; k < m.array.size(); ++k) {
    const JsonValue& e = m.array[k];
    const std::string ewhat = what + ": error " + std::to_string(k + 1);
    if (!e.is(JsonValue::Type::object)) throw FormatError(ewhat + ": not an object");
    RatingError r{int_field(e, "start", ewhat), int_field(e, "end", ewhat), optional_string(e, "category", ewhat),
                  optional_string(e, "severity", ewhat), std::nullopt, false};
    if (const JsonValue* s = e.find("score"); s && !s->is(JsonValue::Type::null)) {
      if (!s->is(JsonValue::Type::number)) wrong_type("score", "a number or null", *s, ewhat);
      r.score = s->is_integer() ? PyNumber::of_int(int_field(e, "score", ewhat)) : PyNumber::of_float(s->number);
    }
    if (const JsonValue* s = e.find("is_source_error")) {
      if (!s->is(JsonValue::Type::boolean)) wrong_type("is_source_error", "bool", *s, ewhat);
      r.is_source_error = s->boolean;
    }
    out.push_back(std::move(r));
  }
  return out;
}

std::string optional_json(const std::optional<std::string>& s) { return s ? python_json_string(*s) : "null"; }

std::string errors_json(const std::vector<RatingError>& errors) {
  std::string out = "[";
  for (std::size_t k = 0; k < errors.size(); ++k) {
    const RatingError& e = errors[k];
    if (k) out += ", ";
    out += "{\"start\": " + std::to_string(e.start) + ", \"end\": " + std::to_string(e.end) + ", \"category\": ";
    out += optional_json(e.category) + ", \"severity\": " + optional_json(e.severity) + ", \"score\": ";
    out += e.score ? python_json_number(*e.score) : "null";
    out += e.is_source_error ? ", \"is_source_error\": true}" : ", \"is_source_error\": false}";
  }
  return out + ']';
}

// Lines of a text file as Python iterates them (line ends "\n", "\r",
// "\r\n"), each checked to be UTF-8; f(line, number).
template <class F>
void for_each_python_line(const std::string& path, F&& f) {
  LineReader reader(path);
  std::string line;
  while (reader.next_raw(line)) {
    if (!utf8::is_valid(line)) throw file_error(path, reader.line_number(), "invalid UTF-8");
    f(line, reader.line_number());
  }
}

}  // namespace

std::optional<std::int64_t> json_integer(const JsonValue& v) {
  if (!v.is_integer()) return std::nullopt;
  errno = 0;
  char* end = nullptr;
  const long long n = std::strtoll(v.string.c_str(), &end, 10);
  if (errno == ERANGE || *end) return std::nullopt;
  return n;
}

RatingSet empty_rating_set(const EvalSet& evs) {
  RatingSet set;
  for (const std::string& sys : evs.sys_names()) {
    set.systems.push_back(sys);
    set.ratings[sys].assign(evs.src().size(), std::nullopt);
    set.rater_ids[sys].assign(evs.src().size(), std::nullopt);
  }
  return set;
}

std::string python_json_string(std::string_view s) {
  std::string out = "\"";
  std::size_t i = 0;
  while (i < s.size()) {
    const char32_t c = utf8::decode_one(s, i);
    switch (c) {
      case '"': out += "\\\""; continue;
      case '\\': out += "\\\\"; continue;
      case '\n': out += "\\n"; continue;
      case '\r': out += "\\r"; continue;
      case '\t': out += "\\t"; continue;
      case '\b': out += "\\b"; continue;
      case '\f': out += "\\f"; continue;
      default: break;
    }
    if (c >= 0x10000) {  // a surrogate pair
      const unsigned v = static_cast<unsigned>(c) - 0x10000;
      append_u_escape(out, 0xD800 | (v >> 10));
      append_u_escape(out, 0xDC00 | (v & 0x3FF));
    } else if (c < 0x20 || c > 0x7F) {
      append_u_escape(out, static_cast<unsigned>(c));
    } else {
      out += static_cast<char>(c);  // ASCII, DEL included
    }
  }
  return out + '"';
}

std::string python_json_number(const PyNumber& n) { return n.is_int ? std::to_string(n.i) : python_json_float(n.d); }

std::string rating_json(const Rating& rating) { return "{\"errors\": " + errors_json(rating.errors) + '}'; }

std::string standalone_rating_json(const StandaloneRating& r) {
  std::string out = "{\"source\": " + python_json_string(r.source) + ", \"hypothesis\": " +
                    python_json_string(r.hypothesis) + ", \"errors\": " + errors_json(r.errors);
  out += ", \"document_id\": " + optional_json(r.document_id) + ", \"segment_id\": ";
  out += r.segment_id ? std::to_string(*r.segment_id) : "null";
  out += ", \"system_id\": " + optional_json(r.system_id) + ", \"rater_id\": " + optional_json(r.rater_id);
  out += ", \"src_lang\": " + optional_json(r.src_lang) + ", \"tgt_lang\": " + optional_json(r.tgt_lang) + '}';
  return out;
}

Rating rating_from_json(const JsonValue& v, const std::string& what) {
  if (!v.is(JsonValue::Type::object)) throw FormatError(what + ": a rating must be a JSON object");
  return Rating{errors_field(v, what)};
}

StandaloneRating standalone_rating_from_json(const JsonValue& v, const std::string& what) {
  if (!v.is(JsonValue::Type::object)) throw FormatError(what + ": a rating must be a JSON object");
  return {string_field(v, "source", what), string_field(v, "hypothesis", what), errors_field(v, what),
          optional_string(v, "document_id", what), optional_int(v, "segment_id", what),
          optional_string(v, "system_id", what), optional_string(v, "rater_id", what),
          optional_string(v, "src_lang", what), optional_string(v, "tgt_lang", what)};
}

RatingSet read_rating_file(const std::string& path, const std::string& default_rater) {
  RatingSet set;
  for_each_python_line(path, [&](const std::string& raw, std::size_t line) {
    const std::vector<std::string> cols = split_on(python_strip(raw), '\t');
    if (cols.size() != 2 && cols.size() != 3)
      throw file_error(path, line, "expected 2 or 3 tab-separated fields, found " + std::to_string(cols.size()));
    const std::string& sys = cols[0];
    if (!set.ratings.count(sys)) set.systems.push_back(sys);
    auto& ratings = set.ratings[sys];
    auto& raters = set.rater_ids[sys];
    if (cols[1] == "None") {
      ratings.push_back(std::nullopt);
      raters.push_back(std::nullopt);
    } else {
      ratings.push_back(rating_from_json(parse_json(cols[1], path, line), path + ":" + std::to_string(line)));
      raters.push_back(cols.size() == 3 ? cols[2] : default_rater);
    }
  });
  return set;
}

std::string format_rating_file(const RatingSet& set) {
  std::string out;
  for (const auto& [sys, ratings] : set.ratings) {  // std::map: sorted, as MTME writes them
    const auto& raters = set.rater_ids.at(sys);
    for (std::size_t k = 0; k < ratings.size() && k < raters.size(); ++k) {
      if (!ratings[k])
        out += sys + "\tNone\n";
      else
        out += sys + '\t' + rating_json(*ratings[k]) + '\t' + raters[k].value_or("None") + '\n';
    }
  }
  return out;
}

void write_rating_file(const RatingSet& set, const std::string& path) { write_text_file(path, format_rating_file(set)); }

RatingFileName parse_rating_file_name(const std::string& path) {
  const std::string base = fs::path(path).filename().string();
  const std::vector<std::string> toks = split_on(base, '.');
  if (toks.size() < 4 || toks.back() != "rating")
    throw InvalidArgument(path + ": not named SRC-TGT.NAME.LEVEL.rating");
  RatingFileName n;
  n.lp = toks[0];
  for (std::size_t k = 1; k + 2 < toks.size(); ++k) n.name += (k > 1 ? "." : "") + toks[k];
  n.level = toks[toks.size() - 2];
  const auto dot = n.name.rfind('.');
  n.rating_name = dot == std::string::npos ? n.name : n.name.substr(dot + 1);
  return n;
}

std::vector<StandaloneRating> read_standalone_ratings(const std::string& path) {
  std::vector<StandaloneRating> out;
  for_each_python_line(path, [&](const std::string& line, std::size_t number) {
    const std::string what = path + ":" + std::to_string(number);
    out.push_back(standalone_rating_from_json(parse_json(line, path, number), what));
  });
  return out;
}

void write_standalone_ratings(const std::vector<StandaloneRating>& ratings, const std::string& path) {
  std::string text;
  for (const auto& r : ratings) text += standalone_rating_json(r) + '\n';
  write_text_file(path, text);
}

std::vector<std::pair<std::optional<std::string>, std::string>> rename_raters(
    const std::vector<StandaloneRating>& ratings, bool anonymize) {
  std::set<std::string> names;
  bool has_none = false;
  for (const auto& r : ratings) {
    if (r.rater_id) names.insert(*r.rater_id);
    else has_none = true;
  }
  // MTME sorts the ids, which fails in Python when None is among strings.
  if (has_none && !names.empty())
    throw InvalidArgument("ratings with and without rater_id cannot be mixed (rater " + *names.begin() + ")");
  if (has_none) return {{std::nullopt, "rater"}};
  std::vector<std::pair<std::optional<std::string>, std::string>> out;
  const bool all_rater = std::all_of(names.begin(), names.end(),
                                     [](const std::string& n) { return n.empty() || n.rfind("rater", 0) == 0; });
  std::size_t k = 0;
  for (const std::string& n : names) out.emplace_back(n, anonymize && !all_rater ? "rater" + std::to_string(++k) : n);
  return out;
}

ConvertedRatings standalone_to_evalset(const std::vector<StandaloneRating>& ratings, const EvalSet& evs,
                                       bool anonymize, bool strict) {
  ConvertedRatings out;
  out.renamed = rename_raters(ratings, anonymize);
  const std::set<std::string> systems = evs.sys_names();
  const std::size_t dash = evs.lp().find('-');
  const std::string src_lang = evs.lp().substr(0, dash);
  const std::string tgt_lang = dash == std::string::npos ? "" : evs.lp().substr(dash + 1);
  for (std::size_t k = 0; k < ratings.size(); ++k) {
    const StandaloneRating& r = ratings[k];
    const std::string id = "rating " + std::to_string(k + 1);
    if (!r.segment_id || !r.system_id) throw InvalidArgument(id + ": conversion needs segment_id and system_id");
    const std::int64_t seg = *r.segment_id;
    if (seg < 0 || static_cast<std::size_t>(seg) >= evs.src().size())
      throw InvalidArgument(id + ": segment_id " + std::to_string(seg) + " is out of range (" +
                            std::to_string(evs.src().size()) + " segments)");
    if (r.document_id) {
      const auto& docs = evs.docs();
      const auto it = std::find_if(docs.begin(), docs.end(), [&](const auto& d) { return d.first == *r.document_id; });
      if (it == docs.end()) throw InvalidArgument(id + ": unknown document " + *r.document_id);
      if (static_cast<std::size_t>(seg) < it->second.first || static_cast<std::size_t>(seg) >= it->second.second)
        throw InvalidArgument(id + ": segment_id " + std::to_string(seg) + " is not in document " + *r.document_id);
    }
    if (!systems.count(*r.system_id)) throw InvalidArgument(id + ": unknown system " + *r.system_id);
    if (r.src_lang && *r.src_lang != src_lang)
      throw InvalidArgument(id + ": source language " + *r.src_lang + " is not the set's");
    if (r.tgt_lang && *r.tgt_lang != tgt_lang)
      throw InvalidArgument(id + ": target language " + *r.tgt_lang + " is not the set's");
    if (strict) {
      if (r.source != evs.src()[seg]) throw InvalidArgument(id + ": source differs from the set's segment");
      if (r.hypothesis != evs.sys_outputs().at(*r.system_id)[seg])
        throw InvalidArgument(id + ": hypothesis differs from the system's output");
    }
    std::string rater;
    for (const auto& [from, to] : out.renamed)
      if (from == r.rater_id) rater = to;
    if (!out.ratings.sets.count(rater)) {
      out.ratings.names.push_back(rater);
      out.ratings.sets[rater] = empty_rating_set(evs);
    }
    RatingSet& set = out.ratings.sets[rater];
    auto& slot = set.ratings[*r.system_id][seg];
    if (slot)
      throw InvalidArgument(id + ": a second rating of system " + *r.system_id + ", segment " + std::to_string(seg) +
                            " by rater " + rater);
    slot = Rating{r.errors};
    set.rater_ids[*r.system_id][seg] = rater;
  }
  return out;
}

RatingSet merge_raters(const EvalSetRatings& ratings, const EvalSet& evs) {
  RatingSet merged = empty_rating_set(evs);
  for (const std::string& name : ratings.names) {
    const RatingSet& set = ratings.sets.at(name);
    for (const std::string& sys : set.systems) {
      const auto& rs = set.ratings.at(sys);
      const auto& ids = set.rater_ids.at(sys);
      auto target = merged.ratings.find(sys);
      for (std::size_t seg = 0; seg < rs.size(); ++seg) {
        if (!rs[seg]) continue;
        if (target == merged.ratings.end() || seg >= target->second.size())
          throw InvalidArgument("rating " + name + ": system " + sys + ", segment " + std::to_string(seg) +
                                " is not in " + evs.name() + "/" + evs.lp());
        if (target->second[seg])
          throw InvalidArgument("cannot merge raters: system " + sys + ", segment " + std::to_string(seg) +
                                " has two ratings (" + name + " and an earlier one)");
        target->second[seg] = rs[seg];
        merged.rater_ids[sys][seg] = ids[seg];
      }
    }
  }
  return merged;
}

std::vector<StandaloneRating> evalset_to_standalone(const EvalSetRatings& ratings, const EvalSet& evs,
                                                    const std::map<std::string, std::string>* rename) {
  const std::vector<std::string> docs = evs.docs_per_seg();
  std::vector<StandaloneRating> out;
  for (const std::string& name : ratings.names) {
    const RatingSet& set = ratings.sets.at(name);
    for (const std::string& sys : set.systems) {
      const auto& rs = set.ratings.at(sys);
      const auto& ids = set.rater_ids.at(sys);
      const auto output = evs.sys_outputs().find(sys);
      if (output == evs.sys_outputs().end())
        throw InvalidArgument("ratings " + name + ": unknown system " + sys + " in " + evs.name() + "/" + evs.lp());
      for (std::size_t seg = 0; seg < rs.size(); ++seg) {
        if (!rs[seg]) continue;
        if (seg >= evs.src().size())
          throw InvalidArgument("ratings " + name + ": system " + sys + " has more ratings than the set's " +
                                std::to_string(evs.src().size()) + " segments");
        StandaloneRating r{.source = evs.src()[seg], .hypothesis = output->second[seg], .errors = rs[seg]->errors,
                           .document_id = docs[seg], .segment_id = static_cast<std::int64_t>(seg), .system_id = sys,
                           .rater_id = ids[seg], .src_lang = std::nullopt, .tgt_lang = std::nullopt};
        if (rename && r.rater_id) {
          const auto it = rename->find(*r.rater_id);
          if (it == rename->end()) throw InvalidArgument("rater " + *r.rater_id + " is not in the rater key file");
          r.rater_id = it->second;
        }
        out.push_back(std::move(r));
      }
    }
  }
  return out;
}

EvalSetRatings read_stored_ratings(const EvalSet& evs) {
  EvalSetRatings out;
  const fs::path dir = fs::path(evs.dir()) / "human-scores";
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return out;
  std::vector<std::string> files;
  const std::string prefix = evs.lp() + ".";
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string base = entry.path().filename().string();
    if (base.size() > prefix.size() + 7 && base.starts_with(prefix) && base.ends_with(".rating"))
      files.push_back(entry.path().string());
  }
  std::sort(files.begin(), files.end());
  for (const std::string& f : files) {
    const RatingFileName n = parse_rating_file_name(f);
    if (n.level != "seg") throw file_error(f, "ratings must be segment-level (.seg.rating)");
    if (out.sets.count(n.name)) throw file_error(f, "duplicate ratings " + n.name);
    out.names.push_back(n.name);
    out.sets[n.name] = read_rating_file(f, n.name);
  }
  return out;
}

}  // namespace meteor::metaeval
