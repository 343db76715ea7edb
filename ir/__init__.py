"""The shared floor: what dialects' users (front ends, analyses, interpreters, passes,
tools) need in common and no single one of them owns - diagnostics, the CFG and
dominators, cycles and loops, IR builders and matchers.  It imports only xDSL and
`simdopt.dialects`; nothing here mutates IR except the builders, on request."""
