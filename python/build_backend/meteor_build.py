"""PEP 517 build backend of the Python package `meteor` (pyproject.toml).

It runs the project's own CMake build (one list of sources: CMake's) and
packs what the CMake install component `python-wheel` installs: the package
folder `meteor/` with the extension, its Python files, the language data
(filled from a Meteor 1.5 release folder as scripts/setup does) and the
meteor tool. No build requirements beyond the C++ build's own
(scripts/setup) and Debian's Python: `pip install .` (with or without
--no-build-isolation).

Which build: the checkout's own build (pyproject's [tool.meteor-build]
reuse-build-dir, `build`, as scripts/setup makes it) when it is configured
as the wheel needs (Release, no sanitizers or fuzzing, the Python module for
this interpreter): then only what changed is built, usually nothing.
Otherwise its own folder ([tool.meteor-build] build-dir, `build-wheel`,
kept between builds; through ccache when it is installed).

config_settings (pip --config-settings KEY=VALUE) and environment:
  build-dir  / $METEOR_WHEEL_BUILD_DIR  the CMake build folder, instead of
             the two above (configured unless it already is as the wheel needs)
  release    / $METEOR_RELEASE          the Meteor 1.5 release folder (default:
             CMake's, ../shared/meteor-1.5 beside the checkout)
  jobs       / $CMAKE_BUILD_PARALLEL_LEVEL  parallel compile jobs (default: all cores)
  portable   / $METEOR_WHEEL_PORTABLE  1: the wheel whose binaries need glibc
             alone (cmake/wheels.cmake: third-party libraries, libstdc++ and
             libgcc linked statically, glibc's symbols bound to versions of
             2.28 or older), tagged manylinux_2_X_<arch> with X the newest
             glibc symbol version they use but at least 2.28, after the
             checks of manylinux_check.py (auditwheel's rules); the build's
             METEOR_WHEEL_PYTHONS gets this interpreter. scripts/wheels makes
             the wheels of all interpreters this way.
SPDX-License-Identifier: LGPL-2.1-or-later
"""
import base64
import hashlib
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import zipfile

try:
    import tomllib
except ImportError:  # Python < 3.11
    try:
        import tomli as tomllib
    except ImportError:
        tomllib = None

SOURCE = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

__all__ = ["get_requires_for_build_wheel", "get_requires_for_build_sdist", "prepare_metadata_for_build_wheel",
           "build_wheel", "build_sdist"]


def _simple_toml(text):
    """pyproject.toml without tomllib (Python < 3.11, no tomli: the wheels for
    3.9 and 3.10 are built so): tables of `key = value`, a value a string, a
    list of strings or an inline table of strings, which is all it holds."""
    import ast
    data, table = {}, None
    for n, line in enumerate(text.split("\n"), 1):
        line = re.sub(r"\s+#[^\"\]}]*$", "", line).strip()
        if not line or line.startswith("#"):
            continue
        m = re.match(r"\[([A-Za-z0-9_.-]+)\]$", line)
        if m:
            table = data
            for part in m.group(1).split("."):
                table = table.setdefault(part, {})
            continue
        m = re.match(r"([A-Za-z0-9_-]+)\s*=\s*(.+)$", line)
        if not m or table is None:
            raise RuntimeError("meteor_build: pyproject.toml:%d: not simple TOML: %s" % (n, line))
        value = m.group(2)
        if value.startswith("{"):  # inline table: {key = "value", ...}
            value = re.sub(r"([A-Za-z0-9_-]+)\s*=", r'"\1":', value)
        table[m.group(1)] = ast.literal_eval(value)
    return data


def _project():
    with open(os.path.join(SOURCE, "pyproject.toml"), "rb") as f:
        raw = f.read()
    data = tomllib.loads(raw.decode("utf-8")) if tomllib else _simple_toml(raw.decode("utf-8"))
    project = data.get("project", {})
    project.setdefault("name", "meteor-mt")
    return project, data.get("tool", {}).get("meteor-build", {})


