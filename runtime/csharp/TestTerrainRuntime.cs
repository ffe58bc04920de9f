// The C# binding against the Java reference (tests/reference).
// Usage: TestTerrainRuntime.exe TERRAINSTUDIO_CLI REFERENCE_DIR
using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using TerrainRuntime;

static class TestTerrainRuntime
{
    static int failures;

    static void Fail(string what)
    {
        if (++failures <= 20)
            Console.Error.WriteLine("FAIL: " + what);
    }

    static void Expect(bool ok, string what)
    {
        if (!ok)
            Fail(what);
    }

    static string Bits(double v)
    {
        return BitConverter.DoubleToInt64Bits(v).ToString("x16");
    }

    static string Run(string program, string arguments)
    {
        var start = new ProcessStartInfo(program, arguments);
        start.UseShellExecute = false;
        start.RedirectStandardOutput = true;
        using (Process p = Process.Start(start)) {
            string output = p.StandardOutput.ReadToEnd();
            p.WaitForExit();
            if (p.ExitCode != 0)
                throw new Exception(program + " " + arguments + ": exit code " + p.ExitCode);
            return output;
        }
    }

    // World.Map against terrainstudio-cli render's RGBA bytes (made on the
    // default kernel) for the same region: the same SHA-256.
    static void Map(string cli, string json, string name, double x0, double y0, int width,
                    int height, double m)
    {
        string folder = Path.Combine(Path.GetTempPath(), "tr-map-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(folder);
        try {
            string parameters = Path.Combine(folder, "p.json"), output = Path.Combine(folder, "m.rgba");
            File.WriteAllText(parameters, json);
            var inv = System.Globalization.CultureInfo.InvariantCulture;
            var start = new ProcessStartInfo(cli, string.Format(inv,
                "render --region {0:R} {1:R} {2:R} {3:R} --scale {4:R} --params \"{5}\" -o \"{6}\"",
                x0, y0, width * m, height * m, m, parameters, output));
            start.UseShellExecute = false;
            start.EnvironmentVariables.Remove("TERRAIN_ROW_KERNEL");
            using (Process p = Process.Start(start)) {
                p.WaitForExit();
                Expect(p.ExitCode == 0, name + ": render exit code " + p.ExitCode);
            }
            byte[] expected = File.ReadAllBytes(output);
            using (World w = World.OpenString(json)) {
                byte[] got = w.Map(x0, y0, width, height, m);
                Expect(got.Length == 4 * width * height, name + ": Map length " + got.Length);
                using (var sha = System.Security.Cryptography.SHA256.Create())
                    Expect(BitConverter.ToString(sha.ComputeHash(got)) ==
                           BitConverter.ToString(sha.ComputeHash(expected)),
                           name + ": Map differs from terrainstudio-cli render");
                try {
                    w.Map(x0, y0, width, height, 5000);
                    Fail(name + ": a scale of 5000 m per pixel was drawn");
                } catch (ArgumentException e) {
                    Expect(e.Message.Contains("1/64 to 1024"), e.Message);
                }
            }
        } finally {
            Directory.Delete(folder, true);
        }
    }

    // World.Scatter against terrainstudio-cli scatter, every field exact.
    static void Scatter(string cli, string json)
    {
        var start = new ProcessStartInfo(cli, "scatter --region -128 -96 256 192");
        start.UseShellExecute = false;
        start.RedirectStandardOutput = true;
        start.EnvironmentVariables.Remove("TERRAIN_ROW_KERNEL");
        string[] lines;
        using (Process p = Process.Start(start)) {
            lines = p.StandardOutput.ReadToEnd().TrimEnd('\n').Split('\n');
            p.WaitForExit();
        }
        string[] kinds = { "tree", "bush", "rock" };
        string[] grounds = { "LAKE", "TOWN", "GRASS", "MOOR", "WOOD", "THICKET", "ROAD", "MUD",
                             "PATH", "STREAM", "MARSH" };
        var inv = System.Globalization.CultureInfo.InvariantCulture;
        using (World w = World.OpenString(json)) {
            ScatterItem[] items = w.Scatter(-128, -96, 128, 96);
            Expect(items.Length == lines.Length && items.Length > 1000,
                   "scatter: " + items.Length + " items, the CLI " + lines.Length);
            for (int k = 0; k < Math.Min(items.Length, lines.Length); ++k) {
                string[] f = lines[k].Split(' ');
                ScatterItem s = items[k];
                Expect(f[0] == kinds[s.Kind] && int.Parse(f[1], inv) == s.Species &&
                       f[2] == grounds[s.Ground] &&
                       double.Parse(f[3], inv) == s.X && double.Parse(f[4], inv) == s.Y &&
                       double.Parse(f[5], inv) == s.Z && float.Parse(f[6], inv) == s.Height &&
                       float.Parse(f[7], inv) == s.Rotation && float.Parse(f[8], inv) == s.Lean &&
                       float.Parse(f[9], inv) == s.LeanDirection,
                       "scatter item " + k + ": " + lines[k]);
            }
        }
    }

    static List<string[]> Rows(string path)
    {
        var rows = new List<string[]>();
        foreach (string line in File.ReadAllLines(path))
            if (line.Trim().Length > 0 && !line.StartsWith("#"))
                rows.Add(line.Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries));
        return rows;
    }

