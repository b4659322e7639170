# The wheels for pip (scripts/wheels, docs/python.md): the Python package
# for each interpreter of METEOR_WHEEL_PYTHONS, its binaries needing nothing
# but glibc. Included by python/CMakeLists.txt (its lists of files and data).
#
# libmeteor is not compiled again: the extension modules and the meteor
# tool link the build's own libmeteor.a, with
# - ICU (libicuuc), libstemmer and zlib static, and Boost.Program_options
#   for the tool; libstdc++ and libgcc static (-static-libstdc++
#   -static-libgcc): no libstdc++.so.6 of a given age is needed;
# - an empty ICU data package instead of libicudata.a
#   (python/portable/icu_data_stub.cc: the code opens no ICU data);
# - in each module a version script exporting PyInit_<name> alone: every
#   other symbol (ICU's, libstdc++'s, ours) is local, so another ICU or
#   libstdc++ in the same process cannot interpose or be interposed;
# - glibc's functions at versions of glibc 2.28 or older, bound at link time
#   (python/portable/glibc_versions.cc) or defined in the binary
#   (glibc_compat.cc; the tool's entry, libc_start_main.cc), with
#   libpthread.so.0 and libdl.so.2 needed: the binaries run on glibc 2.28
#   and later (manylinux_2_28, python/build_backend/manylinux_check.py).
# Only the extension sources are compiled per interpreter (and the tool's
# sources once more, for all).
#
# Targets (none built by default): wheel_cpXY for each interpreter (its three
# modules, build/wheels/cpXY/meteor/, and the tool, build/wheels/bin/meteor),
# wheels for all. Install components wheel-cpXY: the package as the wheel
# holds it (the backend, python/build_backend/meteor_build.py, packs one).
# SPDX-License-Identifier: LGPL-2.1-or-later
set(METEOR_WHEEL_PYTHONS "" CACHE STRING
    "Python interpreters to build wheel extension modules for (scripts/wheels; empty: none)")
if(NOT METEOR_WHEEL_PYTHONS)
  return()
endif()
if(NOT CMAKE_SYSTEM_NAME STREQUAL "Linux")
  message(FATAL_ERROR "METEOR_WHEEL_PYTHONS: the wheels are built on Linux only")
endif()

# The static libraries (Debian's libicu-dev, libstemmer-dev, zlib1g-dev,
# libboost-program-options-dev).
foreach(lib icuuc stemmer z boost_program_options)
  find_library(METEOR_STATIC_${lib} NAMES lib${lib}.a)
  if(NOT METEOR_STATIC_${lib})
    message(FATAL_ERROR "METEOR_WHEEL_PYTHONS: no static lib${lib}.a (scripts/setup installs it)")
  endif()
endforeach()

# The notices of the libraries linked in (ICU's licence and libstemmer's BSD
# licence ask for them with binaries; zlib's too, kindly; Boost's licence
# and the GCC runtime exception ask for none): Debian's copyright files,
# into the package's third_party_licenses/.
set(_wheel_notices)
foreach(pair icu:libicu-dev libstemmer:libstemmer-dev zlib:zlib1g-dev)
  string(REPLACE ":" ";" pair "${pair}")
  list(GET pair 0 _what)
  list(GET pair 1 _package)
  if(NOT EXISTS /usr/share/doc/${_package}/copyright)
    message(FATAL_ERROR "METEOR_WHEEL_PYTHONS: no /usr/share/doc/${_package}/copyright (${_what}'s licence for the wheels)")
  endif()
  configure_file(/usr/share/doc/${_package}/copyright ${CMAKE_BINARY_DIR}/wheels/licenses/${_what}.txt COPYONLY)
  list(APPEND _wheel_notices ${CMAKE_BINARY_DIR}/wheels/licenses/${_what}.txt)
endforeach()

# The glue (python/portable/): the static ICU's (empty) data; glibc's
# functions above 2.28 that the binaries reference, bound to their older
# versions (glibc_versions.cc) or defined (glibc_compat.cc) (modules and
# tool); the time-zone variables ICU's putil reads (modules); the tool's
# entry into glibc (libc_start_main.cc). -fno-builtin: exp, log and pow
# are defined there, hidden.
add_library(meteor_wheel_glue OBJECT EXCLUDE_FROM_ALL ${CMAKE_SOURCE_DIR}/python/portable/icu_data_stub.cc
                                                      ${CMAKE_SOURCE_DIR}/python/portable/glibc_compat.cc
                                                      ${CMAKE_SOURCE_DIR}/python/portable/glibc_versions.cc)
target_include_directories(meteor_wheel_glue PRIVATE ${ICU_INCLUDE_DIRS})
target_compile_options(meteor_wheel_glue PRIVATE -fno-builtin)
add_library(meteor_wheel_tz OBJECT EXCLUDE_FROM_ALL ${CMAKE_SOURCE_DIR}/python/portable/putil_tz.cc)
set_target_properties(meteor_wheel_glue meteor_wheel_tz PROPERTIES POSITION_INDEPENDENT_CODE ON)

