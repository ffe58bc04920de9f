// Reference implementation of the Relf terrain generator (The Forest, 1983),
// transcribed from the author's Java in seed 000 ("Reference sources in Java")
// with the corrections listed in /work/shared/DESIGN.md, "The Relf reference":
// the 256-entry 1983 profile, lake -> mud -> features -> town -> vegetation,
// strict comparisons, rounded position returned by every branch.
// Left out: bleak, withPaths (false), placed objects (none), woodOnly (false).
//
// Usage:
//   java RelfReference          < points.txt   one terra() line per point
//   java RelfReference height   < points.txt   calcHeight() bits per point
// Input lines: "x y lakeHt"; lines starting with '#' are copied unchanged.
// Output (terra mode):
//   x y lakeHt heightBits terrain feature code depthBits xr yr

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;

public class RelfReference
{
    public enum TERRAINS
    {
        LAKE, TOWN, GRASS, MOOR, WOOD, THICKET, ROAD, MUD, PATH, STREAM, MARSH
    }

    public enum FEATURES
    {
        NONE, MINE, BOULDER, ROOT, WATERHOLE, KNOLL, X, CONE, ROCKET, BUILDING
    }

    /** Details of the terrain at a ground point. */
    public static final class Terra
    {
        public final double x, y, height, depth; // depth only for lakes
        public final TERRAINS terrain;
        public final FEATURES feature; // NONE if none present
        public final String code;      // 2-letter control code, or ""

        Terra (double x, double y, double height, double depth,
               TERRAINS terrain, FEATURES feature, String code)
        {
            this.x = x; this.y = y; this.height = height; this.depth = depth;
            this.terrain = terrain; this.feature = feature; this.code = code;
        }
    }

    private static final double PI1000 = Math.PI * 1000;
    private static final double PI10000 = Math.PI * 10000;
    public static final int LAKE_HT0 = 204;
    private static final double RECIP128 = 1.0 / 128.0;

    /** The original 1983 profile (256 entries). */
    private static final int [] PROFILE =
    {
        77, 80, 84, 88, 92, 96, 101, 104, 108, 112, 115, 118, 120, 123, 126, 129,
        131, 133, 134, 134, 133, 133, 131, 130, 129, 126, 123, 122, 122, 122, 123, 125,
        126, 130, 134, 137, 137, 138, 138, 137, 135, 133, 129, 123, 118, 111, 105, 101,
        97, 93, 90, 86, 82, 78, 74, 71, 69, 67, 67, 67, 66, 67, 69, 71,
        73, 74, 73, 73, 71, 69, 66, 62, 58, 54, 52, 52, 54, 55, 58, 59,
        62, 63, 63, 65, 65, 65, 66, 66, 67, 69, 70, 73, 77, 80, 82, 85,
        88, 90, 93, 95, 96, 96, 96, 96, 93, 92, 90, 85, 80, 75, 71, 67,
        63, 60, 58, 55, 52, 50, 47, 44, 43, 41, 40, 39, 36, 35, 33, 32,
        30, 28, 24, 20, 15, 11, 7, 3, 2, 2, 2, 2, 2, 2, 3, 6,
        7, 10, 11, 15, 18, 22, 24, 25, 25, 26, 26, 25, 25, 25, 25, 25,
        26, 28, 29, 30, 33, 36, 37, 39, 39, 40, 40, 40, 39, 39, 39, 37,
        37, 37, 36, 36, 36, 35, 35, 33, 33, 32, 30, 28, 25, 20, 15, 11,
        10, 9, 9, 9, 9, 11, 14, 15, 17, 17, 18, 18, 18, 18, 18, 18,
        17, 17, 17, 15, 14, 13, 11, 11, 10, 10, 10, 11, 13, 14, 17, 20,
        22, 25, 28, 30, 35, 39, 41, 45, 50, 58, 63, 69, 73, 77, 80, 82,
        84, 84, 85, 85, 84, 84, 82, 81, 80, 75, 73, 71, 71, 73, 74, 75
    };

    private static final int BIT_MASK = PROFILE.length - 1; // all bits 1

    private static final int [] AH = {0, 13, 21, 22, 29};
    private static final int [] BH = {27, 26, 21, 11, 1};
    private static final int [] A1 = {-43, -43, -56, 31, 4};
    private static final int [] B1 = {-3, -12, 22, 2, 32};
    private static final int [] A2 = {-24, -25, 60, 10, -30};
    private static final int [] B2 = {15, -54, -34, -51, -43};
    private static final int [] A3 = {-51, -62, -58, -64, 33};
    private static final int [] B3 = {-44, 20, 27, -64, -44};
    private static final int PARAM_LENGTH = AH.length;

    /** Current height of lake edges. */
    public int lakeHt = LAKE_HT0;

