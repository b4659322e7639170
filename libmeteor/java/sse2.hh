// The SSE2 operations of java/intel_pow.cc, two ways: `native`, the x86-64
// intrinsics themselves (x86-64 builds), and `portable`, the same operations
// on plain integers and IEEE binary64/binary32 arithmetic (every other
// machine, e.g. aarch64). intel_pow.cc is one source over either; the unit
// test (java/intel_pow_test.cc) runs both on x86-64 and compares them.
//
// SSE2's double and float arithmetic is IEEE round-to-nearest-even, so plain
// C++ arithmetic gives its bits where nothing contracts a multiply and an add
// (-ffp-contract=off, the project's flags). What differs between machines is
// NaNs, and the portable layer follows x86 there: an operation with a NaN
// operand returns the first NaN operand, quieted; an invalid operation
// (inf - inf, 0 * inf, 0 / 0) returns x86's default NaN, whose sign bit is
// set.
//
// rcpps is an estimate whose bits differ between x86 implementations.
// intel_pow uses it only for the table index B = 1/m rounded to 9 bits, for
// the float m in [1, 2) that holds x's leading mantissa bits:
// (bits(rcpps(m) * 1.4453125f) + 0x2000) >> 14. That index is a
// non-increasing function of m with 513 values; kRcpIntervals lists, for
// each, the first mantissa (m's 23 fraction bits) where it is taken and
// rcpps's value there, so that `portable::rcp_ps` gives the same index for
// every m in [1, 2) (and rcpps's own bits at each interval's start). Other
// normal inputs scale by their power of 2; zero and denormals give
// infinity of their sign, as rcpps does. The unit test checks the index for
// all 2^23 mantissas against the CPU's instruction.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>

#include "util/cpu.hh"

#ifdef METEOR_X86
#include <immintrin.h>
#endif