# libmeteor's archive (the build's own, libmeteor.a: only the objects a
# binary uses are linked) with its dependencies linked statically.
add_library(meteor_wheel_lib INTERFACE)
target_sources(meteor_wheel_lib INTERFACE $<TARGET_OBJECTS:meteor_wheel_glue>)
target_include_directories(meteor_wheel_lib INTERFACE ${CMAKE_SOURCE_DIR}/libmeteor)
target_link_libraries(meteor_wheel_lib INTERFACE $<TARGET_FILE:meteor> ${METEOR_STATIC_icuuc} ${METEOR_STATIC_stemmer}
                                                 ${METEOR_STATIC_z} ${CMAKE_DL_LIBS} Threads::Threads)
# libpthread.so.0 and libdl.so.2 needed (DT_NEEDED) even where, as in glibc
# 2.34+, they are empty: below 2.34 the pthread_* and dl* functions the
# binaries bind to (glibc_versions.cc) are theirs.
target_link_options(meteor_wheel_lib INTERFACE -static-libstdc++ -static-libgcc
                    "SHELL:-Wl,--push-state,--no-as-needed -l:libpthread.so.0 -l:libdl.so.2 -Wl,--pop-state")
add_dependencies(meteor_wheel_lib meteor meteor_wheel_glue)

# The tools, once for all interpreters, as one binary (tools/multicall_main.cc):
# each tool's main compiled under another name, the dispatcher's the only
# main; the package's console scripts run it under each tool's name.
set(_multicall_inc "")
set(_multicall_objects)
set(_i 0)
list(LENGTH METEOR_TOOLS _n)
while(_i LESS _n)
  list(GET METEOR_TOOLS ${_i} _name)
  math(EXPR _j "${_i} + 1")
  list(GET METEOR_TOOLS ${_j} _source)
  string(MAKE_C_IDENTIFIER "${_name}" _id)
  set(t meteor_wheel_main_${_id})
  add_library(${t} OBJECT EXCLUDE_FROM_ALL ${CMAKE_SOURCE_DIR}/tools/${_source})
  target_include_directories(${t} PRIVATE ${CMAKE_SOURCE_DIR}/tools ${CMAKE_SOURCE_DIR}/libmeteor)
  target_compile_definitions(${t} PRIVATE main=meteor_tool_${_id} METEOR_VERSION="${PROJECT_VERSION}")
  target_link_libraries(${t} PRIVATE Boost::headers)
  list(APPEND _multicall_objects $<TARGET_OBJECTS:${t}>)
  string(APPEND _multicall_inc "METEOR_TOOL(${_id}, \"${_name}\")\n")
  math(EXPR _i "${_i} + 2")
endwhile()
file(CONFIGURE OUTPUT ${CMAKE_BINARY_DIR}/wheels/include/multicall_tools.inc CONTENT "${_multicall_inc}")
add_executable(meteor_wheel_tool EXCLUDE_FROM_ALL ${CMAKE_SOURCE_DIR}/tools/multicall_main.cc ${CMAKE_SOURCE_DIR}/tools/cli.cc
                                                   ${CMAKE_SOURCE_DIR}/python/portable/libc_start_main.cc
                                                   ${_multicall_objects})
set_target_properties(meteor_wheel_tool PROPERTIES OUTPUT_NAME meteor RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/wheels/bin)
target_include_directories(meteor_wheel_tool PRIVATE ${CMAKE_SOURCE_DIR}/tools ${CMAKE_BINARY_DIR}/wheels/include)
target_compile_definitions(meteor_wheel_tool PRIVATE METEOR_VERSION="${PROJECT_VERSION}")
target_link_libraries(meteor_wheel_tool PRIVATE meteor_wheel_lib ${METEOR_STATIC_boost_program_options} Boost::headers)

