"""The Python binding against the Java reference and the studio's own CLI."""

import copy
import json
import math
import os
import random
import re
import struct
import subprocess
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

import terrainruntime

CLI = os.environ["TERRAIN_CLI"]
REFERENCE = os.environ["TERRAIN_REFERENCE"]


def bits(value):
    """A double's IEEE-754 bits as 16 hex digits (Java's doubleToRawLongBits)."""
    return struct.pack(">d", value).hex()


@pytest.fixture(scope="module")
def params():
    out = subprocess.run([CLI, "params"], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def with_lake(params, level):
    p = copy.deepcopy(params)
    p["lake"]["level"] = level
    return json.dumps(p)


def reference_points():
    """expected.txt's points, each checked against its input in points.txt."""
    with open(os.path.join(REFERENCE, "points.txt")) as f:
        inputs = [line.split() for line in f if line.strip() and not line.startswith("#")]
    with open(os.path.join(REFERENCE, "expected.txt")) as f:
        rows = [line.split() for line in f if line.strip() and not line.startswith("#")]
    assert len(rows) == len(inputs) > 9000
    for given, row in zip(inputs, rows):
        assert len(row) == 10 and row[:3] == given
    return rows


def test_module_attributes():
    assert terrainruntime.__version__ == "1.4"
    assert terrainruntime.FORMAT_VERSION == 2
    asked = os.environ.get("TERRAIN_ROW_KERNEL")
    if asked in ("scalar", "avx2"):
        assert terrainruntime.KERNEL == asked
    else:
        assert terrainruntime.KERNEL in ("avx512-vbmi", "avx512", "avx2")


def test_java_reference(params):
    worlds = {}
    failures = []
    checked = heights_checked = beyond = 0
    for x_text, y_text, lake, height, kind, feature, code, depth, xr, yr in reference_points():
        if lake not in worlds:
            worlds[lake] = terrainruntime.open(with_lake(params, int(lake)))
        w = worlds[lake]
        x, y = float(x_text), float(y_text)
        # terra answers every finite point, past 2^31 and 1e15 too, as the reference.
        beyond += max(abs(x), abs(y)) > 1e15
        t = w.terra(x, y)
        got = (bits(t.height), t.kind, t.feature, t.code or "-", bits(t.depth))
        got += (int(t.x), int(t.y))
        want = (height, kind, feature, code, depth, int(xr), int(yr))
        if got != want:
            failures.append(f"{x_text} {y_text} lake {lake}: {got} != {want}")
        checked += 1
        if kind != "LAKE":
            heights_checked += 1
            if bits(w.height(x, y)) != height:
                failures.append(f"{x_text} {y_text} lake {lake}: height {bits(w.height(x, y))}")
    assert not failures, f"{len(failures)} differ:\n" + "\n".join(failures[:10])
    print(f"terra at {checked} points, height at {heights_checked}, {beyond} beyond 1e15")
    assert len(worlds) == 10 and checked > 9000 and heights_checked > 8000 and beyond > 0


def test_reference_features(params):
    w = terrainruntime.open(with_lake(params, 204))
    seen = 0
    for x_text, y_text, lake, height, kind, feature, code, _, _, _ in reference_points():
        if lake != "204" or feature == "NONE" or "." in x_text + y_text:
            continue
        x, y = int(x_text), int(y_text)
        found = [f for f in w.features(x - 2, y - 2, x + 2, y + 2) if (f.x, f.y) == (x, y)]
        assert len(found) == 1, f"no feature at {x} {y}"
        f = found[0]
        assert (f.feature, f.kind, f.code or "-", bits(f.height)) == (feature, kind, code, height)
        seen += 1
    assert seen > 20


def cli_points():
    r = random.Random(1983)
    points = []
    for _ in range(300):
        points.append((r.randint(-5000, 5000), r.randint(-5000, 5000)))
    for _ in range(400):
        points.append((r.uniform(-5000, 5000), r.uniform(-5000, 5000)))
    for _ in range(300):
        points.append((r.uniform(-1e5, 0), r.uniform(-1e5, 0)))
    for _ in range(300):
        points.append((r.uniform(-1430, -1380), r.uniform(720, 770)))
    for k in range(-50, 50):
        points.append((k + 0.5, math.nextafter(k + 0.5, -math.inf)))
        points.append((math.nextafter(k + 0.5, math.inf), -k - 0.5))
    for _ in range(300):
        sx, sy = r.choice((-1, 1)), r.choice((-1, 1))
        points.append((sx * 1e9 + r.uniform(-50, 50), sy * 1e9 + r.choice((0, r.uniform(-50, 50)))))
    for _ in range(200):
        points.append((r.uniform(-1e14, 1e14), r.uniform(-3e9, 3e9)))
    points += [(1e9, -1e9), (-1e9, 1e9), (0, 0), (-0.5, 0.5)]
    return [(float(x), float(y)) for x, y in points]


CONTINENT = os.path.join(os.path.dirname(__file__), "..", "..", "tests", "runtime", "versions",
                         "relf-v2.json")


@pytest.mark.parametrize("lake", [None, 300, "continent"])
def test_studio_cli(params, tmp_path, lake):
    """lake: the built-in set, its lake at 300, or a world on a continent."""
    points = cli_points()
    args = [CLI, "sample"]
    text = json.dumps(params)
    if lake == "continent":
        with open(CONTINENT) as f:
            text = f.read()
        args += ["--params", CONTINENT]
    elif lake is not None:
        text = with_lake(params, lake)
        (tmp_path / "params.json").write_text(text)
        args += ["--params", str(tmp_path / "params.json")]
    given = "".join(f"{x!r} {y!r}\n" for x, y in points)
    out = subprocess.run(args, input=given, check=True, capture_output=True, text=True).stdout
    lines = out.splitlines()
    assert len(lines) == len(points) > 1900
    w = terrainruntime.open(text)
    failures = []
    for (x, y), line in zip(points, lines):
        f = line.split()
        t = w.terra(x, y)
        # The CLI prints heights and depths with %.9f and positions in full.
        got = [repr(x), repr(y), "%.9f" % t.height, t.kind, t.feature, t.code or "-"]
        got += ["%.9f" % t.depth, t.x, t.y]
        want = f[:7] + [float(f[7]), float(f[8])]
        if got != want:
            failures.append(f"{line!r}: {got}")
        if t.kind != "LAKE" and "%.9f" % w.height(x, y) != f[2]:
            failures.append(f"{line!r}: height {w.height(x, y)!r}")
    assert not failures, f"{len(failures)} differ:\n" + "\n".join(failures[:10])
    kinds = {line.split()[3] for line in lines}
    assert {"LAKE", "TOWN", "WOOD", "GRASS"} <= kinds


def test_grids_match_points(params):
    w = terrainruntime.open(with_lake(params, 204))
    x0, y0, step = -561.3, -1401.7, 0.37
    heights = w.heights(x0, y0, 64, 48, step)
    kinds = w.kinds(x0, y0, 64, 48, step=step)
    assert heights.dtype == np.float64 and heights.shape == (48, 64)
    assert kinds.dtype == np.uint8 and kinds.shape == (48, 64)
    for a in (heights, kinds):
        assert a.flags.c_contiguous and a.flags.owndata and a.flags.writeable and a.base is None
    for r in range(48):
        for c in range(64):
            x, y = x0 + c * step, y0 + r * step
            assert heights[r, c] == w.height(x, y), (r, c)
            assert kinds[r, c] == w.terra(x, y).kind_code, (r, c)
    assert len(set(kinds.flat)) >= 4
    assert w.heights(x0, y0, 1, 1)[0, 0] == w.height(x0, y0)
    # Whole metres: the row kernels (TERRAIN_ROW_KERNEL) give the same bits.
    heights = w.heights(-300, 200, 200, 50, 2)
    kinds = w.kinds(-300, 200, 200, 50, 2)
    for r in range(50):
        for c in range(200):
            x, y = -300 + 2 * c, 200 + 2 * r
            assert heights[r, c] == w.height(x, y), (r, c)
            assert kinds[r, c] == w.terra(x, y).kind_code, (r, c)


def test_bad_arguments(params):
    w = terrainruntime.open(json.dumps(params))
    with pytest.raises(ValueError, match="width and height must be at least 1"):
        w.heights(0, 0, 0, 5)
    with pytest.raises(ValueError, match="width and height must be at least 1"):
        w.kinds(0, 0, 3, -1)
    with pytest.raises(ValueError, match="must be finite"):
        w.heights(math.nan, 0, 3, 3)
    with pytest.raises(ValueError, match="within"):
        w.kinds(0, 2e15, 3, 3)
    with pytest.raises(ValueError, match="x0 <= x1"):
        w.features(10, 0, 0, 10)
    with pytest.raises(ValueError, match="2\\*\\*26"):
        w.buildings(0, 0, 1e5, 1e5)
    with pytest.raises(ValueError, match="finite"):
        w.terra(math.inf, 0)
    assert math.isnan(w.height(math.nan, 0))


def test_buildings_and_context(params):
    with terrainruntime.open(with_lake(params, 204)) as w:
        buildings = w.buildings(-1420, 730, -1390, 760)
        assert buildings and all(w.terra(x, y).kind == "TOWN" for x, y, _ in buildings)
        assert all(size == 12.0 for _, _, size in buildings)
    with pytest.raises(ValueError, match="closed"):
        w.height(0, 0)


def test_bad_files(params, tmp_path):
    bad = copy.deepcopy(params)
    bad["vectors"]["height"][0]["a"] = 1.5
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    with pytest.raises(ValueError) as e:
        terrainruntime.open(str(path))
    assert str(e.value) == f"{path}: vectors.height[0].a: expected an integer"
    with pytest.raises(ValueError) as e:
        terrainruntime.open("  \n" + json.dumps(bad))
    assert str(e.value) == "vectors.height[0].a: expected an integer"
    with pytest.raises(ValueError, match="cannot open"):
        terrainruntime.open(str(tmp_path / "missing.json"))
    newer = copy.deepcopy(params)
    newer["version"] = 99
    with pytest.raises(ValueError, match="version 99"):
        terrainruntime.open(json.dumps(newer))


# One rule for paths and texts: each case a ValueError whose message starts as
# given and quotes at most a short prefix of what it was given.
@pytest.mark.parametrize(
    "source, starts",
    [
        ("world.json\x00junk", "world.json: cannot open: the path holds a NUL character (at byte 10)"),
        ("\ufeff{}", "(file): starts with a byte-order mark"),
        ("[1, 2]", "(file): expected"),
        ("42" + "x" * 5000, "42xxxx"),
        ('{"name": "\ud800"}', "(file): not UTF-8 text"),
        ("no-such-\udcff.json", "no-such-"),
        (" " * (64 * 1024 * 1024) + "{}", "(file): the text is 67108866 bytes, more than the 67108864"),
    ],
    ids=["nul", "bom", "array", "long path", "lone surrogate", "escaped byte", "too large"],
)
def test_paths_and_texts_follow_one_rule(source, starts):
    with pytest.raises(ValueError) as e:
        terrainruntime.open(source)
    message = str(e.value)
    assert message.startswith(starts), message
    assert len(message) < 300, len(message)


def test_a_file_with_a_bom_is_named(params, tmp_path):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(params).encode())
    with pytest.raises(ValueError, match=r"bom.json: \(file\): starts with a byte-order mark"):
        terrainruntime.open(path)


