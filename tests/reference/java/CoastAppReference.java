// The reference for fractal coastlines: CoastApp.java from seed 002 (Mike
// Anderson, "Fractal Landscapes", RLNews, 1999), transcribed line for line.
// Only what a test needs changed:
//   - Math.random() is rnd.nextDouble() of a java.util.Random(seed), the
//     real JDK class, so that a run can be repeated (Math.random() itself is
//     an unseeded java.util.Random's nextDouble());
//   - size comes from the command line instead of the constant 128;
//   - paint() draws no window: main prints the map as text rows.
//
//   java CoastAppReference SIZE SEED
//       the map after paint(): SIZE lines of SIZE characters '0' (sea) or
//       '1' (land), the first line y = 0, x growing to the right.
//   java CoastAppReference random SEED
//       values of java.util.Random(SEED), one "name value" a line, to check
//       a port of java.util.Random against the JDK.
import java.util.Random;

public class CoastAppReference {

  // map size: must be a power of 2
  public final int size;

  // allocate map storage
  public int[] map;

  private final Random rnd;

  public CoastAppReference(int size, long seed) {
    this.size = size;
    this.map = new int[size * size];
    this.rnd = new Random(seed);
  }

  // The applet's Math.random().
  private double random() {
    return rnd.nextDouble();
  }

  public void paint() {
    // initial pattern (0=sea, 1=land)
    setCell(0,0,0);
    setCell(size/2,0,0);
    setCell(0,size/2,0);
    setCell(size/2,size/2,1);

    makeFractal(size/4);
  }

  public void setCell(int x, int y, int c) {
    map[x+size*y]=c;
  }

  public int getCell(int x, int y) {
    return map[x+size*y];
  }

  // this routine builds the landscape....
  //   step = detail square width
  public void makeFractal(int step) {
  for (int y=0; y<size; y+=step) {
    for (int x=0; x<size; x+=step) {
      // The inner loop calculates (cx,cy)
      // this is the point from which to copy map colour

      // add random offsets
      int cx=x+ ((random()<0.5) ? 0 : step);
      int cy=y+ ((random()<0.5) ? 0 : step);

      // truncate to nearest multiple of step*2
      // since step*2 is the previous detail level calculated
      cx=(cx/(step*2))*step*2;
      cy=(cy/(step*2))*step*2;

      // wrap around to reference world as torus
      // also guarantees getCell() and setCell() are within bounds
      cx=cx%size;
      cy=cy%size;

      // copy from (cx,cy) to (x,y)
      setCell(x,y,getCell(cx,cy));
    }
  }

    // recursively calculate finer detail levels
    if (step>1) makeFractal(step/2);
  }

  private static void printRandom(long seed) {
    StringBuilder out = new StringBuilder();
    // Each sequence from a fresh generator, so that each method is checked
    // on its own.
    Random r = new Random(seed);
    for (int i = 0; i < 8; i++)
      out.append("nextInt ").append(r.nextInt()).append('\n');
    r = new Random(seed);
    for (int i = 0; i < 8; i++) {
      double d = r.nextDouble();
      out.append("nextDouble ").append(Long.toHexString(Double.doubleToRawLongBits(d)))
         .append(' ').append(d).append('\n');
    }
    r = new Random(seed);
    for (int i = 0; i < 8; i++)
      out.append("nextLong ").append(r.nextLong()).append('\n');
    r = new Random(seed);
    for (int i = 0; i < 8; i++)
      out.append("nextInt100 ").append(r.nextInt(100)).append('\n');
    r = new Random(seed);
    for (int i = 0; i < 8; i++)
      out.append("nextInt1024 ").append(r.nextInt(1024)).append('\n');
    r = new Random(seed);
    for (int i = 0; i < 8; i++)
      out.append("nextBoolean ").append(r.nextBoolean()).append('\n');
    // The applet's test, many times: how many of the first 4096 draws are
    // below one half, and the index of the first 64 that are.
    r = new Random(seed);
    int below = 0;
    StringBuilder first = new StringBuilder();
    int listed = 0;
    for (int i = 0; i < 4096; i++) {
      if (r.nextDouble() < 0.5) {
        below++;
        if (listed++ < 64)
          first.append(listed == 1 ? "" : ",").append(i);
      }
    }
    out.append("belowHalf4096 ").append(below).append('\n');
    out.append("firstBelowHalf ").append(first).append('\n');
    System.out.print(out);
  }

  public static void main(String[] args) {
    if (args.length == 2 && args[0].equals("random")) {
      printRandom(Long.parseLong(args[1]));
      return;
    }
    if (args.length != 2) {
      System.err.println("usage: CoastAppReference SIZE SEED | random SEED");
      System.exit(2);
    }
    int size = Integer.parseInt(args[0]);
    long seed = Long.parseLong(args[1]);
    CoastAppReference q = new CoastAppReference(size, seed);
    q.paint();
    StringBuilder out = new StringBuilder(size * (size + 1));
    for (int y=0; y<size; y++) {
      for (int x=0; x<size; x++)
        out.append((char) ('0' + q.getCell(x, y)));
      out.append('\n');
    }
    System.out.print(out);
  }
}
