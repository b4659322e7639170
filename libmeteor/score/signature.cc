// SPDX-License-Identifier: LGPL-2.1-or-later
#include "score/signature.hh"

#include <algorithm>
#include <map>
#include <vector>

#include "resources/stemmer.hh"
#include "score/scorer.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "java/lang.hh"
#include "util/line_reader.hh"
#include "util/sha256.hh"

#ifndef METEOR_VERSION
#error "METEOR_VERSION is defined by libmeteor/CMakeLists.txt"
#endif

namespace meteor {
namespace {

constexpr std::size_t kHashDigits = 12;
const char* const kImplementation = "meteor-cpp";

// The fields, in the order signatures print them.
const char* const kFields[] = {"meteor", "impl", "version", "lang",  "task", "params", "mods",
                               "weights", "norm", "lower",  "nopunct", "unit", "beam", "nrefs",
                               "fw",      "nbp",  "stem",   "syn",   "para"};

bool uses(const Config& c, Module m) { return std::find(c.modules.begin(), c.modules.end(), m) != c.modules.end(); }

bool normalizes(Normalization n) { return n == Normalization::kNormalize || n == Normalization::kNormalizeNoPunct; }

std::string file_hash(const std::vector<std::string>& files) {
  Sha256 h;
  for (const std::string& f : files) h.update_file(f);
  return h.hex().substr(0, kHashDigits);
}

std::string join_numbers(const std::vector<double>& v) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (i > 0) s += ',';
    java::append_double(s, v[i]);
  }
  return s;
}

// A line that holds a signature: after an optional "Signature:", fields
// separated by '|', the first "meteor:".
std::optional<std::string_view> signature_in(std::string_view line) {
  line = trim_whitespace(line);
  constexpr std::string_view kLabel = "Signature:";
  if (line.substr(0, kLabel.size()) == kLabel) line = trim_whitespace(line.substr(kLabel.size()));
  if (line.substr(0, 7) != "meteor:" || line.find('|') == std::string_view::npos) return std::nullopt;
  return line;
}

Error field_error(const std::string& field, const std::string& what) {
  return Error("signature: field '" + field + "': " + what);
}

bool yes_no(const std::string& field, const std::string& value) {
  if (value == "yes") return true;
  if (value == "no") return false;
  throw field_error(field, "'" + value + "' is not yes or no");
}

std::vector<double> numbers(const std::string& field, const std::string& value) {
  std::vector<double> out;
  if (value.empty()) return out;
  for (const std::string& tok : split_on(value, ',')) {
    auto v = java::parse_double(tok);
    if (!v) throw field_error(field, "'" + tok + "' is not a number");
    out.push_back(*v);
  }
  return out;
}

