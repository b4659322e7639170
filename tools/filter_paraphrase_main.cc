// meteor-filter-paraphrase: a paraphrase table cut down to the phrases of one
// or more reference files, as Meteor 1.5's FilterParaphrase.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <iostream>

#include "cli.hh"
#include "resources/language_tools.hh"

namespace {

const char* const kUsage = R"(Filter Paraphrase Table:

Filter paraphrase file to one or more references.  Make sure to select the
correct language paraphrase file (normally in data dir) and reference file.
Specify the location of the filtered file to meteor with the -a option.

Usage: meteor-filter-paraphrase <paraphrase.gz> <filtered.gz> <ref1> [ref2 ...]

Keeps the entries whose phrase or paraphrase occurs in a reference line
(normalized as English with -norm -noPunct, lowercased). See
docs/new-language.md.

Extensions:
--help                          Print this text
--version                       Print the version
)";

}  // namespace

int main(int argc, char** argv) {
  return meteor::cli::tool_main(
      argc, argv,
      {"meteor-filter-paraphrase", "meteor-filter-paraphrase (Meteor 1.5 compatible)", kUsage,
       {"paraphrase", "filtered", "ref1"}, /*more=*/true},
      {}, [](const auto& vm, auto& rest) {
        std::vector<std::string> refs{vm["ref1"].template as<std::string>()};
        refs.insert(refs.end(), rest.begin(), rest.end());
        meteor::filter_paraphrase_table(vm["paraphrase"].template as<std::string>(),
                                        vm["filtered"].template as<std::string>(), refs, &std::cout);
        return 0;
      });
}
