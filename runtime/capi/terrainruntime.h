/**
 * @file terrainruntime.h
 * Terrain runtime: the worlds a designer makes in Terrain Studio, computed by
 * a game at any position, bit for bit as the studio computes them.
 *
 * A world is opened from a Relf parameter file (the studio's "Save" or
 * "Publish to Games"). Every query is a pure function of the position: the
 * same point gives the same answer whichever region, chunk size, thread or
 * program asks. Reads of one world from many threads at once are safe;
 * tr_reload_if_changed and tr_close must not run beside other calls on the
 * same world.
 *
 * Coordinates are metres, x east and y north. A grid of width × height
 * samples at (x0, y0) with spacing step holds row r at y = y0 + r·step and
 * column c at x = x0 + c·step, row-major: sample (r, c) at out[r·width + c].
 *
 * Errors: a function that opens returns NULL and, when error is not NULL,
 * sets *error to a message the caller frees with tr_free_string, in the
 * studio's form "path: reason" (for example "vectors.height[2].b: expected
 * an integer"). Functions that fill buffers return a negative TR_E_* code
 * for bad arguments and write nothing.
 */
#ifndef TERRAINRUNTIME_H
#define TERRAINRUNTIME_H

#include <stddef.h>
#include <stdint.h>

#if defined(_WIN32) && defined(TR_BUILDING)
#define TR_API __declspec(dllexport)
#elif defined(_WIN32)
#define TR_API __declspec(dllimport)
#elif defined(__GNUC__)
#define TR_API __attribute__((visibility("default")))
#else
#define TR_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define TR_VERSION_MAJOR 1
#define TR_VERSION_MINOR 4

typedef struct tr_world tr_world;

/** Terrain kinds, as terra names them (LAKE, TOWN, ...). */
enum tr_kind
{
    TR_KIND_LAKE = 0,
    TR_KIND_TOWN = 1,
    TR_KIND_GRASS = 2,
    TR_KIND_MOOR = 3,
    TR_KIND_WOOD = 4,
    TR_KIND_THICKET = 5,
    TR_KIND_ROAD = 6,
    TR_KIND_MUD = 7,
    TR_KIND_PATH = 8,
    TR_KIND_STREAM = 9,
    TR_KIND_MARSH = 10
};

/** A continent's climate at a place (since 1.4; relf::Biome + 1). NONE
 * without a continent or with its climate off. */
enum tr_biome
{
    TR_BIOME_NONE = 0,
    TR_BIOME_MARSH = 1,      /* wet lowland: thicket and marsh */
    TR_BIOME_WET_FOREST = 2, /* wetter than the land on the whole: more thicket */
    TR_BIOME_FOREST = 3,     /* the designer's vegetation as it is */
    TR_BIOME_MOOR = 4,       /* drier than the land on the whole, or high: open moor */
    TR_BIOME_ALPINE = 5,     /* near the snow line */
    TR_BIOME_SNOW = 6        /* above the snow line */
};

/** Point features, as terra names them (NONE, MINE, ...). */
enum tr_feature
{
    TR_FEATURE_NONE = 0,
    TR_FEATURE_MINE = 1,
    TR_FEATURE_BOULDER = 2,
    TR_FEATURE_ROOT = 3,
    TR_FEATURE_WATERHOLE = 4,
    TR_FEATURE_KNOLL = 5,
    TR_FEATURE_X = 6,
    TR_FEATURE_CONE = 7,
    TR_FEATURE_ROCKET = 8,
    TR_FEATURE_BUILDING = 9,
    TR_FEATURE_T = 10
};

enum tr_status
{
    TR_OK = 0,
    TR_E_NULL = -1,     /* a world or buffer pointer is NULL */
    TR_E_SIZE = -2,     /* width or height below 1, or width·height over 2^28 */
    TR_E_ARGUMENT = -3, /* a coordinate or step that is not finite, or beyond ±1e15 */
    TR_E_TOO_LARGE = -4 /* a rectangle over 2^26 square metres */
};

/** What terra tells about a ground point. */
typedef struct tr_terra_info
{
    double x, y;     /* where terra answers: the rounded point, except on a PATH */
    double height;   /* the ground height; the lake level on a LAKE */
    double depth;    /* lake level minus ground height on a LAKE, else 0 */
    uint8_t kind;    /* enum tr_kind */
    uint8_t feature; /* enum tr_feature */
    char code[3];    /* the orienteering control code ("AB"), or "" */
} tr_terra_info;

