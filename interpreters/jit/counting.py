"""Linear-time pieces of the jit runtime (`engine.py`), as LLVM IR text.

* `conflict_table`: `@acc(address, lane*256 + class, old, new)` is called at every
  access to shared memory that may conflict and appends it to a buffer (class: 0 a
  read, 1 a write, 255 both - an atomic whose old value is used, cmpxchg -, 2+k an
  atomic of commuting kind k whose old value is not used; old and new: the element's
  bits before and after).  At the end of a subgroup (and barrier region) in which
  someone wrote, `@conflicts` puts every access in an open-addressing hash table
  (generation-stamped, so starting the next subgroup is one increment), one entry per
  address: the first lane, whether another lane touched it, the classes seen, the
  address's value at its first access and the first value written.  With two lanes, a
  conflict is: a read next to a commuting update, two kinds of update, a write next to
  a commuting update, writes of two different values (unless all by one converged
  instance of a plain store: a store outside every loop and cycle, whose lanes store in
  lane order in lockstep too - `memory_ops.py` tags them with their site), or a write
  that changes the address's value next to a read: lockstep order (the interpreter) and one lane after
  the other (here) could then differ.  Commuting updates alone (a histogram's
  increments) end the same in any order; so do writes all of one value when nobody
  reads the address (the last write is that value in any order), and any reads and
  writes when every write leaves the value the address had (it never changes).
* `converged_records`: `@same_paths(lanes)` counts a subgroup's converged instances
  when every lane made the same sequence of record keys (the lanes took the same path:
  the usual case), comparing each lane's j-th record with lane 0's - no sort.  It
  returns 0 when the paths differ, and the caller sorts (`engine.py`'s qsort path).
"""

from __future__ import annotations

_HASH = "-7046029254386353131"  # 0x9E3779B97F4A7C15 (Fibonacci hashing), as a signed i64


def _table(name: str) -> str:
    """The globals of the generation-stamped hash table `name` (`_grow`, `_reserve`)."""
    return f"""@{name}_buf = global ptr null
@{name}_cap = global i64 0
@{name}_n = global i64 0
@{name}_gen = global i64 1"""


def _grow(name: str, size: int, rekey: str) -> str:
    """`@{name}_grow()`: the table `name`'s entries (`size` words: the generation, then
    what `rekey` hashes to `%s0` from the entry at `%oe`, with `%nmask`) moved to a table
    of twice the slots (at least 64)."""
    return f"""define internal void @{name}_grow() noinline {{
entry:
  %cap = load i64, ptr @{name}_cap
  %twice = shl i64 %cap, 1
  %small = icmp ult i64 %twice, 64
  %ncap = select i1 %small, i64 64, i64 %twice
  %nbuf = call ptr @calloc(i64 %ncap, i64 {8 * size})
  %old = load ptr, ptr @{name}_buf
  %gen = load i64, ptr @{name}_gen
  %nmask = sub i64 %ncap, 1
  %any = icmp ne i64 %cap, 0
  br i1 %any, label %move, label %done
move:
  %i = phi i64 [ 0, %entry ], [ %i1, %next ]
  %ooff = mul i64 %i, {size}
  %oe = getelementptr i64, ptr %old, i64 %ooff
  %oeg = load i64, ptr %oe
  %live = icmp eq i64 %oeg, %gen
  br i1 %live, label %put, label %next
put:
{rekey}
  br label %probe
{_probe("put", "%nbuf", "%nmask", size, "copy", "taken", _TAKEN)}
copy:
  call void @llvm.memcpy.p0.p0.i64(ptr %e, ptr %oe, i64 {8 * size}, i1 false)
  br label %next
next:
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, %cap
  br i1 %more, label %move, label %done
done:
  call void @free(ptr %old)
  store ptr %nbuf, ptr @{name}_buf
  store i64 %ncap, ptr @{name}_cap
  ret void
}}"""


_HT_REKEY = """  %pa = getelementptr i64, ptr %oe, i64 1
  %a = load i64, ptr %pa
  %s0 = call i64 @ht_slot(i64 %a, i64 %nmask)"""
_RT_REKEY = """  %k = getelementptr i64, ptr %oe, i64 1
  %s0 = call i64 @rt_slot(ptr %k, i64 %nmask)"""


