// Moving a triangulation's points (polymapdelaunay.h, relocate()): Lloyd's
// step moves every site a little, and the Delaunay triangulation of the
// moved sites is nearly the one before. Compiled with CGAL (the exact
// predicates), beside the sweep.
//
// The points move where their triangles stay counterclockwise; a point of
// a triangle that would turn over is held back. The hull, where a point
// moved inwards, gets the triangles that make it convex again, and
// Lawson's flips make the whole Delaunay. Then each held point is taken
// out (its star's polygon triangulated by Delaunay ears) and put in again
// where it belongs (found by walking, its triangle split in three, and
// flipped round; on an edge, its two triangles split in four). Anything
// these steps cannot mend (a held point on the hull, one that lands
// outside the hull or on another point) gives false, and the caller sweeps
// anew.
#include "polymapdelaunay.h"
#include "polymappredicates.h"

#include <algorithm>
#include <cmath>

namespace terrain::polymap::detail {

namespace {

constexpr std::uint32_t kNo = kNone;

class Relocation
{
public:
    // `box` holds every place a point will take.
    Relocation(Delaunay &d, std::vector<Point> &positions, const Box &box)
        : m_d(d)
        , m_p(positions)
        , m_circleBound(staticBounds(box).circle)
    {
    }

    bool fillHull();
    void flip(std::vector<std::uint32_t> &stack);
    void flipAll();
    void flipFrom(std::uint32_t firstHalfedge); // from the edges of the triangles from there
    void indexPoints();
    bool reinsert(std::uint32_t v, Point to);
    bool splitEdge(std::uint32_t h, std::uint32_t v, std::uint32_t s1, std::uint32_t s2);

private:
    void link(std::uint32_t a, std::uint32_t b)
    {
        m_d.halfedges[a] = b;
        if (b != kNo)
            m_d.halfedges[b] = a;
    }
    void setTriangle(std::uint32_t t, std::uint32_t a, std::uint32_t b, std::uint32_t c)
    {
        m_d.triangles[3 * t] = a;
        m_d.triangles[3 * t + 1] = b;
        m_d.triangles[3 * t + 2] = c;
        m_out[a] = 3 * t;
        m_out[b] = 3 * t + 1;
        m_out[c] = 3 * t + 2;
    }

    // d strictly inside the circle through the counterclockwise (a, b, c).
    bool inside(Point a, Point b, Point c, Point d) const
    {
        const double det = inCircleDeterminant(a, b, c, d);
        if (std::abs(det) > m_circleBound)
            return det > 0;
        return inCircle(a, b, c, d) > 0;
    }