/** A point feature at an integer point. */
typedef struct tr_point_feature
{
    int64_t x, y;
    double height;
    uint8_t kind;
    uint8_t feature;
    char code[3];
} tr_point_feature;

/** A town building: a square of `size` metres centred on (x, y). */
typedef struct tr_building
{
    double x, y, size;
} tr_building;

typedef struct tr_point
{
    double x, y;
} tr_point;

/** A polyline of a stream or road: its points are points[first .. first+count). */
typedef struct tr_line
{
    size_t first, count;
    double width;         /* a road's width in metres; 1 for a stream */
    double length;        /* metres along the line */
    int32_t ends_in_lake; /* a stream: 1 into a lake, 0 into a marsh or cut short; a road: 0 */
} tr_line;

/** Levels of detail (since 1.1): the ground drawn as a game draws terrain,
 * in square chunks of cells × cells cells whose spacing doubles with each
 * level (level 0 the finest), finer near the camera, morphed towards the
 * next coarser level as they recede so that nothing pops, held together
 * without cracks where levels meet. The chunks lie on one grid for the whole
 * ground, so a chunk meshed once can be kept while the camera moves. */
typedef struct tr_lod_settings
{
    double finest_step;   /* metres between vertices at level 0 (2) */
    int32_t cells;        /* cells a chunk side, even, 2 to 256 (16) */
    double view_distance; /* how far from the centre the ground reaches (4000) */
    double split_factor;  /* a chunk splits when nearer than this many of its sides, 1 to 4
                           * (1.8); any accepted settings give at most 5,000 chunks */
    float morph_start;    /* share of a chunk's range before it morphs (0.9) */
} tr_lod_settings;
/** A chunk of `level` covering [i·side, (i+1)·side] × [j·side, (j+1)·side],
 * side = cells·finest_step·2^level; how each edge (west, east, south,
 * north) meets its neighbour: 0 the same level or none, 1 one level
 * coarser (the edge is drawn wholly morphed), 2 one level finer (not
 * morphed). */
typedef struct tr_lod_chunk
{
    int32_t level;
    int64_t i, j;
    int8_t edges[4];
} tr_lod_chunk;
/** A vertex of a chunk, about an origin on the ground: the ground point
 * (gx, gy) at height h is (gx − origin_x, h, origin_y − gy) (x east, y up,
 * z south); the normal; the height the vertex takes at the coarser level,
 * and how it morphs there (tr_lod_morph). */
typedef struct tr_lod_vertex
{
    float x, y, z;
    float nx, ny, nz;
    float coarse_y;
    float morph;
} tr_lod_vertex;

/** The runtime's version, "1.4". */
TR_API const char *tr_version(void);
/** The newest parameter file version this runtime reads; newer files are refused. */
TR_API int tr_parameter_format_version(void);
/** The row kernel the grids, maps and features run on here: "avx512-vbmi",
 *  "avx512", "avx2", "simd128" (WebAssembly) or "scalar"; every one gives
 *  the same bits. */
TR_API const char *tr_kernel_name(void);
/** "LAKE", "TOWN", ...; "NONE", "MINE", ...; NULL when out of range. */
TR_API const char *tr_kind_name(int kind);
TR_API const char *tr_feature_name(int feature);
/** "none", "marsh", "wet_forest", ...; NULL when out of range (since 1.4). */
TR_API const char *tr_biome_name(int biome);

/** Opening a world: from a file's path, or from a parameter file's text.
 * Every binding follows the same rules: a path that holds a NUL is refused
 * (tr_open_path, which takes the length, sees it; tr_open_file stops at the
 * first), a text or file over 64 MiB is refused before it is read, a text
 * starting with a UTF-8 byte-order mark is refused by that name, and a
 * message quotes at most the first 80 bytes of a path. NULL on failure, with
 * *error (if not NULL) saying why, as "path: reason" lines. */
TR_API tr_world *tr_open_file(const char *path, char **error);
TR_API tr_world *tr_open_path(const char *path, size_t length, char **error);
TR_API tr_world *tr_open_string(const char *json, char **error);
TR_API tr_world *tr_open_buffer(const char *json, size_t size, char **error);
TR_API void tr_close(tr_world *world);
TR_API void tr_free_string(char *text);

/** Reads the world's file again when it changed since it was opened or last
 * reloaded (its size or modification time). Returns 1 when the world now
 * holds the new file, 0 when nothing changed (or the world came from a
 * string), -1 when the new file is bad: the world keeps what it had and
 * *error (if not NULL) says why. A file replaced atomically (the studio's
 * live link writes a temporary file and renames it) is never read half. */
