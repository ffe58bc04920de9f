#!/usr/bin/env python3
"""Python's heights of 1024 x 1024 against the same C call made through ctypes
in the same process, best of several repetitions each.

  PYTHONPATH=build/release/runtime/python \\
  python3 benchmarks/bench_runtime_python.py build/release/runtime/libterrainruntime.so
"""
import ctypes
import subprocess
import sys
import time

import numpy
import terrainruntime

REPEATS = 15
N = 1024


def best(call):
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return min(times), max(times)


def main():
    library = ctypes.CDLL(sys.argv[1])
    library.tr_open_string.restype = ctypes.c_void_p
    library.tr_open_string.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    library.tr_heights.argtypes = [ctypes.c_void_p, ctypes.c_double, ctypes.c_double,
                                   ctypes.c_int32, ctypes.c_int32, ctypes.c_double,
                                   ctypes.c_void_p]
    cli = sys.argv[2] if len(sys.argv) > 2 else "build/release/app/terrainstudio-cli"
    params = subprocess.run([cli, "params"], check=True, capture_output=True).stdout
    world = library.tr_open_string(params, None)
    out = numpy.empty((N, N))
    c_best, c_worst = best(lambda: library.tr_heights(world, -512, -300, N, N, 1.0,
                                                      out.ctypes.data))
    w = terrainruntime.open(params.decode())
    py_best, py_worst = best(lambda: w.heights(-512, -300, N, N))
    assert (w.heights(-512, -300, N, N) == out).all()
    print(f"C tr_heights 1024^2:      {c_best * 1e3:.2f} ms (to {c_worst * 1e3:.2f})")
    print(f"Python w.heights 1024^2:  {py_best * 1e3:.2f} ms (to {py_worst * 1e3:.2f})")
    print(f"ratio Python / C:         {py_best / c_best:.3f}")


if __name__ == "__main__":
    main()