def test_reload(params, tmp_path):
    # A point the reference puts in the lake at 204 and not at 150.
    rows = {(r[0], r[1], r[2]): r for r in reference_points()}
    x_text, y_text = next(
        (x, y)
        for x, y, lake in rows
        if lake == "204" and rows[x, y, lake][4] == "LAKE"
        and (x, y, "150") in rows and rows[x, y, "150"][4] != "LAKE"
    )
    at204, at150 = rows[x_text, y_text, "204"], rows[x_text, y_text, "150"]
    x, y = float(x_text), float(y_text)
    path = tmp_path / "world.json"
    path.write_text(with_lake(params, 204))
    w = terrainruntime.open(path)
    assert (w.generation, bits(w.terra(x, y).height)) == (1, at204[3])
    assert not w.reload_if_changed()

    def replace(text):
        temp = tmp_path / "world.tmp"
        temp.write_text(text)
        os.replace(temp, path)

    replace(with_lake(params, 150))
    assert w.reload_if_changed()
    assert (w.generation, bits(w.terra(x, y).height), w.terra(x, y).kind) == (2, at150[3], at150[4])
    assert at150[3] != at204[3]

    bad = copy.deepcopy(params)
    bad["vectors"]["height"][0]["a"] = 1.5
    replace(json.dumps(bad))
    with pytest.raises(ValueError, match=r"vectors.height\[0\].a: expected an integer"):
        w.reload_if_changed()
    assert (w.generation, bits(w.terra(x, y).height)) == (2, at150[3])
    assert not w.reload_if_changed()
    w.close()


