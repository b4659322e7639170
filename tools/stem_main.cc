// meteor-stem: Snowball-stem text in a supported language, numbers left as
// they are, as Meteor 1.5's Stemmer program (what the stem module sees).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <iostream>

#include "cli.hh"
#include "resources/language_tools.hh"

namespace {

const char* const kUsage = R"(Snowball stem some text in a supported language
Languages: en ar-bw-red da de es fi fr hu it nl no pt ro ru se tr
  (cz and other have no stemmer)
Usage: meteor-stem lang < in > out

Each input line becomes one output line: its words stemmed, numbers (digits,
',', '.', '-') left as they are, separated by single spaces.

Extensions:
--help                          Print this text
--version                       Print the version
)";

}  // namespace

int main(int argc, char** argv) {
  return meteor::cli::tool_main(argc, argv, {"meteor-stem", "meteor-stem (Meteor 1.5 compatible)", kUsage, {"lang"}}, {},
                           [](const auto& vm, auto&) {
                             std::ios::sync_with_stdio(false);
                             meteor::stem_file(meteor::parse_language(vm["lang"].template as<std::string>()), "-",
                                               std::cout);
                             return 0;
                           });
}