def _reserve(name: str) -> str:
    """The start of a put into table `name`: grown when half full, then `%buf`,
    `%mask` and `%gen` (and `%n`, the entries before the put)."""
    return f"""entry:
  %n = load i64, ptr @{name}_n
  %cap = load i64, ptr @{name}_cap
  %n2 = shl i64 %n, 1
  %need = add i64 %n2, 2
  %full = icmp ugt i64 %need, %cap
  br i1 %full, label %grow, label %look
grow:
  call void @{name}_grow()
  br label %look
look:
  %buf = load ptr, ptr @{name}_buf
  %cap2 = load i64, ptr @{name}_cap
  %mask = sub i64 %cap2, 1
  %gen = load i64, ptr @{name}_gen"""


def words_equal(a: str, a_from: int, b: str, n: int) -> str:
    """IR setting `%kwq{n-1}` (i1) to whether the `n` i64 words at `a` (from word
    `a_from` on) equal those at `b`: a record's key against another's."""
    return "\n".join(
        f"  %kwa{w} = getelementptr i64, ptr {a}, i64 {a_from + w}\n  %kwb{w} = getelementptr i64, ptr {b}, i64 {w}\n"
        f"  %kwx{w} = load i64, ptr %kwa{w}\n  %kwy{w} = load i64, ptr %kwb{w}\n  %kwe{w} = icmp eq i64 %kwx{w}, %kwy{w}\n"
        f"  %kwq{w} = and i1 {'%kwq' + str(w - 1) if w else 'true'}, %kwe{w}"
        for w in range(n)
    )


def _probe(start: str, buf: str, mask: str, size: int, empty: str, again: str, check: str) -> str:
    """Label `%probe`: linear probing from slot `%s0` (computed in label `start`) of the
    table at `buf` (`size`-word entries, `mask` the slots - 1) for an entry `%e` of
    another generation than `%gen` (then to label `empty`); at an entry of this one,
    `check` (from label `%check`: on to `update` or fall through to label `again`,
    which it ends with), then the next slot."""
    return f"""probe:
  %s = phi i64 [ %s0, %{start} ], [ %s1, %{again} ]
  %off = mul i64 %s, {size}
  %e = getelementptr i64, ptr {buf}, i64 %off
  %eg = load i64, ptr %e
  %empty = icmp ne i64 %eg, %gen
  br i1 %empty, label %{empty}, label %check
check:
{check}
  %s2 = add i64 %s, 1
  %s1 = and i64 %s2, {mask}
  br label %probe"""


_TAKEN = """  br label %taken
taken:"""
"""`_grow`'s check: an entry of this generation holds the slot."""

_HT_SAME = """  %pa = getelementptr i64, ptr %e, i64 1
  %a = load i64, ptr %pa
  %same = icmp eq i64 %a, %addr
  br i1 %same, label %update, label %other_addr
other_addr:"""


_NEW_INSTANCE = """  %kp = getelementptr i8, ptr @site_kind, i64 %site
  %kind8 = load i8, ptr %kp
  %kind = zext i8 %kind8 to i64
  %ip = getelementptr i64, ptr @inst, i64 %kind
  %ic = load i64, ptr %ip
  %np = getelementptr i64, ptr @site_n, i64 %site
  %nsite = load i64, ptr %np
  %ic1 = add i64 %ic, %nsite
  store i64 %ic1, ptr %ip"""
"""A converged instance of record site `%site`: `@inst[kind]` += the site's count."""

_DIVERGENT = """  %d0 = load i64, ptr @divergent
  %d1 = add i64 %d0, 1
  store i64 %d1, ptr @divergent
  %dsp = getelementptr i64, ptr @site_div, i64 %site
  %ds0 = load i64, ptr %dsp
  %ds1 = add i64 %ds0, 1
  store i64 %ds1, ptr %dsp"""
"""A divergent instance of branch site `%site`."""


