// Moses n-best lists: lines "ID ||| TEXT ||| FEATURES ||| SCORE", the
// hypotheses of one input sentence on consecutive lines under one ID. Only
// the ID and the text are read (a line needs those two fields; the text is
// trimmed of the spaces around the separators). Read by meteor-mbr for its
// candidates and its pseudo-references, one block at a time.
//
// The file may be gzipped (by its magic number; not from a pipe, which is an
// error saying so) and may start with a UTF-8
// byte order mark (skipped). Errors, each naming the file and line
// (meteor::Error): a line without " ||| " after an ID, an empty ID, a line
// that is not UTF-8, an ID whose lines are not consecutive (it comes back
// after another ID's), and, between two IDs that are both whole numbers
// (Moses numbers its inputs 0, 1, 2, ...), one that is not the one before it
// plus 1: a gap names the missing ID. IDs that are not numbers are kept in
// file order.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace meteor {

class LineReader;

struct NbestBlock {
  std::string id;
  std::vector<std::string> hypotheses;  // in file order
  std::size_t first_line = 0;           // where the block starts (1-based)
  std::size_t bytes = 0;                // the hypotheses' text, in bytes
};

// An n-best file read block by block ("-": standard input): memory grows
// with the largest block, not with the file.
class NbestReader {
 public:
  explicit NbestReader(const std::string& path);
  ~NbestReader();
  NbestReader(const NbestReader&) = delete;
  NbestReader& operator=(const NbestReader&) = delete;

  // The next block in file order; false at the end of the file.
  bool next(NbestBlock& block);
  // The file's name in messages ("<stdin>" for standard input).
  const std::string& name() const { return name_; }
  // The number of the last line read (1-based).
  std::size_t line_number() const;

 private:
  bool read_line();  // the next line into id_ and text_; false at the end

  std::string name_;
  std::unique_ptr<LineReader> in_;
  std::string line_, id_, text_;
  std::size_t line_no_ = 0;
  bool pending_ = false;  // id_ and text_ hold a line not yet in a block
  // The previous block's ID, and its value where it is a whole number.
  std::string previous_;
  bool previous_numeric_ = false;
  std::uint64_t previous_value_ = 0;
  // Non-numeric IDs seen, with the line their block started at; numeric
  // IDs seen as runs of consecutive numbers (first -> last: one run for a
  // Moses file).
  std::unordered_map<std::string, std::size_t> seen_;
  std::map<std::uint64_t, std::uint64_t> runs_;
};

// Every block of an n-best file in file order (NbestReader's rules).
std::vector<NbestBlock> read_nbest(const std::string& path);

class Scorer;

// meteor-mbr: minimum Bayes risk decoding of an n-best file, streamed. The
// blocks are read, scored and written in batches: a batch takes blocks while
// their estimated memory (score/pairwise.hh's pairwise_memory) stays within
// kMbrBatchBytes (and a quarter of the memory limit), at least one block, so
// that memory grows with the largest block, not with the file, and the
// threads have many pairs to share. A block over the memory limit alone is a
// LimitExceeded naming its file, line and ID. Pseudo-references are read in
// step: the same IDs in the same order, else an error naming the file and
// line. Each batch's lines go to `write` as soon as it is scored, in order.
struct MbrOutputForm {
  bool json = false;       // one JSON object per line: {"id", "index", "text", "utility"}
  bool index = false;      // the chosen index (0-based, in its block) before the text, a tab between
  bool utilities = false;  // the chosen expected utility before the text (JSON: "utilities", every candidate's)
};
struct MbrRun {
  std::string nbest;              // "-": standard input
  std::string pseudo_references;  // empty: none (the candidates themselves)
  bool include_self = false;
  unsigned threads = 0;
  MbrOutputForm form;
  // Called after each batch with the IDs done so far (a progress line).
  std::function<void(std::size_t ids)> progress;
};
inline constexpr double kMbrBatchBytes = 64.0 * (1 << 20);
void mbr_nbest(const Scorer& scorer, const MbrRun& run, const std::function<void(std::string_view)>& write);

// One ID's output line (without the newline) in `form`: text, index,
// utilities, or JSON.
std::string mbr_line(const std::string& id, const std::vector<std::string>& candidates, std::size_t best,
                     const std::vector<double>& utilities, const MbrOutputForm& form);

}  // namespace meteor
