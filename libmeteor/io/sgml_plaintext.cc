// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/sgml_plaintext.hh"

#include <vector>

#include "io/sgml.hh"
#include "java/sort.hh"
#include "util/error.hh"
#include "util/text_file.hh"
#include "util/warn.hh"

namespace meteor {
namespace {

// The keys of one set of the references: document id -> segment ids, both
// sorted as Meteor sorts them.
struct SetKeys {
  std::string set_id;
  std::vector<std::pair<std::string, std::vector<std::string>>> docs;
};

// Writes one plaintext file for one system (or reference) of a set.
void write_system(const std::string& path, const SgmlSystem& docs, const SetKeys& keys, const std::string& kind,
                  const std::string& sys_id) {
  std::string out;
  for (const auto& [doc_id, seg_ids] : keys.docs) {
    const SgmlDocument* segs = docs.find(doc_id);
    if (!segs) warn("no document [" + doc_id + "] for " + kind + " [" + sys_id + "] - writing blank lines");
    for (const std::string& seg_id : seg_ids) {
      const std::string* text = segs ? segs->find(seg_id) : nullptr;
      if (text) {
        out += *text;
      } else if (segs) {
        warn("no segment [" + doc_id + "][" + seg_id + "] for " + kind + " [" + sys_id + "] - writing blank line");
      }
      out += '\n';
    }
  }
  write_text_file(path, out);
}

}  // namespace

void sgml_to_plaintext(const std::string& test_path, const std::string& ref_path, std::ostream& messages,
                       const std::string& out_dir) {
  SgmlData test = read_sgml(test_path);
  SgmlData refs = read_sgml(ref_path);
  if (refs.empty())  // Meteor 1.5 writes nothing without a word
    throw file_error(ref_path, "no SGML reference set in the file (expected <refset setid=...>)");
  for (const auto& [set_id, references] : refs)
    if (!test.contains(set_id))
      throw file_error(test_path, "no test set [" + set_id + "] for the references of " + ref_path);

  // Collect the keys of the references: per set, the documents of all
  // references and, per document, the union of their segment ids (a Java
  // HashSet, whose order decides between ids that compare equal, as 1 and 01).
  std::vector<SetKeys> sets;
  for (const auto* set : hashtable_items(refs)) {
    messages << "Found reference set [" << set->first << "]\n";
    KeyedList<std::vector<std::string_view>> doc_segs;  // document -> segment ids in the order added
    for (const auto* ref : hashtable_items(set->second)) {
      messages << "Found reference [" << ref->first << "]\n";
      for (const auto* doc : hashtable_items(ref->second)) {
        auto& segs = doc_segs.get_or_add(doc->first);
        for (const auto* seg : hashtable_items(doc->second)) segs.push_back(seg->first);
      }
    }
    SetKeys keys{set->first, {}};
    for (const auto* doc : hashtable_items(doc_segs)) {
      // Meteor sorts the list again after adding each id: with its
      // inconsistent comparator (mixed numeric and other ids) that is not
      // the same as sorting once.
      std::vector<std::string> seg_ids;
      for (std::string& id : hashset_keys(doc->second)) {
        seg_ids.push_back(std::move(id));
        java::sort(seg_ids, [](const std::string& a, const std::string& b) { return compare_segment_ids(a, b); });
      }
      keys.docs.emplace_back(doc->first, std::move(seg_ids));
    }
    java::sort(keys.docs, [](const auto& a, const auto& b) { return java_compare(a.first, b.first); });
    sets.push_back(std::move(keys));
  }
  java::sort(sets, [](const SetKeys& a, const SetKeys& b) { return java_compare(a.set_id, b.set_id); });

  const std::string dir = out_dir.empty() || out_dir.back() == '/' ? out_dir : out_dir + '/';
  for (const SetKeys& keys : sets) {
    messages << "Found test set [" << keys.set_id << "]\n";
    for (const auto* system : hashtable_items(*test.find(keys.set_id))) {
      messages << "Found system [" << system->first << "]\n";
      write_system(dir + keys.set_id + "." + system->first + ".tst", system->second, keys, "system", system->first);
    }
  }
  for (const SetKeys& keys : sets)
    for (const auto* ref : hashtable_items(*refs.find(keys.set_id)))
      write_system(dir + keys.set_id + "." + ref->first + ".ref", ref->second, keys, "reference", ref->first);
  messages.flush();
}

}  // namespace meteor
