// The wheels' extension modules (cmake/wheels.cmake): the two glibc
// variables Debian's static ICU reads directly.
//
// libicuuc.a is compiled position-independent for executables (-fPIE), not
// for shared objects: putil's uprv_timezone() and uprv_tzname() read glibc's
// `timezone` and `tzname` through PC-relative references, which a shared
// object cannot make to another library's data. Defined here (local to the
// module: its version script exports PyInit_* alone), they satisfy those
// references. They are read only to guess the host's time zone, for ICU's
// calendars and date formats, which libmeteor never uses; glibc's own
// variables are untouched.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
extern "C" {
long timezone = 0;
long __timezone = 0;
char* tzname[2] = {const_cast<char*>("UTC"), const_cast<char*>("UTC")};
char* __tzname[2] = {const_cast<char*>("UTC"), const_cast<char*>("UTC")};
}
