# Installation as a package: find_package(meteor) gives meteor::meteor (the
# shared libmeteor with its headers), pkg-config gives meteor.pc.
# SPDX-License-Identifier: LGPL-2.1-or-later
include(CMakePackageConfigHelpers)

set(METEOR_CMAKE_INSTALL_DIR "${CMAKE_INSTALL_LIBDIR}/cmake/meteor")
install(EXPORT meteorTargets NAMESPACE meteor:: DESTINATION ${METEOR_CMAKE_INSTALL_DIR})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/meteorConfig.cmake.in
  ${CMAKE_BINARY_DIR}/cmake/meteorConfig.cmake
  INSTALL_DESTINATION ${METEOR_CMAKE_INSTALL_DIR}
  PATH_VARS CMAKE_INSTALL_BINDIR CMAKE_INSTALL_DATADIR)
# While the major version is 0 a minor version may break the ABI.
write_basic_package_version_file(${CMAKE_BINARY_DIR}/cmake/meteorConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/cmake/meteorConfig.cmake ${CMAKE_BINARY_DIR}/cmake/meteorConfigVersion.cmake
  DESTINATION ${METEOR_CMAKE_INSTALL_DIR})

# meteor.pc finds its prefix from its own place (${pcfiledir}), so that it
# stays right when the installation is put under another prefix.
file(RELATIVE_PATH METEOR_PC_TO_PREFIX "${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig" "${CMAKE_INSTALL_PREFIX}")
string(REGEX REPLACE "/$" "" METEOR_PC_TO_PREFIX "${METEOR_PC_TO_PREFIX}")
configure_file(${CMAKE_CURRENT_LIST_DIR}/meteor.pc.in ${CMAKE_BINARY_DIR}/cmake/meteor.pc @ONLY)
install(FILES ${CMAKE_BINARY_DIR}/cmake/meteor.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
