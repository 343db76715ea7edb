// Particles as an array of structs (all floats): one explicit Euler step with gravity,
// bouncing off the floor y = 0 with damping.
typedef struct {
  float x, y, vx, vy;
} Particle;

__kernel void particles_struct(__global Particle *p, int n, float dt, float g, float damping) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  Particle q = p[i];
  q.vy -= g * dt;
  q.x += q.vx * dt;
  q.y += q.vy * dt;
  if (q.y < 0.0f) {
    q.y = -q.y * damping;
    q.vy = -q.vy * damping;
  }
  p[i] = q;
}
