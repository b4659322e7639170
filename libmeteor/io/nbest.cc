// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/nbest.hh"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <string_view>

#include "io/json.hh"
#include "java/lang.hh"
#include "score/pairwise.hh"
#include "score/score_matrix.hh"
#include "score/scorer.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/line_reader.hh"
#include "util/utf8.hh"

namespace meteor {
namespace {

// A whole number of at most 18 digits (Moses' sentence numbers).
bool numeric_id(std::string_view id, std::uint64_t& value) {
  if (id.empty() || id.size() > 18) return false;
  value = 0;
  for (char c : id) {
    if (c < '0' || c > '9') return false;
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return true;
}

// Where the first malformed sequence of a line that is not UTF-8 starts.
std::size_t first_invalid(std::string_view line) {
  std::size_t lo = 0, hi = line.size();  // the prefix [0, lo) is valid, [0, hi) is not
  while (hi - lo > 1) {
    const std::size_t mid = lo + (hi - lo) / 2;
    if (utf8::is_valid(line.substr(0, mid))) lo = mid;
    else hi = mid;
  }
  // Back to the sequence's lead byte.
  while (lo > 0 && (static_cast<unsigned char>(line[lo]) & 0xC0) == 0x80) --lo;
  return lo;
}

}  // namespace

NbestReader::NbestReader(const std::string& path)
    : name_(path == "-" ? "<stdin>" : path), in_(std::make_unique<LineReader>(path, /*allow_gzip=*/true)) {}

NbestReader::~NbestReader() = default;

std::size_t NbestReader::line_number() const { return line_no_; }

bool NbestReader::read_line() {
  if (!in_->next_raw(line_)) return false;
  line_no_ = in_->line_number();
  std::string_view view = line_;
  if (line_no_ == 1 && view.starts_with("\xEF\xBB\xBF")) view.remove_prefix(3);  // a byte order mark
  // Gzip is read by its magic number from a file; from a pipe it cannot be peeked at.
  if (line_no_ == 1 && view.starts_with("\x1F\x8B"))
    throw file_error(name_, "gzip data from a pipe: give the file's name, or decompress it first (zcat)");
  if (!utf8::is_valid(view)) {
    const std::size_t at = first_invalid(view);
    char byte[8];
    std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(view[at]));
    throw file_error(name_, line_no_,
                     std::string("not valid UTF-8 (byte ") + byte + " at byte " + std::to_string(at + 1) +
                         " of the line; an n-best list is UTF-8 text)");
  }
  const std::size_t first = view.find("|||");
  if (first == std::string_view::npos)
    throw file_error(name_, line_no_, "expected 'ID ||| TEXT ||| ...' (a Moses n-best line)");
  id_.assign(trim_whitespace(view.substr(0, first)));
  if (id_.empty()) throw file_error(name_, line_no_, "empty ID before ' ||| '");
  const std::string_view rest = view.substr(first + 3);
  const std::size_t second = rest.find("|||");
  text_.assign(trim_whitespace(second == std::string_view::npos ? rest : rest.substr(0, second)));
  return true;
}

bool NbestReader::next(NbestBlock& block) {
  if (!pending_ && !read_line()) return false;
  pending_ = false;
  block.id = id_;
  block.first_line = line_no_;
  block.hypotheses.clear();
  block.bytes = 0;

  // The new ID against the one before it.
  std::uint64_t value = 0;
  const bool numeric = numeric_id(block.id, value);
  if (numeric && previous_numeric_ && value != previous_value_ + 1) {
    if (value > previous_value_)
      throw file_error(name_, line_no_,
                       "ID " + block.id + " after ID " + previous_ + ": ID " + std::to_string(previous_value_ + 1) +
                           " is missing (IDs that are numbers go up by one, as Moses numbers its inputs 0, 1, 2, ...)");
    throw file_error(name_, line_no_,
                     "ID " + block.id + " after ID " + previous_ +
                         " (an n-best list keeps each ID's lines together, and IDs that are numbers go up by one)");
  }
  if (numeric) {
    auto it = runs_.upper_bound(value);
    if (it != runs_.begin() && std::prev(it)->second >= value)
      throw file_error(name_, line_no_,
                       "ID " + block.id + " again, after other IDs (an n-best list keeps each ID's lines together)");
    if (previous_numeric_)  // value is previous_value_ + 1: the previous ID's run grows
      std::prev(runs_.upper_bound(previous_value_))->second = value;
    else
      runs_.emplace(value, value);
  } else {
    const auto [it, added] = seen_.try_emplace(block.id, line_no_);
    if (!added)
      throw file_error(name_, line_no_,
                       "ID " + block.id + " again, after other IDs (its block started at line " +
                           std::to_string(it->second) + "; an n-best list keeps each ID's lines together)");
  }
  previous_ = block.id;
  previous_numeric_ = numeric;
  previous_value_ = value;

  do {
    block.bytes += text_.size();
    block.hypotheses.push_back(std::move(text_));
    text_.clear();
    if (!read_line()) return true;
  } while (id_ == block.id);
  pending_ = true;
  return true;
}

std::vector<NbestBlock> read_nbest(const std::string& path) {
  NbestReader reader(path);
  std::vector<NbestBlock> blocks;
  NbestBlock block;
  while (reader.next(block)) blocks.push_back(std::move(block));
  return blocks;
}

std::string mbr_line(const std::string& id, const std::vector<std::string>& candidates, std::size_t best,
                     const std::vector<double>& utilities, const MbrOutputForm& form) {
  const double utility = best < utilities.size() ? utilities[best] : std::nan("");
  std::string out;
  if (form.json) {
    out = "{\"id\": " + json_string(id) + ", \"index\": " + std::to_string(best) +
          ", \"text\": " + json_string(candidates[best]) + ", \"utility\": " + json_number(utility);
    if (form.utilities) {
      out += ", \"utilities\": [";
      for (std::size_t i = 0; i < utilities.size(); ++i) out += (i ? ", " : "") + json_number(utilities[i]);
      out += ']';
    }
    out += '}';
    return out;
  }
  if (form.index) out += std::to_string(best) + '\t';
  if (form.utilities) {
    java::append_double(out, utility);
    out += '\t';
  }
  out += candidates[best];
  return out;
}

void mbr_nbest(const Scorer& scorer, const MbrRun& run, const std::function<void(std::string_view)>& write) {
  NbestReader candidates(run.nbest);
  std::unique_ptr<NbestReader> pseudo;
  if (!run.pseudo_references.empty()) pseudo = std::make_unique<NbestReader>(run.pseudo_references);
  const bool exclude_self = pseudo == nullptr && !run.include_self;
  const std::size_t limit = pairwise_limit(scorer.config().memory_limit);
  const double budget = std::min(kMbrBatchBytes, static_cast<double>(limit) / 4);

  std::vector<NbestBlock> blocks, refs;
  double batch_bytes = 0;
  std::size_t done = 0;
  auto item = [&](std::size_t k) {
    const NbestBlock& b = blocks[k];
    return PairwiseItem{b.hypotheses, pseudo ? std::span<const std::string>(refs[k].hypotheses)
                                             : std::span<const std::string>(b.hypotheses),
                        exclude_self};
  };
  auto flush = [&] {
    if (blocks.empty()) return;
    std::vector<PairwiseItem> items(blocks.size());
    for (std::size_t k = 0; k < blocks.size(); ++k) items[k] = item(k);
    const std::vector<ScoreMatrix> scores = pairwise_scores(scorer, items, run.threads);
    std::string out;
    for (std::size_t k = 0; k < blocks.size(); ++k) {
      const MbrChoice choice = mbr_choice(scores[k], exclude_self);
      out += mbr_line(blocks[k].id, blocks[k].hypotheses, choice.best, choice.utilities, run.form);
      out += '\n';
    }
    write(out);
    done += blocks.size();
    if (run.progress) run.progress(done);
    blocks.clear();
    refs.clear();
    batch_bytes = 0;
  };

  NbestBlock block, ref;
  bool any = false;
  while (candidates.next(block)) {
    any = true;
    if (pseudo) {
      if (!pseudo->next(ref))
        throw file_error(pseudo->name(), "no pseudo-references for ID " + block.id + " (" + candidates.name() +
                                             " line " + std::to_string(block.first_line) + "): the file ends at line " +
                                             std::to_string(pseudo->line_number()));
      if (ref.id != block.id)
        throw file_error(pseudo->name(), ref.first_line,
                         "ID " + ref.id + " where the n-best list has ID " + block.id + " (" + candidates.name() +
                             " line " + std::to_string(block.first_line) +
                             "): the pseudo-references must have the n-best list's IDs, in its order");
    }
    const std::string where = candidates.name() + ":" + std::to_string(block.first_line) + ": ID " + block.id;
    const PairwiseItem one{block.hypotheses, pseudo ? std::span<const std::string>(ref.hypotheses)
                                                    : std::span<const std::string>(block.hypotheses),
                           exclude_self};
    check_pairwise_memory({&one, 1}, scorer.config().memory_limit, where);
    const double bytes = pairwise_memory({&one, 1});
    if (!blocks.empty() && batch_bytes + bytes > budget) flush();
    blocks.push_back(std::move(block));
    if (pseudo) refs.push_back(std::move(ref));
    batch_bytes += bytes;
  }
  if (pseudo && pseudo->next(ref))
    throw file_error(pseudo->name(), ref.first_line, "ID " + ref.id + " is not in the n-best list " + candidates.name());
  if (!any) throw file_error(candidates.name(), "no n-best lines");
  flush();
}

}  // namespace meteor
