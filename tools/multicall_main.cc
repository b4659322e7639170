// Every tool in one executable, for the wheels (cmake/wheels.cmake): each
// tool's main is compiled under another name (main=meteor_tool_<id>), and
// this one calls the tool named by the program's name (argv[0], as the
// package's console scripts run it: meteor-mbr, stats-scorer, ...) or by
// its first argument (`meteor-tools stats-scorer -l en`). One binary keeps
// the wheel small: libmeteor, ICU and the C++ runtime once, not per tool.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <cstdio>
#include <cstring>

#define METEOR_TOOL(id, name) int meteor_tool_##id(int, char**);
#include "multicall_tools.inc"
#undef METEOR_TOOL

namespace {

struct Entry {
  const char* name;
  int (*main)(int, char**);
};

const Entry kTools[] = {
#define METEOR_TOOL(id, name) {name, meteor_tool_##id},
#include "multicall_tools.inc"
#undef METEOR_TOOL
};

const Entry* find(const char* name) {
  for (const Entry& e : kTools)
    if (std::strcmp(e.name, name) == 0) return &e;
  return nullptr;
}

}  // namespace

int main(int argc, char** argv) {
  const char* slash = argc > 0 ? std::strrchr(argv[0], '/') : nullptr;
  const char* base = argc > 0 ? (slash ? slash + 1 : argv[0]) : "";
  if (const Entry* e = find(base)) return e->main(argc, argv);
  if (argc > 1)
    if (const Entry* e = find(argv[1])) return e->main(argc - 1, argv + 1);
  std::fprintf(stderr, "%s: the tools of meteor-mt, one binary: run it as a tool's name, or give the tool first:\n",
               base);
  for (const Entry& e : kTools) std::fprintf(stderr, "  %s\n", e.name);
  return 2;
}
