// An array of structs with an int and a float field: each body's weight class (int)
// from its mass (float), and the mass scaled by its class.
typedef struct {
  float mass;
  int cls;
} Body;

__kernel void struct_mixed(__global Body *b, int n, float unit) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  int c = (int)(b[i].mass / unit);
  b[i].cls = c;
  b[i].mass = b[i].mass * (float)(c + 1);
}
