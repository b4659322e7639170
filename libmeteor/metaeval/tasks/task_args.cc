// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/tasks/task_args.hh"

#include <cmath>

#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/json_value.hh"

namespace meteor::metaeval {

std::map<std::string, std::string> parse_python_dict(const std::string& text, const std::string& flag) {
  std::map<std::string, std::string> out;
  std::size_t i = 0;
  auto ws = [&] {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n')) ++i;
  };
  auto fail = [&](const std::string& why) { return Error(flag + ": " + why + " in " + text); };
  auto literal = [&]() {
    ws();
    if (i >= text.size()) throw fail("missing value");
    std::string v;
    if (text[i] == '\'' || text[i] == '"') {
      const char q = text[i];
      const std::size_t end = text.find(q, i + 1);
      if (end == std::string::npos) throw fail("unterminated string");
      v = text.substr(i, end + 1 - i);
      i = end + 1;
    } else {
      const std::size_t b = i;
      while (i < text.size() && text[i] != ',' && text[i] != '}' && text[i] != ':' && text[i] != ' ') ++i;
      v = text.substr(b, i - b);
      if (v.empty()) throw fail("missing value");
    }
    return v;
  };
  // Past the spaces, whether c comes next (then past it too).
  auto at = [&](char c) {
    ws();
    if (i >= text.size() || text[i] != c) return false;
    ++i;
    return true;
  };
  if (!at('{')) throw fail("not a dict");
  // Entries, each followed by ',' or the closing '}' (a ',' may come last).
  while (!at('}')) {
    std::string key = literal();
    if (key.size() < 2 || (key[0] != '\'' && key[0] != '"')) throw fail("key " + key + " is not a string");
    key = key.substr(1, key.size() - 2);
    if (!at(':')) throw fail("missing ':'");
    out[key] = literal();
    if (at(',')) continue;
    if (at('}')) break;
    throw fail("expected ',' or '}'");
  }
  ws();
  if (i != text.size()) throw fail("trailing text");
  return out;
}

PermTest parse_perm_test(const std::string& name) {
  if (name == "scores") return PermTest::scores;
  if (name == "pairs") return PermTest::pairs;
  throw Error("--matrix_perm_test: '" + name + "' is not scores or pairs");
}

TableFormat parse_table_format(const std::string& name, const std::string& flag) {
  if (name == "text") return TableFormat::text;
  if (name == "tsv") return TableFormat::tsv;
  if (name == "latex") return TableFormat::latex;
  throw InvalidArgument(flag + ": '" + name + "' is not text, tsv or latex");
}

Preset parse_preset(const std::string& name) {
  std::string n;
  for (char c : name)
    if (c != '_' && c != '-') n += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  if (n == "wmt23") return Preset::wmt23;
  if (n == "wmt24onwmt23") return Preset::wmt24_on_wmt23;
  if (n == "wmt24") return Preset::wmt24;
  if (n == "wmt25") return Preset::wmt25;
  throw Error("--task_set: unknown task set '" + name + "' (wmt23, wmt24_on_wmt23, wmt24, wmt25)");
}

namespace {

// Reading a task-set file: each member checked for its JSON type.
struct TaskReader {
  const std::string& path;

  [[noreturn]] void fail(const std::string& why) const { throw file_error(path, why); }

  const std::string& str(const JsonValue& v, const std::string& key) const {
    if (!v.is(JsonValue::Type::string)) fail(key + " must be a string");
    return v.string;
  }
  bool boolean(const JsonValue& v, const std::string& key) const {
    if (!v.is(JsonValue::Type::boolean)) fail(key + " must be true or false");
    return v.boolean;
  }
  double num(const JsonValue& v, const std::string& key) const {
    if (!v.is(JsonValue::Type::number) || !std::isfinite(v.number)) fail(key + " must be a number");
    return v.number;
  }
  int integer(const JsonValue& v, const std::string& key) const {
    const double d = num(v, key);
    if (d != std::floor(d) || d < 0 || d > 1e9) fail(key + " must be a non-negative integer");
    return static_cast<int>(d);
  }
  std::set<std::string> name_set(const JsonValue& v, const std::string& key) const {
    if (v.is(JsonValue::Type::string)) return {v.string};
    if (!v.is(JsonValue::Type::array)) fail(key + " must be a list of names");
    std::set<std::string> out;
    for (const JsonValue& x : v.array) out.insert(str(x, key));
    return out;
  }
  // A list of names, or a list of such lists (one per pair).
  std::vector<std::set<std::string>> sets(const JsonValue& v, const std::string& key) const {
    if (v.is(JsonValue::Type::array) && !v.array.empty() && v.array[0].is(JsonValue::Type::array)) {
      std::vector<std::set<std::string>> out;
      for (const JsonValue& x : v.array) out.push_back(name_set(x, key));
      return out;
    }
    return {name_set(v, key)};
  }

