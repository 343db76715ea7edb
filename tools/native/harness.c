/* The native oracle's launch harness: runs an OpenCL C kernel compiled by clang-22 for
 * x86-64 over a whole launch (grid x block work-items, 1-3-D), single-threaded.
 *
 * Each work-group runs its work-items as ucontext fibers: every fiber runs until it
 * reaches `barrier` (it switches back to the scheduler) or returns; a round resumes every
 * fiber once, and the next round starts only when all of them wait at a barrier.  A
 * group whose work-items part at a barrier (some returned, some wait) is an error, as on
 * a GPU.  Work-groups run one after the other, so one copy of each `__local` array serves
 * every group.  Atomics are plain read-modify-writes: no two fibers run at once.
 *
 * The OpenCL builtins the kernels call (clang emits them as calls to Itanium-mangled
 * names, x86 address spaces mangled `PU8CLglobal`/`PU7CLlocal`) are defined below over
 * the launch state; the generated trampoline (tools/native_oracle.py) calls the kernel
 * with its arguments from an array of pointers. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>

typedef void (*entry_fn)(void **args);

enum { READY, AT_BARRIER, DONE };

struct fiber {
  ucontext_t ctx;
  unsigned lid[3];
  int state;
  char *stack;
};

#define STACK_SIZE (256 * 1024)

static unsigned g_grid[3], g_block[3], g_group[3];
static struct fiber *g_cur;
static ucontext_t g_sched;
static entry_fn g_entry;
static void **g_args;

static void fiber_main(void) {
  g_entry(g_args);
  g_cur->state = DONE; /* uc_link returns to the scheduler */
}

/* Runs the launch; 0 on success, else writes a message to `err`. */
int native_run(entry_fn entry, void **args, const unsigned *grid, const unsigned *block, char *err, size_t errlen) {
  size_t n = (size_t)block[0] * block[1] * block[2];
  struct fiber *fibers = calloc(n, sizeof *fibers);
  if (!fibers) {
    snprintf(err, errlen, "out of memory for %zu work-items", n);
    return 1;
  }
  for (size_t i = 0; i < n; i++)
    fibers[i].stack = malloc(STACK_SIZE);
  memcpy(g_grid, grid, sizeof g_grid);
  memcpy(g_block, block, sizeof g_block);
  g_entry = entry;
  g_args = args;
  int status = 0;
  for (unsigned gz = 0; gz < grid[2] && !status; gz++)
    for (unsigned gy = 0; gy < grid[1] && !status; gy++)
      for (unsigned gx = 0; gx < grid[0] && !status; gx++) {
        g_group[0] = gx, g_group[1] = gy, g_group[2] = gz;
        for (size_t i = 0; i < n; i++) {
          struct fiber *f = &fibers[i];
          f->lid[0] = (unsigned)(i % block[0]);
          f->lid[1] = (unsigned)(i / block[0] % block[1]);
          f->lid[2] = (unsigned)(i / ((size_t)block[0] * block[1]));
          f->state = READY;
          getcontext(&f->ctx);
          f->ctx.uc_stack.ss_sp = f->stack;
          f->ctx.uc_stack.ss_size = STACK_SIZE;
          f->ctx.uc_link = &g_sched;
          makecontext(&f->ctx, fiber_main, 0);
        }
        for (unsigned round = 0;; round++) {
          size_t waiting = 0, done = 0;
          for (size_t i = 0; i < n; i++) {
            g_cur = &fibers[i];
            swapcontext(&g_sched, &g_cur->ctx);
            waiting += g_cur->state == AT_BARRIER;
            done += g_cur->state == DONE;
          }
          if (done == n)
            break;
          if (waiting != n) {
            snprintf(err, errlen, "group (%u, %u, %u): barrier %u reached by %zu of %zu work-items", gx, gy, gz,
                     round + 1, waiting, n);
            status = 1;
            break;
          }
          for (size_t i = 0; i < n; i++)
            fibers[i].state = READY;
        }
      }
  for (size_t i = 0; i < n; i++)
    free(fibers[i].stack);
  free(fibers);
  fflush(stdout);
  return status;
}

