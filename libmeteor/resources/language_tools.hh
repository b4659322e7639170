// Meteor 1.5's resource programs, as library functions: Stemmer (stem text as
// the stem module sees it), FilterParaphrase (a paraphrase table cut down to
// the phrases of some references) and Parex (paraphrases extracted from a
// phrase table by pivoting through foreign phrases; the new-language
// pipeline). Each produces the same bytes as Meteor 1.5's program (files
// compared after gunzip); tools/meteor-stem, meteor-filter-paraphrase,
// meteor-parex and scripts/new-language are thin layers over them
// (docs/new-language.md).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "resources/language.hh"

namespace meteor {

// data_dir: the language data folder (resources/data_dir.hh); empty: found
// as the tools find it.

// ---- Stemmer -------------------------------------------------------------

// Stems each line read from in_path ("-": standard input) as Meteor 1.5's
// `Stemmer lang < in > out`: tokens stemmed with the language's stemmer
// (Snowball; Arabic: the data folder's lookup table), numbers kept, joined
// by single spaces, one output line per input line. Throws InvalidArgument
// for a language without a stemmer (Czech, other).
void stem_file(Language lang, const std::string& in_path, std::ostream& out, const std::string& data_dir = "");

// The same on text: lines split as Java reads them ("\n", "\r", "\r\n"),
// joined by "\n"; a final line terminator is kept.
std::string stem_text(Language lang, std::string_view text, const std::string& data_dir = "");

// ---- FilterParaphrase ----------------------------------------------------

struct FilterCounts {
  std::size_t entries = 0;  // paraphrase entries read
  std::size_t kept = 0;     // entries written
};

// Writes to `filtered` (gzip) the entries of the paraphrase table `table`
// (Meteor's format: gzipped probability, phrase, paraphrase lines) whose
// phrase or paraphrase occurs in a reference line (English -norm
// normalization without punctuation, lowercased), as Meteor 1.5's
// FilterParaphrase: words compared by Java hash code. Progress lines as
// Meteor's (file names, "N (kept)" every million entries) go to `progress`
// when not null. Throws meteor::Error naming the file (and line).
FilterCounts filter_paraphrase_table(const std::string& table, const std::string& filtered,
                                     const std::vector<std::string>& references, std::ostream* progress,
                                     const std::string& data_dir = "");

// ---- Parex ---------------------------------------------------------------

struct ParexOptions {
  std::string f_corpus;       // foreign side of the parallel corpus
  std::string e_corpus;       // English (target-language) side
  std::string phrase_table;   // Moses phrase table of the corpus, gzipped
  std::string e_tgt_corpus;   // text whose phrases are paraphrased
  std::string out_dir;        // created; must not exist
  double min_trans_prob = 0.001;  // minTP
  double min_rel_freq = 0.001;    // minRF
  double min_final_prob = 0.01;   // minFinalP
  // Symbols whose phrases are dropped, one per character (code point);
  // with `symbols` given, Meteor 1.5 drops its list of entity symbols too.
  std::string symbols = "~`!@#$%^&*()-_=+[{]}\\|;:'\",<.>/?";
  bool default_symbols = true;    // also drop &amp; &quot; &apos; &gt; &lt; @-@
  unsigned threads = 0;           // 0: all cores
  // Bytes of raw paraphrases sorted in memory before spilling to disk; a
  // quarter as much for the second pass's candidates held in memory (the
  // rest on disk).
  std::size_t sort_memory = 512u << 20;
};

struct ParexCounts {
  std::uint64_t table_lines = 0;    // phrase-table lines
  std::uint64_t pivot_entries = 0;  // entries kept as pivots (first pass)
  std::uint64_t skipped_lines = 0;  // malformed lines skipped (warned)
  std::uint64_t raw = 0;            // raw paraphrases (parex.raw.gz lines)
  std::uint64_t final_entries = 0;  // paraphrase.gz lines
};

// Meteor 1.5's Parex: writes out_dir/parex.f and parex.e (common words:
// relative frequency above min_rel_freq), parex.raw.gz (pivoted
// paraphrases), parex.group.gz (sorted) and paraphrase.gz (merged,
// filtered; "ref ||| par ||| prob"). Step messages and progress as
// Meteor's go to `log` when not null, and a malformed phrase-table line is
// skipped with a warning "file:line: ..." there, as Meteor skips it.
ParexCounts parex(const ParexOptions& options, std::ostream* log);

// scripts/new_language.py's last step: Parex's "ref ||| par ||| prob" lines
// (gzip) rewritten as Meteor's paraphrase table (gzip; probability, phrase,
// paraphrase lines). Returns the number of entries.
std::size_t parex_to_meteor_table(const std::string& parex_table, const std::string& meteor_table);

// The lowercasing of scripts/new_language.py (each code point's simple
// lowercase mapping); `limit` lines at most when not 0. Gzip in, gzip out
// when the name ends in ".gz".
void lowercase_file(const std::string& in, const std::string& out, std::size_t limit);

struct NewLanguageOptions {
  std::string out_dir;       // created; must not exist
  std::string corpus_f, corpus_e;
  std::string phrase_table;  // gzipped Moses phrase table
  std::string tgt_corpus;    // empty: corpus_e (its first 10,000 lines are used)
  unsigned threads = 0;
};

// scripts/new_language.py: the inputs lowercased into out_dir, Parex run
// into out_dir/parex, and out_dir/meteor-files laid out for `meteor -new`
// (function.words: Parex's English common words; paraphrase.gz in Meteor's
// format). Returns the meteor-files folder.
std::string new_language(const NewLanguageOptions& options, std::ostream* log);

}  // namespace meteor
