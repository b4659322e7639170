// The doctest runner for libmeteor's unit tests (*_test.cc beside the code).
// SPDX-License-Identifier: LGPL-2.1-or-later
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