def _version():
    with open(os.path.join(SOURCE, "CMakeLists.txt"), encoding="utf-8") as f:
        m = re.search(r"project\(\s*meteor\s+VERSION\s+([0-9.]+)", f.read())
    if not m:
        raise RuntimeError("meteor_build: no project(meteor VERSION ...) in CMakeLists.txt")
    return m.group(1)


def _dist_name():
    return re.sub(r"[-_.]+", "_", _project()[0]["name"])


def _metadata():
    project, _ = _project()
    lines = ["Metadata-Version: 2.1", "Name: " + project["name"], "Version: " + _version()]
    if "description" in project:
        lines.append("Summary: " + project["description"])
    if "license" in project:
        lines.append("License: " + project["license"].get("text", ""))
    if "requires-python" in project:
        lines.append("Requires-Python: " + project["requires-python"])
    for extra, reqs in sorted(project.get("optional-dependencies", {}).items()):
        lines.append("Provides-Extra: " + extra)
        lines.extend('Requires-Dist: %s; extra == "%s"' % (r, extra) for r in reqs)
    body = ""
    readme = project.get("readme")
    if readme:
        lines.append("Description-Content-Type: text/markdown")
        with open(os.path.join(SOURCE, readme), encoding="utf-8") as f:
            body = f.read()
    return "\n".join(lines) + "\n\n" + body


def _entry_points():
    scripts = _project()[0].get("scripts", {})
    if not scripts:
        return ""
    return "[console_scripts]\n" + "".join("%s = %s\n" % kv for kv in sorted(scripts.items()))


def _python_tag():
    impl = "cp" if sys.implementation.name == "cpython" else sys.implementation.name[:2]
    return impl + "%d%d" % sys.version_info[:2]


def _tag(plat=None):
    python = _python_tag()
    abi = python + getattr(sys, "abiflags", "") if python.startswith("cp") else "none"
    plat = plat or re.sub(r"[-.]", "_", sysconfig.get_platform())
    return "%s-%s-%s" % (python, abi, plat)


def _write_dist_info(folder, plat=None):
    """The .dist-info folder (without RECORD) in folder; returns its name."""
    name = "%s-%s.dist-info" % (_dist_name(), _version())
    d = os.path.join(folder, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "METADATA"), "w", encoding="utf-8") as f:
        f.write(_metadata())
    with open(os.path.join(d, "WHEEL"), "w", encoding="utf-8") as f:
        f.write("Wheel-Version: 1.0\nGenerator: meteor_build\nRoot-Is-Purelib: false\nTag: %s\n" % _tag(plat))
    ep = _entry_points()
    if ep:
        with open(os.path.join(d, "entry_points.txt"), "w", encoding="utf-8") as f:
            f.write(ep)
    shutil.copy(os.path.join(SOURCE, "LICENSE"), os.path.join(d, "LICENSE"))
    return name


def _setting(config_settings, key, env):
    value = (config_settings or {}).get(key) or os.environ.get(env)
    return value or None


