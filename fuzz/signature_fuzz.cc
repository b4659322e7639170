// Fuzz target: Meteor signatures (score/signature.hh: parse_signature, as
// -from-signature and meteor -mtme's signature files read them).
//
// Invariant: bad input is a meteor::Error, never a crash; a signature
// that parses names a configuration that restores.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_util.hh"
#include "score/signature.hh"
#include "util/error.hh"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace meteor;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const ParsedSignature s = parse_signature(text);
    try {
      (void)restore_config(s, Options{});
    } catch (const Error&) {
    }
  } catch (const Error&) {
  }
  return 0;
}
