#!/usr/bin/env python3
"""The rules auditwheel applies to a manylinux wheel (PEP 600), checked with
objdump, for the wheels of scripts/wheels (auditwheel is not a Debian package).

Each ELF file of the wheel (extension modules, the meteor tool):
- is x86-64 or aarch64, all of one wheel alike (the X86_64 and AARCH64
  entries of ARCHES: the objdump that reads them, the dynamic loader);
- needs (DT_NEEDED) only glibc's libraries and the dynamic loader. This is
  stricter than auditwheel's list, which also allows libstdc++.so.6,
  libgcc_s.so.1, libz.so.1, libexpat.so.1, X11 and GLib: ours link
  libstdc++, libgcc and zlib statically, so that no version of them is
  needed, and ldd of the wheel's binaries lists glibc alone;
- references only GLIBC_x.y symbol versions (a GLIBCXX_, CXXABI_, GCC_ or
  ZLIB_ one would mean a shared library of those), none newer than the
  floor (FLOOR, 2.28: manylinux_2_28; --floor): a symbol of a newer version
  is a violation naming the file, the symbol and its version (the wheels
  bind older versions: python/portable/glibc_versions.cc). The newest
  version referenced, over all the files, is the X of
  manylinux_2_X_<arch>, the wheel's platform tag, but never below the
  floor: the floor is the oldest glibc the wheels are tried on, and below
  2.28 glibc's exp, log and pow are other implementations (slower, their
  results may differ in the last bit);
- uses none of the glibc symbols auditwheel's policies for manylinux_2_5 to
  manylinux_2_17 blacklist (when X < 24; the later policies have none);
- has no text relocations, no RPATH or RUNPATH;
- exports nothing but PyInit_<module> (an extension module) or
  _IO_stdin_used and glibc's own data it copies (stdout, tzname: copy
  relocations; the tool): ICU's, libstdc++'s and our own symbols are
  local, so they cannot clash with another copy in the process.
A wheel's file name and its WHEEL file must carry the tag so found.

usage: manylinux_check.py [--ldd] [--floor X.Y] WHEEL_OR_FOLDER...
  --ldd        also run ldd on each binary (an aarch64 one: its loader's --list,
               under qemu through binfmt_misc): it must list glibc's libraries alone
  --floor X.Y  the newest glibc symbol version allowed, the lowest tag (default: 2.28)
Prints each wheel's tag; exit status 1 with a line per violation.
SPDX-License-Identifier: LGPL-2.1-or-later
"""
import os
import re
import subprocess
import sys
import tempfile
import zipfile

# glibc's libraries: all on auditwheel's list, but for the loader, which
# auditwheel also accepts (added per architecture below).
GLIBC_LIBRARIES = {"libc.so.6", "libm.so.6", "libdl.so.2", "librt.so.1", "libpthread.so.0", "libresolv.so.2",
                   "libutil.so.1", "libanl.so.1", "libmvec.so.1", "libnsl.so.1"}
# ELF e_machine: (the tag's architecture, objdump's format name, the objdump
# that reads it, the dynamic loader). The aarch64 wheels are cross-built
# (docs/dev/arm.md): Debian's binutils-aarch64-linux-gnu reads them.
ARCHES = {62: ("x86_64", "elf64-x86-64", "objdump", "ld-linux-x86-64.so.2"),
          183: ("aarch64", "elf64-littleaarch64", "aarch64-linux-gnu-objdump", "ld-linux-aarch64.so.1")}
LOADERS = {a[3] for a in ARCHES.values()}
# auditwheel's blacklist of manylinux_2_5, _2_12 and _2_17 (none after).
OLD_POLICY_BLACKLIST = {"__cxa_thread_atexit_impl", "__issignaling", "__issignalingf", "__issignalingl",
                        "pthread_getattr_default_np", "pthread_setattr_default_np"}
# The newest glibc the wheels may need (manylinux_2_28: RHEL 8 and its
# rebuilds, Debian 10, Ubuntu 20.04 and later; docs/python.md).
FLOOR = "2.28"


class Violation(Exception):
    pass


def elf_arch(path):
    """ARCHES's entry of an ELF file; Violation for another machine."""
    with open(path, "rb") as f:
        head = f.read(20)
    machine = int.from_bytes(head[18:20], "little")
    if machine not in ARCHES:
        raise Violation("%s: ELF machine %d, neither x86-64 nor aarch64" % (path, machine))
    return ARCHES[machine]


def _objdump(args, path):
    p = subprocess.run([elf_arch(path)[2]] + args + [path], capture_output=True, text=True)
    if p.returncode != 0:
        raise Violation("%s: objdump %s failed: %s" % (path, " ".join(args), p.stderr.strip()))
    return p.stdout


