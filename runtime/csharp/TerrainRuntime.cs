// The terrain runtime for C# (.NET and Mono): the C API (terrainruntime.h)
// over P/Invoke. A World is safe to read from many threads at once;
// ReloadIfChanged and Dispose must not run beside other calls.
using System;
using System.Runtime.InteropServices;
using System.Text;

namespace TerrainRuntime
{
    // A bad parameter file; the message is the reader's "path: reason".
    public class TerrainRuntimeException : Exception
    {
        public TerrainRuntimeException(string message) : base(message) { }
    }

    // What terra tells about a ground point (tr_terra_info, field for field).
    [StructLayout(LayoutKind.Sequential)]
    public struct Terra
    {
        public double X, Y;    // where terra answers: the rounded point, except on a PATH
        public double Height;  // the ground height; the lake level on a LAKE
        public double Depth;   // lake level minus ground height on a LAKE, else 0
        public byte Kind;      // tr_kind: 0 LAKE, 1 TOWN, ...
        public byte Feature;   // tr_feature: 0 NONE, 1 MINE, ...
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = 3)]
        private byte[] code;

        // The orienteering control code ("AB"), or "".
        public string Code
        {
            get { return code == null ? "" : Native.Decode(code, 0, code.Length); }
        }
        public string KindName { get { return Native.Name(Native.tr_kind_name(Kind)); } }
        public string FeatureName { get { return Native.Name(Native.tr_feature_name(Feature)); } }
    }

    // Levels of detail (tr_lod_settings, field for field): chunks of
    // Cells x Cells cells whose spacing doubles with each level.
    [StructLayout(LayoutKind.Sequential)]
    public struct LodSettings
    {
        public double FinestStep;   // metres between vertices at level 0
        public int Cells;           // cells a chunk side, even, 2 to 256
        public double ViewDistance; // how far from the centre the ground reaches
        public double SplitFactor;  // a chunk splits when nearer than this many of its sides
        public float MorphStart;    // share of a chunk's range before it morphs

        // The settings the studio's 3-D view uses.
        public static LodSettings Defaults
        {
            get
            {
                LodSettings s;
                Native.tr_lod_defaults(out s);
                return s;
            }
        }

        // Throws ArgumentException naming the setting that cannot be used.
        public void Check()
        {
            IntPtr error;
            if (Native.tr_lod_check(ref this, out error) != 0)
                throw new ArgumentException(Native.Take(error));
        }
    }

    // A chunk (tr_lod_chunk): level, its place on that level's grid, and how
    // each edge meets its neighbour (0 the same level, 1 one coarser, 2 one finer).
    [StructLayout(LayoutKind.Sequential)]
    public struct LodChunk
    {
        public int Level;
        public long I, J;
        public sbyte West, East, South, North;
    }

    // A chunk's vertex (tr_lod_vertex): the ground point (gx, gy) at height h
    // is (gx - originX, h, originY - gy); the normal; the coarser level's height
    // and what Lod.Morph reads.
    [StructLayout(LayoutKind.Sequential)]
    public struct LodVertex
    {
        public float X, Y, Z;
        public float NX, NY, NZ;
        public float CoarseY;
        public float Morph;
    }

    // A tree, bush or rock of the scatter (tr_scatter_item, 48 bytes): its base
    // at (X, Y) on the ground at height Z; Kind 0 tree, 1 bush, 2 rock.
    [StructLayout(LayoutKind.Sequential, Size = 48)]
    public struct ScatterItem
    {
        public double X, Y, Z;
        public float Height, Rotation, Lean, LeanDirection;
        public byte Kind, Species, Ground;
    }

    // A line of tr_rivers (tr_line, 40 bytes) and a point (tr_point).
    [StructLayout(LayoutKind.Sequential, Size = 40)]
    internal struct Line
    {
        public UIntPtr First, Count;
        public double Width, Length;
        public int EndsInLake;
    }
    [StructLayout(LayoutKind.Sequential)]
    internal struct Point
    {
        public double X, Y;
    }

    // A continent's river as the map draws it: its points in world metres
    // (X, Y in turn), its width at the mouth and length in metres, and
    // whether it reaches the sea.
    public struct River
    {
        public double[] Points;
        public double Width, Length;
        public bool IntoSea;
    }

    // What does not need a world: the chunks for a camera, their triangles, the morph.
    public static class Lod
    {
        // The chunks covering the view distance round the centre, for a camera at
        // ground point (cameraX, cameraY), cameraHeight above the ground; finest first.
        public static LodChunk[] Chunks(LodSettings settings, double centreX, double centreY,
                                        double cameraX, double cameraY, double cameraHeight)
        {
            settings.Check();
            LodChunk[] found;
            long n = 0;
            do {
                found = new LodChunk[n];
                n = Native.tr_lod_chunks(ref settings, centreX, centreY, cameraX, cameraY,
                                         cameraHeight, found, (UIntPtr)found.Length);
                if (n < 0)
                    throw new ArgumentException(
                        "the centre and the camera must be finite and within +-1e15");
            } while (n > found.Length);
            if (n < found.Length)
                Array.Resize(ref found, (int)n);
            return found;
        }

        // The 6 * cells^2 triangle indices of every chunk into its vertices.
        public static uint[] Indices(int cells)
        {
            long n = Native.tr_lod_indices(cells, null, UIntPtr.Zero);
            if (n < 0)
                throw new ArgumentException("cells must be even, from 2 to 256");
            uint[] output = new uint[n];
            Native.tr_lod_indices(cells, output, (UIntPtr)output.Length);
            return output;
        }

        // How far a vertex is morphed (0 its own height, 1 its coarser one) for a
        // camera at scene point (cameraX, cameraZ): height = Y + m * (CoarseY - Y).
        public static float Morph(LodVertex vertex, float cameraX, float cameraZ,
                                  float cameraHeight, float morphStart)
        {
            return Native.tr_lod_morph(ref vertex, cameraX, cameraZ, cameraHeight, morphStart);
        }
    }

    public sealed class World : IDisposable
    {
        private readonly WorldHandle world;

        private World(WorldHandle handle)
        {
            world = handle;
        }

        public static string Version { get { return Native.Name(Native.tr_version()); } }
        public static int FormatVersion { get { return Native.tr_parameter_format_version(); } }
        public static string Kernel { get { return Native.Name(Native.tr_kernel_name()); } }

        public static World OpenFile(string path)
        {
            IntPtr error;
            byte[] bytes = Native.StrictUtf8(path, "(path)");
            return Opened(Native.tr_open_path(bytes, (UIntPtr)bytes.Length, out error), error);
        }

        public static World OpenString(string json)
        {
            byte[] bytes = Native.StrictUtf8(json, "(file)");
            IntPtr error;
            return Opened(Native.tr_open_buffer(bytes, (UIntPtr)bytes.Length, out error), error);
        }

        // True when the file changed and the world now holds it; throws
        // (keeping the old world) when the new file is bad.
        public bool ReloadIfChanged()
        {
            IntPtr error;
            int status = Native.tr_reload_if_changed(world, out error);
            if (status < 0)
                throw new TerrainRuntimeException(Native.Take(error));
            return status == 1;
        }

        // How many times the world has been (re)loaded: 1 after opening.
        public ulong Generation { get { return Native.tr_generation(world); } }

        public double Height(double x, double y)
        {
            return Native.tr_height(world, x, y);
        }

        public Terra Terra(double x, double y)
        {
            Terra t;
            if (Native.tr_terra(world, x, y, out t) < 0)
                throw new ArgumentException("x and y must be finite");
            return t;
        }

        // Row-major: sample (r, c) at [r * width + c] is x0 + c * step, y0 + r * step.
        public double[] Heights(double x0, double y0, int width, int height, double step = 1)
        {
            double[] output = new double[GridSize(width, height)];
            Check(Native.tr_heights(world, x0, y0, width, height, step, output));
            return output;
        }

        // Terrain kinds (tr_kind) of the same grid as Heights.
        public byte[] Kinds(double x0, double y0, int width, int height, double step = 1)
        {
            byte[] output = new byte[GridSize(width, height)];
            Check(Native.tr_kinds(world, x0, y0, width, height, step, output));
            return output;
        }

        // The continent's biomes (tr_biome: 0 none, 1 marsh ... 6 snow) of the
        // same grid as Heights (since 1.4); BiomeName names a code.
        public byte[] Biomes(double x0, double y0, int width, int height, double step = 1)
        {
            byte[] output = new byte[GridSize(width, height)];
            Check(Native.tr_biomes(world, x0, y0, width, height, step, output));
            return output;
        }
        public static string BiomeName(int biome) { return Native.Name(Native.tr_biome_name(biome)); }

        // The orienteering map (tr_map): width x height pixels from (x0, y0) at
        // metresPerPixel, as R, G, B, A bytes row by row from the north edge;
        // exactly the pixels of terrainstudio-cli render.
        public byte[] Map(double x0, double y0, int width, int height, double metresPerPixel)
        {
            if (width < 1 || height < 1 || width > 16384 || height > 16384)
                throw new ArgumentException("width and height must be 1 to 16384 pixels");
            byte[] output = new byte[4L * width * height];
            int status = Native.tr_map(world, x0, y0, width, height, metresPerPixel, output);
            if (status == -3)
                throw new ArgumentException("x0 and y0 must be finite with the region within " +
                                            "+-1e15, and metresPerPixel from 1/64 to 1024");
            if (status < 0)
                throw new ArgumentException("bad map arguments (status " + status + ")");
            return output;
        }

        // Every tree, bush and rock whose position lies in [x0, x1) x [y0, y1).
        public ScatterItem[] Scatter(double x0, double y0, double x1, double y1)
        {
            ScatterItem[] found;
            long n = 0;
            do {
                found = new ScatterItem[n];
                n = Native.tr_scatter(world, x0, y0, x1, y1, found, (UIntPtr)found.Length);
                if (n == -4)
                    throw new ArgumentException("the rectangle is larger than 2^26 square metres");
                if (n < 0)
                    throw new ArgumentException("x0, y0, x1, y1 must be finite and within " +
                                                "+-1e15, with x0 <= x1 and y0 <= y1");
            } while (n != found.Length);
            return found;
        }

        // The continent's rivers that reach into [x0, x1] x [y0, y1] (any size;
        // none without a continent).
        public River[] Rivers(double x0, double y0, double x1, double y1)
        {
            Line[] lines = new Line[0];
            Point[] points = new Point[0];
            UIntPtr total;
            long n = Native.tr_rivers(world, x0, y0, x1, y1, lines, UIntPtr.Zero, points,
                                      UIntPtr.Zero, out total);
            while (n >= 0 && (n > lines.Length || (long)total > points.Length)) {
                lines = new Line[n];
                points = new Point[(long)total];
                n = Native.tr_rivers(world, x0, y0, x1, y1, lines, (UIntPtr)lines.Length, points,
                                     (UIntPtr)points.Length, out total);
            }
            if (n < 0)
                throw new ArgumentException("x0, y0, x1, y1 must be finite and within " +
                                            "+-1e15, with x0 <= x1 and y0 <= y1");
            River[] found = new River[n];
            for (long i = 0; i < n; ++i) {
                Line l = lines[i];
                long first = (long)l.First, count = (long)l.Count;
                double[] xy = new double[2 * count];
                for (long k = 0; k < count; ++k) {
                    xy[2 * k] = points[first + k].X;
                    xy[2 * k + 1] = points[first + k].Y;
                }
                found[i] = new River { Points = xy, Width = l.Width, Length = l.Length,
                                       IntoSea = l.EndsInLake != 0 };
            }
            return found;
        }

        // A chunk's (Cells + 1)^2 vertices, row by row from the north, west to east.
        public LodVertex[] LodMesh(LodSettings settings, LodChunk chunk, double originX = 0,
                                   double originY = 0)
        {
            settings.Check();
            int side = settings.Cells + 1;
            LodVertex[] output = new LodVertex[side * side];
            if (Native.tr_lod_mesh(world, ref settings, ref chunk, originX, originY, output) < 0)
                throw new ArgumentException("the chunk's level must be from 0 to 40, its edges " +
                                            "0, 1 or 2, and it and the origin within +-1e15");
            return output;
        }

        public void Dispose()
        {
            world.Dispose();
        }

        private static World Opened(WorldHandle handle, IntPtr error)
        {
            if (handle.IsInvalid)
                throw new TerrainRuntimeException(Native.Take(error));
            return new World(handle);
        }

        private static int GridSize(int width, int height)
        {
            if (width < 1 || height < 1 || (long)width * height > (1L << 28))
                throw new ArgumentException(
                    "width and height must be at least 1, and width * height at most 2^28");
            return width * height;
        }

        private static void Check(int status)
        {
            if (status == -3)
                throw new ArgumentException(
                    "x0, y0 and step must be finite, with every sample within +-1e15");
            if (status < 0)
                throw new ArgumentException("bad grid arguments (status " + status + ")");
        }
    }

    internal sealed class WorldHandle : SafeHandle
    {
        public WorldHandle() : base(IntPtr.Zero, true) { }

        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }

        protected override bool ReleaseHandle()
        {
            Native.tr_close(handle);
            return true;
        }
    }

    internal static class Native
    {
        private const string Lib = "terrainruntime";
        private const CallingConvention Cdecl = CallingConvention.Cdecl;

        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern IntPtr tr_version();
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int tr_parameter_format_version();
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern IntPtr tr_kernel_name();
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern IntPtr tr_kind_name(int kind);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern IntPtr tr_feature_name(int feature);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern WorldHandle tr_open_path(byte[] path, UIntPtr length,
                                                         out IntPtr error);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern WorldHandle tr_open_buffer(byte[] json, UIntPtr size,
                                                          out IntPtr error);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern void tr_close(IntPtr world);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern void tr_free_string(IntPtr text);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int tr_reload_if_changed(WorldHandle world, out IntPtr error);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern ulong tr_generation(WorldHandle world);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern double tr_height(WorldHandle world, double x, double y);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int tr_terra(WorldHandle world, double x, double y, out Terra t);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int tr_heights(WorldHandle world, double x0, double y0, int width,
                                              int height, double step, [Out] double[] output);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int tr_kinds(WorldHandle world, double x0, double y0, int width,
                                            int height, double step, [Out] byte[] output);

        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int tr_biomes(WorldHandle world, double x0, double y0, int width,
                                             int height, double step, [Out] byte[] output);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern IntPtr tr_biome_name(int biome);

        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int tr_map(WorldHandle world, double x0, double y0, int width,
                                          int height, double metresPerPixel, [Out] byte[] output);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern long tr_scatter(WorldHandle world, double x0, double y0, double x1,
                                               double y1, [Out] ScatterItem[] output,
                                               UIntPtr capacity);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern long tr_rivers(WorldHandle world, double x0, double y0, double x1,
                                              double y1, [Out] Line[] lines, UIntPtr lineCapacity,
                                              [Out] Point[] points, UIntPtr pointCapacity,
                                              out UIntPtr pointCount);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern void tr_lod_defaults(out LodSettings settings);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int tr_lod_check(ref LodSettings settings, out IntPtr error);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern long tr_lod_chunks(ref LodSettings settings, double centreX,
                                                  double centreY, double cameraX, double cameraY,
                                                  double cameraHeight, [Out] LodChunk[] output,
                                                  UIntPtr capacity);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern int tr_lod_mesh(WorldHandle world, ref LodSettings settings,
                                               ref LodChunk chunk, double originX, double originY,
                                               [Out] LodVertex[] output);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern long tr_lod_indices(int cells, [Out] uint[] output,
                                                   UIntPtr capacity);
        [DllImport(Lib, CallingConvention = Cdecl)]
        internal static extern float tr_lod_morph(ref LodVertex vertex, float cameraX,
                                                  float cameraZ, float cameraHeight,
                                                  float morphStart);

        // A text or path as UTF-8; one that cannot be (a lone surrogate) is a
        // bad file like any other, not silently changed.
        internal static byte[] StrictUtf8(string text, string what)
        {
            try
            {
                return new UTF8Encoding(false, true).GetBytes(text);
            }
            catch (EncoderFallbackException e)
            {
                throw new TerrainRuntimeException(what + ": not UTF-8 text (a lone surrogate at character " +
                                                  e.Index + ")");
            }
        }

        // The UTF-8 text up to the first NUL (or the end).
        internal static string Decode(byte[] bytes, int start, int count)
        {
            int end = Array.IndexOf(bytes, (byte)0, start, count);
            return Encoding.UTF8.GetString(bytes, start, (end < 0 ? start + count : end) - start);
        }

        // A C string the runtime owns.
        internal static string Name(IntPtr text)
        {
            if (text == IntPtr.Zero)
                return "";
            int length = 0;
            while (Marshal.ReadByte(text, length) != 0)
                ++length;
            byte[] bytes = new byte[length];
            Marshal.Copy(text, bytes, 0, length);
            return Encoding.UTF8.GetString(bytes);
        }

        // An error message, freed here.
        internal static string Take(IntPtr error)
        {
            if (error == IntPtr.Zero)
                return "unknown error";
            string text = Name(error);
            tr_free_string(error);
            return text;
        }
    }
}
