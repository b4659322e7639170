// A permutation test's draws (perm_draws.hh): groups of draws counted
// vector by vector, then averaged.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/draws/perm_draws.hh"

#include <algorithm>
#include <array>

#include "metaeval/draws/draw_bits.hh"
#include "metaeval/draws/kernels.hh"
#include "metaeval/statistics/correlation.hh"

namespace meteor::metaeval::detail {

KendallTestDraws::KendallTestDraws(const std::vector<KendallGold>& gold,
                                   const std::vector<KendallGold::Sorted>& sorted1,
                                   const std::vector<KendallGold::Sorted>& sorted2,
                                   const std::vector<std::size_t>& starts, const Vector& z1, const Vector& z2,
                                   KendallVariant variant, bool scipy_order, bool replace_nans_with_zeros,
                                   std::size_t k)
    : gold_(gold), starts_(starts), z1_(z1), z2_(z2), variant_(variant), scipy_order_(scipy_order),
      replace_nans_with_zeros_(replace_nans_with_zeros), k_(k) {
  for (std::size_t v = 0; v < gold_.size(); ++v) {
    ranked_.push_back(KendallRanked::of(gold_[v], sorted1[v], sorted2[v], false));
    crossed_ = KendallCrossings::cross(gold_[v], ranked_[v], k_) || crossed_;
  }
}

// Where a vector's draws are made in batches (kendall_batched), up to
// kKendallBatch draws a group, each vector's made together
// (kendall_draws), and groups enough for the threads; else a draw a
// group (as many as they come). Crossed: groups of up to kMostDraws
// (a group's pairs cost alike for 128 to 512 draws), as few as the draws
// allow and enough for the threads where each has 256 draws or more;
// chunks (for early stopping) of a group a thread.
KendallTestDraws::Grouping KendallTestDraws::grouping(std::size_t threads) const {
  const std::size_t k = std::max<std::size_t>(k_, 1);
  if (crossed_) {
    const std::size_t groups = std::max((k + kMostDraws - 1) / kMostDraws, std::min(threads, k / 256));
    return {(k + groups - 1) / groups, static_cast<int>(kMostDraws * threads)};
  }
  const bool batched = std::any_of(ranked_.begin(), ranked_.end(), kendall_batched);
  return {batched ? std::clamp<std::size_t>(k / threads, 1, kKendallBatch) : 1, 256};
}

void KendallTestDraws::draws(std::uint64_t seed, int first, std::size_t count, std::array<double, 2>* out) const {
  auto& made = thread_scratch<std::array<std::vector<std::uint64_t>, kMostDraws>>();
  std::array<const std::uint64_t*, kMostDraws> bits{};
  for (std::size_t j = 0; j < count; ++j) {
    draw_bits(seed, first + static_cast<int>(j), z1_.size(), made[j]);
    bits[j] = made[j].data();
  }
  this->count(bits.data(), count, out);
}

std::pair<double, double> KendallTestDraws::unpermuted() const {
  const std::vector<std::uint64_t> all_kept((z1_.size() + 63) / 64, ~std::uint64_t{0});
  const std::uint64_t* bits = all_kept.data();
  std::array<double, 2> both;
  count(&bits, 1, &both);
  return {both[1], both[0]};
}

// Both metrics of count <= kMostDraws draws (their bits), each vector's
// made together (KendallCrossings::draws, or kendall_draws by kKendallBatch).
void KendallTestDraws::count(const std::uint64_t* const* bits, std::size_t count, std::array<double, 2>* out) const {
  struct Scratch {
    std::array<Vector, kMostDraws> va, vb;
    std::array<std::pair<double, double>, kMostDraws> drawn;
  };
  auto& [va, vb, drawn] = thread_scratch<Scratch>();
  for (std::size_t j = 0; j < count; ++j) {
    va[j].clear();
    vb[j].clear();
  }
  for (std::size_t v = 0; v < gold_.size(); ++v) {
    if (gold_[v].size() < 2)  // vector_corr's NaN for fewer than two scores
      drawn.fill({kNaN, kNaN});
    else if (KendallCrossings::crossed(ranked_[v], count))
      KendallCrossings::draws(gold_[v], ranked_[v], bits, count, starts_[v], variant_, scipy_order_, drawn.data());
    else
      for (std::size_t first = 0; first < count; first += kKendallBatch)
        kendall_draws(gold_[v], ranked_[v], bits + first, std::min(kKendallBatch, count - first), starts_[v],
                      z1_.data() + starts_[v], z2_.data() + starts_[v], variant_, scipy_order_, drawn.data() + first);
    for (std::size_t j = 0; j < count; ++j) {
      va[j].push_back(drawn[j].first);
      vb[j].push_back(drawn[j].second);
    }
  }
  for (std::size_t j = 0; j < count; ++j)
    out[j] = {average_values(vb[j], replace_nans_with_zeros_), average_values(va[j], replace_nans_with_zeros_)};
}

PearsonTestDraws::PearsonTestDraws(const Vector& gold, const std::vector<std::size_t>& starts, const Vector& z1,
                                   const Vector& z2, bool replace_nans_with_zeros)
    : starts_(starts), z1_(z1), z2_(z2), replace_nans_with_zeros_(replace_nans_with_zeros) {
  for (std::size_t v = 0; v + 1 < starts.size(); ++v)
    gold_.emplace_back(Vector(gold.data() + starts[v], gold.data() + starts[v + 1]));
}

std::pair<double, double> PearsonTestDraws::unpermuted() const {
  Vector va, vb;
  for (std::size_t v = 0; v < gold_.size(); ++v) {
    va.push_back(gold_[v](z1_.data() + starts_[v]));
    vb.push_back(gold_[v](z2_.data() + starts_[v]));
  }
  return {average_values(va, replace_nans_with_zeros_), average_values(vb, replace_nans_with_zeros_)};
}

void PearsonTestDraws::draws(std::uint64_t seed, int first, std::size_t, std::array<double, 2>* out) const {
  // The draws' bits and (where made) vectors: draw j's m1, m2 at 2j, 2j + 1.
  struct Scratch {
    std::array<std::vector<std::uint64_t>, kDraws> bits;
    std::array<Vector, 2 * kDraws> m;
    std::vector<std::uint8_t> mask;  // the kernel's scratch
  };
  auto& [bits, m, mask] = thread_scratch<Scratch>();
  std::array<const std::uint64_t*, kDraws> draw;
  for (std::size_t j = 0; j < kDraws; ++j) {
    draw_bits(seed, first + static_cast<int>(j), z1_.size(), bits[j]);
    draw[j] = bits[j].data();
  }
  const auto from_bits = pearson_kernels().draws;
  bool made = false;
  std::array<Vector, 2 * kDraws> values;
  for (Vector& v : values) v.reserve(gold_.size());
  std::array<const double*, 2 * kDraws> at;
  std::array<double, 2 * kDraws> r;
  for (std::size_t v = 0; v < gold_.size(); ++v) {
    const PearsonGold& g = gold_[v];
    if (from_bits && !g.scaled().empty()) {
      mask.resize(g.size());
      from_bits(draw.data(), starts_[v], z1_.data() + starts_[v], z2_.data() + starts_[v], g.scaled().data(),
                g.size(), mask.data(), r.data());
    } else {
      for (std::size_t j = 0; j < kDraws && !made; ++j) {
        m[2 * j].resize(z1_.size());
        m[2 * j + 1].resize(z1_.size());
        mix_by_bits(draw[j], 0, z1_.data(), z2_.data(), z1_.size(), m[2 * j].data(), m[2 * j + 1].data());
      }
      made = true;
      for (std::size_t j = 0; j < at.size(); ++j) at[j] = m[j].data() + starts_[v];
      g.many(at.data(), r.data());
    }
    for (std::size_t j = 0; j < at.size(); ++j) values[j].push_back(r[j]);
  }
  for (std::size_t j = 0; j < kDraws; ++j)
    out[j] = {average_values(values[2 * j + 1], replace_nans_with_zeros_),
              average_values(values[2 * j], replace_nans_with_zeros_)};
}

}  // namespace meteor::metaeval::detail
