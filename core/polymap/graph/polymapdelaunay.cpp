// The sweep triangulation (polymapdelaunay.h). Compiled with CGAL, beside
// polymaprelocate.cpp and polymaptriangulation.cpp (see CMakeLists.txt).
//
// The sweep numbers the points in the order it takes them (the seed
// triangle first, then by distance from its circumcentre), so that the
// points and triangles it works on at one time lie close in memory; the
// triangles are given back in the caller's numbering. Inside the sweep the
// triangles run clockwise, as Delaunator builds them; they are turned
// counterclockwise at the end.
// The predicates are polymappredicates.h's, with static bounds of its own
// for the determinants it can decide without one.
#include "polymapdelaunay.h"
#include "polymappredicates.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <numeric>
#include <utility>

namespace terrain::polymap::detail {

namespace {

constexpr std::uint32_t kNo = kNone;

// Sorts (key, index) pairs by key, equal keys in the order given: a
// least-significant-digit radix sort on the keys' bits (a distance's
// double, never negative, orders as its bits do), 11 bits a pass; a pass
// in which every key has the same digit is skipped.
struct Keyed
{
    std::uint64_t key;
    std::uint32_t index;
};

void radixSort(std::vector<Keyed> &items, std::vector<Keyed> &scratch)
{
    constexpr int kBits = 11;
    constexpr std::size_t kBuckets = std::size_t(1) << kBits;
    scratch.resize(items.size());
    std::vector<std::uint32_t> count(kBuckets);
    for (int shift = 0; shift < 64; shift += kBits) {
        std::fill(count.begin(), count.end(), 0u);
        for (const Keyed &k : items)
            ++count[(k.key >> shift) & (kBuckets - 1)];
        if (std::find(count.begin(), count.end(), std::uint32_t(items.size())) != count.end())
            continue;
        std::uint32_t sum = 0;
        for (std::uint32_t &c : count)
            sum += std::exchange(c, sum);
        for (const Keyed &k : items)
            scratch[count[(k.key >> shift) & (kBuckets - 1)]++] = k;
        items.swap(scratch);
    }
}

class Sweep
{
public:
    bool run(std::span<const Point> points, Delaunay &out, std::vector<std::uint32_t> &sameAs);

private:
    // The sweep's hull runs clockwise, so point i sees hull edge e -> q
    // when (i, e, q) turns left.
    bool leftTurn(std::uint32_t p, std::uint32_t q, std::uint32_t r) const
    {
        const Point a = m_p[p], b = m_p[q], c = m_p[r];
        const double det = orientDeterminant(a, b, c);
        if (std::abs(det) > m_bounds.orient)
            return det > 0;
        return orientation(a, b, c) > 0;
    }
    // d strictly inside the circle through the clockwise (a, b, c).
    bool insideClockwise(Point a, Point b, Point c, Point d) const
    {
        const double det = inCircleDeterminant(a, b, c, d);
        if (std::abs(det) > m_bounds.circle)
            return det < 0;
        return inCircle(a, b, c, d) < 0;
    }
    std::size_t hashKey(Point p) const
    {
        const double dx = p.x - m_cx, dy = p.y - m_cy;
        const double q = dx / (std::abs(dx) + std::abs(dy));
        const double angle = (dy > 0 ? 3 - q : 1 + q) / 4; // 0 to 1, a pseudo-angle
        const auto k = std::size_t(std::floor(angle * double(m_hashSize)));
        return k < m_hashSize ? k : k - m_hashSize; // k % m_hashSize, k <= m_hashSize
    }
    std::uint32_t addTriangle(std::uint32_t i0, std::uint32_t i1, std::uint32_t i2, std::uint32_t a,
                              std::uint32_t b, std::uint32_t c)
    {
        const std::uint32_t t = m_count;
        m_count += 3;
        m_triangles[t] = i0;
        m_triangles[t + 1] = i1;
        m_triangles[t + 2] = i2;
        link(t, a);
        link(t + 1, b);
        link(t + 2, c);
        return t;
    }
    void link(std::uint32_t a, std::uint32_t b)
    {
        m_halfedges[a] = b;
        if (b != kNo)
            m_halfedges[b] = a;
    }
    std::uint32_t legalize(std::uint32_t a);

