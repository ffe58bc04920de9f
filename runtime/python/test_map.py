"""World.map against terrainstudio-cli render: the same RGBA bytes (SHA-256)
on this process's row kernel, the CLI's picture made on the default one."""

import hashlib
import json
import os
import subprocess

import numpy as np
import pytest

import terrainruntime

CLI = os.environ["TERRAIN_CLI"]
EXAMPLES = os.path.join(os.path.dirname(__file__), "..", "..", "resources", "examples")


def busy_params():
    """The reference parameters with a road, placed objects and paths."""
    out = subprocess.run([CLI, "params"], check=True, capture_output=True, text=True)
    p = json.loads(out.stdout)
    p["roads"] = [{"width": 4, "vertices": [[-300, -40], [0, 10], [250, 60]]}]
    p["placed"] = [{"x": 3, "y": 4, "feature": "T"}, {"x": -7, "y": 2, "feature": "BUILDING"},
                   {"x": -20, "y": -20, "terrain": "TOWN"}]
    p["paths"]["enabled"] = True
    return json.dumps(p)


def continent_params():
    with open(os.path.join(EXAMPLES, "relf-continent.json")) as f:
        return f.read()


def cli_rgba(text, tmp_path, x0, y0, w, h, m):
    params = tmp_path / "p.json"
    params.write_text(text)
    out = tmp_path / "map.rgba"
    env = {k: v for k, v in os.environ.items() if k != "TERRAIN_ROW_KERNEL"}
    subprocess.run([CLI, "render", "--region", repr(x0), repr(y0), repr(w * m), repr(h * m),
                    "--scale", repr(m), "--params", str(params), "-o", str(out)],
                   check=True, env=env)
    return out.read_bytes()


@pytest.mark.parametrize("world, x0, y0, w, h, m", [
    ("busy", -200.0, -150.0, 400, 300, 1.0),
    ("busy", 13.25, -7.75, 200, 120, 0.5),
    ("busy", -1600.0, -1200.0, 400, 300, 8.0),
    ("continent", -8000.0, -6000.0, 400, 300, 4.0),
    ("continent", -20000.0, -20000.0, 320, 320, 128.0),
])
def test_map_is_the_cli_render(tmp_path, world, x0, y0, w, h, m):
    text = busy_params() if world == "busy" else continent_params()
    expected = cli_rgba(text, tmp_path, x0, y0, w, h, m)
    assert len(expected) == 4 * w * h
    pixels = terrainruntime.open(text).map(x0, y0, w, h, m)
    assert pixels.dtype == np.uint8 and pixels.shape == (h, w, 4)
    assert hashlib.sha256(pixels.tobytes()).hexdigest() == hashlib.sha256(expected).hexdigest()
    assert len(np.unique(pixels.reshape(-1, 4), axis=0)) > 3  # a map, not a fill


def test_map_orientation_and_lake_colour():
    """Row 0 is the north and each pixel samples its own point: ISOM blue
    (00a0e0, as DESIGN.md gives it) where world.kinds finds lake (kind 0)."""
    out = subprocess.run([CLI, "params"], check=True, capture_output=True, text=True)
    p = json.loads(out.stdout)
    p["streams"]["enabled"] = False
    world = terrainruntime.open(json.dumps(p))
    w, h = 300, 200
    pixels = world.map(-700.0, -500.0, w, h, 1.0)  # a shore: 42 % lake
    kinds = world.kinds(-700.0, -499.0, w, h, 1.0)  # row r at y = -499 + r: the last the north
    lake = kinds[::-1] == 0
    blue = np.all(pixels == np.array([0x00, 0xa0, 0xe0, 0xff], np.uint8), axis=2)
    assert 0.05 < lake.mean() < 0.95
    assert (blue & ~lake).sum() == 0  # no blue fill on land
    assert (blue == lake).mean() > 0.98  # symbols and buildings may cover a lake pixel
    assert (blue == (kinds == 0)).mean() < 0.9  # upside down it would not agree


def test_bad_map_arguments_are_refused():
    world = terrainruntime.open(busy_params())
    with pytest.raises(ValueError, match="1 to 16384"):
        world.map(0, 0, 0, 10, 1.0)
    with pytest.raises(ValueError, match="1/64 to 1024"):
        world.map(0, 0, 10, 10, 5000.0)
    with pytest.raises(ValueError, match="1e15"):
        world.map(float("nan"), 0, 10, 10, 1.0)


