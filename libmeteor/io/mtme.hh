// MT Metrics Eval (MTME) score files: Meteor's segment, document and system
// scores written as metric-scores/SRC-TGT/NAME-REF.LEVEL.score, so they feed
// the MTME toolkit directly (metaeval/data/eval_set.hh reads MTME's files for
// meta-evaluation). See docs/mtme.md.
//
// A score file holds lines "SYSNAME<TAB>SCORE": one per system (sys), or a
// block per system with one score per document (doc) or segment (seg) in
// test-set order. Human score files may say None for a missing score.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "io/sgml.hh"
#include "io/sgml_eval.hh"
#include "score/scorer.hh"

namespace meteor {

struct MtmeOptions {
  std::string dir;               // -mtme: folder the files go into (created if missing)
  std::string metric = "meteor";  // -mtmeName: the metric's base name
  std::string reference;         // -mtmeRef: REF part of the name (empty: derived)
  std::string system;            // -mtmeSys: plaintext system name (empty: derived)
  std::string signature;         // written to NAME-REF.signature beside the score files (empty: none)
};

// The scores of one system, in test-set order.
struct MtmeSystem {
  std::string name;
  double system_score = 0;
  std::vector<double> segment_scores;
  std::vector<double> document_scores;  // empty when there are no documents
  // Domain-level scores beside their domain names (MTME's canonical order:
  // sorted); empty when there are no domains.
  std::vector<std::string> domains;
  std::vector<double> domain_scores;
};

// "NAME-REF.LEVEL.score".
std::string mtme_file_name(const std::string& metric, const std::string& reference, const std::string& level);

// Names MTME can parse back, or meteor::Error saying why not (what names
// the option or source of the name in the message):
//   metric: not empty, no whitespace, '/' or '\0';
//   reference: names separated by '.', each not empty, without '-', '/',
//     whitespace ("refA", "refA.refB", "all");
//   system: not empty, no whitespace or '/' (MTME splits lines on whitespace).
void check_mtme_metric_name(const std::string& name, const std::string& what);
void check_mtme_reference(const std::string& reference, const std::string& what);
void check_mtme_system_name(const std::string& name, const std::string& what);

// Names derived from plaintext file names, as MTME names its files:
//   system-outputs/SRC-TGT/NAME.txt -> NAME (the file name without ".txt");
//   references/SRC-TGT.NAME.txt     -> NAME; nullopt for other file names.
std::string mtme_system_from_path(const std::string& test_path);
std::optional<std::string> mtme_reference_from_path(const std::string& ref_path);

// Writes dir/NAME-REF.sys.score, .seg.score and, when the systems have
// them, .doc.score and .domain.score ("DOMAIN<TAB>SYS<TAB>score" lines). Files already there are merged by system:
// a system's block is replaced where it stands, new systems are appended,
// other systems are kept (so one run per system fills a file). With
// options.signature, dir/NAME-REF.signature records it (MTME reads only
// *.score files); a signature file already there must hold the same
// signature: scores made with other settings are not merged. Throws
// meteor::Error when names are invalid or a kept system has a different
// number of scores. Returns the paths written.
std::vector<std::string> write_mtme(const MtmeOptions& options, const std::string& reference,
                                    const std::vector<MtmeSystem>& systems);

// Plaintext: the options with the reference and system names filled in and
// checked: -mtmeRef or derived from the reference file (which must then be
// named like MTME's references/SRC-TGT.NAME.txt and hold one reference per
// segment), -mtmeSys or derived from the test file. Throws meteor::Error
// (call it before scoring).
MtmeOptions resolve_mtme_plaintext(MtmeOptions options, const std::string& test_path, const std::string& ref_path,
                                   int ref_count);

// MTME's documents file for a plaintext test set, when the test or the
// reference file lies in an MTME layout: SET/system-outputs/SRC-TGT/NAME.txt
// or SET/references/SRC-TGT.NAME.txt -> SET/documents/SRC-TGT.docs, if that
// file exists.
std::optional<std::string> mtme_documents_path(const std::string& test_path, const std::string& ref_path);

// Documents and domains of an MTME documents file ("DOMAIN DOCNAME" per
// segment; documents contiguous): each document's and each domain's
// segment indexes. Documents in file order, domains sorted by name.
struct MtmeUnits {
  std::vector<std::string> doc_names, domain_names;
  std::vector<std::vector<std::size_t>> doc_segments, domain_segments;
};
MtmeUnits read_mtme_documents(const std::string& docs_path, std::size_t segments);

// Plaintext: one system, named as resolve_mtme_plaintext names them: its
// segment scores in file order and the corpus score (from the summed
// statistics), plus document and domain scores when mtme_documents_path
// finds the documents file (a unit's score from its segments' summed
// statistics, as SGML document scores are). Returns the paths written.
std::vector<std::string> write_mtme_plaintext(const MtmeOptions& options, const std::string& test_path,
                                              const std::string& ref_path, int ref_count,
                                              const std::vector<Stats>& segments, const Stats& total,
                                              const Scorer& scorer);

// SGML: the systems of a scored set, from the results of score_sgml.
// Systems come in the test file's order; documents and segments in
// the order of the reference file (each reference's documents and segments
// as they first appear). Throws meteor::Error when a system has no score
// for a document or segment of the references (MTME allows no missing
// metric scores).
std::vector<MtmeSystem> mtme_systems_from_sgml(const SgmlResults& results, const SgmlData& test, const SgmlData& refs,
                                               const std::string& set_id);

// The reference names of a set of an SGML reference file, joined by '.'
// (the REF of MTME's metric names), in file order.
std::string mtme_reference_from_sgml(const SgmlData& refs, const std::string& set_id);

// SGML with -mtme: the id of the test file's one set; meteor::Error naming
// the file when it holds more (MTME files hold one test set).
std::string mtme_sgml_set(const SgmlData& test, const std::string& test_path);
// The REF of the metric name for that set (-mtmeRef, else the reference
// names of the set), checked with the metric name (call before scoring).
std::string mtme_sgml_reference_name(const MtmeOptions& options, const SgmlData& refs, const std::string& ref_path,
                                     const std::string& set_id);

}  // namespace meteor
