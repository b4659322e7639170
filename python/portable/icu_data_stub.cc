// The wheels' ICU data (cmake/wheels.cmake): an ICU common-data package with
// no entries, linked in place of libicudata.a (30 MB in each binary).
//
// libmeteor uses three things of ICU: UnicodeString::toLower with the root
// locale (text/lowercase.cc), u_digit (io/sgml.cc) and UTF-8 conversion.
// Their tables (case mapping, character properties) are compiled into
// libicuuc itself; none opens ICU data, so an empty package changes no
// result (the wheels' test checks the lowercaser's and the conformance
// numbers). Anything that did open data would fail with
// U_MISSING_RESOURCE_ERROR rather than read another ICU's files.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <cstdint>

#include <unicode/udata.h>
#include <unicode/utypes.h>

namespace {

// The layout ICU reads at its data entry point: the data header (header
// size and the magic bytes 0xda 0x27, then UDataInfo) and a table of
// contents with no entries.
struct EmptyCommonData {
  uint16_t header_size;
  uint8_t magic1, magic2;
  UDataInfo info;
  uint8_t padding[8];
  uint32_t count, reserved;
  uint32_t toc[4];
};

}  // namespace

extern "C" {
alignas(16) extern const EmptyCommonData U_ICUDATA_ENTRY_POINT;
alignas(16) const EmptyCommonData U_ICUDATA_ENTRY_POINT = {
    32, 0xda, 0x27,
    {sizeof(UDataInfo), 0, U_IS_BIG_ENDIAN, U_CHARSET_FAMILY, U_SIZEOF_UCHAR, 0,
     {0x43, 0x6d, 0x6e, 0x44},  // "CmnD": a common-data package
     {1, 0, 0, 0}, {0, 0, 0, 0}},
    {}, 0, 0, {}};
}
