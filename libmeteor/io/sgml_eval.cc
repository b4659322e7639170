// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/sgml_eval.hh"

#include "io/report.hh"
#include "java/lang.hh"
#include "java/sort.hh"
#include "score/repeats.hh"
#include "util/error.hh"
#include "util/output_file.hh"
#include "util/parallel.hh"
#include "util/warn.hh"

namespace meteor {
namespace {

// Meteor's comparator of system and document lines: the text before the
// last tab, in Java string order.
int compare_before_score(std::string_view a, std::string_view b) {
  return java_compare(a.substr(0, a.rfind('\t')), b.substr(0, b.rfind('\t')));
}

// Meteor's comparator of segment lines: the text before the second-to-last
// tab, then the field between the last two tabs as segment ids.
int compare_segment_lines(std::string_view a, std::string_view b) {
  const std::size_t sa = a.rfind('\t'), sb = b.rfind('\t');
  const std::size_t ga = a.rfind('\t', sa - 1), gb = b.rfind('\t', sb - 1);
  if (int d = java_compare(a.substr(0, ga), b.substr(0, gb)); d != 0) return d;
  return compare_segment_ids(a.substr(ga + 1, sa - ga - 1), b.substr(gb + 1, sb - gb - 1));
}

// Statistics summed from no segment have no stages, which compute_metrics
// (as Meteor's computeMetrics) cannot weigh.
bool has_stages(const Stats& s, const Scorer& scorer) {
  return s.test_stage_content.size() >= scorer.config().weights.size();
}

// The score part of a line: statistics, P/R/frag/score or the score.
void append_score(std::string& out, const Stats& s, const SgmlEvalOptions& o) {
  if (o.ss_out) {
    out += s.to_string();
  } else if (o.v_out) {
    append_verbose_scores(out, s);
  } else {
    java::append_double(out, s.score);
  }
}

template <class V>
void append_keys(std::vector<std::string_view>& keys, const KeyedList<V>& list) {
  for (const auto* item : hashtable_items(list)) keys.push_back(item->first);
}

void write_lines(OutputSet& outputs, const std::string& path, const std::vector<std::string>& lines) {
  OutputFile& out = outputs.add(path);
  std::string text;
  for (const std::string& line : lines) {
    text += line;
    text += '\n';
    if (text.size() >= (1u << 16)) {
      out.write(text);
      text.clear();
    }
  }
  out.write(text);
}

}  // namespace

void check_sgml_sets(const SgmlData& test, const std::string& test_name, const SgmlData& refs,
                     const std::string& ref_name) {
  // A file without a single segment (a plaintext file given with -sgml, say)
  // would score nothing without a word.
  auto has_segment = [](const SgmlData& data) {
    for (const auto& [set_id, systems] : data)
      for (const auto& [sys_id, docs] : systems)
        for (const auto& [doc_id, segs] : docs)
          if (!segs.empty()) return true;
    return false;
  };
  const char* const kExpected = " (expected <tstset|refset setid=...>, <doc docid=... sysid=...>, <seg id=...>)";
  if (!has_segment(test)) throw file_error(test_name, std::string("no SGML segment in the file") + kExpected);
  if (!has_segment(refs)) throw file_error(ref_name, std::string("no SGML segment in the file") + kExpected);
  for (const auto& [set_id, systems] : test)
    if (!systems.empty() && !refs.contains(set_id))
      throw file_error(ref_name, "no reference set [" + set_id + "] for the systems of " + test_name);
  for (const auto& [set_id, references] : refs)
    if (!test.contains(set_id))
      throw file_error(test_name, "no test set [" + set_id + "] for the references of " + ref_name);
}

namespace {

// A segment to score: the hypothesis and the references that have it.
struct Job {
  const std::string* hypothesis;
  std::vector<const std::string*> references;
};

// Visits sets, systems, documents and segments in Meteor's order. The dry
// walk only lists the segments to score (results.segments, jobs); the real
// walk, once they are scored, warns and sums them in that same order and
// records documents and systems.
class SgmlWalk {
 public:
  SgmlWalk(const Scorer& scorer, const SgmlData& test, const SgmlData& refs, SgmlResults& results,
           std::vector<Job>& jobs)
      : scorer_(scorer), test_(test), refs_(refs), results_(results), jobs_(jobs) {}

  void run(bool dry) {
    dry_ = dry;
    next_job_ = 0;
    std::vector<std::string_view> set_keys;
    append_keys(set_keys, test_);
    append_keys(set_keys, refs_);
    for (const std::string& set_id : hashset_keys(set_keys)) {
      const SgmlSet* systems = test_.find(set_id);
      const SgmlSet* references = refs_.find(set_id);
      if (!systems || (!systems->empty() && !references))
        throw Error("SGML set [" + set_id + "] is not in both the test and the reference file");
      std::vector<const SgmlSet::Item*> ref_items;
      if (references) ref_items = hashtable_items(*references);
      for (const auto* system : hashtable_items(*systems)) walk_system(set_id, *system, ref_items);
    }
  }