    static string WithLake(string json, string lake)
    {
        const string level = "\"level\": 204,";
        int at = json.IndexOf(level, StringComparison.Ordinal);
        if (at < 0 || json.IndexOf(level, at + 1, StringComparison.Ordinal) >= 0)
            throw new Exception("the params JSON does not hold one " + level);
        return json.Replace(level, "\"level\": " + lake + ",");
    }

    static void Reference(string json, string folder)
    {
        List<string[]> points = Rows(Path.Combine(folder, "points.txt"));
        List<string[]> rows = Rows(Path.Combine(folder, "expected.txt"));
        Expect(rows.Count == points.Count && rows.Count > 9000, "reference sizes " + rows.Count);
        var worlds = new Dictionary<string, World>();
        int terras = 0, heights = 0, beyond = 0;
        for (int i = 0; i < rows.Count && i < points.Count; ++i) {
            string[] e = rows[i];
            string where = e[0] + " " + e[1] + " lake " + e[2];
            if (e.Length != 10 || string.Join(" ", points[i]) != e[0] + " " + e[1] + " " + e[2]) {
                Fail("expected.txt row " + i + " does not match points.txt");
                continue;
            }
            World w;
            if (!worlds.TryGetValue(e[2], out w))
                worlds[e[2]] = w = World.OpenString(WithLake(json, e[2]));
            double x = double.Parse(e[0], System.Globalization.CultureInfo.InvariantCulture);
            double y = double.Parse(e[1], System.Globalization.CultureInfo.InvariantCulture);
            // terra answers every finite point, past 2^31 and 1e15 too, as the reference.
            if (Math.Abs(x) > 1e15 || Math.Abs(y) > 1e15)
                ++beyond;
            Terra t = w.Terra(x, y);
            string got = Bits(t.Height) + " " + t.KindName + " " + t.FeatureName + " " +
                         (t.Code.Length > 0 ? t.Code : "-") + " " + Bits(t.Depth) + " " +
                         (long)t.X + " " + (long)t.Y;
            string want = string.Join(" ", e, 3, 7);
            Expect(got == want, where + ": " + got + " != " + want);
            ++terras;
            if (e[4] != "LAKE") {
                Expect(Bits(w.Height(x, y)) == e[3], where + ": height " + Bits(w.Height(x, y)));
                ++heights;
            }
        }
        foreach (World w in worlds.Values)
            w.Dispose();
        Console.WriteLine("reference: terra at " + terras + " points, height at " + heights + ", " +
                          beyond + " beyond 1e15, " + worlds.Count + " lake levels");
        Expect(terras > 9000 && heights > 8000 && beyond > 0 && worlds.Count == 10,
               "too few reference points checked");
    }

    static void Grids(World w)
    {
        GridMatchesPoints(w, -561.3, -1401.7, 0.37);
        // Whole metres: the row kernels (TERRAIN_ROW_KERNEL) give the same bits.
        GridMatchesPoints(w, -300, 200, 2);
    }

