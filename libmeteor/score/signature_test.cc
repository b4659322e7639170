// SPDX-License-Identifier: LGPL-2.1-or-later
#include "score/signature.hh"

#include <doctest/doctest.h>

#include <fstream>

#include "score/scorer.hh"
#include "test_util.hh"
#include "util/error.hh"
#include "util/sha256.hh"

using namespace meteor;
using namespace meteor::testing;

TEST_CASE("sha256: FIPS 180-4 test vectors, across block boundaries") {
  CHECK(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(sha256_hex(std::string(1000000, 'a')) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  // Fed in pieces: the same digest.
  Sha256 h;
  const std::string text(200, 'x');
  for (std::size_t i = 0; i < text.size(); i += 7) h.update(std::string_view(text).substr(i, 7));
  CHECK(h.hex() == sha256_hex(text));
}

namespace {

Config english() {
  Options o;
  o.language = "en";
  o.normalize = true;
  return resolve_config(o);
}

ResourceIdentity ids() {
  ResourceIdentity r;
  r.function_words = "0123456789ab";
  r.nonbreaking_prefixes = "abcdef012345";
  r.stemmer = "snowball-english";
  r.synonyms = "fedcba987654";
  r.paraphrases = "none";
  return r;
}

}  // namespace

TEST_CASE("signature: fields, and parsed back to the same configuration") {
  const Config c = english();
  const std::string sig = make_signature(c, "1", ids());
  CHECK(sig.rfind("meteor:1.5|impl:meteor-cpp|version:", 0) == 0);
  CHECK(sig.find("|lang:en|task:rank|params:0.85,0.2,0.6,0.75|mods:exact,stem,synonym,paraphrase|"
                 "weights:1.0,0.6,0.8,0.6|norm:yes|lower:yes|nopunct:no|unit:word|beam:40|nrefs:1|"
                 "fw:0123456789ab|nbp:abcdef012345|stem:snowball-english|syn:fedcba987654|para:none") !=
        std::string::npos);
  const ParsedSignature p = parse_signature("Signature:   " + sig + "\n");
  CHECK(p.references == "1");
  CHECK(p.config.eval_id() == c.eval_id());
  CHECK(p.config.task == c.task);
  CHECK(make_signature(p.config, p.references, p.resources) == sig);
  // Unused resources have no field.
  Options exact;
  exact.modules = std::vector<std::string>{"exact"};
  ResourceIdentity fw_only;
  fw_only.function_words = "0123456789ab";
  const std::string small = make_signature(resolve_config(exact), "var", fw_only);
  CHECK(small.find("|nbp:") == std::string::npos);
  CHECK(small.find("|stem:") == std::string::npos);
  CHECK(parse_signature(small).config.modules == std::vector<Module>{Module::kExact});
}

TEST_CASE("signature: a bad signature is refused naming the field") {
  const std::string sig = make_signature(english(), "1", ids());
  auto replace = [&](const std::string& from, const std::string& to) {
    std::string s = sig;
    s.replace(s.find(from), from.size(), to);
    return s;
  };
  CHECK_THROWS_WITH_AS(parse_signature(replace("|lang:en", "")), "signature: field 'lang': missing", Error);
  CHECK_THROWS_WITH_AS(parse_signature(replace("lang:en", "lang:xx-yy")), doctest::Contains("field 'lang'"), Error);
  CHECK_THROWS_WITH_AS(parse_signature(replace("meteor:1.5", "meteor:1.4")), doctest::Contains("field 'meteor'"),
                       Error);
  CHECK_THROWS_WITH_AS(parse_signature(replace("norm:yes|lower:yes", "norm:yes|lower:no")),
                       doctest::Contains("field 'lower'"), Error);
  CHECK_THROWS_WITH_AS(parse_signature(replace("syn:fedcba987654", "syn:xyz")), doctest::Contains("field 'syn'"),
                       Error);
  CHECK_THROWS_WITH_AS(parse_signature(replace("|syn:fedcba987654", "")), "signature: field 'syn': missing",
                       Error);
  CHECK_THROWS_WITH_AS(parse_signature(sig + "|beam:3"), "signature: field 'beam': given twice", Error);
  CHECK_THROWS_WITH_AS(parse_signature(replace("weights:1.0,0.6,0.8,0.6", "weights:1,2,3,4,5")),
                       doctest::Contains("field 'weights'"), Error);
  CHECK_THROWS_AS(parse_signature("BLEU|nrefs:1"), Error);
}

TEST_CASE("signature: restore_config takes resource locations only; check_resources names the field") {
  const ParsedSignature p = parse_signature(make_signature(english(), "1", ids()));
  Options o;
  o.synonym_dir = "/somewhere";
  CHECK(restore_config(p, o).synonym_dir == "/somewhere");
  o.lowercase = true;
  CHECK_THROWS_WITH_AS(restore_config(p, o), doctest::Contains("-lower"), Error);

  ResourcePaths paths;
  ResourceIdentity here = ids();
  CHECK_NOTHROW(check_resources(p.resources, here, paths));
  here.synonyms = "000000000000";
  CHECK_THROWS_WITH_AS(check_resources(p.resources, here, paths), doctest::Contains("signature field 'syn'"), Error);
  here = ids();
  here.paraphrases = "111111111111";
  CHECK_THROWS_WITH_AS(check_resources(p.resources, here, paths), doctest::Contains("signature field 'para'"),
                       Error);
}

TEST_CASE("signature: stats-scorer's and the trainer's") {
  const Config c = english();
  CHECK(make_stats_signature(c).find("|params:0.85,0.2,0.6,0.75|weights:1.0,0.6,0.8,0.6|input:stats") !=
        std::string::npos);
  const std::string t = make_training_signature(c, ids());
  CHECK(t.find("|params:tuned|mods:exact,stem,synonym,paraphrase|weights:tuned|") != std::string::npos);
  CHECK(t.find("|nrefs:var|") != std::string::npos);
}

TEST_CASE("signature: read from a file, the last line holding one") {
  TempDir dir;
  const std::string path = dir.path() + "/out.txt";
  const std::string sig = make_signature(english(), "1", ids());
  {
    std::ofstream f(path);
    f << "Final score:            0.5\nSignature:              " << sig << "\n";
  }
  CHECK(read_signature_file(path) == sig);
  {
    std::ofstream f(path);
    f << "nothing here\n";
  }
  CHECK_THROWS_WITH_AS(read_signature_file(path), doctest::Contains("out.txt: no signature"), Error);
}
