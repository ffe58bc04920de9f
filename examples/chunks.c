/*
 * A game loop over the terrain runtime: a player walks across a limitless
 * world, and each frame the game asks for the 64 m × 64 m chunks of heights
 * and terrain kinds around the player that it does not hold yet, as a game
 * streams terrain. Build it against the installed runtime:
 *
 *   cmake -S examples -B build-examples -DCMAKE_PREFIX_PATH=/usr/local
 *   cc chunks.c $(pkg-config --cflags --libs terrainruntime)
 *
 * Usage: chunks PARAMETER_FILE [FRAMES]
 * Prints one line a frame that loaded chunks, and checks every chunk against
 * the single-point calls (exit status 1 if any sample differs).
 */
#include <terrainruntime.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { CHUNK = 64, RADIUS = 1, SLOTS = 64 };

typedef struct {
    long long cx, cy; /* chunk coordinates */
    int used;
    double heights[CHUNK * CHUNK];
    unsigned char kinds[CHUNK * CHUNK];
} chunk;

static chunk cache[SLOTS];

static chunk *find(long long cx, long long cy)
{
    for (int i = 0; i < SLOTS; ++i)
        if (cache[i].used && cache[i].cx == cx && cache[i].cy == cy)
            return &cache[i];
    return NULL;
}

static chunk *slot_far_from(long long px, long long py)
{
    chunk *best = &cache[0];
    long long farthest = -1;
    for (int i = 0; i < SLOTS; ++i) {
        if (!cache[i].used)
            return &cache[i];
        const long long d = llabs(cache[i].cx - px) + llabs(cache[i].cy - py);
        if (d > farthest) {
            farthest = d;
            best = &cache[i];
        }
    }
    return best;
}

/* Loads a chunk and checks a few of its samples against tr_height and tr_terra. */
static int load(const tr_world *world, chunk *c, long long cx, long long cy)
{
    const double x0 = (double)(cx * CHUNK), y0 = (double)(cy * CHUNK);
    c->cx = cx;
    c->cy = cy;
    c->used = 1;
    if (tr_heights(world, x0, y0, CHUNK, CHUNK, 1.0, c->heights) != TR_OK ||
        tr_kinds(world, x0, y0, CHUNK, CHUNK, 1.0, c->kinds) != TR_OK)
        return 0;
    for (int k = 0; k < CHUNK * CHUNK; k += 97) {
        const double x = x0 + k % CHUNK, y = y0 + k / CHUNK;
        tr_terra_info t;
        if (tr_terra(world, x, y, &t) != TR_OK || t.kind != c->kinds[k] ||
            tr_height(world, x, y) != c->heights[k]) {
            fprintf(stderr, "chunk (%lld, %lld) differs at (%g, %g)\n", cx, cy, x, y);
            return 0;
        }
    }
    return 1;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s PARAMETER_FILE [FRAMES]\n", argv[0]);
        return 2;
    }
    const int frames = argc > 2 ? atoi(argv[2]) : 120;
    char *error = NULL;
    tr_world *world = tr_open_file(argv[1], &error);
    if (!world) {
        fprintf(stderr, "%s\n", error);
        tr_free_string(error);
        return 2;
    }
    double px = -1000.5, py = 250.25; /* the player walks north-east, then east */
    long long loaded = 0;
    int ok = 1;
    for (int frame = 0; frame < frames && ok; ++frame) {
        px += 7.5;
        py += frame < frames / 2 ? 5.0 : 0.0;
        if (tr_reload_if_changed(world, &error) < 0) { /* the live link: keep playing */
            fprintf(stderr, "%s\n", error);
            tr_free_string(error);
            error = NULL;
        }
        const long long pcx = (long long)floor(px / CHUNK), pcy = (long long)floor(py / CHUNK);
        int fresh = 0;
        for (long long cy = pcy - RADIUS; cy <= pcy + RADIUS && ok; ++cy)
            for (long long cx = pcx - RADIUS; cx <= pcx + RADIUS && ok; ++cx)
                if (!find(cx, cy)) {
                    ok = load(world, slot_far_from(pcx, pcy), cx, cy);
                    ++fresh;
                }
        loaded += fresh;
        if (fresh) {
            tr_terra_info here;
            tr_terra(world, px, py, &here);
            printf("frame %d player %.2f %.2f terra %.17g %s %s chunks %d\n", frame, px, py,
                   here.height, tr_kind_name(here.kind),
                   tr_feature_name(here.feature), fresh);
        }
    }
    printf("frames %d chunks %lld %s\n", frames, loaded, ok ? "ok" : "DIFFER");
    tr_close(world);
    return ok ? 0 : 1;
}