    Delaunay &m_d;
    std::vector<Point> &m_p;
    double m_circleBound;
    std::vector<std::uint32_t> m_out; // per point: a halfedge out of it
    std::vector<std::uint32_t> m_stack;
};

// Where the hull now turns right at a point (it moved inwards), the
// triangle between its two hull edges is added, until the hull is convex.
// False when the hull is not one loop or shrinks below a triangle.
bool Relocation::fillHull()
{
    std::vector<std::uint32_t> loop = hullLoop(m_d);
    const std::size_t h = loop.size();
    if (h < 3)
        return false;
    std::vector<std::uint32_t> next(h), prev(h);
    for (std::size_t k = 0; k < h; ++k) {
        next[k] = std::uint32_t((k + 1) % h);
        prev[k] = std::uint32_t((k + h - 1) % h);
    }
    std::size_t size = h, cur = 0, convex = 0; // convex: turns checked since the last change
    while (convex < size) {
        const std::uint32_t e1 = loop[cur], e2 = loop[next[cur]];
        const std::uint32_t a = m_d.triangles[e1], b = m_d.triangles[e2],
                            c = m_d.triangles[Delaunay::next(e2)];
        if (orientation(m_p[a], m_p[b], m_p[c]) >= 0) {
            cur = next[cur];
            ++convex;
            continue;
        }
        if (size == 3)
            return false;
        const auto t = std::uint32_t(m_d.triangles.size());
        m_d.triangles.insert(m_d.triangles.end(), {a, c, b});
        m_d.halfedges.insert(m_d.halfedges.end(), {kNo, e2, e1});
        m_d.halfedges[e2] = t + 1;
        m_d.halfedges[e1] = t + 2;
        const std::uint32_t gone = next[cur];
        loop[cur] = t; // a -> c
        next[cur] = next[gone];
        prev[next[gone]] = std::uint32_t(cur);
        --size;
        cur = prev[cur]; // the turn before may be right now
        convex = 0;
    }
    return true;
}

// Lawson's flips from the edges on the stack. Edge a runs pr -> pl in the
// counterclockwise (pr, pl, p0), its twin b pl -> pr in (pl, pr, p1); when
// p1 lies inside the circle of the first, the edge becomes p0-p1 (as the
// sweep's legalize) and the quadrilateral's four sides are asked again.
void Relocation::flip(std::vector<std::uint32_t> &stack)
{
    std::uint32_t *const tri = m_d.triangles.data();
    std::uint32_t *const half = m_d.halfedges.data();
    while (!stack.empty()) {
        const std::uint32_t a = stack.back();
        stack.pop_back();
        const std::uint32_t b = half[a];
        if (b == kNo)
            continue;
        const std::uint32_t al = Delaunay::next(a), ar = Delaunay::prev(a);
        const std::uint32_t bl = Delaunay::prev(b), br = Delaunay::next(b);
        const std::uint32_t p0 = tri[ar], pr = tri[a], pl = tri[al], p1 = tri[bl];
        if (!inside(m_p[p0], m_p[pr], m_p[pl], m_p[p1]))
            continue;
        tri[a] = p1;
        tri[b] = p0;
        const std::uint32_t hbl = half[bl], har = half[ar];
        link(a, hbl);
        link(b, har);
        link(ar, bl);
        if (!m_out.empty()) {
            if (m_out[pr] == a)
                m_out[pr] = br;
            if (m_out[pl] == b)
                m_out[pl] = al;
        }
        stack.insert(stack.end(), {a, b, al, br});
    }
}

void Relocation::flipFrom(std::uint32_t firstHalfedge)
{
    m_stack.clear();
    for (std::uint32_t e = firstHalfedge; e < m_d.halfedges.size(); ++e)
        m_stack.push_back(e);
    flip(m_stack);
}

void Relocation::flipAll()
{
    m_stack.clear();
    for (std::uint32_t e = 0; e < m_d.halfedges.size(); ++e)
        if (m_d.halfedges[e] != kNo && m_d.halfedges[e] > e)
            m_stack.push_back(e);
    flip(m_stack);
}

void Relocation::indexPoints()
{
    m_out.assign(m_p.size(), kNo);
    for (std::uint32_t e = 0; e < m_d.triangles.size(); ++e)
        m_out[m_d.triangles[e]] = e;
}

// Takes point v out and puts it in again at `to`.
bool Relocation::reinsert(std::uint32_t v, Point to)
{
    std::uint32_t *tri = m_d.triangles.data();
    // The star: halfedges out of v counterclockwise; the polygon round it,
    // each side with the halfedge outside it.
    struct Side
    {
        std::uint32_t from, outside;
    };
    std::vector<Side> polygon;
    std::vector<std::uint32_t> slots;
    const std::uint32_t first = m_out[v];
    std::uint32_t e = first;
    do {
        polygon.push_back({tri[Delaunay::next(e)], m_d.halfedges[Delaunay::next(e)]});
        slots.push_back(e / 3);
        e = m_d.halfedges[Delaunay::prev(e)];
        if (e == kNo)
            return false; // v on the hull
    } while (e != first);
    // Ears whose circle holds no other corner of the polygon: Delaunay.
    std::size_t slot = 0;
    while (polygon.size() > 3) {
        const std::size_t k = polygon.size();
        std::size_t ear = k;
        for (std::size_t j = 0; j < k && ear == k; ++j) {
            const Point a = m_p[polygon[j].from], b = m_p[polygon[(j + 1) % k].from],
                        c = m_p[polygon[(j + 2) % k].from];
            if (orientation(a, b, c) <= 0)
                continue;
            bool empty = true;
            for (std::size_t q = 3; q < k && empty; ++q)
                empty = inCircle(a, b, c, m_p[polygon[(j + q) % k].from]) <= 0;
            if (empty)
                ear = j;
        }
        if (ear == k)
            return false; // never for a Delaunay star
        const Side sa = polygon[ear], sb = polygon[(ear + 1) % k];
        const std::uint32_t c = polygon[(ear + 2) % k].from;
        const std::uint32_t t = slots[slot++];
        setTriangle(t, sa.from, sb.from, c);
        link(3 * t, sa.outside);
        link(3 * t + 1, sb.outside);
        m_d.halfedges[3 * t + 2] = kNo; // c -> a: paired with the polygon's new side
        polygon[ear].outside = 3 * t + 2;
        polygon.erase(polygon.begin() + std::ptrdiff_t((ear + 1) % k));
    }
    const std::uint32_t last = slots[slot++];
    setTriangle(last, polygon[0].from, polygon[1].from, polygon[2].from);
    for (std::uint32_t k = 0; k < 3; ++k)
        link(3 * last + k, polygon[k].outside);

    // The triangle that holds `to`: walk towards it.
    m_p[v] = to;
    std::uint32_t t = last;
    for (std::size_t steps = 0;; ++steps) {
        if (steps > m_d.triangles.size())
            return false;
        std::uint32_t across = kNo, on = kNo;
        int zeros = 0;
        for (std::uint32_t k = 0; k < 3 && across == kNo; ++k) {
            const std::uint32_t h = 3 * t + k;
            const int side = orientation(m_p[tri[h]], m_p[tri[Delaunay::next(h)]], to);
            if (side < 0)
                across = h;
            if (side == 0) {
                on = h;
                ++zeros;
            }
        }
        if (across == kNo) {
            if (zeros > 1)
                return false; // on a point: never, the points being distinct
            if (zeros == 1)
                return splitEdge(on, v, slots[slot], slots[slot + 1]);
            break;
        }
        if (m_d.halfedges[across] == kNo)
            return false; // outside the hull
        t = m_d.halfedges[across] / 3;
    }
    // Split it in three round v, in its slot and the two the star left.
    const std::uint32_t a = tri[3 * t], b = tri[3 * t + 1], c = tri[3 * t + 2];
    const std::uint32_t ab = m_d.halfedges[3 * t], bc = m_d.halfedges[3 * t + 1],
                        ca = m_d.halfedges[3 * t + 2];
    const std::uint32_t u = slots[slot++], w = slots[slot++];
    setTriangle(t, a, b, v);
    setTriangle(u, b, c, v);
    setTriangle(w, c, a, v);
    link(3 * t, ab);
    link(3 * u, bc);
    link(3 * w, ca);
    link(3 * t + 1, 3 * u + 2);
    link(3 * u + 1, 3 * w + 2);
    link(3 * w + 1, 3 * t + 2);
    m_stack.assign({3 * t, 3 * u, 3 * w});
    flip(m_stack);
    return true;
}

// Puts v on edge h (a -> b in (a, b, c), its twin in (b, a, d)): four
// triangles round it, in the two slots and two spare ones, flipped round.
bool Relocation::splitEdge(std::uint32_t h, std::uint32_t v, std::uint32_t s1, std::uint32_t s2)
{
    const std::uint32_t *tri = m_d.triangles.data();
    const std::uint32_t g = m_d.halfedges[h];
    if (g == kNo)
        return false; // on the hull
    const std::uint32_t t = h / 3, u = g / 3;
    const std::uint32_t a = tri[h], b = tri[Delaunay::next(h)], c = tri[Delaunay::prev(h)],
                        d = tri[Delaunay::prev(g)];
    const std::uint32_t x1 = m_d.halfedges[Delaunay::next(h)],
                        x2 = m_d.halfedges[Delaunay::prev(h)];
    const std::uint32_t y1 = m_d.halfedges[Delaunay::next(g)],
                        y2 = m_d.halfedges[Delaunay::prev(g)];
    setTriangle(t, a, v, c);
    setTriangle(s1, v, b, c);
    setTriangle(u, b, v, d);
    setTriangle(s2, v, a, d);
    link(3 * t + 2, x2);
    link(3 * s1 + 1, x1);
    link(3 * u + 2, y2);
    link(3 * s2 + 1, y1);
    link(3 * t, 3 * s2);
    link(3 * t + 1, 3 * s1 + 2);
    link(3 * s1, 3 * u);
    link(3 * u + 1, 3 * s2 + 2);
    m_stack.assign({3 * t + 2, 3 * s1 + 1, 3 * u + 2, 3 * s2 + 1});
    flip(m_stack);
    return true;
}

// Twice the signed area of (a, b, c).
double doubleArea(Point a, Point b, Point c)
{
    return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

// Every triangle counterclockwise, and together no more than the hull:
// all counterclockwise does not yet make a triangulation, as a point's
// triangles could wind round it twice; then they cover more than the hull,
// their areas summed exceeding its area by at least a triangle's, far
// beyond the sums' rounding.
bool coversHull(const Delaunay &d, const std::vector<Point> &p)
{
    double triangles = 0, hull = 0;
    for (std::size_t t = 0; t < d.triangles.size(); t += 3) {
        const Point a = p[d.triangles[t]], b = p[d.triangles[t + 1]], c = p[d.triangles[t + 2]];
        if (orientation(a, b, c) <= 0)
            return false;
        triangles += doubleArea(a, b, c);
    }
    const std::vector<std::uint32_t> loop = hullLoop(d);
    for (const std::uint32_t e : loop)
        hull += doubleArea({0, 0}, p[d.triangles[e]], p[d.triangles[Delaunay::next(e)]]);
    return !loop.empty() && std::abs(triangles - hull) <= 1e-9 * hull;
}

} // namespace

std::vector<std::uint32_t> hullLoop(const Delaunay &d)
{
    std::vector<std::uint32_t> loop;
    std::size_t hullEdges = 0;
    std::uint32_t first = kNo;
    for (std::uint32_t e = 0; e < d.halfedges.size(); ++e)
        if (d.halfedges[e] == kNo) {
            ++hullEdges;
            first = e;
        }
    if (first == kNo)
        return loop;
    std::uint32_t e = first;
    do {
        loop.push_back(e);
        std::uint32_t f = Delaunay::next(e); // out of e's end, round it to the hull
        while (d.halfedges[f] != kNo)
            f = Delaunay::next(d.halfedges[f]);
        e = f;
    } while (e != first && loop.size() <= hullEdges);
    if (e != first || loop.size() != hullEdges)
        loop.clear();
    return loop;
}

void flipToDelaunay(Delaunay &d, std::vector<Point> &points, std::vector<std::uint32_t> &stack)
{
    Relocation r(d, points, boxOf(points));
    r.flip(stack);
}

bool relocate(Delaunay &d, std::span<const Point> from, std::span<const Point> to)
{
    const std::size_t n = from.size();
    if (to.size() != n || d.triangles.empty())
        return false;
    // Where the points may go now: held back at any triangle that would
    // turn over, until none does.
    std::vector<Point> p(to.begin(), to.end());
    std::vector<std::uint8_t> held(n, 0);
    std::vector<std::uint32_t> heldPoints;
    for (int round = 0;; ++round) {
        bool turned = false;
        for (std::size_t t = 0; t < d.triangles.size(); t += 3) {
            const std::uint32_t a = d.triangles[t], b = d.triangles[t + 1], c = d.triangles[t + 2];
            if (orientation(p[a], p[b], p[c]) > 0)
                continue;
            turned = true;
            for (const std::uint32_t q : {a, b, c})
                if (!held[q]) {
                    held[q] = 1;
                    p[q] = from[q];
                    heldPoints.push_back(q);
                }
        }
        if (!turned)
            break;
        if (round == 8)
            return false;
    }
    const Box now = boxOf(p), then = boxOf(to);
    Relocation r(d, p,
                 {std::min(now.minX, then.minX), std::min(now.minY, then.minY),
                  std::max(now.maxX, then.maxX), std::max(now.maxY, then.maxY)});
    if (!r.fillHull())
        return false;
    r.flipAll();
    r.indexPoints();
    std::sort(heldPoints.begin(), heldPoints.end());
    for (const std::uint32_t q : heldPoints)
        if (!(to[q] == from[q]) && !r.reinsert(q, to[q]))
            return false;
    return coversHull(d, p);
}

bool dropLastPoints(Delaunay &d, std::span<const Point> points, std::size_t count)
{
    const auto kept = std::uint32_t(points.size() - count);
    const std::size_t triangles = d.triangleCount();
    std::vector<std::uint32_t> index(triangles, kNo);
    std::uint32_t next = 0;
    for (std::size_t t = 0; t < triangles; ++t)
        if (d.triangles[3 * t] < kept && d.triangles[3 * t + 1] < kept &&
            d.triangles[3 * t + 2] < kept)
            index[t] = next++;
    Delaunay out;
    out.triangles.resize(3 * std::size_t(next));
    out.halfedges.resize(3 * std::size_t(next));
    for (std::size_t t = 0; t < triangles; ++t) {
        if (index[t] == kNo)
            continue;
        for (std::uint32_t k = 0; k < 3; ++k) {
            const std::uint32_t twin = d.halfedges[3 * t + k];
            out.triangles[3 * index[t] + k] = d.triangles[3 * t + k];
            out.halfedges[3 * index[t] + k] =
                twin == kNo || index[twin / 3] == kNo ? kNo : 3 * index[twin / 3] + twin % 3;
        }
    }
    d = std::move(out);
    std::vector<Point> p(points.begin(), points.begin() + kept);
    Relocation r(d, p, boxOf(p));
    const auto before = std::uint32_t(d.triangles.size());
    if (d.triangles.empty() || !r.fillHull())
        return false;
    // The triangles kept had circles empty of every point: only the hull's
    // new ones can make an edge illegal.
    r.flipFrom(before);
    return coversHull(d, p);
}

} // namespace terrain::polymap::detail