    /** Get all the terrain details for the given ground position. */
    public Terra terra (double x, double y)
    {
        int a, b;
        FEATURES feature = FEATURES.NONE;
        String code = "";
        double ht = calcHeight (x, y);

        int xr = (int) Math.round (x);
        int yr = (int) Math.round (y);
        long xryr = xr * yr; // int * int wraps at 32 bits, then widens

        if (lakeHt > ht)
            return new Terra (xr, yr, lakeHt, lakeHt - ht,
                              TERRAINS.LAKE, feature, "");

        if (LAKE_HT0 > ht)
            return new Terra (xr, yr, ht, 0, TERRAINS.MUD, feature, "");

        if (FEATURES.NONE == feature)
        {
            a = calcProf (B2, x, A3, y); // NB: swapped a/b tables
            long f = Math.round (a * xryr * RECIP128) & 0xffff;

            if (4 == f)
            {
                long xyff = xryr & 0xff;

                if (xyff < 32) feature = FEATURES.MINE;
                else if (xyff < 128) feature = FEATURES.BOULDER;
                else if (xyff < 160) feature = FEATURES.WATERHOLE;
                else if (xyff < 200) feature = FEATURES.KNOLL;
                else feature = FEATURES.ROOT;

                code = getCode (xr, yr);
            }
            else if (8 == f && (Math.round (PI1000 * xryr) & 0xff) < 4)
            {
                feature = FEATURES.X;
                code = getCode (xr, yr);
            }
            else if (16 == f && (Math.round (PI10000 * xryr) & 0xff) < 8)
                feature = FEATURES.CONE;
        }

        a = calcProf (A1, x, B1, y);

        if (120 > a)
            return new Terra (xr, yr, ht, 0, TERRAINS.TOWN, FEATURES.NONE, "");

        a = calcProf (A2, x, B2, y);
        b = calcProf (A3, x, B3, y);

        if (255 > a)
        {
            if (255 > b)
                return new Terra (xr, yr, ht, 0, TERRAINS.GRASS, feature, code);

            return new Terra (xr, yr, ht, 0, TERRAINS.MOOR, feature, code);
        }

        if (200 > b)
            return new Terra (xr, yr, ht, 0, TERRAINS.THICKET, feature, code);

        return new Terra (xr, yr, ht, 0, TERRAINS.WOOD, feature, code);
    }

    private static int calcProf (int [] a, double x, int [] b, double y)
    {
        int p = 0;

        for (int i = 0; i < PARAM_LENGTH; i++)
        {
            p += PROFILE [(int) (((long) Math.floor (
                a [i] * x + b [i] * y)) >> 7) & BIT_MASK];
        }

        return p;
    }

    /** Ground height, interpolated between integer profile positions. */
    public static double calcHeight (double x, double y)
    {
        double ht = 0;

        for (int i = 0; i < PARAM_LENGTH; i++)
        {
            double j = (AH [i] * x + BH [i] * y) * RECIP128;
            int jint = (int) Math.floor (j);
            double jfrac = j - jint;
            int prof0 = PROFILE [jint & BIT_MASK];
            int prof1 = PROFILE [(jint + 1) & BIT_MASK];
            ht += prof0 + jfrac * (prof1 - prof0); // interpolate
        }

        return ht;
    }

    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

    /** Orienteering control code for the given position, 2 capital letters. */
    public static String getCode (int x, int y)
    {
        int x26 = Math.abs (x) % 26;
        int y26 = Math.abs (y) % 26;
        return ALPHABET.substring (x26, x26 + 1) + ALPHABET.substring (y26, y26 + 1);
    }

    private static String bits (double v)
    {
        return String.format ("%016x", Double.doubleToRawLongBits (v));
    }

    public static void main (String [] args) throws IOException
    {
        boolean heightOnly = args.length > 0 && args [0].equals ("height");
        BufferedReader in = new BufferedReader (new InputStreamReader (System.in));
        PrintWriter out = new PrintWriter (System.out);
        RelfReference terrain = new RelfReference ();
        String line;

        while ((line = in.readLine ()) != null)
        {
            String s = line.trim ();

            if (s.isEmpty ()) continue;
            if (s.startsWith ("#")) { out.println (line); continue; }

            String [] t = s.split ("\\s+");
            double x = Double.parseDouble (t [0]);
            double y = Double.parseDouble (t [1]);
            int lakeHt = Integer.parseInt (t [2]);

            if (heightOnly)
            {
                out.println (t [0] + " " + t [1] + " " + bits (calcHeight (x, y)));
                continue;
            }

            terrain.lakeHt = lakeHt;
            Terra r = terrain.terra (x, y);
            out.println (t [0] + " " + t [1] + " " + lakeHt + " "
                + bits (r.height) + " " + r.terrain + " " + r.feature + " "
                + (r.code.isEmpty () ? "-" : r.code) + " " + bits (r.depth) + " "
                + (long) r.x + " " + (long) r.y);
        }

        out.flush ();
    }
}