TR_API int tr_reload_if_changed(tr_world *world, char **error);
/** How many times the world has been (re)loaded: 1 after opening. */
TR_API uint64_t tr_generation(const tr_world *world);

/** Ground height at (x, y); NaN when x or y is not finite. */
TR_API double tr_height(const tr_world *world, double x, double y);
/** terra at (x, y): any finite position (as the reference, past 2^31 too). */
TR_API int tr_terra(const tr_world *world, double x, double y, tr_terra_info *out);

/** Grids of width × height samples (see above) into caller-owned buffers.
 * A NULL out is reported (TR_E_NULL) only after every other check, so a
 * caller may check a whole grid before making it in parts. */
TR_API int tr_heights(const tr_world *world, double x0, double y0, int32_t width, int32_t height,
                      double step, double *out);
TR_API int tr_kinds(const tr_world *world, double x0, double y0, int32_t width, int32_t height,
                    double step, uint8_t *out);
TR_API int tr_terras(const tr_world *world, double x0, double y0, int32_t width, int32_t height,
                     double step, tr_terra_info *out);

/** The biome (enum tr_biome) of each point of the same grid as tr_heights,
 * at its ground height (under the sea or a lake that of its bed: MARSH);
 * since 1.4. */
TR_API int tr_biomes(const tr_world *world, double x0, double y0, int32_t width, int32_t height,
                     double step, uint8_t *out);

/** Lists in the rectangle [x0, x1] × [y0, y1]. Each returns how many there
 * are (or a negative TR_E_* code) and writes the first `capacity` of them;
 * call again with a larger buffer when the count exceeds it. */
TR_API int64_t tr_features(const tr_world *world, double x0, double y0, double x1, double y1,
                           tr_point_feature *out, size_t capacity);
TR_API int64_t tr_buildings(const tr_world *world, double x0, double y0, double x1, double y1,
                            tr_building *out, size_t capacity);
/** Streams whose source lies in the rectangle, and the designer's roads that
 * reach into it. `points` receives every line's points (their total in
 * *point_count); lines index into it. */
TR_API int64_t tr_streams(const tr_world *world, double x0, double y0, double x1, double y1,
                          tr_line *lines, size_t line_capacity, tr_point *points,
                          size_t point_capacity, size_t *point_count);
TR_API int64_t tr_roads(const tr_world *world, double x0, double y0, double x1, double y1,
                        tr_line *lines, size_t line_capacity, tr_point *points,
                        size_t point_capacity, size_t *point_count);
/** A continent's rivers (since 1.3) that reach into the rectangle, as the map
 * draws them: a line from the source down to the sea, the grid's edge or the
 * larger river it joins, in world metres (the grid's rivers draining at
 * least 16 cells, smoothed; a repeating continent's copies in the rectangle
 * each once). width: metres at its mouth, from the area it drains; length:
 * metres along it; ends_in_lake: 1 where it runs into the sea. None without
 * a continent. The rectangle may be of any size (a repeating continent's
 * copies in it at most 4096). */
TR_API int64_t tr_rivers(const tr_world *world, double x0, double y0, double x1, double y1,
                         tr_line *lines, size_t line_capacity, tr_point *points,
                         size_t point_capacity, size_t *point_count);

/** Underground: the cavern roof and floor at (x, y); returns 1 where the
 * space is open (roof above floor), 0 in rock, negative on bad arguments. */
TR_API int tr_cavern(const tr_world *world, double x, double y, double *roof, double *floor);
/** The mine cell of the 16 m grid cell holding (x, y) on a level (0 the
 * highest): 0 rock, 1 open, 2 shaft, 3 cave; negative on bad arguments. */
TR_API int tr_mine_cell(const tr_world *world, double x, double y, int level);

/** findGoodSite from (x, y): a site on dry land, on grass, moor or open wood,
 * away from features, mine shafts and buildings. Returns 1 when every
 * criterion is met, 0 for the best point found otherwise. */
TR_API int tr_good_site(const tr_world *world, double x, double y, int64_t *site_x,
                        int64_t *site_y);

/** The settings the studio's 3-D view uses (the defaults noted above). */
TR_API void tr_lod_defaults(tr_lod_settings *out);
/** TR_OK when the settings can be used; otherwise TR_E_ARGUMENT (TR_E_NULL
 * for no settings), with *error (if not NULL; free it with tr_free_string)
 * naming the setting and what it expects ("cells: expected an even number
 * from 2 to 256"). */