def _run(cmd):
    print("meteor_build: " + " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, stdout=sys.stderr)  # pip shows stderr with -v


def _cache(build_dir):
    values = {}
    try:
        with open(os.path.join(build_dir, "CMakeCache.txt"), encoding="utf-8") as f:
            for line in f:
                m = re.match(r"([A-Za-z0-9_]+):[A-Z]+=(.*)", line.rstrip("\n"))
                if m:
                    values[m.group(1)] = m.group(2)
    except FileNotFoundError:
        pass
    return values


def _same_file(a, b):
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def _portable(config_settings):
    return (_setting(config_settings, "portable", "METEOR_WHEEL_PORTABLE") or "0").lower() not in ("0", "no", "false", "off")


def _wheel_pythons(cache):
    return [p for p in cache.get("METEOR_WHEEL_PYTHONS", "").split(";") if p]


def _unusable(build_dir, release=None, portable=False):
    """Why the configured build in build_dir cannot make the wheel as it is (None: it can)."""
    cache = _cache(build_dir)
    if not cache:
        return "not configured"
    python = ("Python3_EXECUTABLE", lambda v: _same_file(v, sys.executable), sys.executable)
    if portable:
        # This interpreter, or one of its tag: a launcher that runs it (an
        # emulated interpreter with its own libraries: scripts/arm64-sysroot).
        python = ("METEOR_WHEEL_PYTHONS", lambda v: any(_same_file(p, sys.executable) for p in _wheel_pythons(cache))
                  or _python_tag() in cache.get("METEOR_WHEEL_TAGS", "").split(";"),
                  "a list with " + sys.executable)
    wants = [("CMAKE_HOME_DIRECTORY", lambda v: _same_file(v, SOURCE), "this checkout"),
             ("CMAKE_BUILD_TYPE", lambda v: v == "Release", "Release"),
             ("METEOR_SANITIZE", lambda v: v.upper() in ("", "OFF", "0", "FALSE", "NO"), "OFF"),
             ("METEOR_FUZZ", lambda v: v.upper() in ("", "OFF", "0", "FALSE", "NO"), "OFF"),
             python,
             ("METEOR_RELEASE_DIR", lambda v: bool(v) and (release is None or _same_file(v, release)),
              release or "a release folder")]
    for key, ok, wanted in wants:
        if not ok(cache.get(key, "")):
            return "%s is %r, not %s" % (key, cache.get(key, ""), wanted)
    if not os.path.isfile(os.path.join(build_dir, "python", "_where.py.in")):
        return "no Python module configured (pybind11, python3-dev)"
    return None


def _cmake_build(config_settings):
    """Configure (unless it is as needed) and build the package's targets; returns the build folder."""
    portable = _portable(config_settings)
    release = _setting(config_settings, "release", "METEOR_RELEASE")
    if release:
        release = os.path.abspath(release)
    build_dir = _setting(config_settings, "build-dir", "METEOR_WHEEL_BUILD_DIR")
    if not build_dir:
        reuse = _project()[1].get("reuse-build-dir")
        if reuse:
            reuse = os.path.abspath(os.path.join(SOURCE, reuse))
            why = _unusable(reuse, release, portable)
            if why is None:
                build_dir = reuse
            elif why != "not configured":
                print("meteor_build: not reusing %s: %s" % (reuse, why), flush=True)
        build_dir = build_dir or _project()[1].get("build-dir", "build-wheel")
    build_dir = os.path.abspath(os.path.join(SOURCE, build_dir))
    if _unusable(build_dir, release, portable) is None:
        print("meteor_build: using the configured build " + build_dir, flush=True)
    else:
        _configure(build_dir, release, portable)
    jobs = _setting(config_settings, "jobs", "CMAKE_BUILD_PARALLEL_LEVEL") or str(os.cpu_count() or 1)
    target = "wheel_" + _python_tag() if portable else "python_wheel"
    _run(["cmake", "--build", build_dir, "-j", jobs, "--target", target])
    return build_dir


def _configure(build_dir, release, portable=False):
    configure = ["cmake", "-S", SOURCE, "-B", build_dir, "-DCMAKE_BUILD_TYPE=Release"]
    cache = _cache(build_dir)
    if portable:
        # The configured build keeps its interpreter (its tests use it) and
        # gets this one's wheel modules beside it.
        pythons = [p for p in _wheel_pythons(cache) if not _same_file(p, sys.executable)] + [sys.executable]
        configure.append("-DMETEOR_WHEEL_PYTHONS=" + ";".join(pythons))
    if not (portable and cache):
        configure.append("-DPython3_EXECUTABLE=" + sys.executable)
    try:
        import pybind11  # Debian's python3-pybind11; else pybind11-dev's CMake package is found by itself
        configure.append("-Dpybind11_DIR=" + pybind11.get_cmake_dir())
    except ImportError:
        pass
    if release:
        configure.append("-DMETEOR_RELEASE_DIR=" + release)
    if shutil.which("ccache") and "CMAKE_CXX_COMPILER_LAUNCHER" not in _cache(build_dir):
        configure.append("-DCMAKE_CXX_COMPILER_LAUNCHER=ccache")
    _run(configure)
    if not _cache(build_dir).get("METEOR_RELEASE_DIR"):
        raise RuntimeError("meteor_build: no Meteor 1.5 release folder for the language data: set METEOR_RELEASE "
                           "(or --config-settings release=DIR) to it, or put it at ../shared/meteor-1.5")


def _record_entry(path, arcname):
    with open(path, "rb") as f:
        data = f.read()
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (arcname, digest, len(data))


# PEP 517 hooks

def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    return _write_dist_info(metadata_directory)


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    build_dir = _cmake_build(config_settings)
    portable = _portable(config_settings)
    component = "wheel-" + _python_tag() if portable else "python-wheel"
    with tempfile.TemporaryDirectory(prefix="meteor-wheel-") as staging:
        _run(["cmake", "--install", build_dir, "--component", component, "--prefix", staging])
        package = os.path.join(staging, "meteor")
        if not os.path.isdir(os.path.join(package, "data", "function")):
            raise RuntimeError("meteor_build: the package has no language data (%s/data)" % package)
        plat = None
        if portable:  # auditwheel's rules; the tag from the glibc symbol versions used
            if os.path.dirname(os.path.abspath(__file__)) not in sys.path:
                sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
            import manylinux_check
            plat = manylinux_check.platform_tag(staging)
            print("meteor_build: the binaries pass manylinux_check as " + plat, flush=True)
        dist_info = _write_dist_info(staging, plat)
        files = []
        for root, dirs, names in os.walk(staging):
            dirs.sort()
            for n in sorted(names):
                path = os.path.join(root, n)
                files.append((path, os.path.relpath(path, staging).replace(os.sep, "/")))
        record = dist_info + "/RECORD"
        wheel_name = "%s-%s-%s.whl" % (_dist_name(), _version(), _tag(plat))
        os.makedirs(wheel_directory, exist_ok=True)
        target = os.path.join(wheel_directory, wheel_name)
        # dist-info last, as the wheel format recommends.
        files.sort(key=lambda pa: (pa[1].startswith(dist_info + "/"), pa[1]))
        with zipfile.ZipFile(target + ".part", "w", compression=zipfile.ZIP_DEFLATED) as z:
            lines = []
            for path, arc in files:
                info = zipfile.ZipInfo(arc, date_time=(2020, 1, 1, 0, 0, 0))
                info.external_attr = (os.stat(path).st_mode & 0o777 | 0o100000) << 16
                info.compress_type = zipfile.ZIP_DEFLATED
                with open(path, "rb") as f:
                    z.writestr(info, f.read())
                lines.append(_record_entry(path, arc))
            lines.append(record + ",,")
            z.writestr(zipfile.ZipInfo(record, date_time=(2020, 1, 1, 0, 0, 0)), "\n".join(lines) + "\n")
        os.replace(target + ".part", target)
    print("meteor_build: wrote " + target, flush=True)
    return wheel_name


def build_sdist(sdist_directory, config_settings=None):
    """The tracked files of the checkout (git ls-files) as NAME-VERSION.tar.gz."""
    files = subprocess.run(["git", "-C", SOURCE, "ls-files", "-z"], check=True, capture_output=True).stdout
    base = "%s-%s" % (_dist_name(), _version())
    name = base + ".tar.gz"
    os.makedirs(sdist_directory, exist_ok=True)
    with tarfile.open(os.path.join(sdist_directory, name), "w:gz", format=tarfile.PAX_FORMAT) as tar:
        for rel in sorted(f for f in files.decode().split("\0") if f):
            if os.path.exists(os.path.join(SOURCE, rel)):
                tar.add(os.path.join(SOURCE, rel), arcname=base + "/" + rel, recursive=False)
        with tempfile.TemporaryDirectory() as tmp:
            pkg_info = os.path.join(tmp, "PKG-INFO")
            with open(pkg_info, "w", encoding="utf-8") as f:
                f.write(_metadata())
            tar.add(pkg_info, arcname=base + "/PKG-INFO")
    return name