  MetaInfo meta(const JsonValue& m, const std::string& what) const {
    if (!m.is(JsonValue::Type::object)) fail("meta_info " + what + " must be an object");
    MetaInfo info;
    bool has_ref = false;
    for (const auto& [key, v] : m.object) {
      if (key == "std_ref") {
        info.std_ref = str(v, key);
        has_ref = true;
      } else if (key == "std_gold") {
        if (!v.is(JsonValue::Type::object)) fail("meta_info " + what + ": std_gold must be {level: name}");
        for (const auto& [level, name] : v.object) {
          if (!parse_level(level)) fail("meta_info " + what + ": '" + level + "' is not a level");
          info.std_gold[level] = str(name, "std_gold");
        }
      } else if (key == "outlier_systems") {
        info.outlier_systems = name_set(v, key);
      } else if (key == "primary_metrics") {
        info.primary_metrics = name_set(v, key);
      } else {
        fail("meta_info " + what + ": unknown member '" + key + "'");
      }
    }
    if (!has_ref) fail("meta_info " + what + ": no std_ref");
    return info;
  }

  Task task(const JsonValue& t) const {
    if (!t.is(JsonValue::Type::object)) fail("every task must be an object");
    Task task;
    // The attributes that are a JSON boolean or number as they are.
    const std::map<std::string, bool*> flags = {{"human", &task.human}, {"use_outliers", &task.use_outliers},
                                                {"primary", &task.primary},
                                                {"replace_nans_with_zeros", &task.replace_nans_with_zeros}};
    const std::map<std::string, double*> numbers = {
        {"pval", &task.pval}, {"early_min", &task.early_min}, {"early_max", &task.early_max}};
    std::string args_text = "{}";
    for (const auto& [key, v] : t.object) {
      if (flags.count(key)) {
        *flags.at(key) = boolean(v, key);
      } else if (numbers.count(key)) {
        *numbers.at(key) = num(v, key);
      } else if (key == "test_set") {
        task.test_set = str(v, key);
      } else if (key == "lang") {
        task.langs = split_on(str(v, key), ',');
      } else if (key == "domain") {
        if (!v.is(JsonValue::Type::null)) task.domain = str(v, key);
      } else if (key == "level") {
        const auto level = parse_level(str(v, key));
        if (!level) fail("level must be sys, domain, doc or seg");
        task.level = *level;
      } else if (key == "avg_by") {
        const auto a = parse_average(str(v, key));
        if (!a) fail("avg_by must be none, sys or item");
        task.avg_by = *a;
      } else if (key == "corr_fcn") {
        task.corr_fcn = parse_corr_fcn(str(v, key));
      } else if (key == "k") {
        task.k = integer(v, key);
      } else if (key == "gold") {
        if (v.is(JsonValue::Type::array)) {
          for (const JsonValue& g : v.array) task.gold.push_back(str(g, key));
        } else if (!v.is(JsonValue::Type::null)) {
          task.gold = {str(v, key)};
        }
      } else if (key == "refs") {
        if (!v.is(JsonValue::Type::null)) task.refs = sets(v, key);
      } else if (key == "close_refs") {
        if (!v.is(JsonValue::Type::null)) task.close_refs = sets(v, key);
      } else if (key == "block_size") {
        task.block_size = integer(v, key);
        if (task.block_size == 0) fail("block_size must be positive");
      } else if (key == "perm_test") {
        task.perm_test = parse_perm_test(str(v, key));
      } else if (key == "corr_fcn_args") {
        if (v.is(JsonValue::Type::null)) continue;
        if (!v.is(JsonValue::Type::object)) fail("corr_fcn_args must be an object");
        // As Python literal text, checked as --matrix_corr_args is.
        args_text.assign(1, '{');  // not = "{": GCC 12 sees a false -Wrestrict there under ASan
        for (const auto& [k, x] : v.object) {
          if (args_text.size() > 1) args_text += ",";
          if (x.is(JsonValue::Type::string))
            args_text += "'" + k + "':'" + x.string + "'";
          else if (x.is(JsonValue::Type::number))
            args_text += "'" + k + "':" + x.string;
          else
            fail("corr_fcn_args: " + k + " must be a string or a number");
        }
        args_text += "}";
      } else if (key == "seed") {
        task.seed = static_cast<std::uint64_t>(integer(v, key));
      } else {
        fail("unknown task attribute '" + key + "'");
      }
    }
    task.corr_fcn_args = parse_corr_args(task.corr_fcn, parse_python_dict(args_text, path), path + ": corr_fcn_args");
    return task;
  }
};

}  // namespace

TaskSet read_task_set_file(const std::string& path) {
  const JsonValue doc = read_json_file(path);
  const TaskReader r{path};
  if (!doc.is(JsonValue::Type::object)) r.fail("a task-set file is a JSON object with \"tasks\"");
  TaskSet set;
  for (const auto& [key, v] : doc.object) {
    if (key == "tasks") {
      if (!v.is(JsonValue::Type::array)) r.fail("tasks must be a list");
      for (const JsonValue& t : v.array) set.tasks.push_back(r.task(t));
    } else if (key == "combinations" || key == "attrs") {
      continue;  // below
    } else if (key == "meta_info") {
      if (!v.is(JsonValue::Type::object)) r.fail("meta_info must be {test set: {pair: {...}}}");
      for (const auto& [set_name, pairs] : v.object) {
        if (!pairs.is(JsonValue::Type::object)) r.fail("meta_info: " + set_name + " must be {pair: {...}}");
        for (const auto& [lp, m] : pairs.object) set.meta_info[{set_name, lp}] = r.meta(m, set_name + "/" + lp);
      }
    } else if (key == "weights") {
      if (!v.is(JsonValue::Type::array)) r.fail("weights must be a list of numbers");
      for (const JsonValue& w : v.array) {
        set.weights.push_back(r.num(w, "weights"));
        if (set.weights.back() < 0) r.fail("weights must not be negative");
      }
    } else {
      r.fail("unknown member '" + key + "' (tasks, combinations, attrs, weights, meta_info)");
    }
  }
  // MTME's TaskSet(attr_combs, **attrs): one task per combination of the
  // attributes' values (the first attribute varying slowest), each with attrs.
  const JsonValue* combs = doc.find("combinations");
  const JsonValue* attrs = doc.find("attrs");
  if (attrs && !combs) r.fail("attrs without combinations");
  if (combs) {
    if (!combs->is(JsonValue::Type::object) || combs->object.empty())
      r.fail("combinations must be {attribute: [values]}");
    if (attrs && !attrs->is(JsonValue::Type::object)) r.fail("attrs must be an object of attributes");
    for (const auto& [k, v] : combs->object)
      if (!v.is(JsonValue::Type::array) || v.array.empty()) r.fail("combinations: " + k + " must be a list of values");
    std::vector<std::size_t> at(combs->object.size(), 0);
    for (;;) {
      JsonValue t;
      t.type = JsonValue::Type::object;
      if (attrs) t.object = attrs->object;
      for (std::size_t i = 0; i < at.size(); ++i)
        t.object.emplace_back(combs->object[i].first, combs->object[i].second.array[at[i]]);
      set.tasks.push_back(r.task(t));
      std::size_t i = at.size();
      while (i > 0 && ++at[i - 1] == combs->object[i - 1].second.array.size()) at[--i] = 0;
      if (i == 0) break;
      if (set.tasks.size() > 100000) r.fail("too many combinations");
    }
  }
  if (set.tasks.empty()) r.fail("no tasks");
  if (!set.weights.empty() && set.weights.size() != set.tasks.size())
    r.fail(std::to_string(set.weights.size()) + " weights for " + std::to_string(set.tasks.size()) + " tasks");
  return set;
}

Task matrix_task(const MatrixFlags& f) {
  const auto level = parse_level(f.level);
  if (!level) throw InvalidArgument("--matrix_level: '" + f.level + "' is not sys, domain, doc or seg");
  const auto average = parse_average(f.avg);
  if (!average) throw InvalidArgument("--avg: '" + f.avg + "' is not none, sys or item");
  const CorrFcn fcn = parse_corr_fcn(f.corr);
  CorrArgs args = parse_corr_args(fcn, parse_python_dict(f.corr_args), "--matrix_corr_args");
  auto flag_list = [](const std::string& v) {
    return (v == "std" || v == "None" || v.empty()) ? std::vector<std::string>{} : split_on(v, ',');
  };
  Task task{.test_set = f.test_set, .langs = split_on(f.langs, ','),
            .domain = f.domain.empty() || f.domain == "None" ? std::nullopt : std::optional(f.domain),
            .level = *level, .human = f.human, .avg_by = *average, .corr_fcn = fcn, .k = f.perm.k,
            .gold = flag_list(f.gold), .use_outliers = f.use_outliers, .primary = f.primary, .pval = f.pval,
            .block_size = f.perm.block_size, .early_min = f.perm.early_min, .early_max = f.perm.early_max,
            .replace_nans_with_zeros = f.replace_nans_with_zeros, .perm_test = parse_perm_test(f.perm_test),
            .corr_fcn_args = std::move(args), .seed = f.perm.seed, .threads = f.perm.threads};
  for (const std::string& r : flag_list(f.refs)) task.refs.push_back({r});
  for (const std::string& r : flag_list(f.close_refs)) task.close_refs.push_back({r});
  return task;
}

}  // namespace meteor::metaeval
