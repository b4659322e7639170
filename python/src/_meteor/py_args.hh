// Python values as the library's, for meteor._meteor's binding files: a
// value of the wrong type is a one-line TypeError naming the argument (or
// the element: "hypotheses[3]: expected str, got NoneType"), a value out of
// range a ValueError. Only conversion and checking: no computation.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <type_traits>
#include <vector>

#include <pybind11/pybind11.h>

namespace meteor::python {

// The name of o's type ("NoneType").
std::string type_name(const pybind11::handle& o);

// A Python value as a T (a str only where T is std::string).
template <class T>
T cast_arg(const pybind11::handle& o, const char* what, const char* expected) {
  if (!pybind11::isinstance<pybind11::str>(o) || std::is_same_v<T, std::string>) {
    try {
      return o.cast<T>();
    } catch (const pybind11::cast_error&) {
    }
  }
  throw pybind11::type_error(std::string(what) + ": expected " + expected + ", got " + type_name(o));
}

// A str as UTF-8: anything else is a TypeError naming `what`, a str that has
// no UTF-8 form (a lone surrogate, as surrogateescape decoding leaves) a
// ValueError naming the character.
std::string utf8_arg(const pybind11::handle& o, const std::string& what, const char* expected = "str");

// A long conversion (a list of a million segments takes a second) calls
// this for each item i: every few thousand items Python runs its signal
// handlers, so that Ctrl-C stops it (error_already_set).
void poll_signals(std::size_t i);

// The items of a list (or tuple, or any iterable but a str) named `what`.
std::vector<pybind11::object> items_arg(const pybind11::handle& o, const std::string& what, const char* expected);

// A list of str, each element named ("what[i]") where it is not one. Ctrl-C
// stops a long one.
std::vector<std::string> str_list_arg(const pybind11::handle& o, const std::string& what);

// A str or os.PathLike.
std::string path_arg(const pybind11::handle& o, const char* what);

// A count given as a Python int: negative ones are a ValueError, those past
// `most` come back as `most` (the library clamps thread counts itself).
unsigned long long count_arg(const pybind11::handle& o, const char* what, const char* meaning,
                             unsigned long long most);

// threads=: 0 (the CPUs this process may use) or more.
unsigned threads_arg(const pybind11::handle& o);

// modules=: a list of str, or one str of words.
std::vector<std::string> words_arg(const pybind11::handle& o);

// A list of numbers, or a str of them (as the meteor tool's -p and -w).
std::vector<double> numbers_arg(const char* name, const pybind11::handle& o);

// The references of hypothesis `what`: a list of str, or one str.
std::vector<std::string> references_arg(const pybind11::handle& o, const std::string& what);

// A list of reference lists (each a list of str, or one str), the `what[i]`
// that is wrong named. Ctrl-C stops a long one.
std::vector<std::vector<std::string>> reference_lists_arg(const pybind11::handle& o, const std::string& what);

// A call that a function's signature does not take (an unknown keyword, too
// many or too few arguments): one line naming it, instead of pybind11's list
// of signatures. `names`: the parameters, `positional`: how many of them may
// be given by position, `required`: how many must be given.
[[noreturn]] void bad_call(const std::string& function, std::initializer_list<const char*> names,
                           std::size_t positional, std::size_t required, const pybind11::args& args,
                           const pybind11::kwargs& kwargs);

// The library's messages name the meteor tool's options where a Python
// caller gave keyword arguments: said in the caller's words.
std::string python_words(std::string message);

}  // namespace meteor::python