namespace meteor::java::sse2 {

// {first fraction bits of m in [1, 2), rcpps(m)'s bits} per index value
// (see above); made on x86-64 by java/intel_pow_test.cc (METEOR_PRINT_RCP_TABLE=1).
struct RcpInterval {
  std::uint32_t first_fraction;
  std::uint32_t rcp_bits;
};
inline constexpr RcpInterval kRcpIntervals[] = {
    {0x000000, 0x3f7ff000}, {0x001800, 0x3f7fc800}, {0x004000, 0x3f7f7800}, {0x007000, 0x3f7f2000},
    {0x009800, 0x3f7ec800}, {0x00c800, 0x3f7e6800}, {0x00f800, 0x3f7e1000}, {0x012000, 0x3f7dc000},
    {0x015800, 0x3f7d5800}, {0x018000, 0x3f7cf800}, {0x01a800, 0x3f7cb000}, {0x01d800, 0x3f7c5800},
    {0x020800, 0x3f7bf800}, {0x023800, 0x3f7ba000}, {0x026800, 0x3f7b4800}, {0x029000, 0x3f7af800},
    {0x02c000, 0x3f7a9800}, {0x02f000, 0x3f7a4000}, {0x031800, 0x3f79f000}, {0x034800, 0x3f799000},
    {0x037800, 0x3f793800}, {0x03a800, 0x3f78e000}, {0x03d800, 0x3f788800}, {0x040800, 0x3f782800},
    {0x043800, 0x3f77d000}, {0x046800, 0x3f777800}, {0x049800, 0x3f772000}, {0x04c000, 0x3f76d000},
    {0x04f000, 0x3f767800}, {0x052000, 0x3f762000}, {0x055000, 0x3f75c800}, {0x058000, 0x3f757000},
    {0x05b000, 0x3f751800}, {0x05e000, 0x3f74c000}, {0x061800, 0x3f746000}, {0x064000, 0x3f741000},
    {0x067000, 0x3f73b800}, {0x06a800, 0x3f735800}, {0x06d800, 0x3f730000}, {0x070800, 0x3f72a800},
    {0x073800, 0x3f725000}, {0x076800, 0x3f71f800}, {0x07a000, 0x3f719800}, {0x07c800, 0x3f714800},
    {0x07f800, 0x3f70f000}, {0x083000, 0x3f709000}, {0x086000, 0x3f704000}, {0x089000, 0x3f6fe800},
    {0x08c800, 0x3f6f8800}, {0x08f800, 0x3f6f3800}, {0x092800, 0x3f6ee000}, {0x096000, 0x3f6e8000},
    {0x099800, 0x3f6e2000}, {0x09c800, 0x3f6dd000}, {0x0a0000, 0x3f6d6800}, {0x0a3000, 0x3f6d1800},
    {0x0a6000, 0x3f6cc800}, {0x0a9800, 0x3f6c6800}, {0x0ac800, 0x3f6c1800}, {0x0b0000, 0x3f6bb800},
    {0x0b3000, 0x3f6b6800}, {0x0b6800, 0x3f6b1000}, {0x0b9800, 0x3f6ab800}, {0x0bd000, 0x3f6a6000},
    {0x0c0000, 0x3f6a0800}, {0x0c4000, 0x3f69a000}, {0x0c7000, 0x3f695000}, {0x0ca800, 0x3f68f000},
    {0x0cd800, 0x3f68a000}, {0x0d1000, 0x3f684800}, {0x0d4800, 0x3f67e800}, {0x0d7800, 0x3f679800},
    {0x0db000, 0x3f674000}, {0x0de800, 0x3f66e800}, {0x0e2000, 0x3f669000}, {0x0e5800, 0x3f663000},
    {0x0e9000, 0x3f65d800}, {0x0ec000, 0x3f658800}, {0x0ef800, 0x3f652800}, {0x0f3000, 0x3f64d000},
    {0x0f6800, 0x3f647800}, {0x0fa800, 0x3f641800}, {0x0fd800, 0x3f63c800}, {0x101000, 0x3f636800},
    {0x104800, 0x3f631800}, {0x108000, 0x3f62b800}, {0x10b800, 0x3f626800}, {0x10f800, 0x3f620800},
    {0x112800, 0x3f61b800}, {0x116800, 0x3f615800}, {0x119800, 0x3f610800}, {0x11d800, 0x3f60a800},
    {0x121000, 0x3f605000}, {0x125000, 0x3f5ff800}, {0x128000, 0x3f5fa000}, {0x12c000, 0x3f5f4800},
    {0x12f800, 0x3f5ef000}, {0x133800, 0x3f5e9000}, {0x137000, 0x3f5e4000}, {0x13a800, 0x3f5de800},
    {0x13e800, 0x3f5d8800}, {0x142000, 0x3f5d3800}, {0x145800, 0x3f5ce000}, {0x149000, 0x3f5c8800},
    {0x14d000, 0x3f5c3000}, {0x151000, 0x3f5bd000}, {0x154800, 0x3f5b8000}, {0x158000, 0x3f5b2800},
    {0x15c800, 0x3f5ac000}, {0x160000, 0x3f5a7000}, {0x164000, 0x3f5a1800}, {0x167800, 0x3f59c000},
    {0x16b800, 0x3f596800}, {0x16f800, 0x3f590800}, {0x173800, 0x3f58b000}, {0x177000, 0x3f586000},
    {0x17b000, 0x3f580800}, {0x17e800, 0x3f57b000}, {0x182800, 0x3f575800}, {0x186800, 0x3f570000},
    {0x18a800, 0x3f56a800}, {0x18e800, 0x3f565000}, {0x192800, 0x3f55f000}, {0x196800, 0x3f559800},
    {0x19a800, 0x3f554000}, {0x19e800, 0x3f54e800}, {0x1a2800, 0x3f549000}, {0x1a6800, 0x3f543800},
    {0x1aa800, 0x3f53e000}, {0x1ae800, 0x3f538800}, {0x1b2800, 0x3f533000}, {0x1b6800, 0x3f52d800},
    {0x1ba800, 0x3f528000}, {0x1be800, 0x3f522800}, {0x1c3000, 0x3f51c800}, {0x1c7000, 0x3f517800},
    {0x1cb000, 0x3f511800}, {0x1cf800, 0x3f50b800}, {0x1d3800, 0x3f506800}, {0x1d7800, 0x3f501000},
    {0x1dc000, 0x3f4fb800}, {0x1e0000, 0x3f4f6000}, {0x1e4800, 0x3f4f0000}, {0x1e8800, 0x3f4eb000},
    {0x1ec800, 0x3f4e5800}, {0x1f1000, 0x3f4e0000}, {0x1f5000, 0x3f4da800}, {0x1f9800, 0x3f4d5000},
    {0x1fe000, 0x3f4cf000}, {0x202000, 0x3f4ca000}, {0x207000, 0x3f4c3800}, {0x20b000, 0x3f4be800},
    {0x20f800, 0x3f4b9000}, {0x214000, 0x3f4b3800}, {0x218000, 0x3f4ae000}, {0x21c800, 0x3f4a8800},
    {0x221000, 0x3f4a3000}, {0x225800, 0x3f49d800}, {0x22a000, 0x3f498000}, {0x22e800, 0x3f492800},
    {0x232800, 0x3f48d000}, {0x237000, 0x3f487800}, {0x23c000, 0x3f482000}, {0x240000, 0x3f47c800},
    {0x244800, 0x3f477000}, {0x24a000, 0x3f471000}, {0x24e800, 0x3f46b800}, {0x252800, 0x3f466000},
    {0x257000, 0x3f460800}, {0x25c000, 0x3f45b000}, {0x260800, 0x3f455800}, {0x265000, 0x3f450000},
    {0x26a000, 0x3f44a800}, {0x26e800, 0x3f445000}, {0x273000, 0x3f43f800}, {0x277800, 0x3f43a000},
    {0x27c800, 0x3f434800}, {0x281800, 0x3f42e800}, {0x286000, 0x3f429800}, {0x28b800, 0x3f423800},
    {0x290000, 0x3f41e000}, {0x295000, 0x3f418800}, {0x299800, 0x3f413000}, {0x29e800, 0x3f40d800},
    {0x2a3800, 0x3f408000}, {0x2a8800, 0x3f402800}, {0x2ad800, 0x3f3fd000}, {0x2b2000, 0x3f3f7800},
    {0x2b7000, 0x3f3f2000}, {0x2bc000, 0x3f3ec800}, {0x2c1000, 0x3f3e7000}, {0x2c6000, 0x3f3e1000},
    {0x2cb000, 0x3f3dc000}, {0x2d0800, 0x3f3d6000}, {0x2d5800, 0x3f3d0800}, {0x2da800, 0x3f3cb000},
    {0x2df800, 0x3f3c5800}, {0x2e4800, 0x3f3c0000}, {0x2e9800, 0x3f3ba800}, {0x2ee800, 0x3f3b5000},
    {0x2f4000, 0x3f3af800}, {0x2f9800, 0x3f3a9800}, {0x2fe000, 0x3f3a4800}, {0x303800, 0x3f39f000},
    {0x308800, 0x3f399800}, {0x30e000, 0x3f394000}, {0x313800, 0x3f38e800}, {0x319000, 0x3f388800},
    {0x31e800, 0x3f383000}, {0x323800, 0x3f37d800}, {0x329000, 0x3f378000}, {0x32e800, 0x3f372800},
    {0x334000, 0x3f36d000}, {0x339000, 0x3f367800}, {0x33e800, 0x3f362000}, {0x344000, 0x3f35c800},
    {0x349800, 0x3f357000}, {0x34f000, 0x3f351800}, {0x354800, 0x3f34c000}, {0x35a000, 0x3f346800},
    {0x35f800, 0x3f341000}, {0x365000, 0x3f33b800}, {0x36b800, 0x3f335800}, {0x371000, 0x3f330000},
    {0x376800, 0x3f32a800}, {0x37c000, 0x3f325000}, {0x381800, 0x3f31f800}, {0x387800, 0x3f31a000},
    {0x38d800, 0x3f314800}, {0x391000, 0x3f310800}, {0x394800, 0x3f30d800}, {0x397000, 0x3f30b000},
    {0x39a000, 0x3f308000}, {0x39d000, 0x3f305800}, {0x3a0000, 0x3f302800}, {0x3a3800, 0x3f2ff800},
    {0x3a6000, 0x3f2fd000}, {0x3a9000, 0x3f2fa000}, {0x3ac000, 0x3f2f7800}, {0x3af000, 0x3f2f4800},
    {0x3b1800, 0x3f2f2000}, {0x3b5000, 0x3f2ef000}, {0x3b7800, 0x3f2ec800}, {0x3ba800, 0x3f2e9800},
    {0x3bd800, 0x3f2e7000}, {0x3c0800, 0x3f2e4000}, {0x3c3800, 0x3f2e1800}, {0x3c6800, 0x3f2de800},
    {0x3c9000, 0x3f2dc000}, {0x3cc800, 0x3f2d9000}, {0x3cf800, 0x3f2d6000}, {0x3d2800, 0x3f2d3800},
    {0x3d6000, 0x3f2d0800}, {0x3d8800, 0x3f2ce000}, {0x3dc000, 0x3f2cb000}, {0x3de800, 0x3f2c8800},
    {0x3e2000, 0x3f2c5800}, {0x3e5000, 0x3f2c3000}, {0x3e8000, 0x3f2c0000}, {0x3ea800, 0x3f2bd800},
    {0x3ee000, 0x3f2ba800}, {0x3f1000, 0x3f2b8000}, {0x3f4800, 0x3f2b5000}, {0x3f7000, 0x3f2b2800},
    {0x3fa000, 0x3f2af800}, {0x3fd800, 0x3f2ac800}, {0x400800, 0x3f2aa000}, {0x404000, 0x3f2a7000},
    {0x407000, 0x3f2a4800}, {0x40a800, 0x3f2a1800}, {0x40d800, 0x3f29f000}, {0x410000, 0x3f29c000},
    {0x413000, 0x3f299800}, {0x416800, 0x3f296800}, {0x419000, 0x3f294000}, {0x41c800, 0x3f291000},
    {0x41f800, 0x3f28e800}, {0x423800, 0x3f28b800}, {0x427000, 0x3f288800}, {0x42a000, 0x3f286000},
    {0x42d800, 0x3f283000}, {0x430000, 0x3f280800}, {0x433800, 0x3f27d800}, {0x436800, 0x3f27b000},
    {0x43a000, 0x3f278000}, {0x43c800, 0x3f275800}, {0x440800, 0x3f272800}, {0x443800, 0x3f270000},
    {0x447000, 0x3f26d000}, {0x44a000, 0x3f26a800}, {0x44d800, 0x3f267800}, {0x450000, 0x3f265000},
    {0x453800, 0x3f262000}, {0x457000, 0x3f25f000}, {0x45a800, 0x3f25c800}, {0x45e000, 0x3f259800},
    {0x461000, 0x3f257000}, {0x464800, 0x3f254000}, {0x467800, 0x3f251800}, {0x46b000, 0x3f24e800},
    {0x46e000, 0x3f24c000}, {0x472000, 0x3f249000}, {0x474800, 0x3f246800}, {0x478800, 0x3f243800},
    {0x47b800, 0x3f241000}, {0x47f000, 0x3f23e000}, {0x482000, 0x3f23b800}, {0x485800, 0x3f238800},
    {0x489800, 0x3f235800}, {0x48c800, 0x3f233000}, {0x490000, 0x3f230000}, {0x493000, 0x3f22d800},
    {0x497000, 0x3f22a800}, {0x49a000, 0x3f228000}, {0x49d800, 0x3f225000}, {0x4a1800, 0x3f222800},
    {0x4a5000, 0x3f21f800}, {0x4a8000, 0x3f21d000}, {0x4ac000, 0x3f21a000}, {0x4af000, 0x3f217800},
    {0x4b2800, 0x3f214800}, {0x4b6800, 0x3f211800}, {0x4b9800, 0x3f20f000}, {0x4bd000, 0x3f20c000},
    {0x4c0800, 0x3f209800}, {0x4c4800, 0x3f206800}, {0x4c7800, 0x3f204000}, {0x4cb000, 0x3f201000},
    {0x4ce800, 0x3f1fe800}, {0x4d2800, 0x3f1fb800}, {0x4d5800, 0x3f1f9000}, {0x4d9800, 0x3f1f6000},
    {0x4dc800, 0x3f1f3800}, {0x4e0800, 0x3f1f0800}, {0x4e4000, 0x3f1ee000}, {0x4e7800, 0x3f1eb000},
    {0x4ec000, 0x3f1e8000}, {0x4ef000, 0x3f1e5800}, {0x4f2800, 0x3f1e2800}, {0x4f5800, 0x3f1e0000},
    {0x4fa000, 0x3f1dd000}, {0x4fd000, 0x3f1da800}, {0x501000, 0x3f1d7800}, {0x504800, 0x3f1d5000},
    {0x508800, 0x3f1d2000}, {0x50c000, 0x3f1cf800}, {0x510000, 0x3f1cc800}, {0x513800, 0x3f1ca000},
    {0x517800, 0x3f1c7000}, {0x51b800, 0x3f1c4000}, {0x51e800, 0x3f1c1800}, {0x522800, 0x3f1be800},
    {0x526000, 0x3f1bc000}, {0x52a000, 0x3f1b9000}, {0x52d800, 0x3f1b6800}, {0x531000, 0x3f1b3800},
    {0x534800, 0x3f1b1000}, {0x539000, 0x3f1ae000}, {0x53c800, 0x3f1ab800}, {0x540800, 0x3f1a8800},
    {0x544000, 0x3f1a6000}, {0x548000, 0x3f1a3000}, {0x54b800, 0x3f1a0800}, {0x54f800, 0x3f19d800},
    {0x554000, 0x3f19a800}, {0x557800, 0x3f198000}, {0x55b800, 0x3f195000}, {0x55e800, 0x3f192800},
    {0x563800, 0x3f18f800}, {0x566800, 0x3f18d000}, {0x56a800, 0x3f18a000}, {0x56e000, 0x3f187800},
    {0x572800, 0x3f184800}, {0x576000, 0x3f182000}, {0x57a800, 0x3f17f000}, {0x57e000, 0x3f17c800},
    {0x582000, 0x3f179800}, {0x586000, 0x3f177000}, {0x58a000, 0x3f174000}, {0x58e800, 0x3f171000},
    {0x592000, 0x3f16e800}, {0x596800, 0x3f16b800}, {0x59a000, 0x3f169000}, {0x59e800, 0x3f166000},
    {0x5a2000, 0x3f163800}, {0x5a6800, 0x3f160800}, {0x5aa000, 0x3f15e000}, {0x5ae800, 0x3f15b000},
    {0x5b2000, 0x3f158800}, {0x5b6800, 0x3f155800}, {0x5ba000, 0x3f153000}, {0x5be800, 0x3f150000},
    {0x5c3000, 0x3f14d000}, {0x5c6800, 0x3f14a800}, {0x5cb000, 0x3f147800}, {0x5ce800, 0x3f145000},
    {0x5d3000, 0x3f142000}, {0x5d6800, 0x3f13f800}, {0x5db800, 0x3f13c800}, {0x5df800, 0x3f13a000},
    {0x5e3800, 0x3f137000}, {0x5e7800, 0x3f134800}, {0x5ec800, 0x3f131800}, {0x5f0000, 0x3f12f000},
    {0x5f4800, 0x3f12c000}, {0x5f8000, 0x3f129800}, {0x5fc800, 0x3f126800}, {0x601000, 0x3f123800},
    {0x605000, 0x3f121000}, {0x609800, 0x3f11e000}, {0x60d800, 0x3f11b800}, {0x612800, 0x3f118800},
    {0x616800, 0x3f116000}, {0x61a800, 0x3f113000}, {0x61e800, 0x3f110800}, {0x623800, 0x3f10d800},
    {0x627800, 0x3f10b000}, {0x62c000, 0x3f108000}, {0x630000, 0x3f105800}, {0x635000, 0x3f102800},
    {0x639800, 0x3f0ff800}, {0x63d800, 0x3f0fd000}, {0x641800, 0x3f0fa000}, {0x645800, 0x3f0f7800},
    {0x64a800, 0x3f0f4800}, {0x64e800, 0x3f0f2000}, {0x653800, 0x3f0ef000}, {0x657800, 0x3f0ec800},
    {0x65c000, 0x3f0e9800}, {0x661000, 0x3f0e7000}, {0x665800, 0x3f0e4000}, {0x669800, 0x3f0e1800},
    {0x66e800, 0x3f0de800}, {0x672800, 0x3f0dc000}, {0x677800, 0x3f0d9000}, {0x67c000, 0x3f0d6000},
    {0x680000, 0x3f0d3800}, {0x685000, 0x3f0d0800}, {0x689800, 0x3f0ce000}, {0x68e800, 0x3f0cb000},
    {0x692800, 0x3f0c8800}, {0x697800, 0x3f0c5800}, {0x69b800, 0x3f0c3000}, {0x6a1000, 0x3f0c0000},
    {0x6a5000, 0x3f0bd800}, {0x6a9800, 0x3f0ba800}, {0x6ae000, 0x3f0b8000}, {0x6b3800, 0x3f0b5000},
    {0x6b7800, 0x3f0b2800}, {0x6bc000, 0x3f0af800}, {0x6c1800, 0x3f0ac800}, {0x6c6000, 0x3f0aa000},
    {0x6ca800, 0x3f0a7000}, {0x6ce800, 0x3f0a4800}, {0x6d4000, 0x3f0a1800}, {0x6d9000, 0x3f09f000},
    {0x6de000, 0x3f09c000}, {0x6e2800, 0x3f099800}, {0x6e7800, 0x3f096800}, {0x6eb800, 0x3f094000},
    {0x6f1000, 0x3f091000}, {0x6f5000, 0x3f08e800}, {0x6fa800, 0x3f08b800}, {0x6ff800, 0x3f088800},
    {0x704000, 0x3f086000}, {0x709000, 0x3f083000}, {0x70d800, 0x3f080800}, {0x713000, 0x3f07d800},
    {0x717800, 0x3f07b000}, {0x71c800, 0x3f078000}, {0x721000, 0x3f075800}, {0x726800, 0x3f072800},
    {0x72b000, 0x3f070000}, {0x731000, 0x3f06d000}, {0x735800, 0x3f06a800}, {0x73b000, 0x3f067800},
    {0x73f800, 0x3f065000}, {0x744800, 0x3f062000}, {0x74a000, 0x3f05f000}, {0x74e800, 0x3f05c800},
    {0x754000, 0x3f059800}, {0x759000, 0x3f057000}, {0x75e800, 0x3f054000}, {0x763000, 0x3f051800},
    {0x768000, 0x3f04e800}, {0x76c800, 0x3f04c000}, {0x773000, 0x3f049000}, {0x777800, 0x3f046800},
    {0x77c800, 0x3f043800}, {0x782000, 0x3f041000}, {0x787800, 0x3f03e000}, {0x78b800, 0x3f03b800},
    {0x792000, 0x3f038800}, {0x797800, 0x3f035800}, {0x79b800, 0x3f033000}, {0x7a2000, 0x3f030000},
    {0x7a6800, 0x3f02d800}, {0x7ac800, 0x3f02a800}, {0x7b1000, 0x3f028000}, {0x7b6800, 0x3f025000},
    {0x7bb800, 0x3f022800}, {0x7c2000, 0x3f01f800}, {0x7c6800, 0x3f01d000}, {0x7cc800, 0x3f01a000},
    {0x7d1000, 0x3f017800}, {0x7d6800, 0x3f014800}, {0x7dc800, 0x3f011800}, {0x7e2000, 0x3f00f000},
    {0x7e7800, 0x3f00c000}, {0x7ec800, 0x3f009800}, {0x7f3000, 0x3f006800}, {0x7f7800, 0x3f004000},
    {0x7fd800, 0x3f001000}
};

struct portable {
  struct v128 {
    std::uint64_t lo = 0, hi = 0;
  };
  using d = v128;
  using i = v128;
  using f = v128;