def test_scatter_is_the_cli_scatter():
    """World.scatter against terrainstudio-cli scatter, every field exact."""
    out = subprocess.run([CLI, "scatter", "--region", "-128", "-96", "256", "192"], check=True,
                         capture_output=True, text=True, env={
                             k: v for k, v in os.environ.items() if k != "TERRAIN_ROW_KERNEL"})
    lines = out.stdout.split("\n")[:-1]
    world = terrainruntime.open(
        subprocess.run([CLI, "params"], check=True, capture_output=True, text=True).stdout)
    items = world.scatter(-128.0, -96.0, 128.0, 96.0)
    assert len(items) == len(lines) > 1000
    kinds = ["tree", "bush", "rock"]
    names = ["LAKE", "TOWN", "GRASS", "MOOR", "WOOD", "THICKET", "ROAD", "MUD", "PATH",
             "STREAM", "MARSH"]
    for item, line in zip(items, lines):
        f = line.split(" ")
        assert f[0] == kinds[item["kind"]] and int(f[1]) == item["species"]
        assert f[2] == names[item["ground"]]
        assert [float(v) for v in f[3:6]] == [item["x"], item["y"], item["z"]]
        assert np.float32(f[6]) == item["height"] and np.float32(f[7]) == item["rotation"]
        assert np.float32(f[8]) == item["lean"] and np.float32(f[9]) == item["lean_direction"]
    with pytest.raises(ValueError, match="2\\*\\*26"):
        world.scatter(0, 0, 10000, 10000)


def test_continent_rivers():
    """tr_rivers: the continent's rivers as the map draws them, in world metres."""
    text = continent_params()
    c = json.loads(text)["continent"]
    cell, (ox, oy) = c["cell"], c["origin"]
    gw, gh = c["grid"]["width"], c["grid"]["height"]
    w = terrainruntime.open(text)
    # One period of the repeating coastline: each river whose box meets it.
    rivers = w.rivers(ox, oy, ox + gw * cell, oy + gh * cell)
    assert len(rivers) > 10
    for r in rivers:
        pts = r["points"]
        assert pts.ndim == 2 and pts.shape[1] == 2 and pts.shape[0] >= 2
        assert 2.0 <= r["width"] <= 150.0
        steps = np.hypot(*np.diff(pts, axis=0).T)
        assert abs(steps.sum() - r["length"]) < 1e-6 * r["length"] + 1e-9
        assert steps.max() <= cell * 1.5  # a cell's step or less, smoothed
    assert any(r["into_sea"] for r in rivers)
    # Two periods wide: more lines (the copies), none beyond the repeat's.
    two = w.rivers(ox, oy, ox + 2 * gw * cell, oy + gh * cell)
    assert len(rivers) < len(two) <= 3 * len(rivers)
    with pytest.raises(ValueError):
        w.rivers(1.0, 1.0, 0.0, 0.0)
    assert terrainruntime.open(busy_params()).rivers(-1e4, -1e4, 1e4, 1e4) == []


def test_continent_biomes():
    """tr_biomes: the climate's biome per point; marsh vegetation only where
    the biome is marsh; none without a continent."""
    w = terrainruntime.open(continent_params())
    biomes = w.biomes(-30000.0, -30000.0, 240, 200, 250.0)
    kinds = w.kinds(-30000.0, -30000.0, 240, 200, 250.0)
    assert biomes.dtype == np.uint8 and biomes.shape == (200, 240)
    names = {terrainruntime.biome_name(int(b)) for b in np.unique(biomes)}
    assert {"marsh", "forest", "moor"} <= names and "none" not in names
    assert (biomes[kinds == 10] == 1).all() and (kinds == 10).any()  # MARSH kind, marsh biome
    assert terrainruntime.biome_name(7) == "" and terrainruntime.biome_name(0) == "none"
    plain = terrainruntime.open(busy_params()).biomes(0.0, 0.0, 10, 10)
    assert (plain == 0).all()
    with pytest.raises(ValueError):
        w.biomes(0.0, 0.0, 0, 10)