    static void GridMatchesPoints(World w, double x0, double y0, double step)
    {
        double[] heights = w.Heights(x0, y0, 64, 48, step);
        byte[] kinds = w.Kinds(x0, y0, 64, 48, step);
        Expect(heights.Length == 64 * 48 && kinds.Length == 64 * 48, "grid sizes");
        var seen = new HashSet<byte>();
        for (int r = 0; r < 48; ++r)
            for (int c = 0; c < 64; ++c) {
                double x = x0 + c * step, y = y0 + r * step;
                Expect(Bits(heights[r * 64 + c]) == Bits(w.Height(x, y)),
                       "Heights at " + r + " " + c);
                Expect(kinds[r * 64 + c] == w.Terra(x, y).Kind, "Kinds at " + r + " " + c);
                seen.Add(kinds[r * 64 + c]);
            }
        Expect(seen.Count >= 3, "the grid holds " + seen.Count + " kinds");
        try {
            w.Heights(0, 0, 0, 3);
            Fail("Heights with width 0 answered");
        } catch (ArgumentException e) {
            Expect(e.Message.Contains("width and height must be at least 1"), e.Message);
        }
        Console.WriteLine("grids: 64 x 48 heights and kinds checked");
    }

    static void ExpectError(Action open, string message)
    {
        try {
            open();
            Fail("no error, expected \"" + message + "\"");
        } catch (TerrainRuntimeException e) {
            Expect(e.Message.Contains(message), "\"" + e.Message + "\" lacks \"" + message + "\"");
        }
    }

