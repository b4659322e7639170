// Meteor X-ray as one self-contained HTML file (inline SVG and CSS, no
// script, nothing fetched): what Meteor 1.4's xray.py draws with XeTeX and
// Gnuplot from meteor -writeAlignments output. For one or more systems
// scored on the same segments: summary numbers, histograms of segment
// score, fragmentation penalty, precision and recall (all segments, and
// score by reference length), and per segment the alignment grid of each
// system side by side, cells coloured by the module that matched them.
// See docs/xray.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "io/alignment_file.hh"

namespace meteor {

// Text for HTML (element content or a quoted attribute): & < > " ' escaped.
std::string html_escape(std::string_view s);

struct XraySystem {
  std::string label;
  std::string source;  // the file it came from, shown in the report
  std::vector<ScoredAlignment> segments;
};

enum class XrayOrder {
  input,       // file order
  score,       // first system's score, best first (xray.py single-system order)
  worst,       // first system's score, worst first
  difference,  // |score 2 - score 1|, largest first (xray.py -c)
  gain,        // score 2 - score 1, largest first (xray.py -c -b)
};

struct XrayOptions {
  std::string title = "Meteor X-ray";
  // Names of the module stages (the module numbers of the alignment file),
  // as given to meteor -m.
  std::vector<std::string> modules = {"exact", "stem", "synonym", "paraphrase"};
  std::size_t max_segments = 200;  // alignment grids drawn (0: all); statistics use every segment
  XrayOrder order = XrayOrder::difference;  // difference/gain need two systems (else score)
};

// xray.py's get_score_dist: ten bins of width 0.1 over |value| (the last
// one closed), NaN counted in the first.
std::array<int, 10> xray_histogram(const std::vector<double>& values);

// The segment indices in the order the report shows them (before
// max_segments applies): a stable sort, so ties keep file order.
std::vector<std::size_t> xray_segment_order(const std::vector<XraySystem>& systems, XrayOrder order);

// The report. Throws meteor::Error unless there is at least one system and
// all systems have the same number of segments.
std::string render_xray_html(const std::vector<XraySystem>& systems, const XrayOptions& options);

}  // namespace meteor