    std::vector<Point> m_p;          // in the sweep's order
    std::vector<std::uint32_t> m_id; // per point of the sweep: the caller's index
    double m_cx = 0, m_cy = 0;
    StaticBounds m_bounds{}; // for the points' box
    std::size_t m_hashSize = 1;
    std::uint32_t m_count = 0;                                    // halfedges made
    std::uint32_t *m_triangles = nullptr, *m_halfedges = nullptr; // the output's, as made
    std::vector<std::uint32_t> m_hullPrev, m_hullNext, m_hullTri;
    std::vector<std::uint32_t> m_hullHash;
    std::uint32_t m_hullStart = 0;
    std::vector<std::uint32_t> m_stack;
};

// Flips edge a (and the edges that flipping exposes) until the triangles
// beside them are Delaunay; returns the edge of a's triangle before a.
// Edge a runs pr -> pl in triangle (pr, pl, p0), its twin b pl -> pr in
// (pl, pr, p1); when p1 lies inside the circle of the first, the edge
// pr-pl gives way to p0-p1: the triangles become (p1, pl, p0) and
// (p0, pr, p1), and the two edges across from the new point are checked
// in turn.
std::uint32_t Sweep::legalize(std::uint32_t a)
{
    m_stack.clear();
    std::uint32_t ar = 0;
    for (;;) {
        const std::uint32_t b = m_halfedges[a];
        const std::uint32_t a0 = a - a % 3;
        ar = a0 + (a + 2) % 3;
        if (b == kNo) { // a hull edge
            if (m_stack.empty())
                break;
            a = m_stack.back();
            m_stack.pop_back();
            continue;
        }
        const std::uint32_t b0 = b - b % 3;
        const std::uint32_t al = a0 + (a + 1) % 3;
        const std::uint32_t bl = b0 + (b + 2) % 3;
        const std::uint32_t p0 = m_triangles[ar], pr = m_triangles[a], pl = m_triangles[al],
                            p1 = m_triangles[bl];
        if (insideClockwise(m_p[p0], m_p[pr], m_p[pl], m_p[p1])) {
            m_triangles[a] = p1;
            m_triangles[b] = p0;
            const std::uint32_t hbl = m_halfedges[bl];
            // An edge flipped on the other side of the hull: its reference moves.
            if (hbl == kNo) {
                std::uint32_t e = m_hullStart;
                do {
                    if (m_hullTri[e] == bl) {
                        m_hullTri[e] = a;
                        break;
                    }
                    e = m_hullPrev[e];
                } while (e != m_hullStart);
            }
            link(a, hbl);
            link(b, m_halfedges[ar]);
            link(ar, bl);
            m_stack.push_back(b0 + (b + 1) % 3);
        } else {
            if (m_stack.empty())
                break;
            a = m_stack.back();
            m_stack.pop_back();
        }
    }
    return ar;
}

bool Sweep::run(std::span<const Point> points, Delaunay &out, std::vector<std::uint32_t> &sameAs)
{
    out.triangles.clear();
    out.halfedges.clear();
    sameAs.clear();
    const auto n = std::uint32_t(points.size());
    if (n < 3)
        return true;
    const Box box = boxOf(points);
    m_bounds = staticBounds(box);
    const auto dist = [](Point p, double x, double y) {
        const double dx = p.x - x, dy = p.y - y;
        return dx * dx + dy * dy;
    };
    // The seed: the point nearest the middle, the point nearest it, and the
    // point making the smallest circle with them (not on their line).
    const double mx = (box.minX + box.maxX) / 2, my = (box.minY + box.maxY) / 2;
    std::uint32_t i0 = 0, i1 = kNo, i2 = kNo;
    double best = dist(points[0], mx, my);
    for (std::uint32_t i = 1; i < n; ++i)
        if (const double d = dist(points[i], mx, my); d < best) {
            best = d;
            i0 = i;
        }
    const Point p0 = points[i0];
    best = std::numeric_limits<double>::infinity();
    for (std::uint32_t i = 0; i < n; ++i)
        if (const double d = dist(points[i], p0.x, p0.y); i != i0 && d < best && d > 0) {
            best = d;
            i1 = i;
        }
    // The circumcentre of (a, b, c), from a.
    const auto circumcentre = [](Point a, Point b, Point c) {
        const double bx = b.x - a.x, by = b.y - a.y, ex = c.x - a.x, ey = c.y - a.y;
        const double bl = bx * bx + by * by, cl = ex * ex + ey * ey;
        const double d = 0.5 / (bx * ey - by * ex);
        return Point{(ey * bl - by * cl) * d, (bx * cl - ex * bl) * d};
    };
    best = std::numeric_limits<double>::infinity();
    for (std::uint32_t i = 0; i < n; ++i) {
        if (i == i0 || i == i1 || orientation(p0, points[i1], points[i]) == 0)
            continue;
        const Point c = circumcentre(p0, points[i1], points[i]);
        const double r = c.x * c.x + c.y * c.y;
        if (i2 == kNo || r < best) {
            best = r;
            i2 = i;
        }
    }
    if (i1 == kNo || i2 == kNo)
        return true; // every point at one place or on one line: no triangle
    // Clockwise, as the sweep builds.
    if (orientation(p0, points[i1], points[i2]) > 0)
        std::swap(i1, i2);
    {
        const Point c = circumcentre(p0, points[i1], points[i2]);
        m_cx = p0.x + c.x;
        m_cy = p0.y + c.y;
    }
    // A point given more than once is the first of them: the seed's
    // points become their first.
    for (std::uint32_t i = 0; i < n; ++i)
        for (std::uint32_t *seed : {&i0, &i1, &i2})
            if (i < *seed && points[i] == points[*seed])
                *seed = i;
    // The points in the sweep's order: the seed, then by distance from the
    // seed's circumcentre (ties by index, so that of equal points the first
    // comes first and the others are found among the equally far before them).
    std::vector<Keyed> order, scratch;
    order.reserve(n - 3);
    for (std::uint32_t i = 0; i < n; ++i)
        if (i != i0 && i != i1 && i != i2)
            order.push_back({std::bit_cast<std::uint64_t>(dist(points[i], m_cx, m_cy)), i});
    radixSort(order, scratch);
    std::vector<Keyed>().swap(scratch);
    m_id.resize(n);
    m_p.resize(n);
    m_id[0] = i0;
    m_id[1] = i1;
    m_id[2] = i2;
    std::uint32_t count = 3;
    for (std::size_t k = 0; k < order.size(); ++k) {
        const std::uint32_t i = order[k].index;
        const Point p = points[i];
        std::uint32_t same = kNo;
        for (const std::uint32_t seed : {i0, i1, i2})
            if (p == points[seed])
                same = seed;
        for (std::size_t j = k; same == kNo && j > 0 && order[j - 1].key == order[k].key; --j)
            if (p == points[order[j - 1].index])
                same = order[j - 1].index;
        if (same != kNo) {
            if (sameAs.empty())
                sameAs.assign(n, kNo);
            sameAs[i] = same;
            continue;
        }
        m_id[count++] = i;
    }
    m_id.resize(count);
    m_p.resize(count);
    for (std::uint32_t k = 0; k < count; ++k)
        m_p[k] = points[m_id[k]];

    m_hashSize = std::size_t(std::ceil(std::sqrt(double(count))));
    m_hullPrev.assign(count, 0);
    m_hullNext.assign(count, 0);
    m_hullTri.assign(count, 0);
    m_hullHash.assign(m_hashSize, kNo);
    m_hullStart = 0;
    m_hullNext[0] = m_hullPrev[2] = 1;
    m_hullNext[1] = m_hullPrev[0] = 2;
    m_hullNext[2] = m_hullPrev[1] = 0;
    m_hullTri[0] = 0;
    m_hullTri[1] = 1;
    m_hullTri[2] = 2;
    for (std::uint32_t k = 0; k < 3; ++k)
        m_hullHash[hashKey(m_p[k])] = k;
    const std::size_t most = 3 * (2 * std::size_t(count) - 5);
    out.triangles.resize(most);
    out.halfedges.resize(most);
    m_triangles = out.triangles.data();
    m_halfedges = out.halfedges.data();
    m_count = 0;
    addTriangle(0, 1, 2, kNo, kNo, kNo);

    for (std::uint32_t i = 3; i < count; ++i) {
        const Point p = m_p[i];
        // A hull edge the point sees: from the hash's guess near its angle.
        std::uint32_t start = 0;
        const std::size_t key = hashKey(p);
        for (std::size_t j = 0, slot = key; j < m_hashSize;
             ++j, slot = slot + 1 < m_hashSize ? slot + 1 : 0) {
            start = m_hullHash[slot]; // (key + j) % m_hashSize
            if (start != kNo && start != m_hullNext[start])
                break;
        }
        start = m_hullPrev[start];
        std::uint32_t e = start, q;
        while (q = m_hullNext[e], !leftTurn(i, e, q)) {
            e = q;
            if (e == start)
                return false; // on a hull edge: for the caller's other way
        }
        // The first triangle from the point, then forwards and backwards
        // along the hull while it sees the edges.
        std::uint32_t t = addTriangle(e, i, m_hullNext[e], kNo, kNo, m_hullTri[e]);
        m_hullTri[i] = legalize(t + 2);
        m_hullTri[e] = t;
        std::uint32_t forward = m_hullNext[e];
        while (q = m_hullNext[forward], leftTurn(i, forward, q)) {
            t = addTriangle(forward, i, q, m_hullTri[i], kNo, m_hullTri[forward]);
            m_hullTri[i] = legalize(t + 2);
            m_hullNext[forward] = forward; // off the hull
            forward = q;
        }
        if (e == start) {
            while (q = m_hullPrev[e], leftTurn(i, q, e)) {
                t = addTriangle(q, i, e, kNo, m_hullTri[e], m_hullTri[q]);
                legalize(t + 2);
                m_hullTri[q] = t;
                m_hullNext[e] = e;
                e = q;
            }
        }
        m_hullStart = m_hullPrev[i] = e;
        m_hullNext[e] = m_hullPrev[forward] = i;
        m_hullNext[i] = forward;
        m_hullHash[hashKey(p)] = i;
        m_hullHash[hashKey(m_p[e])] = e;
    }

    // Counterclockwise and in the caller's numbering: (a, b, c) becomes
    // (a, c, b), halfedge k of a triangle becomes halfedge 2 - k (each
    // edge the other way round).
    const auto turned = [](std::uint32_t e) { return e == kNo ? kNo : e - e % 3 + (2 - e % 3); };
    out.triangles.resize(m_count);
    out.halfedges.resize(m_count);
    for (std::uint32_t t = 0; t < m_count; t += 3) {
        const std::uint32_t a = m_id[m_triangles[t]], b = m_id[m_triangles[t + 1]],
                            c = m_id[m_triangles[t + 2]];
        m_triangles[t] = a;
        m_triangles[t + 1] = c;
        m_triangles[t + 2] = b;
        const std::uint32_t h0 = m_halfedges[t], h1 = m_halfedges[t + 1], h2 = m_halfedges[t + 2];
        m_halfedges[t] = turned(h2);
        m_halfedges[t + 1] = turned(h1);
        m_halfedges[t + 2] = turned(h0);
    }
    return true;
}

} // namespace

bool sweepTriangulate(std::span<const Point> points, Delaunay &out,
                      std::vector<std::uint32_t> &sameAs)
{
    return Sweep().run(points, out, sameAs);
}

} // namespace terrain::polymap::detail