TR_API int tr_lod_check(const tr_lod_settings *settings, char **error);
/** The chunks covering the view distance around (centre_x, centre_y) once
 * (the square grown to the grid of chunks three levels below the coarsest),
 * for a camera at ground point (camera_x, camera_y), camera_height above the
 * ground; finest level first. Writes at most `capacity` and returns how many
 * there are, or a negative TR_E_* (bad settings: TR_E_ARGUMENT). */
TR_API int64_t tr_lod_chunks(const tr_lod_settings *settings, double centre_x, double centre_y,
                             double camera_x, double camera_y, double camera_height,
                             tr_lod_chunk *out, size_t capacity);
/** A chunk's (cells + 1)² vertices, row by row from the north, west to
 * east: heights as tr_height gives them, normals by central differences. */
TR_API int tr_lod_mesh(const tr_world *world, const tr_lod_settings *settings,
                       const tr_lod_chunk *chunk, double origin_x, double origin_y,
                       tr_lod_vertex *out);
/** The 6·cells² triangle indices of every chunk, into its vertices:
 * counter-clockwise seen from above, each cell cut from its north-east to
 * its south-west corner. Returns their number, or a negative TR_E_*. */
TR_API int64_t tr_lod_indices(int32_t cells, uint32_t *out, size_t capacity);
/** How far a vertex is morphed (0 its own height, 1 its coarser one) for a
 * camera at scene point (camera_x, camera_z), camera_height above the
 * ground: what a vertex shader computes (height = mix(y, coarse_y, m)). */
TR_API float tr_lod_morph(const tr_lod_vertex *vertex, float camera_x, float camera_z,
                          float camera_height, float morph_start);

/** The orienteering map (since 1.2), exactly the pixels of the studio's map
 * and of terrainstudio-cli render: fills, snow, contours, the town's
 * buildings, roads, streams and the point-feature symbols, or far out over
 * a continent (from 32 m per pixel) its overview. width × height pixels at
 * metres_per_pixel (1/64 to 1024); pixel (i, j), row j from the top, shows
 * the ground at (x0 + i·m, y0 + (height − j)·m), so the picture covers the
 * region x0 … x0 + width·m, y0 … y0 + height·m as
 * `terrainstudio-cli render --region x0 y0 width·m height·m --scale m`.
 * out receives 4·width·height bytes, R, G, B, A per pixel row by row from the
 * top (an HTML ImageData's layout). Returns TR_OK, TR_E_NULL, TR_E_SIZE
 * (a side below 1 or over 16384) or TR_E_ARGUMENT (a coordinate beyond
 * ±1e15 or a scale out of range), writing nothing on an error. */
TR_API int tr_map(const tr_world *world, double x0, double y0, int32_t width, int32_t height,
                  double metres_per_pixel, uint8_t *out);

/** What a scene stands full of (since 1.2): a tree, bush or rock. */
enum tr_scatter_kind
{
    TR_SCATTER_TREE = 0,
    TR_SCATTER_BUSH = 1,
    TR_SCATTER_ROCK = 2
};

/** One object of the scatter, decided by its position alone: its base at
 * (x, y) on the ground at height z, `height` metres tall, turned `rotation`
 * radians about the vertical, leaning `lean` radians towards
 * `lean_direction` (radians from east towards north). species: a tree's is
 * seed 000's tree selector (0–3), a bush's 0–1, a rock's 0–3; ground: the
 * tr_kind it stands on. 48 bytes. */
typedef struct tr_scatter_item
{
    double x, y, z;
    float height, rotation, lean, lean_direction;
    uint8_t kind; /* enum tr_scatter_kind */
    uint8_t species;
    uint8_t ground; /* enum tr_kind */
    uint8_t reserved[5];
} tr_scatter_item;

/** Every tree, bush and rock whose position lies in [x0, x1) × [y0, y1)
 * (since 1.2): in 2 m cells, at most one each; big trees far apart in
 * runnable wood, dense young trees in thicket, scattered bushes on moor,
 * none on grass, water, roads or in towns, sparse above the snow line; the
 * same objects however the ground is cut into rectangles. Rows from the
 * south. Returns how many there are (or a negative TR_E_*: the rectangle
 * over 2^26 square metres is TR_E_TOO_LARGE) and writes the first
 * `capacity`. */
TR_API int64_t tr_scatter(const tr_world *world, double x0, double y0, double x1, double y1,
                          tr_scatter_item *out, size_t capacity);

#ifdef __cplusplus
}
#endif

#endif
