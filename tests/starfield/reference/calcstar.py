#!/usr/bin/env python3
"""An independent transcription of seed 000's Galaxy.calcStar in Python.

Python's floats are IEEE-754 doubles, as JavaScript's numbers are, so the
seed's arithmetic is reproduced operation by operation; ToInt32 and
Math.round are written out from ECMA-262 with Python's exact integers.
Writes stars-expected.txt: the stars of a few boxes under Terrain Studio's
default galaxy parameters (the seed gives no S, T, U or magnitudes; the
defaults are the studio's, copied below), one line a star:

    x y z magnitude planets colour

Usage: calcstar.py PROFILE > stars-expected.txt
(PROFILE: shared/reference/profile-1983.txt, 256 numbers.)
"""
import math
import sys

S = [0, 13, 21, 22, 29]
T = [27, 26, 21, 11, 1]
U = [13, -21, 5, -17, 24]
MIN_MAGNITUDE = 1.0
MAGNITUDE_RANGE = 5.0
RECIP128 = 1.0 / 128.0

# The boxes: x0 y0 z0 w h d. Near the origin (negative x and y: negative
# products); far enough that x*y*z passes 2^31; and where a*x*y*z passes
# 2^53, so that the product a*xyz rounds (past about 2^60 it is a multiple
# of 4 and Math.round(a*xyz/128) can never be the odd 127: no stars there).
BOXES = [
    (-400, -300, 1, 800, 600, 60),
    (5000, -4000, 300, 400, 300, 100),
    (100000, 100000, 100000, 300, 300, 100),
]


def to_int32(v):
    if math.isnan(v) or math.isinf(v):
        return 0
    n = int(v)  # truncates toward zero, exactly
    n %= 2 ** 32
    return n - 2 ** 32 if n >= 2 ** 31 else n


def js_round(v):
    f = math.floor(v)
    return float(f + 1) if v - f >= 0.5 else float(f)


def calc_star(prof, x, y, z):
    a = 0.0
    for i in range(5):
        j = (S[i] * x + T[i] * y + U[i] * z) * RECIP128
        a += prof[to_int32(j) & 0xFF]
    xyz = x * y * z
    f = to_int32(js_round(a * xyz * RECIP128)) & 0xFFFF
    if f == 127:
        xyzff = to_int32(xyz) & 0xFF
        if 0 < xyzff < 8:
            mag = MIN_MAGNITUDE + MAGNITUDE_RANGE * xyzff / 7
            n_planets = (to_int32(xyz) & 0xF00) >> 8
            colour = (to_int32(xyz) & 0xF000) >> 12
            return (x, y, z, mag, n_planets, colour)
    return None


def main():
    prof = [int(t) for t in open(sys.argv[1]).read().replace(",", " ").split()]
    assert len(prof) == 256
    for box in BOXES:
        x0, y0, z0, w, h, d = box
        print("# box %d %d %d %d %d %d" % box)
        for z in range(z0, z0 + d):
            for y in range(y0, y0 + h):
                fy, fz = float(y), float(z)
                for x in range(x0, x0 + w):
                    # calcStar is null unless the low byte of x*y*z is 1..7,
                    # whatever a is: test that first (same doubles).
                    xyz = float(x) * fy * fz
                    low = to_int32(xyz) & 0xFF
                    if low < 1 or low > 7:
                        continue
                    s = calc_star(prof, float(x), fy, fz)
                    if s:
                        print("%d %d %d %.17g %d %d" % (x, y, z, s[3], s[4], s[5]))


main()
