// meteor-xray: Meteor X-ray as one self-contained HTML report, from the
// alignment files of meteor -writeAlignments.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <iostream>

#include "cli.hh"
#include "io/xray.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/text_file.hh"
#include "java/lang.hh"

namespace {

const char* const kUsage = R"(Meteor X-ray: alignments and score distributions as one HTML file

Usage: meteor-xray [options] <align.out> [align.out2 ...]

Each file is the output of meteor -writeAlignments (<prefix>-align.out) for
one system on the same segments. The report holds summary numbers, histograms
of score, fragmentation penalty, precision and recall, and per segment the
alignment grid of every system side by side (as xray.py -c does for two).
It is one HTML file with inline SVG and CSS: no script, nothing fetched.

Options:
-o file                         Output file (default meteor-xray.html)
-l 'label1,label2,...'          System labels (default: file names without
                                  -align.out)
-m 'module1 module2 ...'        The modules given to meteor -m, in order, to
                                  name the module numbers of the file
                                  (default: exact stem synonym paraphrase)
-x N                            Alignment grids to draw (default 200, 0: all);
                                  histograms and summary use every segment
-sort order                     input, score (best first), worst, diff (largest
                                  difference of the first two systems first;
                                  the default for two or more systems; score
                                  otherwise), gain (system 2 over system 1)
-title text                     Report title (default Meteor X-ray)
--help                          Print this text
--version                       Print the version
)";

std::string default_label(const std::string& path) {
  std::string name = path.substr(path.find_last_of('/') == std::string::npos ? 0 : path.find_last_of('/') + 1);
  const std::string suffix = "-align.out";
  if (name.size() > suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0)
    name.resize(name.size() - suffix.size());
  return name;
}

boost::program_options::options_description options() {
  namespace po = boost::program_options;
  po::options_description opts;
  opts.add_options()
      ("o", po::value<std::string>(), "output file")
      ("l", po::value<std::string>(), "labels")
      ("m", po::value<std::string>(), "modules")
      ("x", po::value<std::string>(), "max alignments")
      ("sort", po::value<std::string>(), "order")
      ("title", po::value<std::string>(), "title");
  return opts;
}

int run(const boost::program_options::variables_map& vm, std::vector<std::string>& files) {
  using namespace meteor;
  files.insert(files.begin(), vm["first"].as<std::string>());

  XrayOptions o;
  if (vm.count("m")) o.modules = tokenize(vm["m"].as<std::string>());
  if (vm.count("title")) o.title = vm["title"].as<std::string>();
  if (vm.count("x")) {
    auto v = java::parse_int(vm["x"].as<std::string>());
    if (!v || *v < 0) throw InvalidArgument("-x: '" + vm["x"].as<std::string>() + "' is not a number >= 0");
    o.max_segments = static_cast<std::size_t>(*v);
  }
  o.order = files.size() >= 2 ? XrayOrder::difference : XrayOrder::score;
  if (vm.count("sort")) {
    const std::string s = vm["sort"].as<std::string>();
    if (s == "input") o.order = XrayOrder::input;
    else if (s == "score") o.order = XrayOrder::score;
    else if (s == "worst") o.order = XrayOrder::worst;
    else if (s == "diff") o.order = XrayOrder::difference;
    else if (s == "gain") o.order = XrayOrder::gain;
    else throw InvalidArgument("-sort: '" + s + "' is not input, score, worst, diff or gain");
  }
  std::vector<std::string> labels;
  if (vm.count("l")) labels = split_on(vm["l"].as<std::string>(), ',');
  if (labels.size() > files.size())
    throw InvalidArgument("-l: " + std::to_string(labels.size()) + " labels for " + std::to_string(files.size()) + " files");

  std::vector<XraySystem> systems;
  for (std::size_t i = 0; i < files.size(); ++i) {
    XraySystem s;
    s.source = files[i];
    s.label = i < labels.size() && !labels[i].empty() ? labels[i] : default_label(files[i]);
    s.segments = read_alignment_file(files[i]);
    systems.push_back(std::move(s));
  }
  const std::string html = render_xray_html(systems, o);
  const std::string out_path = vm.count("o") ? vm["o"].as<std::string>() : "meteor-xray.html";
  write_text_file(out_path, html);
  std::cerr << "meteor-xray: wrote " << out_path << " (" << systems.size() << " system"
            << (systems.size() == 1 ? "" : "s") << ", " << systems[0].segments.size() << " segments)\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  return meteor::cli::tool_main(argc, argv, {"meteor-xray", "meteor-xray", kUsage, {"first"}, /*more=*/true}, options(),
                           [](const auto& vm, auto& rest) { return run(vm, rest); });
}