def test_grids_from_threads(params):
    w = terrainruntime.open(json.dumps(params))
    whole = w.heights(-2000, -1000, 512, 256, 1.5)

    def band(r):
        return w.heights(-2000, -1000 + r * 1.5, 512, 32, 1.5)

    with ThreadPoolExecutor(4) as pool:
        bands = list(pool.map(band, range(0, 256, 32)))
    assert np.array_equal(np.vstack(bands), whole)


def mutants(valid, count, seed):
    """Mutations of a valid JSON text, as the studio's tests make them (an
    independent transcription): bytes flipped, ranges cut or repeated, numbers
    made huge, tiny, NaN or the wrong type, members dropped, values nested deep."""
    rng = random.Random(seed)
    odd = ["1e308", "-1e308", "1e999", "NaN", "Infinity", "-0", "1e-320", "2147483648",
           "99999999999999999999", '"x"', '""', "null", "true", "[]", "{}", "0.5", "-1", "65536"]
    numbers = [m.span() for m in re.finditer(r"-?\d+(\.\d+)?([eE][-+]?\d+)?", valid)]
    members = [m.start() for m in re.finditer(r'"[A-Za-z]+"\s*:', valid)]
    for _ in range(count):
        t, kind = valid, rng.randrange(7)
        at = rng.randrange(len(t))
        if kind == 0:
            t = t[:at] + chr(rng.randrange(1, 0x2FF)) + t[at + 1:]
        elif kind == 1:
            t = t[:at] + t[at + 1 + rng.randrange(64):]
        elif kind == 2:
            t = t[:at]
        elif kind == 3:
            t = t[:at] + t[at:at + 1 + rng.randrange(64)] + t[at:]
        elif kind == 4:
            a, b = rng.choice(numbers)
            t = t[:a] + rng.choice(odd) + t[b:]
        elif kind == 5:
            a = rng.choice(members)
            t = t[:a + 1] + "zz" + t[a + 1:]
        else:
            a, b = rng.choice(numbers)
            d = 1 + rng.randrange(2000)
            t = t[:a] + "[" * d + t[a:b] + "]" * d + t[b:]
        yield t


def test_mutated_files_open_or_are_refused_by_place():
    """A file of every version with its continent section, mutated 300 times:
    each opens (and answers) or raises ValueError naming a place."""
    with open(os.path.join(REFERENCE, "..", "runtime", "versions", "relf-v2.json")) as f:
        valid = f.read()
    assert '"continent"' in valid
    terrainruntime.open(valid).height(0, 0)
    opened = refused = 0
    for i, text in enumerate(mutants(valid, 300, 20261202)):
        try:
            w = terrainruntime.open(text)
        except ValueError as e:
            refused += 1
            for line in str(e).splitlines():
                assert re.match(r"^(\(file\)|[A-Za-z_\[][^ ]*): ", line), (i, line)
            continue
        opened += 1
        assert math.isfinite(w.height(123.5, -77.25))
        w.close()
    assert refused >= 75 and opened >= 1, (opened, refused)