 private:
  void warn_real(const std::string& message) const {
    if (!dry_) warn(message);
  }

  // A system's documents, in Meteor's order; its statistics are their sum.
  void walk_system(const std::string& set_id, const SgmlSet::Item& system,
                   const std::vector<const SgmlSet::Item*>& ref_items) {
    const std::string& sys_id = system.first;
    const SgmlSystem& test_docs = system.second;
    Stats sys_stats;
    std::vector<std::string_view> doc_keys;
    append_keys(doc_keys, test_docs);
    for (const auto* ref : ref_items) append_keys(doc_keys, ref->second);
    for (const std::string& doc_id : hashset_keys(doc_keys)) {
      const SgmlDocument* test_segs = test_docs.find(doc_id);
      if (!test_segs) {
        warn_real("no data for system [" + sys_id + "] on document [" + set_id + "][" + doc_id +
                  "] - skipping this document");
        continue;
      }
      walk_document(set_id, sys_id, doc_id, *test_segs, ref_items, sys_stats);
    }
    if (dry_) return;
    if (!has_stages(sys_stats, scorer_))
      throw Error("SGML: system [" + set_id + "][" + sys_id + "] has no document with references to score");
    scorer_.compute_metrics(sys_stats);
    results_.systems.push_back({set_id, sys_id, {}, {}, std::move(sys_stats)});
  }

  // A document's segments against the references that have the document.
  void walk_document(const std::string& set_id, const std::string& sys_id, const std::string& doc_id,
                     const SgmlDocument& test_segs, const std::vector<const SgmlSet::Item*>& ref_items,
                     Stats& sys_stats) {
    std::vector<const SgmlDocument*> ref_docs;
    std::vector<const std::string*> ref_names;
    for (const auto* ref : ref_items) {
      const SgmlDocument* d = ref->second.find(doc_id);
      if (!d) {
        warn_real("no data for reference [" + ref->first + "] on document [" + set_id + "][" + doc_id + "]");
        continue;
      }
      ref_docs.push_back(d);
      ref_names.push_back(&ref->first);
    }
    if (ref_docs.empty()) {
      warn_real("no usable references for document [" + set_id + "][" + doc_id + "] - skipping this document");
      return;
    }
    Stats doc_stats;
    std::vector<std::string_view> seg_keys;
    append_keys(seg_keys, test_segs);
    for (const SgmlDocument* d : ref_docs) append_keys(seg_keys, *d);
    for (const std::string& seg_id : hashset_keys(seg_keys)) {
      auto where = [&] { return "[" + set_id + "][" + doc_id + "][" + seg_id + "]"; };
      const std::string* hypothesis = test_segs.find(seg_id);
      if (!hypothesis) {
        warn_real("no data for system [" + sys_id + "] on segment " + where() + " - scoring empty segment");
        hypothesis = &empty_;
      }
      std::vector<const std::string*> ref_texts;
      for (std::size_t i = 0; i < ref_docs.size(); ++i) {
        const std::string* text = ref_docs[i]->find(seg_id);
        if (!text) {
          warn_real("no data for reference [" + *ref_names[i] + "] on segment " + where());
          continue;
        }
        ref_texts.push_back(text);
      }
      if (ref_texts.empty()) {
        warn_real("no usable references for segment " + where() + " - skipping this segment");
        continue;
      }
      if (dry_) {
        jobs_.push_back({hypothesis, std::move(ref_texts)});
        results_.segments.push_back({set_id, sys_id, doc_id, seg_id, {}});
        continue;
      }
      const Stats c = results_.segments[next_job_++].stats.contribution();
      doc_stats += c;
      sys_stats += c;
    }
    if (dry_) return;
    // Meteor 1.5 fails on statistics without stages (no segment scored).
    if (!has_stages(doc_stats, scorer_))
      throw Error("SGML: no segment of document [" + set_id + "][" + doc_id + "] has a reference (scoring system [" +
                  sys_id + "]); Meteor 1.5 cannot score such a document");
    scorer_.compute_metrics(doc_stats);
    results_.documents.push_back({set_id, sys_id, doc_id, {}, std::move(doc_stats)});
  }

