// SPDX-License-Identifier: LGPL-2.1-or-later
#include "train/trainer.hh"

#include <algorithm>
#include <memory>
#include <mutex>

#include "java/lang.hh"
#include "train/correlation.hh"
#include "train/rescore.hh"
#include "util/error.hh"
#include "util/parallel.hh"

namespace meteor::train {
namespace {

// pow(frag, beta) tables, one per beta value of the grid, each computed once
// and shared by the threads; past a memory budget, each thread keeps only
// the table of the beta it last used (beta is the grid's second slowest
// dimension, so consecutive points share it).
class PowTables {
 public:
  PowTables(const Rescorer& rescorer, const std::vector<double>& betas)
      : rescorer_(rescorer), betas_(betas), tables_(betas.size()), once_(betas.size()) {
    const double entries = static_cast<double>(betas.size()) * static_cast<double>(rescorer.fragmentations().size());
    shared_ = entries <= kBudgetEntries;
  }

  struct Local {
    std::size_t beta = SIZE_MAX;
    std::vector<double> table;
  };

  std::span<const double> get(std::size_t beta_index, Local& local) {
    if (shared_) {
      std::call_once(once_[beta_index], [&] {
        auto t = std::make_unique<std::vector<double>>();
        rescorer_.pow_table(betas_[beta_index], *t);
        tables_[beta_index] = std::move(t);
      });
      return *tables_[beta_index];
    }
    if (local.beta != beta_index) {
      rescorer_.pow_table(betas_[beta_index], local.table);
      local.beta = beta_index;
    }
    return local.table;
  }

 private:
  static constexpr double kBudgetEntries = 32.0 * 1024 * 1024;  // 256 MB of doubles
  const Rescorer& rescorer_;
  const std::vector<double>& betas_;
  std::vector<std::unique_ptr<std::vector<double>>> tables_;
  std::vector<std::once_flag> once_;
  bool shared_ = true;
};

// Runs the grid over rescorer's segments: figure(scores, scratch) gives the
// printed number of one point. Points go in blocks to the threads; blocks
// are printed in order.
template <class Scratch, class Figure>
void run_grid(const Rescorer& rescorer, const Grid& grid, unsigned threads, std::ostream& out, Figure figure,
              const GridProgress& progress) {
  const std::uint64_t points = grid.size();
  if (points == 0) return;
  const std::size_t n = rescorer.size();
  // About 2^18 segment scores per block.
  const std::uint64_t block = std::clamp<std::uint64_t>((std::uint64_t{1} << 18) / std::max<std::size_t>(n, 1), 1, 4096);
  const std::uint64_t blocks = (points + block - 1) / block;
  PowTables pow_tables(rescorer, grid.values(1));

  struct ThreadState {
    std::vector<double> scores;
    PowTables::Local pow;
    Scratch scratch;
  };
  std::mutex states_mutex;
  std::vector<std::unique_ptr<ThreadState>> free_states;
  auto acquire = [&] {
    std::lock_guard<std::mutex> lock(states_mutex);
    if (free_states.empty()) return std::make_unique<ThreadState>();
    auto s = std::move(free_states.back());
    free_states.pop_back();
    return s;
  };
  auto release = [&](std::unique_ptr<ThreadState> s) {
    std::lock_guard<std::mutex> lock(states_mutex);
    free_states.push_back(std::move(s));
  };

  parallel_ordered<std::string>(
      static_cast<std::size_t>(blocks), resolve_threads(threads),
      [&](std::size_t b) {
        std::unique_ptr<ThreadState> st = acquire();
        st->scores.resize(n);
        std::string text;
        const std::uint64_t first = static_cast<std::uint64_t>(b) * block;
        const std::uint64_t last = std::min(points, first + block);
        for (std::uint64_t i = first; i < last; ++i) {
          const auto pos = grid.position(i);
          GridVector p{};
          for (std::size_t d = 0; d < kGridDims; ++d) p[d] = grid.values(d)[pos[d]];
          rescorer.score(p, pow_tables.get(pos[1], st->pow), st->scores);
          java::append_double(text, figure(std::span<const double>(st->scores), st->scratch));
          grid.append_labels(text, pos);
          text += '\n';
        }
        release(std::move(st));
        return text;
      },
      [&](std::size_t b, std::string&& text) {
        out.write(text.data(), static_cast<std::streamsize>(text.size()));
        if (progress) progress(std::min(points, (static_cast<std::uint64_t>(b) + 1) * block), points);
      },
      /*cancel=*/nullptr, /*window=*/64);
  out.flush();
}

struct NoScratch {};

}  // namespace

TrainTask parse_train_task(std::string_view name) {
  if (name == "segcor") return TrainTask::kSegcor;
  if (name == "spearman") return TrainTask::kSpearman;
  if (name == "rank") return TrainTask::kRank;
  throw InvalidArgument("unknown task '" + std::string(name) + "' (one of: segcor spearman rank)");
}

void train_correlation(const SegcorData& data, bool use_spearman, const Grid& grid, unsigned threads,
                       std::ostream& out, const GridProgress& progress) {
  const Rescorer rescorer(data.stats);
  if (use_spearman) {
    const Spearman correlation(data.human);
    run_grid<Spearman::Scratch>(rescorer, grid, threads, out,
                                [&](std::span<const double> scores, Spearman::Scratch& scratch) {
                                  return correlation(scores, scratch);
                                }, progress);
  } else {
    const WeightedPearson correlation(data.human, data.length);
    run_grid<NoScratch>(rescorer, grid, threads, out,
                        [&](std::span<const double> scores, NoScratch&) { return correlation(scores); }, progress);
  }
}

void train_rank(const RankData& data, double epsilon, const Grid& grid, unsigned threads, std::ostream& out,
                const GridProgress& progress) {
  // Only the segments some preference names need scores.
  std::vector<std::uint32_t> compact(data.stats.size(), UINT32_MAX);
  std::vector<Stats> used;
  std::vector<Preference> prefs;
  prefs.reserve(data.preferences.size());
  auto map = [&](std::uint32_t i) {
    if (compact[i] == UINT32_MAX) {
      compact[i] = static_cast<std::uint32_t>(used.size());
      used.push_back(data.stats[i]);
    }
    return compact[i];
  };
  for (const Preference& p : data.preferences) prefs.push_back({map(p.better), map(p.worse)});
  const Rescorer rescorer(used);
  run_grid<NoScratch>(rescorer, grid, threads, out, [&](std::span<const double> scores, NoScratch&) {
    return rank_consistency(scores, prefs, epsilon);
  }, progress);
}

}  // namespace meteor::train
