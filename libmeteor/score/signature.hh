// Signatures: one line naming everything a Meteor score depends on and
// nothing else, so that two scores with equal signatures are comparable and
// a setting can be restored from one (docs/signature.md):
//
//   meteor:1.5|impl:meteor-cpp|version:0.1.0|lang:en|task:rank|
//   params:0.85,0.2,0.6,0.75|mods:exact,stem,synonym,paraphrase|
//   weights:1.0,0.6,0.8,0.6|norm:yes|lower:yes|nopunct:no|unit:word|beam:40|
//   nrefs:1|fw:<hash>|nbp:<hash>|stem:snowball-english|syn:<hash>|para:none
//
// (one line, no breaks). Resources are named by content: the first 12 hex
// digits of the SHA-256 of their files (what `sha256sum` prints), "none" for
// a paraphrase table the module could not find. Resource fields appear only
// where the setting uses the resource. Thread counts, file names, platform
// and output options are not part of it.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>
#include <string_view>

#include "score/config.hh"

namespace meteor {

struct ResourcePaths;  // score/scorer.hh

// What a signature says of each resource; empty where it is not used.
struct ResourceIdentity {
  std::string function_words;        // fw: hash of the word list
  std::string nonbreaking_prefixes;  // nbp: hash of the prefix list (-norm)
  std::string stemmer;               // stem: "snowball-<algorithm>", or the hash of a lookup table
  std::string synonyms;              // syn: hash of <lang>.synsets followed by <lang>.exceptions
  std::string paraphrases;           // para: hash of the table, or "none"
};

// Hashes the files of the paths (reading them whole: about 1 s per 100 MB,
// as fast as sha256sum here). Throws meteor::Error naming a file that
// cannot be read.
ResourceIdentity identify_resources(const Config& config, const ResourcePaths& paths);

// The signature of a configuration scoring with `references` references per
// segment ("1", "4"; "var" where segments have different numbers).
std::string make_signature(const Config& config, const std::string& references, const ResourceIdentity& resources);

// What stats-scorer's scores depend on beyond the statistics it reads:
// "meteor:1.5|impl:..|version:..|lang:..|task:..|params:..|weights:..|
// input:stats". The statistics carry the rest: read it together with the
// signature of the meteor -ssOut run that wrote them.
std::string make_stats_signature(const Config& config);

// What the trainer's statistics depend on: the signature of the
// configuration with "params:tuned" and "weights:tuned" (each result line
// gives the values; put them in to get the signature of that point).
std::string make_training_signature(const Config& config, const ResourceIdentity& resources);

// A signature read back: the configuration it names (resource paths empty,
// to be filled from where the resources are here), the number of references
// and the resources it was made with.
struct ParsedSignature {
  Config config;
  std::string references;
  ResourceIdentity resources;
  std::string version;  // of the implementation that made it
};

// Parses a signature (fields in any order; surrounding whitespace and a
// leading "Signature:" are ignored). Throws meteor::Error "signature: field
// 'x': ..." naming the field that is missing, unknown, repeated or invalid.
ParsedSignature parse_signature(std::string_view signature);

// The configuration a signature names, with resource locations (and only
// those: -e -s -d -a, -new for lang:other) from options. Throws
// meteor::Error naming an option that would change a setting the signature
// fixes ("-from-signature sets -l: give one or the other").
Config restore_config(const ParsedSignature& signature, const Options& options);

// The signature in a file: the last line holding one (a line of `meteor
// -signature` output, a signature file of `meteor -mtme`, or the signature
// alone). Throws meteor::Error naming the file.
std::string read_signature_file(const std::string& path);

// Throws meteor::Error "signature field 'x': ..." (one line, naming the
// files here) for the first resource whose identity here differs from the
// signature's.
void check_resources(const ResourceIdentity& signature, const ResourceIdentity& here, const ResourcePaths& paths);

// This implementation's version, as signatures carry it.
const char* implementation_version();

}  // namespace meteor
