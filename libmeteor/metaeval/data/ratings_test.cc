// Tests of ratings: JSON written as json.dumps writes it, dacite's type
// checks, .seg.rating files read and written as MTME does, and rater
// renaming.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/data/ratings.hh"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "util/error.hh"
#include "test_util.hh"

using namespace meteor;
using namespace meteor::metaeval;
namespace fs = std::filesystem;

TEST_CASE("ratings: JSON written as Python's json.dumps writes it") {
  CHECK(python_json_string("a\"b\\\n\x01\x7f\xC3\xA9\xF0\x9F\x98\x80") == R"("a\"b\\\n\u0001)" "\x7f" R"(\u00e9\ud83d\ude00")");
  CHECK(python_json_number(PyNumber{false, 0, 0.1}) == "0.1");
  CHECK(python_json_number(PyNumber{false, 0, 5}) == "5.0");
  CHECK(python_json_number(PyNumber{true, 5, 0}) == "5");
  RatingError e{3, 7, std::string("Fluency/Grammar"), std::string("Major"), PyNumber{false, 0, 5}, false};
  RatingError s{0, 2, std::nullopt, std::nullopt, std::nullopt, true};
  const Rating r{{e, s}};
  const std::string json = rating_json(r);
  CHECK(json ==
        R"({"errors": [{"start": 3, "end": 7, "category": "Fluency/Grammar", "severity": "Major", "score": 5.0, )"
        R"("is_source_error": false}, {"start": 0, "end": 2, "category": null, "severity": null, "score": null, )"
        R"("is_source_error": true}]})");
  CHECK(rating_from_json(parse_json(json, "t"), "t") == r);
}

TEST_CASE("ratings: dacite's type checks") {
  auto read = [](const char* text) { return rating_from_json(parse_json(text, "f:1"), "f:1"); };
  CHECK(read(R"({"errors": [{"start": 1, "end": 2, "score": 3, "extra": 1}]})").errors[0].score->is_int);
  CHECK_THROWS_AS(read(R"({"errors": [{"start": 1.0, "end": 2}]})"), FormatError);
  CHECK_THROWS_AS(read(R"({"errors": [{"start": 1}]})"), FormatError);
  CHECK_THROWS_AS(read(R"({"errors": [{"start": 1, "end": 2, "category": 5}]})"), FormatError);
  CHECK_THROWS_AS(read(R"({"errors": [{"start": 1, "end": 2, "is_source_error": 1}]})"), FormatError);
  CHECK_THROWS_AS(read(R"({"errors": {}})"), FormatError);
  CHECK_THROWS_AS(read(R"([])"), FormatError);
}

TEST_CASE("ratings: .seg.rating files read and written as MTME does") {
  const meteor::testing::TempDir tmp;
  const fs::path dir = tmp.path();
  const std::string path = (dir / "en-de.mqm.merged.seg.rating").string();
  {
    std::ofstream f(path);
    f << "B\t{\"errors\": []}\n"
         "A\tNone\n"
         "A\t{\"errors\": [{\"start\": 0, \"end\": 1}]}\tr7  \r\n"
         "B\tNone\tx\n";
  }
  const RatingFileName n = parse_rating_file_name(path);
  CHECK(n.lp == "en-de");
  CHECK(n.name == "mqm.merged");
  CHECK(n.rating_name == "merged");
  const RatingSet set = read_rating_file(path, n.rating_name);
  CHECK(set.systems == std::vector<std::string>{"B", "A"});
  CHECK(set.rater_ids.at("B")[0] == "merged");
  CHECK(set.rater_ids.at("A")[1] == "r7");
  CHECK(!set.ratings.at("B")[1]);
  CHECK(format_rating_file(set) ==
        "A\tNone\n"
        "A\t{\"errors\": [{\"start\": 0, \"end\": 1, \"category\": null, \"severity\": null, \"score\": null, "
        "\"is_source_error\": false}]}\tr7\n"
        "B\t{\"errors\": []}\tmerged\n"
        "B\tNone\n");
  {
    std::ofstream f(path);
    f << "A\tNone\nA\t{\"errors\": []}\tr\textra\n";
  }
  try {
    read_rating_file(path, "x");
    FAIL("no error");
  } catch (const FormatError& e) {
    CHECK(std::string(e.what()).find("en-de.mqm.merged.seg.rating:2: expected 2 or 3") != std::string::npos);
  }
  CHECK_THROWS_AS(parse_rating_file_name("x.seg.score"), InvalidArgument);
}

TEST_CASE("ratings: rater renaming") {
  auto with = [](std::vector<std::optional<std::string>> ids) {
    std::vector<StandaloneRating> v;
    for (auto& id : ids) {
      StandaloneRating r;
      r.rater_id = id;
      v.push_back(r);
    }
    return v;
  };
  auto names = rename_raters(with({"b", "a", "b"}), true);
  REQUIRE(names.size() == 2);
  CHECK(names[0].first == "a");
  CHECK(names[0].second == "rater1");
  CHECK(names[1].second == "rater2");
  names = rename_raters(with({"rater10", "rater2"}), true);  // already rater*: kept
  CHECK(names[0].second == "rater10");
  names = rename_raters(with({std::nullopt}), false);
  CHECK(!names[0].first);
  CHECK(names[0].second == "rater");
  CHECK_THROWS_AS(rename_raters(with({std::nullopt, "a"}), false), InvalidArgument);
}
