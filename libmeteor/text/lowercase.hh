// Lowercasing as Java's String.toLowerCase() does it in a non-Turkic locale
// (full Unicode mappings, final sigma in context), through ICU's root locale.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>
#include <string_view>

namespace meteor {

std::string to_lower(std::string_view utf8);

// Lowercases in place; returns false (and leaves s alone) when nothing changes.
bool to_lower_in_place(std::string& s);

}  // namespace meteor