def is_elf(path):
    with open(path, "rb") as f:
        return f.read(4) == b"\x7fELF"


def inspect(path):
    """What the rules look at in one ELF file."""
    headers = _objdump(["-p"], path)
    info = {"format": (re.search(r"file format (\S+)", headers) or [None, ""])[1],
            "needed": re.findall(r"^\s+NEEDED\s+(\S+)", headers, re.M),
            "rpath": re.findall(r"^\s+(?:RPATH|RUNPATH)\s+(\S+)", headers, re.M),
            "textrel": bool(re.search(r"^\s+TEXTREL\s", headers, re.M)) or
                       bool(re.search(r"^\s+FLAGS\s+.*\bTEXTREL\b", headers, re.M)),
            "versions": {}, "exports": [], "imports": [], "versioned_imports": [], "copied": []}
    refs = headers.split("Version References:", 1)
    if len(refs) == 2:
        lib = None
        for line in refs[1].split("\n"):
            m = re.match(r"\s+required from (\S+):", line)
            if m:
                lib = m.group(1)
                info["versions"].setdefault(lib, [])
            elif lib and re.match(r"\s+0x[0-9a-f]+ 0x[0-9a-f]+ \d+ (\S+)", line):
                info["versions"][lib].append(line.split()[-1])
            elif line.strip() and not line.startswith(" "):
                break
    for line in _objdump(["-T"], path).split("\n"):
        m = re.match(r"^[0-9a-f]+ (.{7}) (\S+)\s+[0-9a-f]+\s+(.*)$", line)
        if not m:
            continue
        fields = m.group(3).split()
        name = fields[-1]
        if m.group(2) == "*UND*":
            info["imports"].append(name)
            if len(fields) > 1:  # (name, "GLIBC_2.34"): the version it binds to
                info["versioned_imports"].append((name, fields[0].strip("()")))
        elif m.group(2) == ".bss" and re.match(r"\(?GLIBC_[0-9.]+\)?$", fields[0]):
            info["copied"].append(name)   # glibc's data, copied into an executable
        elif "l" not in m.group(1)[0]:
            info["exports"].append(name)
    return info


def _version_key(v):
    return tuple(int(x) for x in v.split("."))


def _glibc_version(v):
    """'2.34' of 'GLIBC_2.34'; None for any other version name."""
    m = re.match(r"GLIBC_(\d+(?:\.\d+)+)$", v)
    return m.group(1) if m else None


def check_folder(folder, floor=FLOOR):
    """(the platform tag, [violations]) of the ELF files under folder."""
    problems, glibc, infos, arches = [], [], [], set()
    files = []
    for root, dirs, names in os.walk(folder):
        dirs.sort()
        files += [os.path.join(root, n) for n in sorted(names) if is_elf(os.path.join(root, n))]
    if not files:
        problems.append("%s: no binaries" % folder)
    for path in files:
        rel = os.path.relpath(path, folder)
        try:
            info = inspect(path)
        except Violation as e:
            problems.append(str(e))
            continue
        arch, fmt, _, loader = elf_arch(path)
        arches.add(arch)
        if info["format"] != fmt:
            problems.append("%s: %s, not %s" % (rel, info["format"], fmt))
        for lib in info["needed"]:
            if lib not in GLIBC_LIBRARIES and lib != loader:
                problems.append("%s: needs %s, not a glibc library" % (rel, lib))
        above = set()
        for name, v in sorted(info["versioned_imports"]):
            g = _glibc_version(v)
            if g and _version_key(g) > _version_key(floor):
                problems.append("%s: %s@%s is newer than the floor GLIBC_%s" % (rel, name, v, floor))
                above.add(v)
        for lib, versions in sorted(info["versions"].items()):
            for v in versions:
                g = _glibc_version(v)
                if g:
                    glibc.append(g)
                    if _version_key(g) > _version_key(floor) and v not in above:
                        problems.append("%s: needs %s of %s, newer than the floor GLIBC_%s" % (rel, v, lib, floor))
                else:
                    problems.append("%s: symbol version %s of %s (only GLIBC_ ones are allowed)" % (rel, v, lib))
        if info["textrel"]:
            problems.append("%s: text relocations" % rel)
        if info["rpath"]:
            problems.append("%s: RPATH/RUNPATH %s" % (rel, " ".join(info["rpath"])))
        if ".so" in os.path.basename(path):
            module = os.path.basename(path).split(".")[0]
            allowed = {"PyInit_" + module}
            if "PyInit_" + module not in info["exports"]:
                problems.append("%s: does not export PyInit_%s" % (rel, module))
            if info["copied"]:
                problems.append("%s: copies glibc's data %s" % (rel, ", ".join(info["copied"])))
        else:
            allowed = {"_IO_stdin_used"}
        extra = sorted(set(info["exports"]) - allowed)
        if extra:
            problems.append("%s: exports %d symbols besides %s (%s%s)" % (
                rel, len(extra), ", ".join(sorted(allowed)), ", ".join(extra[:5]), ", ..." if len(extra) > 5 else ""))
        info["rel"] = rel
        infos.append(info)
    newest = max(glibc + [floor], key=_version_key)
    major, minor = _version_key(newest)[:2]
    if major != 2:
        problems.append("glibc %s: not 2.x" % newest)
    if minor < 24:
        for info in infos:
            for name in sorted(set(info["imports"]) & OLD_POLICY_BLACKLIST):
                problems.append("%s: uses %s (auditwheel's blacklist)" % (info["rel"], name))
    if len(arches) > 1:
        problems.append("binaries of %s: one architecture a wheel" % " and ".join(sorted(arches)))
    arch = min(arches) if arches else "x86_64"
    return "manylinux_%d_%d_%s" % (major, max(minor, 5), arch), problems


