// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/parallel.hh"

#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

#include "util/threads.hh"

using namespace meteor;

TEST_CASE("parallel_ordered: a cancel flag stops the work and throws Cancelled") {
  for (unsigned threads : {1u, 2u, 4u}) {
    std::atomic<bool> cancel{false};
    std::atomic<std::size_t> computed{0};
    std::size_t emitted = 0;
    CHECK_THROWS_AS(parallel_ordered<int>(
                        1000000, threads,
                        [&](std::size_t i) {
                          if (++computed == 5000) cancel = true;
                          return static_cast<int>(i);
                        },
                        [&](std::size_t, int) { ++emitted; }, &cancel),
                    Cancelled);
    CHECK(computed < 1000000);
    CHECK(emitted < 1000000);
  }
}

TEST_CASE("parallel_ordered: a flag never set changes nothing; one set after the end is no error") {
  std::atomic<bool> cancel{false};
  std::vector<int> out;
  parallel_ordered<int>(
      1000, 3, [](std::size_t i) { return static_cast<int>(i) * 2; }, [&](std::size_t, int v) { out.push_back(v); },
      &cancel);
  REQUIRE(out.size() == 1000);
  for (std::size_t i = 0; i < out.size(); ++i) CHECK(out[i] == static_cast<int>(2 * i));
  cancel = true;
  parallel_ordered<int>(
      0, 3, [](std::size_t) { return 0; }, [](std::size_t, int) {}, &cancel);
}

TEST_CASE("resolve_threads: 0 is the usable CPUs, huge counts are clamped") {
  CHECK(usable_cpus() >= 1);
  CHECK(resolve_threads(0) == usable_cpus());
  CHECK(resolve_threads(1) == 1);
  CHECK(resolve_threads(3) == 3);
  CHECK(resolve_threads(100000) == thread_cap());
  CHECK(thread_cap() >= kMinThreadCap);
}
