#!/usr/bin/env bash
# The performance figures of docs/performance.md: builds the release binary,
# generates the 20,000-game canonical input, and prints moves per second,
# time per move, peak memory, the --jobs 2 speed-up, the ratio to the
# hand-written C++ baseline (when ../shared/robots/baseline exists: best
# time against best time, and RUNS rounds side by side), the
# cost of a robot step on a 4096 x 4096 board against the canonical one,
# the time per case and per reported move of the canonical rules and of
# every pursuit in rules/ and bench/rules/ on stress games
# (benches/variants.rs), and the time per case and per output line of
# every other game in rules/ (Janken, RobotRace, Crosses and their
# variants) on generated input, and of every map game (`format map`) per
# case and per reported move on generated maps (benches/map.rs: at a small
# board and at the largest sizes, per move and robot against canonical).
# Not part of CI: it takes a few minutes. Usage: bench/run.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo build --release --quiet
bin=${CARGO_TARGET_DIR:-target}/release/robots
"$bin" gen --seed 42 --cases 20000 > "$work/games.in"

# best wall time (s) and peak resident memory (KiB) of RUNS runs of a command
best() {
    local best_t="" mem=0 t m
    for _ in $(seq "$runs"); do
        read -r t m < <( { /usr/bin/time -f "%e %M" "$@" > "$work/out" ; } 2>&1 | tail -1 )
        if [ -z "$best_t" ] || awk "BEGIN{exit !($t < $best_t)}"; then best_t=$t; fi
        [ "$m" -gt "$mem" ] && mem=$m
    done
    echo "$best_t $mem"
}

read -r t1 mem < <(best "$bin" run "$work/games.in")
cp "$work/out" "$work/robots.out"
moves=$(grep -oE "after making [0-9]+ moves|Survived [0-9]+ moves|position after move [0-9]+" "$work/robots.out" \
    | grep -oE "[0-9]+" | awk '{s += $1} END {print s}')
read -r t2 _ < <(best "$bin" run --jobs 2 "$work/games.in")
cmp -s "$work/out" "$work/robots.out" || echo "warning: --jobs 2 output differs"

echo "input:          20,000 games (robots gen --seed 42 --cases 20000), $moves moves"
echo "robots run:     $t1 s (best of $runs)"
awk -v t="$t1" -v m="$moves" 'BEGIN {printf "moves/second:   %.0f\ntime per move:  %.1f ns\ntime per case:  %.2f us\n", m / t, t * 1e9 / m, t * 1e6 / 20000}'
awk -v k="$mem" 'BEGIN {printf "peak memory:    %.1f MiB\n", k / 1024}'
awk -v a="$t1" -v b="$t2" 'BEGIN {printf "--jobs 2:       %s s, speed-up %.2fx\n", b, a / b}'

# The baseline beside the repository, or beside the folder of a worktree
# (or where BASELINE says).
baseline=${BASELINE:-../shared/robots/baseline/robots_native.cpp}
if [ ! -f "$baseline" ] && [ -f "../../shared/robots/baseline/robots_native.cpp" ]; then
    baseline=../../shared/robots/baseline/robots_native.cpp
fi
if [ -f "$baseline" ]; then
    g++ -O2 -o "$work/native" "$baseline"
    read -r tc _ < <(best sh -c "'$work/native' < '$work/games.in'")
    if cmp -s "$work/out" "$work/robots.out"; then same="identical output"; else same="OUTPUT DIFFERS"; fi
    awk -v a="$t1" -v c="$tc" -v s="$same" \
        'BEGIN {printf "C++ baseline:   %s s; ratio robots/C++ %.2f (target 0.35), %s\n", c, a / c, s}'
    # Side by side: RUNS rounds of robots then C++, one right after the
    # other, so both see the same machine load; the median of the rounds'
    # ratios is the figure least moved by a shared machine's noise.
    for _ in $(seq "$runs"); do
        { /usr/bin/time -f "%e" "$bin" run "$work/games.in" > /dev/null; } 2>&1 | tail -1
        { /usr/bin/time -f "%e" sh -c "'$work/native' < '$work/games.in' > /dev/null"; } 2>&1 | tail -1
    done | paste - - | awk '{printf "%.3f\n", $1 / $2}' > "$work/ratios"
    sort -n "$work/ratios" | awk '
        { r[NR] = $1; line = line sprintf(" %.2f", $1) }
        END {
            m = (NR % 2) ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2
            printf "side by side:   %d rounds, ratios%s; median %.2f\n", NR, line, m
        }'
