// The errors of libmeteor: one hierarchy, rooted in meteor::Error. Every
// error is meant for the user: what() is one line that names the file (and
// line), the option or the value it is about, and is thrown where the
// problem is found, with its type.
//
//   type             means                                            tools exit
//   Error            the base; thrown as itself for what fits none        1
//                    of the types below (a file that cannot be read
//                    or written for another reason than its absence,
//                    a failed write to standard output, ...)
//   InvalidArgument  an option, argument or API value the library         1
//                    does not accept: unknown language, module or
//                    task, -p with 3 numbers, vectors of different
//                    lengths, ... (Python: ValueError)
//   FileNotFound     a file or folder that was named (or looked for)      1
//                    is not there: opening it failed with ENOENT or
//                    ENOTDIR, no language data folder
//                    (Python: FileNotFoundError)
//   FormatError      a file or input exists but its content is not        1
//                    what it must be: "path:line: what is wrong"
//                    (a malformed SGML segment, a truncated
//                    paraphrase table, a bad -ssOut statistic, ...)
//   LimitExceeded    an input beyond a limit the library sets to keep     1
//                    memory or time bounded (too many segments,
//                    grid points or pairs); what() says the limit
//   Cancelled        the caller cancelled a long call (its cancel flag,      -
//                    e.g. Python's Ctrl-C); the work was stopped
//
// The tools catch every Error in cli::run (tools/cli.hh), print
// "<tool>: error: <what()>" on stderr and exit with status 1, whatever the
// type; the types are for library callers that react differently (the
// Python module maps them to Python's exceptions, meteor-metaeval skips a
// statistic on LimitExceeded). A tool's usage mistakes (unknown option) are
// the option parser's errors, handled by cli::run too.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

namespace meteor {

class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& message) : std::runtime_error(message) {}
};

class InvalidArgument : public Error {
 public:
  using Error::Error;
};

class FileNotFound : public Error {
 public:
  using Error::Error;
};

// A language's default modules need a paraphrase table and none is there
// (score/scorer.hh's settle_missing_paraphrase).
class NoParaphraseTable : public FileNotFound {
 public:
  using FileNotFound::FileNotFound;
};

class FormatError : public Error {
 public:
  using Error::Error;
};

class LimitExceeded : public Error {
 public:
  using Error::Error;
};

class Cancelled : public Error {
 public:
  Cancelled() : Error("cancelled") {}
};

// "path: message" / "path:line: message", the form compilers use. The first
// is a plain Error (say which type when one fits: FormatError(path + ": ...")),
// the second a FormatError: a line number means the content is at fault.
inline Error file_error(const std::string& path, const std::string& message) {
  return Error(path + ": " + message);
}
inline FormatError file_error(const std::string& path, std::size_t line, const std::string& message) {
  return FormatError(path + ":" + std::to_string(line) + ": " + message);
}

// Throws the error for a failed open(2)/stat(2) of path with errno `err`:
// FileNotFound for ENOENT and ENOTDIR, Error otherwise, both as
// "path: cannot open: <strerror(err)>".
[[noreturn]] void throw_open_error(const std::string& path, int err);

}  // namespace meteor