def conflict_table(appender: str) -> str:
    """`appender`: the IR of `@accs(address, tag)`, appending to `@accs_buf`."""
    return f"""
@accs_buf = global ptr null
@accs_len = global i64 0
@accs_cap = global i64 0
@acc_wrote = global i8 0
{_table("ht")}
@ht_clash = global i32 0
declare ptr @calloc(i64, i64)
declare void @free(ptr)

define internal i64 @ht_slot(i64 %addr, i64 %mask) alwaysinline {{
entry:
  %h = mul i64 %addr, {_HASH}
  %s = lshr i64 %h, 29
  %x = xor i64 %h, %s
  %i = and i64 %x, %mask
  ret i64 %i
}}

; twice the entries (at least 64), the current subgroup's entries moved over
{_grow("ht", 6, _HT_REKEY)}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define internal void @ht_put(i64 %addr, i64 %tag, i64 %old, i64 %new) alwaysinline {{
{_reserve("ht")}
  %s0 = call i64 @ht_slot(i64 %addr, i64 %mask)
  ; the access's class: 0 read (bit 2), 1 write (bit 1), 255 both (an atomic whose old
  ; value is used, cmpxchg), 2+ a commuting update of that kind (bit 3, the kind in bits
  ; 8..15); bit 0: a second lane, bit 4: two kinds; bit 5: writes of two values, bit 6:
  ; a write changing the address's first value (`%old` of its first access), bit 7: a
  ; write seen (its value in word 5); bits 16..62: the site of the first write (a plain
  ; store outside every loop and cycle in one round of the runtime: one converged
  ; instance, whose lanes store in lane order here and in lockstep; the tag's bits 16
  ; on), bit 63: writes elsewhere (another site, or no site)
  %lane0 = lshr i64 %tag, 8
  %lane = and i64 %lane0, 255
  %cls = and i64 %tag, 255
  %site = lshr i64 %tag, 16
  %site0 = icmp eq i64 %site, 0
  %is_r = icmp eq i64 %cls, 0
  %is_w = icmp eq i64 %cls, 1
  %is_rw = icmp eq i64 %cls, 255
  %wl = or i1 %is_w, %is_rw
  %atomic = icmp uge i64 %cls, 2
  %not_rw = xor i1 %is_rw, true
  %comm = and i1 %atomic, %not_rw
  %ck = shl i64 %cls, 8
  %cbits = or i64 %ck, 8
  %bits_rw = select i1 %is_rw, i64 6, i64 %cbits
  %bits_w = select i1 %is_w, i64 2, i64 %bits_rw
  %bits = select i1 %is_r, i64 4, i64 %bits_w
  %seen_w = select i1 %wl, i64 128, i64 0
  %nosite = and i1 %wl, %site0
  %b48 = select i1 %nosite, i64 -9223372036854775808, i64 0
  %siteb = shl i64 %site, 16
  %wsite = select i1 %wl, i64 %siteb, i64 0
  br label %probe
{_probe("look", "%buf", "%mask", 6, "insert", "other_addr", _HT_SAME)}
insert:
  store i64 %gen, ptr %e
  %pn = getelementptr i64, ptr %e, i64 1
  store i64 %addr, ptr %pn
  %pl = getelementptr i64, ptr %e, i64 2
  store i64 %lane, ptr %pl
  %chg0 = icmp ne i64 %new, %old
  %chg0w = and i1 %wl, %chg0
  %b64i = select i1 %chg0w, i64 64, i64 0
  %bi0 = or i64 %bits, %seen_w
  %bi1 = or i64 %bi0, %b48
  %bi2 = or i64 %bi1, %wsite
  %bi = or i64 %bi2, %b64i
  %pf = getelementptr i64, ptr %e, i64 3
  store i64 %bi, ptr %pf
  %p0 = getelementptr i64, ptr %e, i64 4
  store i64 %old, ptr %p0
  %pw = getelementptr i64, ptr %e, i64 5
  store i64 %new, ptr %pw
  %n1 = add i64 %n, 1
  store i64 %n1, ptr @ht_n
  ret void
update:
  %ql = getelementptr i64, ptr %e, i64 2
  %first = load i64, ptr %ql
  %qf = getelementptr i64, ptr %e, i64 3
  %flags = load i64, ptr %qf
  %oth = icmp ne i64 %lane, %first
  %ob = zext i1 %oth to i64
  ; a second commuting kind on the address: they do not commute with each other
  %had = and i64 %flags, 8
  %had_c = icmp ne i64 %had, 0
  %had_k = lshr i64 %flags, 8
  %had_k8 = and i64 %had_k, 255
  %other_k = icmp ne i64 %had_k8, %cls
  %mix0 = and i1 %had_c, %comm
  %mix1 = and i1 %mix0, %other_k
  %mix = select i1 %mix1, i64 16, i64 0
  ; the values written: each against the first value and the first write's value
  %q0 = getelementptr i64, ptr %e, i64 4
  %v0 = load i64, ptr %q0
  %qw = getelementptr i64, ptr %e, i64 5
  %vw = load i64, ptr %qw
  %chg = icmp ne i64 %new, %v0
  %chgw = and i1 %wl, %chg
  %b64 = select i1 %chgw, i64 64, i64 0
  %hadw = and i64 %flags, 128
  %hadw1 = icmp ne i64 %hadw, 0
  %dif = icmp ne i64 %new, %vw
  %dif1 = and i1 %hadw1, %dif
  %dif2 = and i1 %dif1, %wl
  %b32 = select i1 %dif2, i64 32, i64 0
  %firstw = xor i1 %hadw1, true
  %takew = and i1 %wl, %firstw
  %nvw = select i1 %takew, i64 %new, i64 %vw
  store i64 %nvw, ptr %qw
  %fs0 = lshr i64 %flags, 16
  %fsite = and i64 %fs0, 140737488355327
  %osite = icmp ne i64 %site, %fsite
  %osite1 = and i1 %hadw1, %osite
  %elsew0 = or i1 %site0, %osite1
  %elsew = and i1 %wl, %elsew0
  %b48u = select i1 %elsew, i64 -9223372036854775808, i64 0
  %nsite = select i1 %takew, i64 %siteb, i64 0
  %f00 = or i64 %flags, %b48u
  %f0a = or i64 %f00, %nsite
  %f0 = or i64 %f0a, %bits
  %f1 = or i64 %f0, %mix
  %f2a = or i64 %f1, %ob
  %f2b = or i64 %f2a, %b64
  %f2c = or i64 %f2b, %b32
  %f2 = or i64 %f2c, %seen_w
  store i64 %f2, ptr %qf
  ; two lanes, and: a read and a commuting update, two kinds, a write and a commuting
  ; update, writes of two values (not all at one site), or a write changing the value
  ; and a read
  %lanes2 = and i64 %f2, 1
  %two = icmp ne i64 %lanes2, 0
  %rd = and i64 %f2, 4
  %rd1 = icmp ne i64 %rd, 0
  %cu = and i64 %f2, 8
  %cu1 = icmp ne i64 %cu, 0
  %wr = and i64 %f2, 2
  %wr1 = icmp ne i64 %wr, 0
  %kinds = and i64 %f2, 16
  %kinds1 = icmp ne i64 %kinds, 0
  %two_v = and i64 %f2, 32
  %two_v1 = icmp ne i64 %two_v, 0
  %moved = and i64 %f2, 64
  %moved1 = icmp ne i64 %moved, 0
  %rc = and i1 %rd1, %cu1
  %wc = and i1 %wr1, %cu1
  %mr = and i1 %moved1, %rd1
  %multi = and i64 %f2, -9223372036854775808
  %multi1 = icmp ne i64 %multi, 0
  %two_vm = and i1 %two_v1, %multi1
  %wv0 = or i1 %two_vm, %mr
  %wv = and i1 %wr1, %wv0
  %bad0 = or i1 %rc, %kinds1
  %bad1 = or i1 %bad0, %wc
  %bad = or i1 %bad1, %wv
  %both = and i1 %two, %bad
  br i1 %both, label %clash, label %done
clash:
  store i32 1, ptr @ht_clash
  br label %done
done:
  ret void
}}

{appender}

define internal void @acc(i64 %addr, i64 %tag, i64 %old, i64 %new) alwaysinline {{
entry:
  call void @accs(i64 %addr, i64 %tag, i64 %old, i64 %new)
  %c = and i64 %tag, 255
  %nr = icmp ne i64 %c, 0
  %w1 = zext i1 %nr to i8
  %was = load i8, ptr @acc_wrote
  %now = or i8 %was, %w1
  store i8 %now, ptr @acc_wrote
  ret void
}}

; 1 when two lanes of the subgroup touched one address and one of them wrote it (only
; looked for when someone wrote); the next subgroup starts with an empty table
define internal i32 @conflicts() {{
entry:
  %len = load i64, ptr @accs_len
  store i64 0, ptr @accs_len
  %wrote = load i8, ptr @acc_wrote
  store i8 0, ptr @acc_wrote
  %any = icmp ne i8 %wrote, 0
  br i1 %any, label %loop, label %done
loop:
  %i = phi i64 [ 0, %entry ], [ %i2, %loop ]
  %buf = load ptr, ptr @accs_buf
  %pa = getelementptr i64, ptr %buf, i64 %i
  %a = load i64, ptr %pa
  %i1 = add i64 %i, 1
  %pt = getelementptr i64, ptr %buf, i64 %i1
  %t = load i64, ptr %pt
  %io = add i64 %i, 2
  %po = getelementptr i64, ptr %buf, i64 %io
  %o = load i64, ptr %po
  %in = add i64 %i, 3
  %pn = getelementptr i64, ptr %buf, i64 %in
  %nw = load i64, ptr %pn
  call void @ht_put(i64 %a, i64 %t, i64 %o, i64 %nw)
  %i2 = add i64 %i, 4
  %more = icmp ult i64 %i2, %len
  br i1 %more, label %loop, label %found
found:
  %c = load i32, ptr @ht_clash
  store i32 0, ptr @ht_clash
  store i64 0, ptr @ht_n
  %g = load i64, ptr @ht_gen
  %g1 = add i64 %g, 1
  store i64 %g1, ptr @ht_gen
  ret i32 %c
done:
  ret i32 0
}}
"""


