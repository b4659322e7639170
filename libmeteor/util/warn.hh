// Warnings the library gives (a missing default resource, ...): written to
// standard error unless the program installs its own sink.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <functional>
#include <string>

namespace meteor {

void warn(const std::string& message);
// Replaces the sink (nullptr restores standard error); returns the old one.
std::function<void(const std::string&)> set_warning_sink(std::function<void(const std::string&)> sink);

}  // namespace meteor