/* ---- work-item functions and barriers */
size_t _Z13get_global_idj(unsigned d) { return d < 3 ? (size_t)g_group[d] * g_block[d] + g_cur->lid[d] : 0; }
size_t _Z12get_local_idj(unsigned d) { return d < 3 ? g_cur->lid[d] : 0; }
size_t _Z12get_group_idj(unsigned d) { return d < 3 ? g_group[d] : 0; }
size_t _Z14get_local_sizej(unsigned d) { return d < 3 ? g_block[d] : 1; }
size_t _Z23get_enqueued_local_sizej(unsigned d) { return d < 3 ? g_block[d] : 1; }
size_t _Z14get_num_groupsj(unsigned d) { return d < 3 ? g_grid[d] : 1; }
size_t _Z15get_global_sizej(unsigned d) { return d < 3 ? (size_t)g_grid[d] * g_block[d] : 1; }
size_t _Z17get_global_offsetj(unsigned d) { (void)d; return 0; }
unsigned _Z12get_work_dimv(void) { return g_block[2] > 1 || g_grid[2] > 1 ? 3 : g_block[1] > 1 || g_grid[1] > 1 ? 2 : 1; }
size_t _Z19get_local_linear_idv(void) {
  return g_cur->lid[0] + (size_t)g_block[0] * (g_cur->lid[1] + (size_t)g_block[1] * g_cur->lid[2]);
}

void _Z7barrierj(unsigned flags) {
  (void)flags;
  g_cur->state = AT_BARRIER;
  swapcontext(&g_cur->ctx, &g_sched);
}
void _Z18work_group_barrierj(unsigned flags) { _Z7barrierj(flags); }
void _Z9mem_fencej(unsigned flags) { (void)flags; }

/* ---- integer builtins: (mangling code, C type, unsigned C type, bits) */
#define INT_TYPES(X)                                                                                                   \
  X(c, signed char, unsigned char, 8)                                                                                  \
  X(h, unsigned char, unsigned char, 8)                                                                                \
  X(s, short, unsigned short, 16)                                                                                      \
  X(t, unsigned short, unsigned short, 16)                                                                             \
  X(i, int, unsigned, 32)                                                                                              \
  X(j, unsigned, unsigned, 32)                                                                                         \
  X(l, long long, unsigned long long, 64)                                                                              \
  X(m, unsigned long long, unsigned long long, 64)

#define INT_BUILTINS(c, T, U, B)                                                                                       \
  T _Z3min##c##c(T a, T b) { return a < b ? a : b; }                                                                   \
  T _Z3max##c##c(T a, T b) { return a > b ? a : b; }                                                                   \
  T _Z5clamp##c##c##c(T x, T lo, T hi) { return x < lo ? lo : x > hi ? hi : x; }                                       \
  U _Z3abs##c(T x) { return x < 0 ? (U)0 - (U)x : (U)x; }                                                              \
  U _Z8abs_diff##c##c(T a, T b) { return a > b ? (U)a - (U)b : (U)b - (U)a; }                                          \
  T _Z8popcount##c(T x) { return (T)__builtin_popcountll((U)x); }                                                      \
  T _Z3clz##c(T x) { return (U)x == 0 ? (T)B : (T)(__builtin_clzll((U)x) - (64 - B)); }                                \
  T _Z3ctz##c(T x) { return (U)x == 0 ? (T)B : (T)__builtin_ctzll((U)x); }                                             \
  T _Z6rotate##c##c(T v, T n) {                                                                                        \
    unsigned k = (unsigned)((U)n % B);                                                                                 \
    return k ? (T)(U)(((U)v << k) | ((U)v >> (B - k))) : v;                                                            \
  }                                                                                                                    \
  T _Z4hadd##c##c(T a, T b) { return (T)((a >> 1) + (b >> 1) + (a & b & 1)); }                                         \
  T _Z5rhadd##c##c(T a, T b) { return (T)((a >> 1) + (b >> 1) + ((a | b) & 1)); }

