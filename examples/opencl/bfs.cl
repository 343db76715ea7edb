// One BFS frontier step over a CSR graph (Rodinia style): each frontier node visits its
// neighbours (a thread-dependent loop), giving unvisited ones a cost and marking them for
// the next frontier.
__kernel void bfs(__global const int *row, __global const int *col, __global int *frontier,
                  __global int *next, __global int *visited, __global int *cost, int n) {
  int v = get_global_id(0);
  if (v < n && frontier[v]) {
    frontier[v] = 0;
    for (int e = row[v]; e < row[v + 1]; e++) {
      int u = col[e];
      if (!visited[u]) {
        cost[u] = cost[v] + 1;
        next[u] = 1;
      }
    }
  }
}