  static double f64(std::uint64_t b) { return std::bit_cast<double>(b); }
  static std::uint64_t bits(double x) { return std::bit_cast<std::uint64_t>(x); }
  static float f32(std::uint32_t b) { return std::bit_cast<float>(b); }
  static std::uint32_t bits(float x) { return std::bit_cast<std::uint32_t>(x); }

  // x86's NaN rules for a binary operation whose IEEE result is r.
  static std::uint64_t nan_rule(std::uint64_t a, std::uint64_t b, double r) {
    if (std::isnan(f64(a))) return a | 0x0008000000000000ull;
    if (std::isnan(f64(b))) return b | 0x0008000000000000ull;
    if (std::isnan(r)) return 0xfff8000000000000ull;
    return bits(r);
  }
  static std::uint32_t nan_rule(std::uint32_t a, std::uint32_t b, float r) {
    if (std::isnan(f32(a))) return a | 0x00400000u;
    if (std::isnan(f32(b))) return b | 0x00400000u;
    if (std::isnan(r)) return 0xffc00000u;
    return bits(r);
  }
  static std::uint64_t add(std::uint64_t a, std::uint64_t b) { return nan_rule(a, b, f64(a) + f64(b)); }
  static std::uint64_t sub(std::uint64_t a, std::uint64_t b) { return nan_rule(a, b, f64(a) - f64(b)); }
  static std::uint64_t mul(std::uint64_t a, std::uint64_t b) { return nan_rule(a, b, f64(a) * f64(b)); }
  static std::uint64_t div(std::uint64_t a, std::uint64_t b) { return nan_rule(a, b, f64(a) / f64(b)); }

