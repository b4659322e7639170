// SPDX-License-Identifier: LGPL-2.1-or-later
#include "train/segment_stats.hh"

#include "io/sgml.hh"
#include "io/sgml_eval.hh"
#include "util/error.hh"
#include "util/java_sort.hh"
#include "util/parallel.hh"
#include "util/warn.hh"

namespace meteor::train {
namespace {

template <class V>
void append_keys(std::vector<std::string_view>& keys, const KeyedList<V>& list) {
  for (const auto* item : hashtable_items(list)) keys.push_back(item->first);
}

// Meteor's order of segment lines (as in io/sgml_eval.cc): the text before
// the second-to-last tab in Java string order, then the field between the
// last two tabs as segment ids.
int compare_segment_lines(std::string_view a, std::string_view b) {
  const std::size_t sa = a.rfind('\t'), sb = b.rfind('\t');
  const std::size_t ga = a.rfind('\t', sa - 1), gb = b.rfind('\t', sb - 1);
  if (int d = java_compare(a.substr(0, ga), b.substr(0, gb)); d != 0) return d;
  return compare_segment_ids(a.substr(ga + 1, sa - ga - 1), b.substr(gb + 1, sb - gb - 1));
}

struct Job {
  std::string prefix;  // set<TAB>sys<TAB>doc<TAB>seg<TAB>
  const std::string* hypothesis;
  std::vector<std::string> references;
};

}  // namespace

std::vector<std::string> sgml_segment_lines(const Scorer& scorer, const std::string& test_path,
                                            const std::string& ref_path, unsigned threads) {
  const SgmlData test = read_sgml(test_path);
  const SgmlData refs = read_sgml(ref_path);
  check_sgml_sets(test, test_path, refs, ref_path);

  // The traversal of score_sgml (io/sgml_eval.cc), collecting the segments
  // to score instead of scoring them in turn.
  std::vector<Job> jobs;
  const std::string empty;
  std::vector<std::string_view> set_keys;
  append_keys(set_keys, test);
  append_keys(set_keys, refs);
  for (const std::string& set_id : hashset_keys(set_keys)) {
    const SgmlSet* systems = test.find(set_id);
    const SgmlSet* references = refs.find(set_id);
    if (!systems || (!systems->empty() && !references))
      throw Error("SGML set [" + set_id + "] is not in both the test and the reference file");
    std::vector<const SgmlSet::Item*> ref_items;
    if (references) ref_items = hashtable_items(*references);
    for (const auto* system : hashtable_items(*systems)) {
      const std::string& sys_id = system->first;
      const SgmlSystem& test_docs = system->second;
      bool system_scored = false;
      std::vector<std::string_view> doc_keys;
      append_keys(doc_keys, test_docs);
      for (const auto* ref : ref_items) append_keys(doc_keys, ref->second);
      for (const std::string& doc_id : hashset_keys(doc_keys)) {
        const SgmlDocument* test_segs = test_docs.find(doc_id);
        if (!test_segs) {
          warn("no data for system [" + sys_id + "] on document [" + set_id + "][" + doc_id +
               "] - skipping this document");
          continue;
        }
        std::vector<const SgmlDocument*> ref_docs;
        std::vector<const std::string*> ref_names;
        for (const auto* ref : ref_items) {
          const SgmlDocument* d = ref->second.find(doc_id);
          if (!d) {
            warn("no data for reference [" + ref->first + "] on document [" + set_id + "][" + doc_id + "]");
            continue;
          }
          ref_docs.push_back(d);
          ref_names.push_back(&ref->first);
        }
        if (ref_docs.empty()) {
          warn("no usable references for document [" + set_id + "][" + doc_id + "] - skipping this document");
          continue;
        }
        bool document_scored = false;
        std::vector<std::string_view> seg_keys;
        append_keys(seg_keys, *test_segs);
        for (const SgmlDocument* d : ref_docs) append_keys(seg_keys, *d);
        for (const std::string& seg_id : hashset_keys(seg_keys)) {
          const std::string* hypothesis = test_segs->find(seg_id);
          if (!hypothesis) {
            warn("no data for system [" + sys_id + "] on segment [" + set_id + "][" + doc_id + "][" + seg_id +
                 "] - scoring empty segment");
            hypothesis = &empty;
          }
          Job job;
          for (std::size_t i = 0; i < ref_docs.size(); ++i) {
            const std::string* text = ref_docs[i]->find(seg_id);
            if (!text) {
              warn("no data for reference [" + *ref_names[i] + "] on segment [" + set_id + "][" + doc_id + "][" +
                   seg_id + "]");
              continue;
            }
            job.references.push_back(*text);
          }
          if (job.references.empty()) {
            warn("no usable references for segment [" + set_id + "][" + doc_id + "][" + seg_id +
                 "] - skipping this segment");
            continue;
          }
          job.prefix = set_id + '\t' + sys_id + '\t' + doc_id + '\t' + seg_id + '\t';
          job.hypothesis = hypothesis;
          jobs.push_back(std::move(job));
          document_scored = system_scored = true;
        }
        // Meteor 1.5 fails on the statistics of a document with no segment.
        if (!document_scored)
          throw Error("SGML: no segment of document [" + set_id + "][" + doc_id +
                      "] has a reference (scoring system [" + sys_id + "]); Meteor 1.5 cannot score such a document");
      }
      if (!system_scored)
        throw Error("SGML: system [" + set_id + "][" + sys_id + "] has no document with references to score");
    }
  }

  std::vector<std::string> lines(jobs.size());
  parallel_ordered<std::string>(
      jobs.size(), resolve_threads(threads),
      [&](std::size_t i) {
        // Meteor scores with the list form even for one reference.
        return jobs[i].prefix + scorer.segment(*jobs[i].hypothesis, jobs[i].references).stats.to_string();
      },
      [&](std::size_t i, std::string&& line) { lines[i] = std::move(line); });
  java::sort(lines, [](const std::string& a, const std::string& b) { return compare_segment_lines(a, b); });
  return lines;
}

}  // namespace meteor::train