bool is_hash(const std::string& s) {
  return s.size() == kHashDigits &&
         std::all_of(s.begin(), s.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

}  // namespace

const char* implementation_version() { return METEOR_VERSION; }

ResourceIdentity identify_resources(const Config& c, const ResourcePaths& p) {
  ResourceIdentity id;
  id.function_words = file_hash({p.function_words});
  if (normalizes(c.normalization)) id.nonbreaking_prefixes = file_hash({p.nonbreaking_prefixes});
  if (uses(c, Module::kStem)) {
    if (!p.stem_table.empty()) {
      id.stemmer = file_hash({p.stem_table});
    } else {
      std::string d = StemmerFactory::snowball(c.language).description();  // "snowball:english"
      std::replace(d.begin(), d.end(), ':', '-');
      id.stemmer = d;
    }
  }
  if (uses(c, Module::kSynonym)) {
    const std::string base = p.synonym_dir + "/" + language_name(c.language);
    id.synonyms = file_hash({base + ".synsets", base + ".exceptions"});
  }
  if (uses(c, Module::kParaphrase))
    id.paraphrases = p.paraphrase_table.empty() ? "none" : file_hash({p.paraphrase_table});
  return id;
}

// The fields every signature starts with: what computed it, what it
// reproduces, language, task, parameters.
static std::string signature_head(const Config& c) {
  std::string s = "meteor:1.5|impl:";
  s += kImplementation;
  s += "|version:";
  s += METEOR_VERSION;
  s += "|lang:" + language_code(c.language);
  s += "|task:" + task_name(c.task);
  s += "|params:" + join_numbers(c.parameters);
  return s;
}

std::string make_signature(const Config& c, const std::string& references, const ResourceIdentity& r) {
  std::string mods;
  for (std::size_t i = 0; i < c.modules.size(); ++i) {
    if (i > 0) mods += ',';
    mods += module_name(c.modules[i]);
  }
  const bool norm = normalizes(c.normalization);
  std::string s = signature_head(c);
  s += "|mods:" + mods;
  s += "|weights:" + join_numbers(c.weights);
  s += std::string("|norm:") + (norm ? "yes" : "no");
  s += std::string("|lower:") + (c.normalization != Normalization::kNone ? "yes" : "no");
  s += std::string("|nopunct:") + (c.normalization == Normalization::kNormalizeNoPunct ? "yes" : "no");
  s += std::string("|unit:") + (c.character_based ? "char" : "word");
  s += "|beam:" + std::to_string(c.beam_size);
  s += "|nrefs:" + references;
  s += "|fw:" + r.function_words;
  if (!r.nonbreaking_prefixes.empty()) s += "|nbp:" + r.nonbreaking_prefixes;
  if (!r.stemmer.empty()) s += "|stem:" + r.stemmer;
  if (!r.synonyms.empty()) s += "|syn:" + r.synonyms;
  if (!r.paraphrases.empty()) s += "|para:" + r.paraphrases;
  return s;
}

std::string make_stats_signature(const Config& c) {
  std::string s = signature_head(c);
  s += "|weights:" + join_numbers(c.weights);
  s += "|input:stats";
  return s;
}

std::string make_training_signature(const Config& c, const ResourceIdentity& r) {
  std::string s = make_signature(c, "var", r);
  auto replace = [&](const std::string& key) {
    const std::size_t b = s.find("|" + key + ":") + 1;
    const std::size_t e = s.find('|', b);
    s.replace(b, e - b, key + ":tuned");
  };
  replace("params");
  replace("weights");
  return s;
}

ParsedSignature parse_signature(std::string_view text) {
  std::optional<std::string_view> line = signature_in(text);
  if (!line)
    throw Error("signature: expected 'meteor:1.5|impl:...|...', got '" + std::string(trim_whitespace(text)) + "'");
  std::map<std::string, std::string> f;
  for (const std::string& field : split_on(*line, '|')) {
    const std::size_t colon = field.find(':');
    if (colon == std::string::npos) throw Error("signature: '" + field + "' is not a field name:value");
    std::string key = field.substr(0, colon);
    if (std::find(std::begin(kFields), std::end(kFields), key) == std::end(kFields))
      throw field_error(key, "unknown field");
    if (!f.emplace(key, field.substr(colon + 1)).second) throw field_error(key, "given twice");
  }
  auto need = [&](const char* key) -> const std::string& {
    auto it = f.find(key);
    if (it == f.end()) throw field_error(key, "missing");
    return it->second;
  };
  if (need("meteor") != "1.5") throw field_error("meteor", "this implementation reproduces Meteor 1.5, not " + f["meteor"]);
  if (need("impl") != kImplementation)
    throw field_error("impl", "made by '" + f["impl"] + "', which this implementation cannot vouch for");

  ParsedSignature out;
  out.version = need("version");
  Config& c = out.config;
  const std::string& lang = need("lang");
  try {
    c.language = parse_language(lang);
  } catch (const Error& e) {
    throw field_error("lang", e.what());
  }
  const std::string& task = need("task");
  try {
    c.task = parse_task(task);
  } catch (const Error& e) {
    throw field_error("task", e.what());
  }
  if (task_name(c.task) != task) throw field_error("task", "'" + task + "' is not a task name");
  c.parameters = numbers("params", need("params"));
  if (c.parameters.size() < 4) throw field_error("params", "needs alpha, beta, gamma and delta");
  c.modules.clear();
  const std::string& mods = need("mods");
  if (mods.empty()) throw field_error("mods", "no module");
  for (const std::string& m : split_on(mods, ',')) {
    try {
      c.modules.push_back(parse_module(m));
    } catch (const Error& e) {
      throw field_error("mods", e.what());
    }
  }
  c.weights = numbers("weights", need("weights"));
  if (c.weights.size() > c.modules.size()) throw field_error("weights", "more weights than modules");
  const bool norm = yes_no("norm", need("norm")), lower = yes_no("lower", need("lower")),
             nopunct = yes_no("nopunct", need("nopunct"));
  if (norm && !lower) throw field_error("lower", "-norm lowercases: lower must be yes with norm:yes");
  if (nopunct && !norm) throw field_error("nopunct", "-noPunct applies only with norm:yes");
  c.normalization = norm ? (nopunct ? Normalization::kNormalizeNoPunct : Normalization::kNormalize)
                         : (lower ? Normalization::kLowercase : Normalization::kNone);
  const std::string& unit = need("unit");
  if (unit != "word" && unit != "char") throw field_error("unit", "'" + unit + "' is not word or char");
  c.character_based = unit == "char";
  const std::string& beam = need("beam");
  auto b = java::parse_int(beam);
  if (!b) throw field_error("beam", "'" + beam + "' is not an integer");  // -x 0 runs, as in Meteor
  c.beam_size = *b;
  out.references = need("nrefs");
  if (out.references != "var") {
    auto n = java::parse_int(out.references);
    if (!n || *n < 1) throw field_error("nrefs", "'" + out.references + "' is not a positive integer or var");
  }

  // Resources: present exactly where the setting uses them.
  ResourceIdentity& r = out.resources;
  auto resource = [&](const char* key, bool used, std::string& into, bool hash_only) {
    auto it = f.find(key);
    if (!used) {
      if (it != f.end()) throw field_error(key, "given, but the setting does not use this resource");
      return;
    }
    if (it == f.end()) throw field_error(key, "missing");
    if (hash_only && !is_hash(it->second))
      throw field_error(key, "'" + it->second + "' is not a " + std::to_string(kHashDigits) + "-digit hash");
    into = it->second;
  };
  resource("fw", true, r.function_words, true);
  resource("nbp", norm, r.nonbreaking_prefixes, true);
  resource("stem", uses(c, Module::kStem), r.stemmer, false);
  resource("syn", uses(c, Module::kSynonym), r.synonyms, true);
  resource("para", uses(c, Module::kParaphrase), r.paraphrases, false);
  if (!r.stemmer.empty() && !is_hash(r.stemmer) && r.stemmer.rfind("snowball-", 0) != 0)
    throw field_error("stem", "'" + r.stemmer + "' is neither snowball-<language> nor a hash");
  if (!r.paraphrases.empty() && r.paraphrases != "none" && !is_hash(r.paraphrases))
    throw field_error("para", "'" + r.paraphrases + "' is neither none nor a hash");
  try {
    c.validate();
  } catch (const Error& e) {
    throw Error(std::string("signature: ") + e.what());
  }
  return out;
}

Config restore_config(const ParsedSignature& sig, const Options& o) {
  auto refuse = [](const char* option) {
    throw Error(std::string("the signature sets what ") + option + " sets: give one or the other");
  };
  if (!o.language.empty()) refuse("-l");
  if (!o.task.empty()) refuse("-t");
  if (o.parameters) refuse("-p");
  if (o.weights) refuse("-w");
  if (o.modules) refuse("-m");
  if (o.beam_size) refuse("-x");
  if (o.normalize) refuse("-norm");
  if (o.lowercase) refuse("-lower");
  if (o.no_punctuation) refuse("-noPunct");
  if (o.character_based) refuse("-ch");
  Config c = sig.config;
  if (!o.new_language_dir.empty()) {
    if (c.language != Language::kOther)
      throw Error("-new: the signature is for lang:" + language_code(c.language) + ", not a new language");
    c.new_language_dir = o.new_language_dir;
    c.function_words = o.new_language_dir + "/function.words";
    c.paraphrase_table = o.new_language_dir + "/paraphrase.gz";
  }
  c.memory_limit = o.memory_limit;
  if (!o.stem_table.empty()) c.stem_table = o.stem_table;
  if (!o.function_words.empty()) c.function_words = o.function_words;
  if (!o.synonym_dir.empty()) c.synonym_dir = o.synonym_dir;
  if (!o.paraphrase_table.empty()) c.paraphrase_table = o.paraphrase_table;
  return c;
}

std::string read_signature_file(const std::string& path) {
  LineReader in(path);
  std::string line, found;
  while (in.next(line))
    if (auto s = signature_in(line)) found = std::string(*s);
  if (found.empty()) throw file_error(path, "no signature in the file (a line 'meteor:1.5|impl:...|...')");
  return found;
}

void check_resources(const ResourceIdentity& sig, const ResourceIdentity& here, const ResourcePaths& p) {
  auto check = [](const char* field, const std::string& want, const std::string& have, const std::string& what,
                  const std::string& hint) {
    if (want == have) return;
    std::string here;
    if (have == "none")
      here = what + " is missing here";
    else if (have.rfind("snowball-", 0) == 0 || have.empty())
      here = "here " + what + " is " + (have.empty() ? std::string("none") : have);
    else
      here = "here the content hash of " + what + " is " + have;
    throw Error("signature field '" + std::string(field) + "': " + here + ", the signature says " + want + " (" +
                hint + ")");
  };
  check("fw", sig.function_words, here.function_words, "the function-word list " + p.function_words,
        "give the list with -s");
  check("nbp", sig.nonbreaking_prefixes, here.nonbreaking_prefixes,
        "the nonbreaking-prefix list " + p.nonbreaking_prefixes, "this data folder's -norm rules differ");
  check("stem", sig.stemmer, here.stemmer,
        "the stemmer" + (p.stem_table.empty() ? std::string() : " " + p.stem_table), "give a stem table with -e");
  check("syn", sig.synonyms, here.synonyms, "the synonyms in " + p.synonym_dir, "give the folder with -d");
  check("para", sig.paraphrases, here.paraphrases,
        "the paraphrase table " + (p.paraphrase_table.empty() ? p.missing_paraphrase_table : p.paraphrase_table),
        sig.paraphrases == "none" ? "the signature was made without a table" : "give the table with -a");
}

}  // namespace meteor