def platform_tag(folder, floor=FLOOR):
    """The tag of the binaries under folder; Violation when a rule is broken."""
    tag, problems = check_folder(folder, floor)
    if problems:
        raise Violation("manylinux_check: %d violations:\n  %s" % (len(problems), "\n  ".join(problems)))
    return tag


def ldd_problems(folder):
    problems = []
    for root, dirs, names in os.walk(folder):
        for n in sorted(names):
            path = os.path.join(root, n)
            if not is_elf(path):
                continue
            arch, _, _, loader = elf_arch(path)
            # ldd runs this machine's loader; another architecture's lists
            # what its own loader (multiarch, run through qemu) would load.
            cmd = ["ldd", path] if arch == os.uname().machine else ["/lib/" + loader, "--list", path]
            p = subprocess.run(cmd, capture_output=True, text=True)
            for line in p.stdout.split("\n"):
                name = line.strip().split(" ")[0]
                # qemu's vDSO has no name: "(0x...)" alone.
                if (not name or name == "linux-vdso.so.1" or name.startswith("(") or
                        os.path.basename(name) in GLIBC_LIBRARIES | LOADERS):
                    continue
                problems.append("%s: ldd: %s" % (os.path.relpath(path, folder), line.strip()))
            if p.returncode != 0:
                problems.append("%s: ldd failed: %s" % (os.path.relpath(path, folder), p.stderr.strip()))
    return problems


def check_wheel(wheel, ldd=False, floor=FLOOR):
    """(tag, problems) of a wheel file or an unpacked folder."""
    if os.path.isdir(wheel):
        tag, problems = check_folder(wheel, floor)
        return tag, problems + (ldd_problems(wheel) if ldd else [])
    with tempfile.TemporaryDirectory(prefix="manylinux-check-") as tmp:
        with zipfile.ZipFile(wheel) as z:
            z.extractall(tmp)
            for info in z.infolist():  # extractall drops the modes
                os.chmod(os.path.join(tmp, info.filename), (info.external_attr >> 16) & 0o777 or 0o644)
            wheel_file = next((n for n in z.namelist() if re.match(r"[^/]+\.dist-info/WHEEL$", n)), None)
            tags = re.findall(r"^Tag: (\S+)$", z.read(wheel_file).decode(), re.M) if wheel_file else []
        tag, problems = check_folder(tmp, floor)
        if ldd:
            problems += ldd_problems(tmp)
    name_plat = os.path.basename(wheel)[:-len(".whl")].split("-")[-1]
    if name_plat != tag:
        problems.append("%s: the file name says %s, the binaries need %s" % (os.path.basename(wheel), name_plat, tag))
    if not tags or any(t.split("-")[-1] != tag for t in tags):
        problems.append("%s: WHEEL's tags %s are not %s" % (os.path.basename(wheel), tags, tag))
    return tag, problems


def main(argv):
    args, floor, ldd = [], FLOOR, False
    while argv:
        a = argv.pop(0)
        if a == "--ldd":
            ldd = True
        elif a == "--floor" and argv and re.match(r"2\.\d+$", argv[0]):
            floor = argv.pop(0)
        else:
            args.append(a)
    if not args or any(a.startswith("-") for a in args):
        print(__doc__.split("\n\n")[-1].split("SPDX")[0].strip(), file=sys.stderr)
        return 2
    failed = False
    for wheel in args:
        tag, problems = check_wheel(wheel, ldd=ldd, floor=floor)
        for p in problems:
            print("manylinux_check: %s: %s" % (wheel, p), file=sys.stderr)
        failed = failed or bool(problems)
        print("%s: %s%s" % (wheel, tag, "" if not problems else " (%d violations)" % len(problems)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
