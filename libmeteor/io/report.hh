// Meteor's human-readable output: the settings header and the verbose
// statistics block, printed as Meteor 1.5 prints them.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <ostream>
#include <string>

#include "score/config.hh"
#include "score/stats.hh"

namespace meteor {

// "Meteor version: 1.5", the Eval ID, language, format, task, modules,
// weights and parameters, then a blank line.
void print_header(std::ostream& out, const Config& config, const std::string& format);

// The stage table, lengths, chunks, precision ... and final score.
// header: "\nSystem level statistics:\n" for plaintext, "[set][sys] " for SGML.
void print_verbose_stats(std::ostream& out, const Stats& stats, const Config& config, const std::string& header);

// Appends "P<TAB>R<TAB>frag<TAB>score" (-vOut, alignment headers), each
// printed as Java prints a double.
void append_verbose_scores(std::string& out, const Stats& stats);

// "Segment 3 score:\t0.5" or, verbose, "...\tP\tR\tfrag\tscore".
std::string segment_score_line(std::size_t number, const Stats& stats, bool verbose);

}  // namespace meteor
