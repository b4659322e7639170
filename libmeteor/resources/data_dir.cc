// SPDX-License-Identifier: LGPL-2.1-or-later
#include "resources/data_dir.hh"

#include <dlfcn.h>
#include <sys/stat.h>
#include <unistd.h>

#include <climits>
#include <cstdlib>

#include "resources/paraphrase_store.hh"
#include "util/error.hh"

#ifndef METEOR_CONFIGURED_DATA_DIR
#define METEOR_CONFIGURED_DATA_DIR ""
#endif

namespace meteor {

bool file_exists(const std::string& path) {
  struct stat st;
  return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

bool dir_exists(const std::string& path) {
  struct stat st;
  return ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

std::string binary_dir(const void* address) {
  Dl_info info;
  if (::dladdr(address, &info) == 0 || info.dli_fname == nullptr) return "";
  char resolved[PATH_MAX];
  std::string path = ::realpath(info.dli_fname, resolved) != nullptr ? resolved : info.dli_fname;
  std::size_t slash = path.rfind('/');
  return slash == std::string::npos ? "" : path.substr(0, slash);
}

namespace {

std::string exe_dir() {
  char buf[PATH_MAX];
  ssize_t n = ::readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0) return "";
  std::string p(buf, static_cast<std::size_t>(n));
  std::size_t slash = p.rfind('/');
  return slash == std::string::npos ? "" : p.substr(0, slash);
}

// A folder counts as a data folder when it has the function word lists.
bool looks_like_data(const std::string& dir) { return dir_exists(dir + "/function"); }

}  // namespace

std::vector<std::string> DataDir::candidates() {
  std::vector<std::string> c;
  if (const char* env = std::getenv("METEOR_DATA"); env != nullptr && *env != '\0') c.emplace_back(env);
  std::string exe = exe_dir();
  if (!exe.empty()) {
    c.push_back(exe + "/../data");
    c.push_back(exe + "/../share/meteor/data");
  }
  std::string configured = METEOR_CONFIGURED_DATA_DIR;
  if (!configured.empty()) c.push_back(configured);
  return c;
}

DataDir::DataDir() {
  searched_ = candidates();
  // $METEOR_DATA, when set, is authoritative: a wrong value is an error
  // rather than a silent fallback to other data.
  const char* env = std::getenv("METEOR_DATA");
  if (env != nullptr && *env != '\0') {
    if (looks_like_data(env)) root_ = env;
    searched_ = {env};
    return;
  }
  for (const std::string& dir : searched_)
    if (looks_like_data(dir)) {
      root_ = dir;
      return;
    }
}

const std::string& DataDir::root() const {
  if (root_.empty()) {
    std::string where;
    for (const std::string& s : searched_) where += (where.empty() ? "" : ", ") + s;
    throw FileNotFound("no Meteor language data found (looked in: " + where +
                "); run scripts/setup, set METEOR_DATA, or pass the resource files as options");
  }
  return root_;
}

std::string DataDir::function_words(Language lang) const {
  return root() + "/function/" + language_name(lang) + ".words";
}
std::string DataDir::nonbreaking_prefixes(Language lang) const {
  return root() + "/nonbreaking/" + language_name(lang) + ".prefixes";
}
std::string DataDir::synonym_dir() const { return root() + "/synonym"; }
std::string DataDir::stem_table(Language lang) const { return root() + "/stem/" + language_name(lang) + ".gz"; }
std::string DataDir::paraphrase_table(Language lang) const {
  return root() + "/paraphrase/paraphrase-" + language_code(lang) + ".gz";
}

std::string DataDir::find_paraphrase_table(Language lang, std::vector<std::string>* looked) const {
  const std::string name = "/paraphrase/paraphrase-" + language_code(lang) + ".gz";
  std::vector<std::string> places;
  if (found()) places.push_back(root_ + name);
  try {
    const std::string user = xdg_data_dir() + name;
    if (places.empty() || user != places.front()) places.push_back(user);
  } catch (const Error&) {
    // no home folder: only the data folder
  }
  for (const std::string& p : places) {
    if (looked != nullptr) looked->push_back(p);
    if (file_exists(p)) return p;
  }
  return "";
}

}  // namespace meteor
