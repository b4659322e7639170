// Python values as the library's (py_args.hh).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "py_args.hh"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <limits>
#include <utility>

#include "meteor.hh"
#include "text/tokenize.hh"

namespace py = pybind11;

namespace meteor::python {

std::string type_name(const py::handle& o) {
  return py::str(py::type::handle_of(o).attr("__name__")).cast<std::string>();
}

std::string utf8_arg(const py::handle& o, const std::string& what, const char* expected) {
  if (!PyUnicode_Check(o.ptr())) throw py::type_error(what + ": expected " + expected + ", got " + type_name(o));
  Py_ssize_t size = 0;
  const char* data = PyUnicode_AsUTF8AndSize(o.ptr(), &size);
  if (data != nullptr) return std::string(data, static_cast<std::size_t>(size));
  PyErr_Clear();
  const Py_ssize_t n = PyUnicode_GetLength(o.ptr());
  for (Py_ssize_t i = 0; i < n; ++i) {
    const Py_UCS4 c = PyUnicode_ReadChar(o.ptr(), i);
    if (c >= 0xD800 && c <= 0xDFFF) {
      char buf[80];
      std::snprintf(buf, sizeof buf, ": not valid UTF-8 (lone surrogate U+%04X at character %zd)",
                    static_cast<unsigned>(c), static_cast<std::ptrdiff_t>(i));
      throw py::value_error(what + buf);
    }
  }
  throw py::value_error(what + ": not valid UTF-8");
}

std::vector<py::object> items_arg(const py::handle& o, const std::string& what, const char* expected) {
  if (PyUnicode_Check(o.ptr()) || PyBytes_Check(o.ptr()) || PyDict_Check(o.ptr()))
    throw py::type_error(what + ": expected " + expected + ", got " + type_name(o));
  std::vector<py::object> out;
  if (PyList_Check(o.ptr()) || PyTuple_Check(o.ptr())) {
    py::sequence seq = py::reinterpret_borrow<py::sequence>(o);
    out.reserve(seq.size());
    for (const py::handle& item : seq) out.push_back(py::reinterpret_borrow<py::object>(item));
    return out;
  }
  py::iterator it;
  try {
    it = py::iter(o);
  } catch (const py::error_already_set&) {
    throw py::type_error(what + ": expected " + expected + ", got " + type_name(o));
  }
  for (; it != py::iterator::sentinel(); ++it) out.push_back(py::reinterpret_borrow<py::object>(*it));
  return out;
}

void poll_signals(std::size_t i) {
  if ((i & 4095) == 4095 && PyErr_CheckSignals() != 0) throw py::error_already_set();
}

namespace {

// The usual case without a name made for each item: a str with a UTF-8 form.
bool utf8_fast(const py::handle& o, std::string& out) {
  if (!PyUnicode_Check(o.ptr())) return false;
  Py_ssize_t size = 0;
  const char* data = PyUnicode_AsUTF8AndSize(o.ptr(), &size);
  if (data == nullptr) {
    PyErr_Clear();
    return false;
  }
  out.assign(data, static_cast<std::size_t>(size));
  return true;
}

// Each item as UTF-8, named what[i] where it is not a str.
std::vector<std::string> utf8_items(const std::vector<py::object>& items, const std::string& what) {
  std::vector<std::string> out(items.size());
  for (std::size_t i = 0; i < items.size(); ++i) {
    poll_signals(i);
    if (!utf8_fast(items[i], out[i])) out[i] = utf8_arg(items[i], what + "[" + std::to_string(i) + "]");
  }
  return out;
}

}  // namespace

std::vector<std::string> str_list_arg(const py::handle& o, const std::string& what) {
  return utf8_items(items_arg(o, what, "a list of str"), what);
}

std::string path_arg(const py::handle& o, const char* what) {
  try {
    return py::str(py::module_::import("os").attr("fspath")(o));
  } catch (const py::error_already_set&) {
    throw py::type_error(std::string(what) + ": expected a path (str or os.PathLike), got " + type_name(o));
  }
}

unsigned long long count_arg(const py::handle& o, const char* what, const char* meaning,
                             unsigned long long most) {
  if (PyBool_Check(o.ptr()) || !PyLong_Check(o.ptr()))
    throw py::type_error(std::string(what) + ": expected an int, got " + type_name(o));
  int overflow = 0;
  const long long v = PyLong_AsLongLongAndOverflow(o.ptr(), &overflow);
  if (overflow < 0 || (overflow == 0 && v < 0))
    throw py::value_error(std::string(what) + ": expected " + meaning + ", got " + py::repr(o).cast<std::string>());
  if (overflow > 0 || static_cast<unsigned long long>(v) > most) return most;
  return static_cast<unsigned long long>(v);
}

unsigned threads_arg(const py::handle& o) {
  return static_cast<unsigned>(count_arg(o, "threads", "0 (the CPUs this process may use) or more",
                                         std::numeric_limits<unsigned>::max()));
}

[[noreturn]] void bad_call(const std::string& function, std::initializer_list<const char*> names,
                           std::size_t positional, std::size_t required, const py::args& args,
                           const py::kwargs& kwargs) {
  std::string usage = function + "(";
  for (const char* n : names) usage += std::string(usage.back() == '(' ? "" : ", ") + n;
  usage += ")";
  if (args.size() > positional)
    throw py::type_error(usage + ": takes " + std::to_string(positional) + " positional argument" +
                         (positional == 1 ? "" : "s") + ", got " + std::to_string(args.size()));
  std::vector<std::string> given;
  for (std::size_t i = 0; i < args.size(); ++i) given.push_back(*(names.begin() + i));
  for (const auto& item : kwargs) {
    const std::string name = py::str(item.first);
    bool known = false;
    for (const char* a : names) known = known || name == a;
    if (!known) throw py::type_error(usage + ": unexpected argument '" + name + "'");
    for (const std::string& g : given)
      if (g == name) throw py::type_error(usage + ": " + name + " given twice");
    given.push_back(name);
  }
  for (std::size_t i = 0; i < required; ++i) {
    const char* n = *(names.begin() + i);
    if (std::find(given.begin(), given.end(), n) == given.end())
      throw py::type_error(usage + ": missing argument '" + std::string(n) + "'");
  }
  throw py::type_error(usage + ": arguments not taken");
}

std::vector<std::string> words_arg(const py::handle& o) {
  if (py::isinstance<py::str>(o)) return tokenize(utf8_arg(o, "modules"));
  return utf8_items(items_arg(o, "modules", "a list of str or a str"), "modules");
}

std::vector<double> numbers_arg(const char* name, const py::handle& o) {
  if (py::isinstance<py::str>(o)) {
    try {
      return parse_number_list(name, o.cast<std::string>());
    } catch (const Error& e) {
      throw InvalidArgument(e.what());
    }
  }
  std::vector<py::object> items = items_arg(o, name, "a list of numbers or a str");
  std::vector<double> out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const py::handle v = items[i];
    if (PyBool_Check(v.ptr()) || !(PyLong_Check(v.ptr()) || PyFloat_Check(v.ptr())))
      throw py::type_error(std::string(name) + "[" + std::to_string(i) + "]: expected a number, got " + type_name(v));
    out.push_back(v.cast<double>());
  }
  return out;
}

