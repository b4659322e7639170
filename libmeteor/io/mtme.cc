// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/mtme.hh"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <string_view>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <unordered_map>

#include "text/tokenize.hh"
#include "util/error.hh"
#include "java/lang.hh"
#include "util/line_reader.hh"
#include "util/output_file.hh"

namespace meteor {
namespace {

namespace fs = std::filesystem;

bool has_space(const std::string& s) {
  for (char c : s)
    if (is_python_space(c)) return true;
  return false;
}

std::string base_name(const std::string& path) {
  std::size_t slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

void append_scores(std::string& out, const std::string& system, const std::vector<double>& scores,
                   const std::vector<std::string>* domains = nullptr) {
  for (std::size_t k = 0; k < scores.size(); ++k) {
    const double s = scores[k];
    if (domains) {
      out += (*domains)[k];
      out += '\t';
    }
    out += system;
    out += '\t';
    java::append_double(out, s);
    out += '\n';
  }
}

// Merges one level's file: systems' blocks replaced where they stand, new
// ones appended. expected: number of scores per system at this level.
void write_level(OutputSet& outputs, const std::string& path, const std::vector<MtmeSystem>& systems,
                 std::size_t expected,
                 const std::function<std::vector<double>(const MtmeSystem&)>& scores_of, bool domain = false) {
  std::vector<std::string> order;
  std::unordered_map<std::string, std::string> blocks;  // system -> its lines
  if (fs::exists(path)) {
    // The file's lines kept as they are, by system ("[DOMAIN] SYS SCORE":
    // the system is the last field but one); only their number is checked.
    LineReader reader(path);
    std::string line;
    std::unordered_map<std::string, std::size_t> counts;
    const std::size_t fields_wanted = domain ? 3 : 2;
    while (reader.next(line)) {
      const std::vector<std::string> fields = split_python_whitespace(line);
      if (fields.size() != fields_wanted)
        throw file_error(path, reader.line_number(),
                         std::string("expected ") + (domain ? "'DOMAIN SYSNAME SCORE'" : "'SYSNAME SCORE'") +
                             ", found " + std::to_string(fields.size()) + " fields");
      const std::string& name = fields[fields_wanted - 2];
      auto [it, added] = blocks.try_emplace(name);
      if (added) order.push_back(name);
      it->second += line;
      it->second += '\n';
      ++counts[name];
    }
    for (const std::string& name : order) {
      if (counts[name] == expected) continue;
      bool replaced = false;
      for (const MtmeSystem& s : systems) replaced = replaced || s.name == name;
      if (!replaced)
        throw file_error(path, "system " + name + " has " + std::to_string(counts[name]) +
                                   " scores, this run has " + std::to_string(expected) +
                                   " per system: not the same test set (remove the file to start afresh)");
    }
  }
  for (const MtmeSystem& s : systems) {
    std::vector<double> values = scores_of(s);
    if (values.size() != expected)
      throw Error("MTME: system " + s.name + " has " + std::to_string(values.size()) + " scores, expected " +
                  std::to_string(expected));
    auto [it, added] = blocks.try_emplace(s.name);
    if (added) order.push_back(s.name);
    it->second.clear();
    append_scores(it->second, s.name, values, domain ? &s.domains : nullptr);
  }
  // Written next to the file; renamed over it with the set's other files.
  OutputFile& out = outputs.add(path);
  for (const std::string& name : order) out.write(blocks[name]);
}

}  // namespace

std::string mtme_file_name(const std::string& metric, const std::string& reference, const std::string& level) {
  return metric + "-" + reference + "." + level + ".score";
}

void check_mtme_metric_name(const std::string& name, const std::string& what) {
  if (name.empty()) throw Error(what + ": the metric name is empty");
  if (has_space(name) || name.find('/') != std::string::npos || name.find('\0') != std::string::npos)
    throw Error(what + ": metric name '" + name + "' has whitespace or '/'");
}

void check_mtme_reference(const std::string& reference, const std::string& what) {
  if (reference.empty()) throw Error(what + ": the reference name is empty");
  for (const std::string& name : split_on(reference, '.')) {
    if (name.empty())
      throw Error(what + ": reference '" + reference + "': names are separated by single dots, none empty");
    if (name.find('-') != std::string::npos || name.find('/') != std::string::npos || has_space(name))
      throw Error(what + ": reference name '" + name +
                  "' has '-', '/' or whitespace, which MTME cannot parse (give another with -mtmeRef)");
  }
}

void check_mtme_system_name(const std::string& name, const std::string& what) {
  if (name.empty()) throw Error(what + ": the system name is empty");
  if (has_space(name) || name.find('/') != std::string::npos)
    throw Error(what + ": system name '" + name + "' has whitespace or '/', which MTME cannot read");
}

std::string mtme_system_from_path(const std::string& test_path) {
  std::string name = base_name(test_path);
  if (name.size() > 4 && name.compare(name.size() - 4, 4, ".txt") == 0) name.resize(name.size() - 4);
  return name;
}

std::optional<std::string> mtme_reference_from_path(const std::string& ref_path) {
  const std::string name = base_name(ref_path);
  if (name.size() <= 4 || name.compare(name.size() - 4, 4, ".txt") != 0) return std::nullopt;
  const std::string stem = name.substr(0, name.size() - 4);
  std::size_t dot = stem.rfind('.');
  if (dot == std::string::npos || dot == 0 || dot + 1 == stem.size()) return std::nullopt;
  return stem.substr(dot + 1);
}

std::vector<std::string> write_mtme(const MtmeOptions& options, const std::string& reference,
                                    const std::vector<MtmeSystem>& systems) {
  check_mtme_metric_name(options.metric, "-mtmeName");
  check_mtme_reference(reference, "-mtmeRef");
  if (systems.empty()) throw Error("MTME: no system to write");
  for (const MtmeSystem& s : systems) check_mtme_system_name(s.name, "MTME");
  std::error_code ec;
  fs::create_directories(options.dir, ec);
  if (ec || !fs::is_directory(options.dir)) throw file_error(options.dir, "cannot create the MTME folder");

  const std::string base = options.dir + "/";
  std::vector<std::string> written;
  const std::string signature_path = base + options.metric + "-" + reference + ".signature";
  if (!options.signature.empty() && fs::exists(signature_path)) {
    LineReader in(signature_path);
    std::string old;
    in.next(old);
    if (old != options.signature)
      throw file_error(signature_path, "the scores here were made with another signature (" + old +
                                           "); write these elsewhere or remove the files to start afresh");
  }
  // The seg, doc, domain and sys files and the signature: all replaced, or
  // none (a full disk leaves the folder as it was).
  OutputSet outputs;
  auto level = [&](const char* name, std::size_t expected, auto scores_of, bool domain = false) {
    std::string path = base + mtme_file_name(options.metric, reference, name);
    write_level(outputs, path, systems, expected, scores_of, domain);
    written.push_back(path);
  };
  level("sys", 1, [](const MtmeSystem& s) { return std::vector<double>{s.system_score}; });
  if (!systems[0].document_scores.empty())
    level("doc", systems[0].document_scores.size(), [](const MtmeSystem& s) { return s.document_scores; });
  if (!systems[0].domain_scores.empty())
    level("domain", systems[0].domain_scores.size(), [](const MtmeSystem& s) { return s.domain_scores; }, true);
  level("seg", systems[0].segment_scores.size(), [](const MtmeSystem& s) { return s.segment_scores; });
  if (!options.signature.empty()) {
    outputs.add(signature_path).write(options.signature + "\n");
    written.push_back(signature_path);
  }
  outputs.commit();
  return written;
}

MtmeOptions resolve_mtme_plaintext(MtmeOptions options, const std::string& test_path, const std::string& ref_path,
                                   int ref_count) {
  check_mtme_metric_name(options.metric, "-mtmeName");
  if (options.reference.empty()) {
    std::optional<std::string> derived = mtme_reference_from_path(ref_path);
    if (!derived || ref_count != 1)
      throw Error("-mtme: cannot tell the reference name from " + ref_path +
                  " (MTME names references SRC-TGT.NAME.txt): give it with -mtmeRef");
    check_mtme_reference(*derived, ref_path + " (give -mtmeRef)");
    options.reference = *derived;
  } else {
    check_mtme_reference(options.reference, "-mtmeRef");
  }
  if (options.system.empty()) {
    const std::string derived = mtme_system_from_path(test_path);
    check_mtme_system_name(derived, test_path + " (give -mtmeSys)");
    options.system = derived;
  } else {
    check_mtme_system_name(options.system, "-mtmeSys");
  }
  return options;
}

std::optional<std::string> mtme_documents_path(const std::string& test_path, const std::string& ref_path) {
  std::error_code ec;
  // SET/system-outputs/SRC-TGT/NAME.txt
  const fs::path test = fs::absolute(test_path, ec);
  if (!ec && test.has_parent_path() && test.parent_path().parent_path().filename() == "system-outputs") {
    const fs::path docs =
        test.parent_path().parent_path().parent_path() / "documents" / (test.parent_path().filename().string() + ".docs");
    if (fs::is_regular_file(docs, ec)) return docs.string();
  }
  // SET/references/SRC-TGT.NAME.txt
  const fs::path ref = fs::absolute(ref_path, ec);
  if (!ec && ref.parent_path().filename() == "references") {
    const std::string file = ref.filename().string();
    const std::size_t dot = file.find('.');
    if (dot != std::string::npos) {
      const fs::path docs = ref.parent_path().parent_path() / "documents" / (file.substr(0, dot) + ".docs");
      if (fs::is_regular_file(docs, ec)) return docs.string();
    }
  }
  return std::nullopt;
}

MtmeUnits read_mtme_documents(const std::string& docs_path, std::size_t segments) {
  MtmeUnits u;
  std::map<std::string, std::size_t> domain_index;
  std::unordered_map<std::string, std::size_t> doc_index;
  std::vector<std::pair<std::string, std::vector<std::size_t>>> domains;
  LineReader reader(docs_path);
  std::string line;
  std::size_t i = 0;
  while (reader.next(line)) {
    const std::vector<std::string> f = split_python_whitespace(line);
    if (f.size() < 2) throw file_error(docs_path, reader.line_number(), "expected 'DOMAIN DOCNAME'");
    if (u.doc_names.empty() || u.doc_names.back() != f[1]) {
      if (doc_index.count(f[1]))
        throw file_error(docs_path, reader.line_number(), "document " + f[1] + " is not contiguous");
      doc_index[f[1]] = u.doc_names.size();
      u.doc_names.push_back(f[1]);
      u.doc_segments.emplace_back();
    }
    u.doc_segments.back().push_back(i);
    auto [it, added] = domain_index.try_emplace(f[0], domains.size());
    if (added) domains.push_back({f[0], {}});
    domains[it->second].second.push_back(i);
    ++i;
  }
  if (i != segments)
    throw file_error(docs_path, std::to_string(i) + " lines, the test set has " + std::to_string(segments) + " segments");
  std::sort(domains.begin(), domains.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto& [name, segs] : domains) {
    u.domain_names.push_back(name);
    u.domain_segments.push_back(std::move(segs));
  }
  return u;
}

std::vector<std::string> write_mtme_plaintext(const MtmeOptions& options, const std::string& test_path,
                                              const std::string& ref_path, int ref_count,
                                              const std::vector<Stats>& segments, const Stats& total,
                                              const Scorer& scorer) {
  const MtmeOptions o = resolve_mtme_plaintext(options, test_path, ref_path, ref_count);
  MtmeSystem system;
  system.name = o.system;
  system.system_score = total.score;
  for (const Stats& s : segments) system.segment_scores.push_back(s.score);
  if (auto docs = mtme_documents_path(test_path, ref_path)) {
    const MtmeUnits u = read_mtme_documents(*docs, segments.size());
    auto unit_score = [&](const std::vector<std::size_t>& segs, const std::string& what) {
      Stats sum;
      for (std::size_t i : segs) sum += segments[i].contribution();
      if (sum.test_stage_content.size() < scorer.config().weights.size())
        throw file_error(*docs, what + ": no segment statistics to score");
      scorer.compute_metrics(sum);
      return sum.score;
    };
    for (std::size_t d = 0; d < u.doc_names.size(); ++d)
      system.document_scores.push_back(unit_score(u.doc_segments[d], "document " + u.doc_names[d]));
    for (std::size_t d = 0; d < u.domain_names.size(); ++d)
      system.domain_scores.push_back(unit_score(u.domain_segments[d], "domain " + u.domain_names[d]));
    system.domains = u.domain_names;
  }
  return write_mtme(o, o.reference, {system});
}

std::string mtme_reference_from_sgml(const SgmlData& refs, const std::string& set_id) {
  std::string out;
  if (const SgmlSet* set = refs.find(set_id)) {
    for (const auto& [name, docs] : *set) {
      if (!out.empty()) out += '.';
      out += name;
    }
  }
  return out;
}

std::vector<MtmeSystem> mtme_systems_from_sgml(const SgmlResults& results, const SgmlData& test, const SgmlData& refs,
                                               const std::string& set_id) {
  const SgmlSet* systems = test.find(set_id);
  const SgmlSet* references = refs.find(set_id);
  if (!systems || !references) throw Error("MTME: set [" + set_id + "] is not in both the test and reference file");

  // Documents and segments of the test set: the references' in file order.
  KeyedList<KeyedList<bool>> order;
  for (const auto& [ref_name, docs] : *references)
    for (const auto& [doc_id, segs] : docs) {
      KeyedList<bool>& seg_list = order.get_or_add(doc_id);
      for (const auto& [seg_id, text] : segs) seg_list.get_or_add(seg_id);
    }

  // Scores by set, system, document and segment id ('\t' between).
  std::unordered_map<std::string, double> by_key;
  auto collect = [&](const std::vector<SgmlScore>& level, int depth) {
    for (const SgmlScore& r : level) {
      std::string key = r.set + '\t' + r.system;
      if (depth > 0) key += '\t' + r.document;
      if (depth > 1) key += '\t' + r.segment;
      by_key[key] = r.stats.score;
    }
  };
  collect(results.systems, 0);
  collect(results.documents, 1);
  collect(results.segments, 2);

  std::vector<MtmeSystem> out;
  for (const auto& [sys_id, docs] : *systems) {
    MtmeSystem s;
    s.name = sys_id;
    const std::string prefix = set_id + '\t' + sys_id;
    auto find = [&](const std::string& key, const std::string& what) {
      auto it = by_key.find(key);
      if (it == by_key.end())
        throw Error("MTME: system [" + s.name + "] has no score for " + what +
                    " (MTME needs a score for every document and segment of every system)");
      return it->second;
    };
    s.system_score = find(prefix, "the system");
    for (const auto& [doc_id, segs] : order) {
      s.document_scores.push_back(find(prefix + '\t' + doc_id, "document [" + doc_id + "]"));
      for (const auto& [seg_id, unused] : segs)
        s.segment_scores.push_back(
            find(prefix + '\t' + doc_id + '\t' + seg_id, "segment [" + doc_id + "][" + seg_id + "]"));
    }
    out.push_back(std::move(s));
  }
  return out;
}

std::string mtme_sgml_set(const SgmlData& test, const std::string& test_path) {
  if (test.size() != 1) {
    std::string sets;
    for (const auto& [id, systems] : test) sets += (sets.empty() ? "" : ", ") + id;
    throw file_error(test_path, "-mtme takes one test set per file; this file has " + std::to_string(test.size()) +
                                    (sets.empty() ? "" : " (" + sets + ")"));
  }
  return test.begin()->first;
}

std::string mtme_sgml_reference_name(const MtmeOptions& options, const SgmlData& refs, const std::string& ref_path,
                                     const std::string& set_id) {
  const std::string reference =
      options.reference.empty() ? mtme_reference_from_sgml(refs, set_id) : options.reference;
  check_mtme_reference(reference, options.reference.empty() ? ref_path + " (give -mtmeRef)" : "-mtmeRef");
  check_mtme_metric_name(options.metric, "-mtmeName");
  return reference;
}

}  // namespace meteor