def _other_lanes(v: str, pred: str, body: str, test: str, differ: str, after: str) -> str:
    """A loop over lanes `%{v}` = 1 .. %lanes-1 of `@same_paths` (entered from block
    `pred`): `body` sees `%{v}_at`, the lane's first record's word offset, and
    `%{v}_next` = %{v} + 1; on to `differ` when its i1 `test` is false for a lane, to
    `after` when it holds for every lane."""
    return f"""  br label %{v}_loop
{v}_loop:
  %{v} = phi i64 [ 1, %{pred} ], [ %{v}_next, %{v}_ok ]
  %{v}_more = icmp ult i64 %{v}, %lanes
  br i1 %{v}_more, label %{v}_one, label %{after}
{v}_one:
  %{v}_p = getelementptr i64, ptr @lane_start, i64 %{v}
  %{v}_at = load i64, ptr %{v}_p
  %{v}_next = add i64 %{v}, 1
{body}
  br i1 {test}, label %{v}_ok, label %{differ}
{v}_ok:
  br label %{v}_loop"""


def converged_records(k: int) -> str:
    """`@same_paths(i64 %lanes)` over `@rec_buf` (records of `k` words: key words, then
    the value), the lanes' first records at `@lane_start[0..lanes]` (word offsets)."""
    key = k - 1
    same_key = words_equal("%r0", 0, "%rk", key)
    lengths = _other_lanes("k", "entry", """  %pk1 = getelementptr i64, ptr @lane_start, i64 %k_next
  %ek = load i64, ptr %pk1
  %lk = sub i64 %ek, %k_at
  %lsame = icmp eq i64 %lk, %len""", "%lsame", "differ", "keys")
    keys = _other_lanes("m", "key_lanes", f"""  %r0 = getelementptr i64, ptr %buf, i64 %j
  %om = add i64 %m_at, %j
  %rk = getelementptr i64, ptr %buf, i64 %om
{same_key}""", f"%kwq{key - 1}", "differ", "keys_next")
    values = _other_lanes("n", "count_one", """  %on = add i64 %n_at, %vo
  %vpn = getelementptr i64, ptr %buf, i64 %on
  %vn = load i64, ptr %vpn
  %vsame = icmp eq i64 %vn, %v0""", "%vsame", "divergent", "count_next")
    return f"""
@lane_start = global [65 x i64] zeroinitializer

define internal i32 @same_paths(i64 %lanes) {{
entry:
  %buf = load ptr, ptr @rec_buf
  %l0 = load i64, ptr @lane_start
  %p1 = getelementptr i64, ptr @lane_start, i64 1
  %l1 = load i64, ptr %p1
  %len = sub i64 %l1, %l0
{lengths}
keys:
  ; every lane's j-th record has lane 0's j-th key (else: paths differ)
  %j = phi i64 [ 0, %k_loop ], [ %j1, %keys_next ]
  %jmore = icmp ult i64 %j, %len
  br i1 %jmore, label %key_lanes, label %count
key_lanes:
{keys}
keys_next:
  %j1 = add i64 %j, {k}
  br label %keys
count:
  ; one converged instance per record of lane 0; divergent where a value differs
  %c = phi i64 [ 0, %keys ], [ %c1, %count_next ]
  %cmore = icmp ult i64 %c, %len
  br i1 %cmore, label %count_one, label %done
count_one:
  %cr = getelementptr i64, ptr %buf, i64 %c
  %site = load i64, ptr %cr
{_NEW_INSTANCE}
  %vo = add i64 %c, {key}
  %vp = getelementptr i64, ptr %buf, i64 %vo
  %v0 = load i64, ptr %vp
{values}
divergent:
{_DIVERGENT}
  br label %count_next
count_next:
  %c1 = add i64 %c, {k}
  br label %count
done:
  store i64 0, ptr @rec_len
  ret i32 1
differ:
  ret i32 0
}}
"""