  static d add_sd(d a, d b) { return {add(a.lo, b.lo), a.hi}; }
  static d sub_sd(d a, d b) { return {sub(a.lo, b.lo), a.hi}; }
  static d mul_sd(d a, d b) { return {mul(a.lo, b.lo), a.hi}; }
  static d div_sd(d a, d b) { return {div(a.lo, b.lo), a.hi}; }
  static d add_pd(d a, d b) { return {add(a.lo, b.lo), add(a.hi, b.hi)}; }
  static d mul_pd(d a, d b) { return {mul(a.lo, b.lo), mul(a.hi, b.hi)}; }
  static f mul_ss(f a, f b) {
    std::uint32_t r = nan_rule(std::uint32_t(a.lo), std::uint32_t(b.lo), f32(std::uint32_t(a.lo)) * f32(std::uint32_t(b.lo)));
    return {(a.lo & 0xffffffff00000000ull) | r, a.hi};
  }
  static d and_pd(d a, d b) { return {a.lo & b.lo, a.hi & b.hi}; }
  static d or_pd(d a, d b) { return {a.lo | b.lo, a.hi | b.hi}; }
  static d xor_pd(d a, d b) { return {a.lo ^ b.lo, a.hi ^ b.hi}; }
  static d unpacklo_pd(d a, d b) { return {a.lo, b.lo}; }