INT_TYPES(INT_BUILTINS)

/* 8/16/32-bit ones that widen, and saturation */
#define NARROW_TYPES(X)                                                                                                \
  X(c, signed char, int64_t, -128, 127)                                                                                \
  X(h, unsigned char, int64_t, 0, 255)                                                                                 \
  X(s, short, int64_t, -32768, 32767)                                                                                  \
  X(t, unsigned short, int64_t, 0, 65535)                                                                              \
  X(i, int, int64_t, INT32_MIN, INT32_MAX)                                                                             \
  X(j, unsigned, int64_t, 0, UINT32_MAX)
#define NARROW_BUILTINS(c, T, W, LO, HI)                                                                               \
  T _Z7add_sat##c##c(T a, T b) {                                                                                       \
    W r = (W)a + (W)b;                                                                                                 \
    return (T)(r < LO ? LO : r > HI ? HI : r);                                                                         \
  }                                                                                                                    \
  T _Z7sub_sat##c##c(T a, T b) {                                                                                       \
    W r = (W)a - (W)b;                                                                                                 \
    return (T)(r < LO ? LO : r > HI ? HI : r);                                                                         \
  }                                                                                                                    \
  T _Z6mul_hi##c##c(T a, T b) { return (T)(((W)a * (W)b) >> (8 * sizeof(T))); }                                        \
  T _Z6mad_hi##c##c##c(T a, T b, T c_) { return (T)(_Z6mul_hi##c##c(a, b) + c_); }
NARROW_TYPES(NARROW_BUILTINS)

int _Z5mad24iii(int a, int b, int c) { return a * b + c; }
unsigned _Z5mad24jjj(unsigned a, unsigned b, unsigned c) { return a * b + c; }
int _Z5mul24ii(int a, int b) { return a * b; }
unsigned _Z5mul24jj(unsigned a, unsigned b) { return a * b; }
unsigned short _Z8upsamplehh(unsigned char hi, unsigned char lo) { return (unsigned short)(hi << 8 | lo); }
short _Z8upsamplech(signed char hi, unsigned char lo) { return (short)(hi << 8 | lo); }
unsigned _Z8upsampletj(unsigned short hi, unsigned short lo) { return (unsigned)hi << 16 | lo; }
int _Z8upsamplest(short hi, unsigned short lo) { return (int)((unsigned)hi << 16 | lo); }