def distinct_records(k: int) -> str:
    """`@rec_count()`: a subgroup's records (`k` words: key words, then the value) put in
    a generation-stamped hash table keyed by the record's key - one entry per converged
    instance (`@inst` += the site's count when new), divergent when a later record of
    the key has another value (`@divergent`, `@site_div`, once per key).  Linear, for
    the subgroups whose lanes took different paths (`@same_paths` does the others)."""
    key = k - 1
    size = k + 2  # gen, key words, value, flag
    h_lines = ["  %h0 = add i64 0, 0"]
    for w in range(key):
        h_lines += [f"  %hp{w} = getelementptr i64, ptr %r, i64 {w}", f"  %hw{w} = load i64, ptr %hp{w}",
                    f"  %hx{w} = xor i64 %h{w}, %hw{w}", f"  %h{w + 1} = mul i64 %hx{w}, {_HASH}"]  # fmt: skip
    hash_body = "\n".join(h_lines)
    same_key = f"{words_equal('%e', 1, '%r', key)}\n  br i1 %kwq{key - 1}, label %update, label %other\nother:"
    return f"""
{_table("rt")}

; the slot of the record (key words) at %r
define internal i64 @rt_slot(ptr %r, i64 %mask) alwaysinline {{
entry:
{hash_body}
  %s = lshr i64 %h{key}, 29
  %x = xor i64 %h{key}, %s
  %i = and i64 %x, %mask
  ret i64 %i
}}

{_grow("rt", size, _RT_REKEY)}

define internal void @rt_put(ptr %r) alwaysinline {{
{_reserve("rt")}
  %s0 = call i64 @rt_slot(ptr %r, i64 %mask)
  %vp = getelementptr i64, ptr %r, i64 {key}
  %v = load i64, ptr %vp
  %site = load i64, ptr %r
  br label %probe
{_probe("look", "%buf", "%mask", size, "insert", "other", same_key)}
insert:
  store i64 %gen, ptr %e
  %ek = getelementptr i64, ptr %e, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr %ek, ptr %r, i64 {8 * k}, i1 false)
  %ef = getelementptr i64, ptr %e, i64 {k + 1}
  store i64 0, ptr %ef
  %n1 = add i64 %n, 1
  store i64 %n1, ptr @rt_n
{_NEW_INSTANCE}
  ret void
update:
  %uf = getelementptr i64, ptr %e, i64 {k + 1}
  %flag = load i64, ptr %uf
  %uv = getelementptr i64, ptr %e, i64 {k}
  %v0 = load i64, ptr %uv
  %differs = icmp ne i64 %v0, %v
  %fresh = icmp eq i64 %flag, 0
  %newdiv = and i1 %differs, %fresh
  br i1 %newdiv, label %divergent, label %done
divergent:
  store i64 1, ptr %uf
{_DIVERGENT}
  br label %done
done:
  ret void
}}

define internal void @rec_count() {{
entry:
  %len = load i64, ptr @rec_len
  %any = icmp ne i64 %len, 0
  br i1 %any, label %loop, label %done
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %buf = load ptr, ptr @rec_buf
  %r = getelementptr i64, ptr %buf, i64 %i
  call void @rt_put(ptr %r)
  %i1 = add i64 %i, {k}
  %more = icmp ult i64 %i1, %len
  br i1 %more, label %loop, label %done
done:
  store i64 0, ptr @rec_len
  store i64 0, ptr @rt_n
  %g = load i64, ptr @rt_gen
  %g1 = add i64 %g, 1
  store i64 %g1, ptr @rt_gen
  ret void
}}
"""