  const Scorer& scorer_;
  const SgmlData& test_;
  const SgmlData& refs_;
  SgmlResults& results_;
  std::vector<Job>& jobs_;
  const std::string empty_;
  bool dry_ = true;
  std::size_t next_job_ = 0;
};

// Scores the listed segments on the worker threads, into results.segments
// (and results.alignments when they are written).
void score_jobs(const Scorer& scorer, const std::vector<Job>& jobs, const SgmlEvalOptions& options,
                SgmlResults& results) {
  if (options.write_alignments) results.alignments.resize(jobs.size());
  // Without alignments to write, repeated segments are scored once.
  SegmentRepeats repeats;
  if (!options.write_alignments)
    repeats = SegmentRepeats(jobs.size(), [&](std::size_t i) {
      return std::pair<const std::string&, const std::vector<const std::string*>&>(*jobs[i].hypothesis,
                                                                                  jobs[i].references);
    });
  parallel_ordered<SegmentResult>(
      jobs.size(), resolve_threads(options.threads),
      [&](std::size_t i) {
        if (repeats.is_repeat(i)) return SegmentResult();
        const Job& job = jobs[i];
        std::vector<std::string> texts;
        texts.reserve(job.references.size());
        for (const std::string* text : job.references) texts.push_back(*text);
        // Meteor scores with the list form even for one reference.
        SegmentResult r;
        try {
          r = scorer.segment(*job.hypothesis, texts);
        } catch (const LimitExceeded& e) {
          throw LimitExceeded("segment " + std::to_string(i + 1) + " of the test set: " + e.what());
        }
        if (!options.write_alignments) r.alignment = Alignment();  // freed on the worker
        return r;
      },
      [&](std::size_t i, SegmentResult&& r) {
        repeats.record(i, r.stats);
        results.segments[i].stats = std::move(r.stats);
        if (options.write_alignments) results.alignments[i] = std::move(r.alignment);
      });
}

}  // namespace

SgmlResults score_sgml(const Scorer& scorer, const SgmlData& test, const SgmlData& refs,
                       const SgmlEvalOptions& options) {
  SgmlResults results;
  std::vector<Job> jobs;  // beside results.segments, which the dry walk lists
  SgmlWalk walk(scorer, test, refs, results, jobs);
  walk.run(/*dry=*/true);
  score_jobs(scorer, jobs, options, results);
  walk.run(/*dry=*/false);
  return results;
}

SgmlScoreLines format_sgml_scores(const SgmlResults& results, const SgmlEvalOptions& options) {
  SgmlScoreLines out;
  for (const SgmlScore& s : results.systems) {
    std::string line = s.set + '\t' + s.system + '\t';
    append_score(line, s.stats, options);
    out.system_lines.push_back(std::move(line));
  }
  for (const SgmlScore& s : results.documents) {
    std::string line = s.set + '\t' + s.system + '\t' + s.document + '\t';
    append_score(line, s.stats, options);
    out.document_lines.push_back(std::move(line));
  }
  struct SegmentLine {
    std::string text, alignment;
  };
  std::vector<SegmentLine> segment_lines;
  segment_lines.reserve(results.segments.size());
  for (std::size_t i = 0; i < results.segments.size(); ++i) {
    const SgmlScore& s = results.segments[i];
    SegmentLine line;
    line.text = s.set + '\t' + s.system + '\t' + s.document + '\t' + s.segment + '\t';
    append_score(line.text, s.stats, options);
    if (options.write_alignments) {
      // Header: the line up to its fourth tab, then P R frag score.
      std::size_t cut = std::string::npos;
      for (int k = 0; k < 4; ++k) cut = line.text.find('\t', cut + 1);
      line.alignment = "Alignment\t" + line.text.substr(0, cut) + '\t';
      append_verbose_scores(line.alignment, s.stats);
      line.alignment += results.alignments.at(i).to_string("");
    }
    segment_lines.push_back(std::move(line));
  }

  java::sort(out.system_lines, [](const std::string& a, const std::string& b) { return compare_before_score(a, b); });
  java::sort(out.document_lines,
             [](const std::string& a, const std::string& b) { return compare_before_score(a, b); });
  java::sort(segment_lines,
             [](const SegmentLine& a, const SegmentLine& b) { return compare_segment_lines(a.text, b.text); });
  out.segment_lines.reserve(segment_lines.size());
  for (SegmentLine& l : segment_lines) {
    out.segment_lines.push_back(std::move(l.text));
    if (options.write_alignments) out.alignments.push_back(std::move(l.alignment));
  }
  return out;
}

void write_sgml_scores(const SgmlScoreLines& lines, const SgmlEvalOptions& options) {
  // The three score files (and the alignments) replace those there all
  // together, or not at all.
  OutputSet outputs;
  write_lines(outputs, options.prefix + "-sys.scr", lines.system_lines);
  write_lines(outputs, options.prefix + "-doc.scr", lines.document_lines);
  write_lines(outputs, options.prefix + "-seg.scr", lines.segment_lines);
  if (options.write_alignments) write_lines(outputs, options.prefix + "-align.out", lines.alignments);
  outputs.commit();
}

}  // namespace meteor