add_custom_target(wheels)
set(_wheel_tags)
set(_wheel_modules _meteor _mtme _mtme_data)  # sources: python/CMakeLists.txt's METEOR_PY_SOURCES_<name>
foreach(py IN LISTS METEOR_WHEEL_PYTHONS)
  execute_process(COMMAND ${py} -c "import sys, sysconfig; print('%d%d' % sys.version_info[:2]); print(sysconfig.get_paths()['include']); print(sysconfig.get_config_var('EXT_SUFFIX'))"
                  OUTPUT_VARIABLE _out RESULT_VARIABLE _rc OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "METEOR_WHEEL_PYTHONS: ${py} does not run")
  endif()
  string(REPLACE "\n" ";" _out "${_out}")
  list(GET _out 0 _ver)
  list(GET _out 1 _include)
  list(GET _out 2 _suffix)
  set(_tag cp${_ver})
  if(_tag IN_LIST _wheel_tags)
    message(FATAL_ERROR "METEOR_WHEEL_PYTHONS: two interpreters for ${_tag}")
  endif()
  if(NOT EXISTS ${_include}/Python.h)
    message(FATAL_ERROR "METEOR_WHEEL_PYTHONS: no Python.h for ${py} (${_include})")
  endif()
  list(APPEND _wheel_tags ${_tag})
  # Debian's pyconfig.h includes <ARCH/pythonX.Y/pyconfig.h>: for an
  # interpreter outside this machine's /usr/include (scripts/arm64-sysroot's),
  # a folder with that one entry, not the other release's whole include tree.
  get_filename_component(_inc_parent ${_include} DIRECTORY)
  get_filename_component(_inc_name ${_include} NAME)
  set(_arch_include)
  if(CMAKE_LIBRARY_ARCHITECTURE AND NOT _inc_parent STREQUAL "/usr/include"
     AND EXISTS ${_inc_parent}/${CMAKE_LIBRARY_ARCHITECTURE}/${_inc_name}/pyconfig.h)
    set(_arch_include ${CMAKE_BINARY_DIR}/wheels/${_tag}-include)
    file(MAKE_DIRECTORY ${_arch_include}/${CMAKE_LIBRARY_ARCHITECTURE})
    file(CREATE_LINK ${_inc_parent}/${CMAKE_LIBRARY_ARCHITECTURE}/${_inc_name}
         ${_arch_include}/${CMAKE_LIBRARY_ARCHITECTURE}/${_inc_name} SYMBOLIC)
  endif()
  set(_dir ${CMAKE_BINARY_DIR}/wheels/${_tag}/meteor)
  set(_targets)
  foreach(_name IN LISTS _wheel_modules)
    list(TRANSFORM METEOR_PY_SOURCES_${_name} PREPEND ${CMAKE_CURRENT_SOURCE_DIR}/ OUTPUT_VARIABLE _srcs)
    set(t meteor_wheel_${_tag}${_name})
    add_library(${t} MODULE EXCLUDE_FROM_ALL ${_srcs} $<TARGET_OBJECTS:meteor_wheel_tz>)
    set_target_properties(${t} PROPERTIES PREFIX "" OUTPUT_NAME ${_name} SUFFIX ${_suffix}
      LIBRARY_OUTPUT_DIRECTORY ${_dir} CXX_VISIBILITY_PRESET hidden VISIBILITY_INLINES_HIDDEN ON)
    target_include_directories(${t} SYSTEM PRIVATE ${_include} ${_arch_include})
    target_include_directories(${t} PRIVATE ${METEOR_PY_INCLUDE_DIR})
    target_compile_definitions(${t} PRIVATE METEOR_VERSION="${PROJECT_VERSION}" METEOR_PYTHON_TO_DATA="${_py_to_data}")
    file(WRITE ${CMAKE_BINARY_DIR}/wheels/${_tag}${_name}.map "{ global: PyInit_${_name}; local: *; };\n")
    target_link_libraries(${t} PRIVATE pybind11::headers meteor_wheel_lib)
    target_link_options(${t} PRIVATE -Wl,--version-script=${CMAKE_BINARY_DIR}/wheels/${_tag}${_name}.map
                                     -Wl,--no-undefined-version)
    add_dependencies(${t} meteor_wheel_tz)
    list(APPEND _targets ${t})
  endforeach()
  add_custom_target(wheel_${_tag})
  add_dependencies(wheel_${_tag} ${_targets} meteor_wheel_tool meteor_python_files)
  if(TARGET data)
    add_dependencies(wheel_${_tag} data)
  endif()
  add_dependencies(wheels wheel_${_tag})

  # The package as the wheel holds it: what the component python-wheel has,
  # with this interpreter's modules and the static tool.
  set(_c wheel-${_tag})
  install(TARGETS ${_targets} LIBRARY DESTINATION meteor COMPONENT ${_c} EXCLUDE_FROM_ALL)
  foreach(f IN LISTS METEOR_PYTHON_SOURCES)
    get_filename_component(_sub ${f} DIRECTORY)
    install(FILES ${CMAKE_BINARY_DIR}/python/${f} DESTINATION ${_sub} COMPONENT ${_c} EXCLUDE_FROM_ALL)
  endforeach()
  install(FILES ${CMAKE_BINARY_DIR}/python/wheel/_where.py DESTINATION meteor COMPONENT ${_c} EXCLUDE_FROM_ALL)
  install(TARGETS meteor_wheel_tool RUNTIME DESTINATION meteor/bin COMPONENT ${_c} EXCLUDE_FROM_ALL)
  install(DIRECTORY ${_data_folders} DESTINATION meteor/data COMPONENT ${_c} EXCLUDE_FROM_ALL)
  install(FILES ${_wheel_notices} DESTINATION meteor/third_party_licenses COMPONENT ${_c} EXCLUDE_FROM_ALL)
endforeach()
set(METEOR_WHEEL_TAGS "${_wheel_tags}" CACHE INTERNAL "the wheels' interpreters (cpXY), METEOR_WHEEL_PYTHONS's order")
message(STATUS "Wheels (target wheels) for ${_wheel_tags}")