  static d castsi128_pd(i v) { return v; }
  static i castpd_si128(d v) { return v; }
  static f castpd_ps(d v) { return v; }
  static d castps_pd(f v) { return v; }

  static d set_sd(double x) { return {bits(x), 0}; }
  static d setzero_pd() { return {}; }
  static double cvtsd_f64(d v) { return f64(v.lo); }
  static d cvtsi32_sd(d a, std::int32_t n) { return {bits(double(n)), a.hi}; }
  static std::int32_t cvtsi128_si32(i v) { return std::int32_t(std::uint32_t(v.lo)); }
  static i cvtsi32_si128(std::int32_t n) { return {std::uint32_t(n), 0}; }
  static i cvtsi64_si128(std::int64_t n) { return {std::uint64_t(n), 0}; }
  static i move_epi64(i v) { return {v.lo, 0}; }
  static i loadl_epi64(const unsigned char* p) {
    i v;
    std::memcpy(&v.lo, p, 8);
    return v;
  }
  static d load_pd(const unsigned char* p) {
    d v;
    std::memcpy(&v.lo, p, 8);
    std::memcpy(&v.hi, p + 8, 8);
    return v;
  }

  static i add_epi32(i a, i b) {
    auto add32 = [](std::uint64_t x, std::uint64_t y) {
      return std::uint64_t(std::uint32_t(x) + std::uint32_t(y)) |
             std::uint64_t(std::uint32_t(x >> 32) + std::uint32_t(y >> 32)) << 32;
    };
    return {add32(a.lo, b.lo), add32(a.hi, b.hi)};
  }
  static i add_epi64(i a, i b) { return {a.lo + b.lo, a.hi + b.hi}; }
  static i slli_epi64(i v, int n) { return n > 63 ? i{} : i{v.lo << n, v.hi << n}; }
  static i srli_epi64(i v, int n) { return n > 63 ? i{} : i{v.lo >> n, v.hi >> n}; }
  static i srli_epi32(i v, int n) {
    if (n > 31) return {};
    auto sh = [n](std::uint64_t q) {
      return std::uint64_t(std::uint32_t(q) >> n) | std::uint64_t(std::uint32_t(q >> 32) >> n) << 32;
    };
    return {sh(v.lo), sh(v.hi)};
  }
  static std::uint32_t lane32(i v, int k) { return std::uint32_t((k < 2 ? v.lo : v.hi) >> (32 * (k & 1))); }
  template <int imm>
  static i shuffle_epi32(i v) {
    auto pick = [&](int j) { return std::uint64_t(lane32(v, (imm >> (2 * j)) & 3)); };
    return {pick(0) | pick(1) << 32, pick(2) | pick(3) << 32};
  }
  template <int k>
  static int extract_epi16(i v) {
    static_assert(k >= 0 && k < 4);
    return int((v.lo >> (16 * k)) & 0xffff);
  }
  template <int k>
  static i insert_epi16(i v, int x) {
    static_assert(k >= 0 && k < 4);
    std::uint64_t m = 0xffffull << (16 * k);
    return {(v.lo & ~m) | (std::uint64_t(std::uint16_t(x)) << (16 * k)), v.hi};
  }

