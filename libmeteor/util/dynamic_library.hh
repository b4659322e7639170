// A shared library opened at run time (dlopen) and the functions looked up in
// it (dlsym), for what only a rarely used path needs: the libraries are not
// linked, so a program that never takes that path never loads them (nor the
// libraries they depend on) and starts faster.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>

namespace meteor {

class DynamicLibrary {
 public:
  // Opens the library `soname` (e.g. "libcurl.so.4"), resolving its symbols
  // now. Throws meteor::Error, one line: "cannot load <soname>: <dlerror()>",
  // followed by "; install <install_hint>" when a hint is given.
  explicit DynamicLibrary(const std::string& soname, const std::string& install_hint = "");
  ~DynamicLibrary();  // dlclose
  DynamicLibrary(const DynamicLibrary&) = delete;
  DynamicLibrary& operator=(const DynamicLibrary&) = delete;

  const std::string& name() const { return name_; }

  // The function `symbol` of the library as a pointer of type F, e.g.
  // lib.function<decltype(&curl_easy_init)>("curl_easy_init"). Throws
  // meteor::Error, one line, naming the library, the symbol and dlerror()
  // when the library has no such symbol (or it is null).
  template <class F>
  F function(const char* symbol) const {
    return reinterpret_cast<F>(address(symbol));
  }

  // The address of `symbol`, with the errors of function().
  void* address(const char* symbol) const;

 private:
  void* handle_ = nullptr;
  std::string name_;
  std::string hint_;
};

}  // namespace meteor