std::vector<std::string> references_arg(const py::handle& o, const std::string& what) {
  if (PyUnicode_Check(o.ptr())) return {utf8_arg(o, what)};
  return utf8_items(items_arg(o, what, "a list of str (or a str)"), what);
}

std::vector<std::vector<std::string>> reference_lists_arg(const py::handle& o, const std::string& what) {
  const std::vector<py::object> items = items_arg(o, what, "a list of reference lists");
  std::vector<std::vector<std::string>> out(items.size());
  for (std::size_t i = 0; i < items.size(); ++i) {
    poll_signals(i);
    const py::handle item = items[i];
    std::vector<std::string>& refs = out[i];
    // A str, or a list of str: no name made for each item unless one is wrong.
    if (std::string s; utf8_fast(item, s)) {
      refs.push_back(std::move(s));
      continue;
    }
    if (PyList_Check(item.ptr())) {
      const Py_ssize_t n = PyList_GET_SIZE(item.ptr());
      refs.resize(static_cast<std::size_t>(n));
      Py_ssize_t j = 0;
      while (j < n && utf8_fast(PyList_GET_ITEM(item.ptr(), j), refs[static_cast<std::size_t>(j)])) ++j;
      if (j == n) continue;
      refs.clear();
    }
    refs = references_arg(item, what + "[" + std::to_string(i) + "]");
  }
  return out;
}

std::string python_words(std::string message) {
  static const std::pair<const char*, const char*> kWords[] = {
      {"-p needs 4 parameters", "params: needs 4 parameters"},
      {"-norm has no rules", "norm=True has no rules"},
      {"and use -lower", "and use lower=True"},
      {"or pass the resource files as options", "pass data_dir=, or the resource files as arguments"},
      {"give a table with -a", "give a table with paraphrase=PATH"},
      {"give one with -a FILE", "give one with paraphrase=PATH"},
      {"or score without it: -m '", "or score without it: modules='"},
      {"scoring without the paraphrase module, as -m '", "scoring without the paraphrase module, as modules='"},
      {"-threads", "threads"},
  };
  for (const auto& [flag, words] : kWords)
    if (auto at = message.find(flag); at != std::string::npos) message.replace(at, std::strlen(flag), words);
  // "`meteor-data fetch en`": meteor.data.fetch('en') first.
  const std::string fetch = "`meteor-data fetch ";
  if (auto at = message.find(fetch); at != std::string::npos) {
    const auto end = message.find('`', at + fetch.size());
    if (end != std::string::npos) {
      const std::string code = message.substr(at + fetch.size(), end - at - fetch.size());
      message.replace(at, end + 1 - at, "meteor.data.fetch('" + code + "') (`meteor-data fetch " + code + "`)");
    }
  }
  return message;
}

}  // namespace meteor::python