    static void Files(string json)
    {
        int vectors = json.IndexOf("\"vectors\"", StringComparison.Ordinal);
        int a = json.IndexOf("\"a\": 0,", vectors, StringComparison.Ordinal);
        string bad = json.Substring(0, a) + "\"a\": 1.5," + json.Substring(a + 7);
        string folder = Path.Combine(Path.GetTempPath(), "tr-cs-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(folder);
        try {
            string path = Path.Combine(folder, "world.json");
            File.WriteAllText(path, bad);
            ExpectError(() => World.OpenFile(path),
                        path + ": vectors.height[0].a: expected an integer");
            ExpectError(() => World.OpenString(bad), "vectors.height[0].a: expected an integer");
            ExpectError(() => World.OpenFile(Path.Combine(folder, "missing.json")), "cannot open");
            ExpectError(() => World.OpenString(json.Replace("\"version\": 1", "\"version\": 99")),
                        "version 99");
            // The rules every binding shares.
            ExpectError(() => World.OpenFile("world.json\0junk"),
                        "world.json: cannot open: the path holds a NUL character (at byte 10)");
            ExpectError(() => World.OpenString("\uFEFF" + json), "(file): starts with a byte-order mark");
            ExpectError(() => World.OpenString("{\"name\": \"\uD800\"}"), "(file): not UTF-8 text");
            ExpectError(() => World.OpenString(new string(' ', 64 * 1024 * 1024) + "{}"),
                        "(file): the text is 67108866 bytes, more than the 67108864");

            File.WriteAllText(path, WithLake(json, "204"));
            using (World w = World.OpenFile(path)) {
                Expect(w.Generation == 1 && !w.ReloadIfChanged(), "a fresh world reloaded");
                double lake = w.Terra(-1e9, 1e9).Height;
                File.WriteAllText(path + ".tmp", WithLake(json, "150"));
                File.Delete(path);
                File.Move(path + ".tmp", path);
                Expect(w.ReloadIfChanged() && w.Generation == 2, "the new file was not read");
                Expect(w.Terra(-1e9, 1e9).Height != lake, "the lake level did not change");
                File.WriteAllText(path, bad);
                ExpectError(() => w.ReloadIfChanged(), "vectors.height[0].a: expected an integer");
                Expect(w.Generation == 2, "a bad file replaced the world");
            }
        } finally {
            Directory.Delete(folder, true);
        }
        Console.WriteLine("files: errors and reload checked");
    }

    // Levels of detail: the expected values from the documented layout and
    // from World.Height, not from the chunk code.
    static void Lod(World w)
    {
        LodSettings s = LodSettings.Defaults;
        Expect(s.Cells == 16 && s.FinestStep == 2 && s.ViewDistance == 4000, "LOD defaults");
        s.ViewDistance = 3000;
        LodChunk[] chunks = TerrainRuntime.Lod.Chunks(s, 120, -40, 300, 200, 80);
        Expect(chunks.Length > 50 && chunks[0].Level == 0, "LOD chunks " + chunks.Length);
        double area = 0, x0 = double.MaxValue, y0 = double.MaxValue, x1 = double.MinValue,
               y1 = double.MinValue;
        for (int k = 0; k < chunks.Length; ++k) {
            LodChunk c = chunks[k];
            Expect(k == 0 || chunks[k - 1].Level <= c.Level, "LOD chunks finest first");
            double side = s.Cells * s.FinestStep * Math.Pow(2, c.Level);
            area += side * side;
            x0 = Math.Min(x0, c.I * side);
            y0 = Math.Min(y0, c.J * side);
            x1 = Math.Max(x1, (c.I + 1) * side);
            y1 = Math.Max(y1, (c.J + 1) * side);
        }
        // Together they cover the view, and no two overlap: their areas fill
        // their bounding rectangle exactly.
        Expect(x0 <= 120 - 3000 && x1 >= 120 + 3000 && y0 <= -40 - 3000 && y1 >= -40 + 3000,
               "LOD chunks cover the view");
        Expect(area == (x1 - x0) * (y1 - y0), "LOD chunks overlap or leave gaps");

        var chunk = new LodChunk { Level = 1, I = 3, J = -2 };
        LodVertex[] v = w.LodMesh(s, chunk, 120, -40);
        int n = s.Cells;
        Expect(v.Length == (n + 1) * (n + 1), "LOD mesh size " + v.Length);
        double step = s.FinestStep * 2;
        for (int row = 0; row <= n; ++row)
            for (int col = 0; col <= n; ++col) {
                double gx = chunk.I * n * step + col * step;
                double gy = (chunk.J + 1) * n * step - row * step; // rows from the north
                LodVertex p = v[row * (n + 1) + col];
                Expect(p.X == (float)(gx - 120) && p.Z == (float)(-40 - gy) &&
                           p.Y == (float)w.Height(gx, gy),
                       "LOD vertex " + row + " " + col);
            }
        Expect(TerrainRuntime.Lod.Morph(v[0], 1e5f, 1e5f, 10, s.MorphStart) == 1,
               "LOD morph far away");
        Expect(TerrainRuntime.Lod.Morph(v[0], v[0].X, v[0].Z, 10, s.MorphStart) == 0,
               "LOD morph at the camera");

        uint[] indices = TerrainRuntime.Lod.Indices(n);
        Expect(indices.Length == 6 * n * n, "LOD indices " + indices.Length);
        var expected = new HashSet<string>();
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                uint nw = (uint)(r * (n + 1) + c), ne = nw + 1, sw = nw + (uint)n + 1,
                     se = sw + 1; // each cell cut from north-east to south-west
                expected.Add(Triangle(nw, ne, sw));
                expected.Add(Triangle(ne, se, sw));
            }
        for (int t = 0; t < indices.Length; t += 3)
            Expect(expected.Remove(Triangle(indices[t], indices[t + 1], indices[t + 2])),
                   "LOD triangle " + t / 3);
        Expect(expected.Count == 0, expected.Count + " LOD triangles missing");

        s.Cells = 15;
        try {
            TerrainRuntime.Lod.Chunks(s, 0, 0, 0, 0, 10);
            Fail("15 cells accepted");
        } catch (ArgumentException e) {
            Expect(e.Message.StartsWith("cells: expected an even number"), e.Message);
        }
        Console.WriteLine("levels of detail: " + chunks.Length + " chunks, " + v.Length +
                          " vertices, " + indices.Length / 3 + " triangles checked");
    }

