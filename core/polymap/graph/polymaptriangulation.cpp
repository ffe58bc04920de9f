// The sites' triangulation (polymapdelaunay.h): the sweep, or CGAL's
// incremental triangulation where the sweep cannot go on, and the spatial
// sort. With polymapdelaunay.cpp the only units that include CGAL: its
// usage requirements must not reach the rest of the core (see
// CMakeLists.txt).
#include "polymapdelaunay.h"
#include "polymaprelax.h"
#include "util/parallel.h"

#include <CGAL/Delaunay_triangulation_2.h>
#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/Triangulation_face_base_with_info_2.h>
#include <CGAL/Triangulation_vertex_base_with_info_2.h>
#include <CGAL/hilbert_sort.h>

#include <boost/random/linear_congruential.hpp>
#include <boost/random/random_number_generator.hpp>

#include <algorithm>
#include <numeric>

namespace terrain::polymap::detail {

namespace {

using K = CGAL::Exact_predicates_inexact_constructions_kernel;
using VertexBase = CGAL::Triangulation_vertex_base_with_info_2<std::uint32_t, K>;
using FaceBase = CGAL::Triangulation_face_base_with_info_2<std::uint32_t, K>;
using CgalDelaunay =
    CGAL::Delaunay_triangulation_2<K, CGAL::Triangulation_data_structure_2<VertexBase, FaceBase>>;
using FaceHandle = CgalDelaunay::Face_handle;

Point toPoint(const K::Point_2 &p)
{
    return {p.x(), p.y()};
}

Point circumcentre(Point a, Point b, Point c)
{
    const double bx = b.x - a.x, by = b.y - a.y, cx = c.x - a.x, cy = c.y - a.y;
    const double d = 2 * (bx * cy - by * cx);
    const double b2 = bx * bx + by * by, c2 = cx * cx + cy * cy;
    return {a.x + (cy * b2 - by * c2) / d, a.y + (bx * c2 - cx * b2) / d};
}

} // namespace

void Triangulation::finish(int threads)
{
    // Each point starts at its hull halfedge, or else at its halfedge in
    // the least triangle by key(): the same halfedge however the triangles
    // are numbered.
    start.assign(points.size(), kNone);
    std::vector<std::uint64_t> least(points.size(), ~std::uint64_t(0));
    // Without branches (which of two keys is less is a coin's toss): a
    // hull halfedge's key is 0, below every triangle's, and a point has
    // one hull halfedge at the most.
    for (std::uint32_t t = 0; t < d.triangleCount(); ++t) {
        const std::uint64_t k = key(t);
        for (std::uint32_t e = 3 * t; e < 3 * t + 3; ++e) {
            const std::uint32_t from = d.triangles[e];
            const std::uint64_t mine = d.halfedges[e] == kNone ? 0 : k, old = least[from];
            const bool less = mine < old;
            const std::uint32_t keep = std::uint32_t(less) - 1; // all ones when not less
            least[from] = less ? mine : old;
            start[from] = (start[from] & keep) | (e & ~keep);
        }
    }
    // Each circumcentre from the triangle's lowest point round, so that its
    // last bits do not depend on where the triangle's numbering starts.
    circumcentres.resize(d.triangleCount());
    util::parallelFor(circumcentres.size(), 16384, threads, [&](std::size_t b, std::size_t e) {
        for (std::size_t t = b; t < e; ++t) {
            const std::uint32_t *v = &d.triangles[3 * t];
            const int r = rotation(v);
            circumcentres[t] =
                circumcentre(points[v[r]], points[v[(r + 1) % 3]], points[v[(r + 2) % 3]]);
        }
    });
}

bool Triangulation::moveTo(const std::vector<Point> &sites, int threads, std::size_t dropping)
{
    if (!planar() || points.size() != sites.size() || pointOf.size() != sites.size() ||
        dropping > sites.size() || !relocate(d, points, sites) ||
        (dropping > 0 && !dropLastPoints(d, sites, dropping))) {
        *this = Triangulation();
        return false;
    }
    points.assign(sites.begin(), sites.end() - std::ptrdiff_t(dropping));
    pointOf.resize(points.size());
    finish(threads);
    return true;
}

bool Triangulation::dropLast(std::size_t count, int threads)
{
    if (!planar() || pointOf.size() != points.size() || count > points.size() ||
        !dropLastPoints(d, points, count)) {
        *this = Triangulation();
        return false;
    }
    points.resize(points.size() - count);
    pointOf.resize(points.size());
    finish(threads);
    return true;
}

Triangulation::Triangulation(const std::vector<Point> &sites, int threads)
{
    std::vector<std::uint32_t> sameAs;
    const bool swept = splitTriangulate(sites, d, threads) || sweepTriangulate(sites, d, sameAs);
    if (swept && !d.triangles.empty() && sameAs.empty()) {
        points = sites; // the common case: every site a point of its own
        pointOf.resize(sites.size());
        std::iota(pointOf.begin(), pointOf.end(), 0u);
    } else {
        dropDuplicates(sites);
        if (!swept)
            triangulateByCgal();
        else if (!d.triangles.empty())
            for (std::uint32_t &v : d.triangles)
                v = pointOf[v];
    }
    inPointOrder(threads);
    finish(threads);
}

void Triangulation::inPointOrder(int threads)
{
    // Each triangle from its lowest point (its rotation), ordered by that
    // point (a counting sort; a point's few triangles stay in the sweep's
    // order). The sweep makes its triangles in rings round its seed;
    // numbered so, each lies near its points in memory for the passes
    // that read them next. Nothing read from them depends on it (finish()).
    const std::size_t count = d.triangleCount();
    std::vector<std::uint8_t> rotations(count);
    util::parallelFor(count, 16384, threads, [&](std::size_t begin, std::size_t end) {
        for (std::size_t t = begin; t < end; ++t)
            rotations[t] = std::uint8_t(rotation(&d.triangles[3 * t]));
    });
    std::vector<std::uint32_t> fill(points.size() + 1, 0), index(count);
    for (std::size_t t = 0; t < count; ++t)
        ++fill[d.triangles[3 * t + rotations[t]] + 1];
    std::partial_sum(fill.begin(), fill.end(), fill.begin());
    for (std::size_t t = 0; t < count; ++t)
        index[t] = fill[d.triangles[3 * t + rotations[t]]]++;
    const auto moved = [&](std::uint32_t e) {
        const std::uint32_t t = e / 3;
        return 3 * index[t] + (e % 3 + 3 - rotations[t]) % 3;
    };
    Delaunay sorted;
    sorted.triangles.resize(d.triangles.size());
    sorted.halfedges.resize(d.halfedges.size());
    util::parallelFor(d.triangles.size(), 3 * 16384, threads, [&](std::size_t b, std::size_t e) {
        for (auto h = std::uint32_t(b); h < e; ++h) {
            const std::uint32_t twin = d.halfedges[h];
            sorted.triangles[moved(h)] = d.triangles[h];
            sorted.halfedges[moved(h)] = twin == kNone ? kNone : moved(twin);
        }
    });
    d = std::move(sorted);
}

// Equal sites: sorted by position, each run's first site is the point.
void Triangulation::dropDuplicates(const std::vector<Point> &sites)
{
    std::vector<std::uint32_t> byPlace(sites.size());
    std::iota(byPlace.begin(), byPlace.end(), 0u);
    std::sort(byPlace.begin(), byPlace.end(), [&](std::uint32_t x, std::uint32_t y) {
        const Point p = sites[x], q = sites[y];
        return p.x != q.x ? p.x < q.x : p.y != q.y ? p.y < q.y : x < y;
    });
    pointOf.assign(sites.size(), kNone);
    std::vector<bool> first(sites.size(), true);
    for (std::size_t k = 1; k < byPlace.size(); ++k)
        if (sites[byPlace[k]] == sites[byPlace[k - 1]])
            first[byPlace[k]] = false;
    points.clear();
    for (std::uint32_t i = 0; i < sites.size(); ++i)
        if (first[i]) {
            pointOf[i] = std::uint32_t(points.size());
            points.push_back(sites[i]);
        }
}

// CGAL's triangulation, its finite faces as the triangles.
void Triangulation::triangulateByCgal()
{
    CgalDelaunay dt;
    std::vector<std::pair<K::Point_2, std::uint32_t>> input;
    input.reserve(points.size());
    for (std::size_t i = 0; i < points.size(); ++i)
        input.emplace_back(K::Point_2(points[i].x, points[i].y), std::uint32_t(i));
    dt.insert(input.begin(), input.end());
    d = {};
    if (dt.dimension() < 2)
        return;
    std::uint32_t t = 0;
    for (const FaceHandle f : dt.all_face_handles())
        f->info() = kNone;
    for (const FaceHandle f : dt.finite_face_handles())
        f->info() = t++;
    d.triangles.resize(3 * std::size_t(t));
    d.halfedges.resize(3 * std::size_t(t));
    for (const FaceHandle f : dt.finite_face_handles())
        for (int k = 0; k < 3; ++k) {
            const std::uint32_t e = 3 * f->info() + std::uint32_t(k);
            d.triangles[e] = f->vertex(k)->info();
            // Halfedge k runs from vertex k to vertex k + 1: the edge
            // opposite vertex k + 2; its twin starts at vertex k + 1.
            const FaceHandle g = f->neighbor(CgalDelaunay::cw(k));
            d.halfedges[e] =
                dt.is_infinite(g)
                    ? kNone
                    : 3 * g->info() + std::uint32_t(g->index(f->vertex(CgalDelaunay::ccw(k))));
        }
}

void spatialSort(std::vector<Point> &points, int threads)
{
    std::vector<K::Point_2> p;
    p.reserve(points.size());
    for (const Point q : points)
        p.emplace_back(q.x, q.y);
    if (threads < 2 || p.size() < 8192) {
        CGAL::hilbert_sort(p.begin(), p.end());
    } else {
        // CGAL::hilbert_sort's own steps (its shuffle, then the median
        // sort's first split into four quarters), the quarters then sorted
        // on the threads as its recursion would sort them one by one.
        boost::rand48 random;
        boost::random_number_generator<boost::rand48, std::ptrdiff_t> rng(random);
        CGAL::cpp98::random_shuffle(p.begin(), p.end(), rng);
        using Sort = CGAL::Hilbert_sort_median_2<K, CGAL::Sequential_tag>;
        using CGAL::internal::Hilbert_cmp_2;
        using CGAL::internal::hilbert_split;
        const K k;
        const Sort sort(k);
        const auto m0 = p.begin(), m4 = p.end();
        const auto m2 = hilbert_split(m0, m4, Hilbert_cmp_2<K, 0, false>(k));
        const auto m1 = hilbert_split(m0, m2, Hilbert_cmp_2<K, 1, false>(k));
        const auto m3 = hilbert_split(m2, m4, Hilbert_cmp_2<K, 1, true>(k));
        util::parallelFor(4, 1, threads, [&](std::size_t begin, std::size_t end) {
            for (std::size_t quarter = begin; quarter < end; ++quarter)
                switch (quarter) {
                case 0:
                    sort.recursive_sort<1, false, false>(m0, m1);
                    break;
                case 1:
                    sort.recursive_sort<0, false, false>(m1, m2);
                    break;
                case 2:
                    sort.recursive_sort<0, false, false>(m2, m3);
                    break;
                default:
                    sort.recursive_sort<1, true, true>(m3, m4);
                }
        });
    }
    for (std::size_t i = 0; i < p.size(); ++i)
        points[i] = toPoint(p[i]);
}

} // namespace terrain::polymap::detail
