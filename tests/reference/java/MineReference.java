// Mines after seed 000 ("Underground mines / dungeons"), on the transcribed
// terra of RelfReference: Mine.isOpen and Mine.isOpenAbove as printed, with
// the grid convention of DESIGN.md (cell (i, j) centred on (16i, 16j)).
//
//   java MineReference < mines-regions.txt > mines-expected.txt
// Input lines: "i0 j0 ni nj" (cells; '#' lines are copied). Output: the
// line, then nj rows northmost first, westmost cell first: '#' rock,
// '.' open by the formula, 'S' open because a mineshaft lies above.

import java.io.*;

public class MineReference
{
    private static final double PI10000 = Math.PI * 10000;

    // There is 1 level of mines, so open above only if the ground has a
    // mineshaft: x from x - 8 while < x + 8, likewise y.
    static boolean isOpenAbove (RelfReference terrain, int x, int y)
    {
        for (int ix = x - 8; ix < x + 8; ix++)
            for (int iy = y - 8; iy < y + 8; iy++)
                if (terrain.terra (ix, iy).feature == RelfReference.FEATURES.MINE)
                    return true;
        return false;
    }

    static boolean isOpenByChance (int x, int y)
    {
        double u = PI10000 * x * y;
        return (u - Math.floor (u)) > 0.4;
    }

    public static void main (String [] args) throws IOException
    {
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
            int i0 = Integer.parseInt (t [0]), j0 = Integer.parseInt (t [1]);
            int ni = Integer.parseInt (t [2]), nj = Integer.parseInt (t [3]);
            out.println (s);
            for (int j = j0 + nj - 1; j >= j0; j--)
            {
                StringBuilder row = new StringBuilder ();
                for (int i = i0; i < i0 + ni; i++)
                {
                    int x = 16 * i, y = 16 * j;
                    row.append (isOpenAbove (terrain, x, y) ? 'S' : isOpenByChance (x, y) ? '.' : '#');
                }
                out.println (row);
            }
        }
        out.flush ();
    }
}