  static std::uint32_t rcp(std::uint32_t x) {
    std::uint32_t sign = x & 0x80000000u, e = (x >> 23) & 0xff, fraction = x & 0x7fffffu;
    if (e == 0) return sign | 0x7f800000u;                       // zero, denormal
    if (e == 0xff) return fraction ? x | 0x00400000u : sign;    // NaN, infinity
    std::size_t lo = 0, hi = std::size(kRcpIntervals);
    while (hi - lo > 1) {
      std::size_t mid = (lo + hi) / 2;
      (kRcpIntervals[mid].first_fraction <= fraction ? lo : hi) = mid;
    }
    std::uint32_t r = kRcpIntervals[lo].rcp_bits;  // rcpps(m), m in [1, 2): in (0.5, 1]
    std::int32_t re = std::int32_t((r >> 23) & 0xff) + 127 - std::int32_t(e);
    if (re <= 0) return sign;  // tiny results are flushed to zero
    return sign | std::uint32_t(re) << 23 | (r & 0x7fffffu);
  }
  static f rcp_ps(f v) {
    auto r2 = [](std::uint64_t q) {
      return std::uint64_t(rcp(std::uint32_t(q))) | std::uint64_t(rcp(std::uint32_t(q >> 32))) << 32;
    };
    return {r2(v.lo), r2(v.hi)};
  }
};

#ifdef METEOR_X86
struct native {
  using d = __m128d;
  using i = __m128i;
  using f = __m128;
  static d add_sd(d a, d b) { return _mm_add_sd(a, b); }
  static d sub_sd(d a, d b) { return _mm_sub_sd(a, b); }
  static d mul_sd(d a, d b) { return _mm_mul_sd(a, b); }
  static d div_sd(d a, d b) { return _mm_div_sd(a, b); }
  static d add_pd(d a, d b) { return _mm_add_pd(a, b); }
  static d mul_pd(d a, d b) { return _mm_mul_pd(a, b); }
  static f mul_ss(f a, f b) { return _mm_mul_ss(a, b); }
  static d and_pd(d a, d b) { return _mm_and_pd(a, b); }
  static d or_pd(d a, d b) { return _mm_or_pd(a, b); }
  static d xor_pd(d a, d b) { return _mm_xor_pd(a, b); }
  static d unpacklo_pd(d a, d b) { return _mm_unpacklo_pd(a, b); }
  static d castsi128_pd(i v) { return _mm_castsi128_pd(v); }
  static i castpd_si128(d v) { return _mm_castpd_si128(v); }
  static f castpd_ps(d v) { return _mm_castpd_ps(v); }
  static d castps_pd(f v) { return _mm_castps_pd(v); }
  static d set_sd(double x) { return _mm_set_sd(x); }
  static d setzero_pd() { return _mm_setzero_pd(); }
  static double cvtsd_f64(d v) { return _mm_cvtsd_f64(v); }
  static d cvtsi32_sd(d a, std::int32_t n) { return _mm_cvtsi32_sd(a, n); }
  static std::int32_t cvtsi128_si32(i v) { return _mm_cvtsi128_si32(v); }
  static i cvtsi32_si128(std::int32_t n) { return _mm_cvtsi32_si128(n); }
  static i cvtsi64_si128(std::int64_t n) { return _mm_cvtsi64_si128(n); }
  static i move_epi64(i v) { return _mm_move_epi64(v); }
  static i loadl_epi64(const unsigned char* p) { return _mm_loadl_epi64(reinterpret_cast<const __m128i*>(p)); }
  static d load_pd(const unsigned char* p) { return _mm_load_pd(reinterpret_cast<const double*>(p)); }
  static i add_epi32(i a, i b) { return _mm_add_epi32(a, b); }
  static i add_epi64(i a, i b) { return _mm_add_epi64(a, b); }
  static i slli_epi64(i v, int n) { return _mm_slli_epi64(v, n); }
  static i srli_epi64(i v, int n) { return _mm_srli_epi64(v, n); }
  static i srli_epi32(i v, int n) { return _mm_srli_epi32(v, n); }
  template <int imm>
  static i shuffle_epi32(i v) { return _mm_shuffle_epi32(v, imm); }
  template <int k>
  static int extract_epi16(i v) { return _mm_extract_epi16(v, k); }
  template <int k>
  static i insert_epi16(i v, int x) { return _mm_insert_epi16(v, x, k); }
  static f rcp_ps(f v) { return _mm_rcp_ps(v); }
};
using machine = native;
#else
using machine = portable;
#endif

}  // namespace meteor::java::sse2