else
    echo "C++ baseline:   $baseline not found, ratio not measured"
fi

cargo bench --quiet --bench scale 2>/dev/null | sed 's/^/scale:          /'

cargo bench --quiet --bench variants 2>/dev/null | sed 's/^/variants:       /'

# The five map games at a small board and the largest the targets name
# (200 x 300 with about 500 robots, 100 x 100 with 10,000 moves, 200 x 200
# with 20,000 presses or placements): per case, per reported move and per
# move and robot, each beside the canonical game's (benches/map.rs).
cargo bench --quiet --bench map 2>/dev/null | sed 's/^/map sizes:      /'

# The other games: 2,000 generated cases each (seed 42), whole runs of the
# release binary; an output line is a move's answer for Janken (`Move #`),
# and any line but a case's header and blank lines for the others.
# Pursuits (a `player walks` line) are measured above.
for rules in rules/*.rules rules/variants/*.rules; do
    grep -q '^player walks' "$rules" && continue
    grep -q '^format map' "$rules" && continue
    "$bin" gen --rules "$rules" --seed 42 --cases 2000 > "$work/other.in" 2>/dev/null || continue
    read -r t _ < <(best "$bin" run --rules "$rules" "$work/other.in")
    lines=$(grep -cvE '^(Game #|case |Case |$)' "$work/out" || true)
    awk -v n="$(basename "$rules")" -v t="$t" -v l="$lines" \
        'BEGIN {printf "%-28s 2000 cases %8d lines %9.2f us per case %9.1f ns per line\n", n, l, t * 1e6 / 2000, t * 1e9 / (l > 0 ? l : 1)}'
done | sed 's/^/other games:    /'

# The map games (`format map`) and their variants: 20,000 generated maps
# each (seed 42), whole runs of the release binary; the time per case and
# per reported move (the N of each case's "after N moves"). A generated
# input that gen or run refuses is named with the refusal, not timed.
for rules in rules/*.rules rules/variants/*.rules; do
    grep -q '^format map' "$rules" || continue
    name=$(basename "$rules")
    if ! "$bin" gen --rules "$rules" --seed 42 --cases 20000 > "$work/map.in" 2> "$work/map.err"; then
        echo "$name: gen refused: $(grep -m1 -E '[0-9]+:[0-9]+' "$work/map.err" | sed "s/^[^[:alnum:]]*//; s|$work/||")"
        continue
    fi
    if ! "$bin" run --rules "$rules" "$work/map.in" > /dev/null 2> "$work/map.err"; then
        echo "$name: run refused the generated input: $(grep -m1 -E '[0-9]+:[0-9]+' "$work/map.err" | sed "s/^[^[:alnum:]]*//; s|$work/||")"
        continue
    fi
    read -r t _ < <(best "$bin" run --rules "$rules" "$work/map.in")
    cases=$(grep -c '^Case ' "$work/out" || true)
    moves=$(grep -oE 'after [0-9]+ moves' "$work/out" | grep -oE '[0-9]+' | awk '{s += $1} END {print s + 0}')
    awk -v n="$name" -v t="$t" -v c="$cases" -v m="$moves" \
        'BEGIN {printf "%-34s %5d cases %8d moves %9.2f us per case %9.1f ns per move\n", n, c, m, t * 1e6 / (c > 0 ? c : 1), t * 1e9 / (m > 0 ? m : 1)}'
done | sed 's/^/map games:      /'
