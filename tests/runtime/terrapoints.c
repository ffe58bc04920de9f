/* Reads "x y" lines (a parameter file as the first argument) and prints what
 * the runtime's C API answers at each, exactly: "heightbits kind feature code
 * depthbits xr yr tr_heightbits". For comparing the bindings with the native
 * library point by point. */
#include <terrainruntime.h>

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

static uint64_t bits(double v)
{
    uint64_t b;
    memcpy(&b, &v, sizeof b);
    return b;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s PARAMETER_FILE < points\n", argv[0]);
        return 2;
    }
    char *error = NULL;
    tr_world *w = tr_open_file(argv[1], &error);
    if (!w) {
        fprintf(stderr, "%s\n", error);
        return 2;
    }
    double x, y;
    while (scanf("%lf %lf", &x, &y) == 2) {
        tr_terra_info t;
        if (tr_terra(w, x, y, &t) != TR_OK)
            return 1;
        printf("%016" PRIx64 " %s %s %s %016" PRIx64 " %.17g %.17g %016" PRIx64 "\n",
               bits(t.height), tr_kind_name(t.kind), tr_feature_name(t.feature),
               t.code[0] ? t.code : "-", bits(t.depth), t.x, t.y, bits(tr_height(w, x, y)));
    }
    tr_close(w);
    return 0;
}
