// Fuzz target: UTF-8 decoding as Java does it, the -norm normalizer (English,
// French and other apostrophe rules, with and without punctuation),
// lowercasing and tokenizing. The first byte picks the variant; the rest is
// a line of raw bytes.
//
// Invariants: java_decode returns valid UTF-8 and agrees with
// java_decode_in_place; valid input is left unchanged; normalized and
// lowercased text is valid UTF-8.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "fuzz_util.hh"
#include "text/lowercase.hh"
#include "text/normalizer.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/utf8.hh"

namespace {

using meteor::Normalizer;
using meteor::NonbreakingPrefixes;

NonbreakingPrefixes prefixes(meteor::Language lang) {
  try {
    return NonbreakingPrefixes::load(meteor::fuzz::data_dir().nonbreaking_prefixes(lang));
  } catch (const meteor::Error&) {
    return NonbreakingPrefixes();  // no data folder: the rules without prefixes
  }
}

const Normalizer& normalizer(int which) {
  static const std::unique_ptr<Normalizer> n[3] = {
      std::make_unique<Normalizer>(Normalizer::Apostrophes::kEnglish, prefixes(meteor::Language::kEnglish)),
      std::make_unique<Normalizer>(Normalizer::Apostrophes::kFrench, prefixes(meteor::Language::kFrench)),
      std::make_unique<Normalizer>(Normalizer::Apostrophes::kOther, prefixes(meteor::Language::kGerman)),
  };
  return *n[which];
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  normalizer(0);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace meteor;
  if (size < 1) return 0;
  const unsigned mode = data[0];
  const std::string_view bytes(reinterpret_cast<const char*>(data + 1), size - 1);

  std::string text = utf8::java_decode(bytes);
  if (!utf8::is_valid(text)) fuzz::fail("java_decode returned invalid UTF-8");
  std::string in_place(bytes);
  const bool changed = utf8::java_decode_in_place(in_place);
  if (in_place != text) fuzz::fail("java_decode_in_place differs from java_decode");
  if (!changed && text != bytes) fuzz::fail("java_decode_in_place reported no change");
  if (utf8::is_valid(bytes) && text != bytes) fuzz::fail("valid UTF-8 changed by decoding");
  (void)utf8::utf16_length(text);
  if (utf8::from_u32(utf8::to_u32(text)) != text) fuzz::fail("UTF-32 round trip");

  const bool keep_punctuation = (mode & 4) == 0;
  std::string normalized = normalizer(static_cast<int>(mode % 3)).normalize(text, keep_punctuation);
  if (!utf8::is_valid(normalized)) fuzz::fail("normalizer returned invalid UTF-8");
  std::string lower = to_lower(normalized);
  if (!utf8::is_valid(lower)) fuzz::fail("to_lower returned invalid UTF-8");
  std::string lower2 = normalized;
  to_lower_in_place(lower2);
  if (lower2 != lower) fuzz::fail("to_lower_in_place differs from to_lower");
  std::size_t tokens = 0;
  for_each_token(lower, [&](std::string_view) { ++tokens; });
  (void)tokens;
  return 0;
}
