// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/dynamic_library.hh"

#include <dlfcn.h>

#include "util/error.hh"

namespace meteor {
namespace {

// dlerror()'s text (which clears it), or `fallback` when there is none.
std::string last_dl_error(const char* fallback) {
  const char* e = ::dlerror();
  return e ? std::string(e) : std::string(fallback);
}

}  // namespace

DynamicLibrary::DynamicLibrary(const std::string& soname, const std::string& install_hint)
    : name_(soname), hint_(install_hint) {
  ::dlerror();
  handle_ = ::dlopen(soname.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle_)
    throw Error("cannot load " + soname + ": " + last_dl_error("dlopen failed") +
                (hint_.empty() ? "" : "; install " + hint_));
}

DynamicLibrary::~DynamicLibrary() {
  if (handle_) ::dlclose(handle_);
}

void* DynamicLibrary::address(const char* symbol) const {
  ::dlerror();
  void* p = ::dlsym(handle_, symbol);
  if (!p)
    throw Error(name_ + ": no function " + symbol + ": " + last_dl_error("the symbol is null") +
                (hint_.empty() ? "" : "; install " + hint_));
  return p;
}

}  // namespace meteor