/* ---- float builtins: the native_ and half_ forms are the precise ones */
#define FLOAT_TYPES(X) X(f, float, f) X(d, double, )
#define FLOAT_BUILTINS(c, T, S)                                                                                        \
  T _Z4sqrt##c(T x) { return sqrt##S(x); }                                                                             \
  T _Z11native_sqrt##c(T x) { return sqrt##S(x); }                                                                     \
  T _Z5rsqrt##c(T x) { return (T)1 / sqrt##S(x); }                                                                     \
  T _Z12native_rsqrt##c(T x) { return (T)1 / sqrt##S(x); }                                                             \
  T _Z4fabs##c(T x) { return fabs##S(x); }                                                                             \
  T _Z5floor##c(T x) { return floor##S(x); }                                                                           \
  T _Z4ceil##c(T x) { return ceil##S(x); }                                                                             \
  T _Z5trunc##c(T x) { return trunc##S(x); }                                                                           \
  T _Z5round##c(T x) { return round##S(x); }                                                                           \
  T _Z4rint##c(T x) { return rint##S(x); }                                                                             \
  T _Z3exp##c(T x) { return exp##S(x); }                                                                               \
  T _Z10native_exp##c(T x) { return exp##S(x); }                                                                       \
  T _Z4exp2##c(T x) { return exp2##S(x); }                                                                             \
  T _Z3log##c(T x) { return log##S(x); }                                                                               \
  T _Z10native_log##c(T x) { return log##S(x); }                                                                       \
  T _Z4log2##c(T x) { return log2##S(x); }                                                                             \
  T _Z3sin##c(T x) { return sin##S(x); }                                                                               \
  T _Z3cos##c(T x) { return cos##S(x); }                                                                               \
  T _Z4tanh##c(T x) { return tanh##S(x); }                                                                             \
  T _Z3pow##c##c(T x, T y) { return pow##S(x, y); }                                                                    \
  T _Z4fmin##c##c(T a, T b) { return fmin##S(a, b); }                                                                  \
  T _Z4fmax##c##c(T a, T b) { return fmax##S(a, b); }                                                                  \
  T _Z3min##c##c(T a, T b) { return fmin##S(a, b); }                                                                   \
  T _Z3max##c##c(T a, T b) { return fmax##S(a, b); }                                                                   \
  T _Z4fmod##c##c(T a, T b) { return fmod##S(a, b); }                                                                  \
  T _Z5clamp##c##c##c(T x, T lo, T hi) { return fmin##S(fmax##S(x, lo), hi); }                                         \
  T _Z3mad##c##c##c(T a, T b, T c_) { return a * b + c_; }                                                             \
  T _Z3fma##c##c##c(T a, T b, T c_) { return fma##S(a, b, c_); }                                                       \
  T _Z13native_divide##c##c(T a, T b) { return a / b; }                                                                \
  T _Z12native_recip##c(T x) { return (T)1 / x; }                                                                      \
  T _Z4sign##c(T x) { return x > 0 ? (T)1 : x < 0 ? (T)-1 : x; }
FLOAT_TYPES(FLOAT_BUILTINS)

/* ---- atomics: (address-space mangling) x (int, uint); plain read-modify-writes */
#define ATOMIC_SPACES(X, c, T) X(8CLglobal, c, T) X(7CLlocal, c, T)
#define ATOMIC_BUILTINS(AS, c, T)                                                                                      \
  T _Z10atomic_addPU##AS##V##c##c(volatile T *p, T v) { T o = *p; *p = o + v; return o; }                              \
  T _Z10atomic_subPU##AS##V##c##c(volatile T *p, T v) { T o = *p; *p = o - v; return o; }                              \
  T _Z11atomic_xchgPU##AS##V##c##c(volatile T *p, T v) { T o = *p; *p = v; return o; }                                 \
  T _Z10atomic_minPU##AS##V##c##c(volatile T *p, T v) { T o = *p; *p = v < o ? v : o; return o; }                      \
  T _Z10atomic_maxPU##AS##V##c##c(volatile T *p, T v) { T o = *p; *p = v > o ? v : o; return o; }                      \
  T _Z10atomic_andPU##AS##V##c##c(volatile T *p, T v) { T o = *p; *p = o & v; return o; }                              \
  T _Z9atomic_orPU##AS##V##c##c(volatile T *p, T v) { T o = *p; *p = o | v; return o; }                                \
  T _Z10atomic_xorPU##AS##V##c##c(volatile T *p, T v) { T o = *p; *p = o ^ v; return o; }                              \
  T _Z10atomic_incPU##AS##V##c(volatile T *p) { T o = *p; *p = o + 1; return o; }                                      \
  T _Z10atomic_decPU##AS##V##c(volatile T *p) { T o = *p; *p = o - 1; return o; }                                      \
  T _Z14atomic_cmpxchgPU##AS##V##c##c##c(volatile T *p, T cmp, T v) { T o = *p; if (o == cmp) *p = v; return o; }
ATOMIC_SPACES(ATOMIC_BUILTINS, i, int)
ATOMIC_SPACES(ATOMIC_BUILTINS, j, unsigned)
float _Z11atomic_xchgPU8CLglobalVff(volatile float *p, float v) { float o = *p; *p = v; return o; }
float _Z11atomic_xchgPU7CLlocalVff(volatile float *p, float v) { float o = *p; *p = v; return o; }
