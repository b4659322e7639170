#!/usr/bin/env python3
# The objects of kernels compiled per CPU level (cmake/kernel_levels.cmake),
# checked with nm: an avx2 or avx512 object is compiled with that level's
# instruction-set flags, so any weak or global symbol it defines outside
# its level's namespace (an inline function or a template instance the
# compiler did not inline: <vector>'s, <algorithm>'s, a header's) could be
# the copy the linker keeps for every caller, and crash a CPU without the
# level. Such an object may define its table (name_<level>) and symbols of
# its level's namespace (level_<level>: util/kernel_level.hh), nothing else.
#
#   kernel_objects_test.py OBJECT...   (the library's objects; the level
#                                       objects among them are checked)
#
# SPDX-License-Identifier: LGPL-2.1-or-later
import os
import re
import subprocess
import sys
import unittest

LEVELED = re.compile(r"_(avx2|avx512)\.cc\.o(bj)?$")
# nm's symbol types of defined symbols that other objects can bind to:
# global (upper case) and weak (V, W, u: unique global).
GLOBAL_TYPES = set("ABCDGIRSTuVW")


def stray_symbols(level, nm_lines):
    """The symbols of an object of `level` (lines of `nm -C --defined-only`)
    that are global or weak and neither the level's table nor in its
    namespace."""
    out = []
    for line in nm_lines:
        parts = line.split(None, 2)
        if len(parts) < 3:
            continue
        kind, name = parts[1], parts[2].strip()
        if kind not in GLOBAL_TYPES:
            continue
        # Data, not code: AddressSanitizer's ODR indicator of a global defined
        # here, and the unwinder's pointer to the C++ personality routine.
        if name.startswith(("__odr_asan.", "DW.ref.")):
            continue
        if f"::level_{level}::" in name or f"level_{level}::" in name.split("(")[0]:
            continue
        if re.fullmatch(rf"[\w:]+_{level}", name):  # its table
            continue
        out.append(f"{kind} {name}")
    return out


OBJECTS = []


class CheckerTest(unittest.TestCase):
    """The check on made-up nm output: it must catch what it claims to."""

    def test_table_and_level_namespace_pass(self):
        self.assertEqual(stray_symbols("avx512", [
            "0000000000000000 D meteor::metaeval::detail::pce_kernels_avx512",
            "0000000000000040 t meteor::metaeval::detail::level_avx512::(anonymous namespace)::partials(int)",
            "0000000000000000 W meteor::metaeval::detail::level_avx512::sweep<32u>(int const*)",
            "0000000000000000 W std::vector<meteor::metaeval::detail::level_avx512::Row, "
            "std::allocator<meteor::metaeval::detail::level_avx512::Row> >::~vector()",
            "0000000000000000 r .LC0",
            "0000000000000000 B __odr_asan._ZN6meteor8metaeval6detail18pce_kernels_avx512E",
            "0000000000000000 V DW.ref.__gxx_personality_v0"]), [])

    def test_weak_instances_fail(self):
        found = stray_symbols("avx2", [
            "0000000000000000 D meteor::metaeval::detail::pce_kernels_avx2",
            "0000000000000000 W std::vector<unsigned int, std::allocator<unsigned int> >::_M_default_append(unsigned long)",
            "0000000000000000 W meteor::metaeval::detail::bits_at(unsigned long const*, unsigned long, unsigned long)",
            "0000000000000000 T meteor::metaeval::detail::kendall_kernels_avx512",
            "0000000000000000 u guard variable for meteor::metaeval::detail::scratch()::s"])
        self.assertEqual(len(found), 4, found)


class ObjectsTest(unittest.TestCase):
    """The level objects of this build."""

    def test_level_objects_define_nothing_outside_their_level(self):
        leveled = [o for o in OBJECTS if LEVELED.search(o) and os.sep + "kernels" + os.sep in o]
        if os.uname().machine in ("x86_64", "AMD64", "amd64"):
            self.assertTrue(leveled, "no avx2/avx512 kernel objects among the objects given")
        found = []
        for obj in leveled:
            level = LEVELED.search(obj).group(1)
            lines = subprocess.run(["nm", "-C", "--defined-only", obj], check=True, capture_output=True,
                                   text=True).stdout.splitlines()
            found += [f"{os.path.basename(obj)}: {s}" for s in stray_symbols(level, lines)]
        self.assertEqual(found, [], "\n" + "\n".join(found))


if __name__ == "__main__":
    OBJECTS = [a for a in sys.argv[1:] if not a.startswith("-")]
    unittest.main(argv=[sys.argv[0]] + [a for a in sys.argv[1:] if a.startswith("-")])