    // World.Rivers on the continent example: lines of world points whose
    // lengths add up, widths in range, some reaching the sea; a period twice
    // as wide holds the copies; a bad rectangle is refused.
    static void Rivers(string json)
    {
        using (World w = World.OpenString(json)) {
            River[] rivers = w.Rivers(-32000, -32000, 32000, 32000);
            Expect(rivers.Length > 10, "rivers: " + rivers.Length);
            bool sea = false;
            foreach (River r in rivers) {
                double length = 0;
                for (int k = 2; k < r.Points.Length; k += 2)
                    length += Math.Sqrt(Math.Pow(r.Points[k] - r.Points[k - 2], 2) +
                                        Math.Pow(r.Points[k + 1] - r.Points[k - 1], 2));
                Expect(Math.Abs(length - r.Length) <= 1e-6 * r.Length + 1e-9,
                       "river length " + length + " against " + r.Length);
                Expect(r.Width >= 2 && r.Width <= 150, "river width " + r.Width);
                sea |= r.IntoSea;
            }
            Expect(sea, "no river reaches the sea");
            Expect(w.Rivers(-32000, -32000, 96000, 32000).Length > rivers.Length,
                   "rivers: no copies past the period");
            try {
                w.Rivers(1, 1, 0, 0);
                Expect(false, "a bad rectangle was accepted");
            } catch (ArgumentException) {
            }
            Console.WriteLine("rivers: " + rivers.Length + " checked");
        }
    }

    // World.Biomes on the continent example: marsh vegetation only where the
    // biome is marsh, several biomes, none without a continent.
    static void Biomes(string json, string plain)
    {
        using (World w = World.OpenString(json)) {
            byte[] biomes = w.Biomes(-30000, -30000, 240, 200, 250);
            byte[] kinds = w.Kinds(-30000, -30000, 240, 200, 250);
            var names = new System.Collections.Generic.HashSet<string>();
            int marshes = 0;
            for (int k = 0; k < biomes.Length; ++k) {
                names.Add(World.BiomeName(biomes[k]));
                if (kinds[k] == 10) {
                    ++marshes;
                    Expect(biomes[k] == 1, "marsh vegetation in biome " + biomes[k]);
                }
            }
            Expect(marshes > 0 && names.Contains("forest") && names.Contains("moor") &&
                       !names.Contains("none"),
                   "biomes: " + string.Join(",", names));
        }
        using (World w = World.OpenString(plain)) {
            foreach (byte b in w.Biomes(0, 0, 10, 10))
                Expect(b == 0, "a biome without a continent");
        }
        Expect(World.BiomeName(0) == "none" && World.BiomeName(7) == "", "biome names");
        Console.WriteLine("biomes checked");
    }

    static string Triangle(uint a, uint b, uint c)
    {
        uint[] t = { a, b, c };
        Array.Sort(t);
        return t[0] + " " + t[1] + " " + t[2];
    }

    static int Main(string[] args)
    {
        if (args.Length != 2) {
            Console.Error.WriteLine("usage: TestTerrainRuntime.exe CLI REFERENCE_DIR");
            return 2;
        }
        string json = Run(args[0], "params");
        Expect(World.Version == "1.4" && World.FormatVersion == 2, "version " + World.Version);
        Expect(Array.IndexOf(new[] { "avx512-vbmi", "avx512", "avx2", "scalar" }, World.Kernel) >= 0,
               "kernel " + World.Kernel);
        Reference(json, args[1]);
        using (World w = World.OpenString(WithLake(json, "204"))) {
            Grids(w);
            Lod(w);
        }
        Files(json);
        Map(args[0], json, "1 m/px", -200, -150, 400, 300, 1);
        Map(args[0], json, "8 m/px", -1600, -1200, 400, 300, 8);
        string continent = File.ReadAllText(Path.Combine(args[1], "..", "..", "resources",
                                                         "examples", "relf-continent.json"));
        Map(args[0], continent, "continent 4 m/px", -8000, -6000, 300, 200, 4);
        Map(args[0], continent, "continent overview", -20000, -20000, 320, 320, 128);
        Rivers(continent);
        Biomes(continent, json);
        Scatter(args[0], json);
        World closed = World.OpenString(json);
        closed.Dispose();
        try {
            closed.Height(0, 0);
            Fail("a disposed world answered");
        } catch (ObjectDisposedException) {
        }
        if (failures > 0) {
            Console.Error.WriteLine(failures + " failure(s)");
            return 1;
        }
        Console.WriteLine("all passed");
        return 0;
    }
}
