"""Levels of detail from Python: what a game's terrain renderer asks for.

The expected values come from the documented layout (docs/runtime.md,
terrainruntime.h) and from World.height, not from the chunk code itself.
"""

import json
import os
import subprocess

import numpy as np
import pytest

import terrainruntime

CLI = os.environ["TERRAIN_CLI"]


@pytest.fixture(scope="module")
def world():
    out = subprocess.run([CLI, "params"], check=True, capture_output=True, text=True)
    return terrainruntime.open(json.dumps(json.loads(out.stdout)))


def chunk_side(settings, level):
    return settings.cells * settings.finest_step * 2.0**level


def test_settings_are_the_studios():
    s = terrainruntime.LodSettings()
    assert (s.finest_step, s.cells, s.view_distance) == (2.0, 16, 4000.0)
    assert s.split_factor == pytest.approx(1.8)
    assert s.morph_start == pytest.approx(0.9)
    assert "cells=16" in repr(s)


def test_chunks_tile_the_view_finest_first():
    s = terrainruntime.LodSettings()
    s.view_distance = 3000.0
    chunks = terrainruntime.lod_chunks(s, 120.0, -40.0, 300.0, 200.0, 80.0)
    assert len(chunks) > 50
    levels = [c.level for c in chunks]
    assert levels == sorted(levels) and levels[0] == 0
    boxes = []
    for c in chunks:
        side = chunk_side(s, c.level)
        boxes.append((c.i * side, c.j * side, (c.i + 1) * side, (c.j + 1) * side))
        assert all(e in (0, 1, 2) for e in c.edges)
    # No two overlap, and together they fill a rectangle holding the view
    # distance round the centre.
    area = sum((x1 - x0) * (y1 - y0) for x0, y0, x1, y1 in boxes)
    x0 = min(b[0] for b in boxes)
    y0 = min(b[1] for b in boxes)
    x1 = max(b[2] for b in boxes)
    y1 = max(b[3] for b in boxes)
    assert x0 <= 120.0 - 3000.0 and x1 >= 120.0 + 3000.0
    assert y0 <= -40.0 - 3000.0 and y1 >= -40.0 + 3000.0
    assert area == (x1 - x0) * (y1 - y0)
    for a in range(len(boxes)):
        for b in range(a + 1, len(boxes)):
            p, q = boxes[a], boxes[b]
            assert p[2] <= q[0] or q[2] <= p[0] or p[3] <= q[1] or q[3] <= p[1]
    # The camera stands over a finest chunk.
    under = [c for c, b in zip(chunks, boxes) if b[0] <= 300.0 < b[2] and b[1] <= 200.0 < b[3]]
    assert len(under) == 1 and under[0].level == 0


def test_mesh_vertices_stand_on_the_ground(world):
    s = terrainruntime.LodSettings()
    n = s.cells
    for chunk in (terrainruntime.LodChunk(0, 3, -2), terrainruntime.LodChunk(2, -1, 4)):
        v = world.lod_mesh(s, chunk, origin_x=120.0, origin_y=-40.0)
        assert v.shape == (n + 1, n + 1, 8) and v.dtype == np.float32
        side = chunk_side(s, chunk.level)
        step = side / n
        for row in range(n + 1):
            for col in range(n + 1):
                gx = chunk.i * side + col * step
                gy = (chunk.j + 1) * side - row * step  # rows from the north
                x, y, z, nx, ny, nz, coarse_y, morph = v[row, col]
                assert x == np.float32(gx - 120.0)
                assert z == np.float32(-40.0 - gy)
                assert y == np.float32(world.height(gx, gy))
                assert abs(nx * nx + ny * ny + nz * nz - 1) < 1e-5 and ny > 0
                if row % 2 == 0 and col % 2 == 0:  # on the coarser level's grid too
                    assert coarse_y == y


def test_indices_cut_each_cell_north_east_to_south_west():
    n = 16
    indices = terrainruntime.lod_indices(n)
    assert indices.dtype == np.uint32 and indices.shape == (6 * n * n,)
    got = sorted(tuple(sorted(t)) for t in indices.reshape(-1, 3).tolist())
    expected = []
    for r in range(n):
        for c in range(n):
            nw, ne = r * (n + 1) + c, r * (n + 1) + c + 1
            sw, se = nw + n + 1, ne + n + 1
            expected += [tuple(sorted((nw, ne, sw))), tuple(sorted((ne, se, sw)))]
    assert got == sorted(expected)


def test_triangles_face_up(world):
    s = terrainruntime.LodSettings()
    v = world.lod_mesh(s, terrainruntime.LodChunk(0, 0, 0)).reshape(-1, 8)
    for a, b, c in terrainruntime.lod_indices(s.cells).reshape(-1, 3):
        ab, ac = v[b, :3] - v[a, :3], v[c, :3] - v[a, :3]
        assert np.cross(ab, ac)[1] > 0  # the normal of (a, b, c) points up


def test_morph_grows_with_distance(world):
    s = terrainruntime.LodSettings()
    v = world.lod_mesh(s, terrainruntime.LodChunk(1, 0, 0), origin_x=0.0, origin_y=0.0)
    m = terrainruntime.lod_morph(v, 0.0, 0.0, 10.0, s.morph_start)
    assert m.shape == v.shape[:2]
    assert m[0, 0] == 0.0  # beside the camera: its own height
    far = terrainruntime.lod_morph(v, 1e5, 1e5, 10.0, s.morph_start)
    assert np.all(far == 1.0)  # far away: wholly the coarser height
    assert np.all((m >= 0) & (m <= 1))
    with pytest.raises(ValueError, match="rows of 8 floats"):
        terrainruntime.lod_morph(np.zeros((3, 7), np.float32), 0, 0, 10, 0.9)


@pytest.mark.parametrize(
    "field, value, named",
    [
        ("cells", 15, "cells: expected an even number"),
        ("finest_step", 0.0, "finest step"),
        ("view_distance", float("nan"), "view distance"),
        ("split_factor", 0.5, "split factor"),
        ("split_factor", 1e300, "split factor: expected 1 to 4"),
        ("morph_start", 1.0, "morph start"),
    ],
)
def test_bad_settings_are_named(world, field, value, named):
    s = terrainruntime.LodSettings()
    setattr(s, field, value)
    with pytest.raises(ValueError, match=named):
        terrainruntime.lod_chunks(s, 0, 0, 0, 0, 10)
    with pytest.raises(ValueError, match=named):
        world.lod_mesh(s, terrainruntime.LodChunk(0, 0, 0))


def test_bad_chunks_and_places(world):
    s = terrainruntime.LodSettings()
    with pytest.raises(ValueError, match="0, 1 or 2"):
        world.lod_mesh(s, terrainruntime.LodChunk(0, 0, 0, (0, 3, 0, 0)))
    with pytest.raises(ValueError, match="level must be from 0 to 40"):
        world.lod_mesh(s, terrainruntime.LodChunk(41, 0, 0))
    with pytest.raises(ValueError, match="within"):
        terrainruntime.lod_chunks(s, float("inf"), 0, 0, 0, 10)
    with pytest.raises(ValueError, match="cells must be even"):
        terrainruntime.lod_indices(3)
    world_closed = terrainruntime.open(world_json())
    world_closed.close()
    with pytest.raises(ValueError, match="closed"):
        world_closed.lod_mesh(s, terrainruntime.LodChunk(0, 0, 0))


def world_json():
    out = subprocess.run([CLI, "params"], check=True, capture_output=True, text=True)
    return out.stdout
