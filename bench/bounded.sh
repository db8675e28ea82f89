#!/usr/bin/env bash
# The large runs of the bounded tests at full size, each with its wall
# time and peak resident memory (/usr/bin/time): views of long games and
# of games with thousands of candidates, the Crosses search out of reach
# at n = 1024 and on a thousand tiny cases, a ten-million-move Janken data
# set, the Crosses generator and its whole trace, big boards with two
# jobs; then the long fuzz run (10,000 inputs over
# every format and view, fixed seed). Not part of CI: a few minutes.
# Usage: bench/bounded.sh [FUZZ_RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cargo build --release --quiet
bin=$PWD/${CARGO_TARGET_DIR:-target}/release/robots

measure() {
    local what=$1
    shift
    /usr/bin/time -f "%e s, %M KiB" -o "$work/time" "$@" > /dev/null 2>&1 || true
    printf '%-58s %s\n' "$what" "$(tail -1 "$work/time")"
}

# One robot at (1,1) and N teleport cells, taken as candidates.
teleports() {
    awk -v n="$1" 'BEGIN { srand(1); print 1, n; print 1, 1;
        for (i = 0; i < n; i++) print int(rand() * 31) + 1, int(rand() * 31) + 1; print 0, 0 }'
}
for n in 1000 3000 10000; do teleports $n > "$work/t$n.in"; done
printf '0 1\n1 1\n' > "$work/endless.in"
tc=rules/variants/teleport-candidates.rules
measure "run, 10,000 teleport candidates" "$bin" run --rules $tc "$work/t10000.in"
measure "run --format json --log, 3,000 candidates" "$bin" run --format json --log --rules $tc "$work/t3000.in"
measure "explain --case 1, 3,000 candidates" "$bin" explain --rules $tc "$work/t3000.in" --case 1
measure "explain --case 1, 10,000 candidates" "$bin" explain --rules $tc "$work/t10000.in" --case 1
measure "replay, 3,000 candidates" "$bin" replay --rules $tc "$work/t3000.in" --case 1 -o "$work/r.html"
for n in 1000 3000 10000; do
    measure "diff, $n candidates" "$bin" diff $tc $tc "$work/t$n.in"
done
measure "replay, endless game (100,000 moves)" "$bin" replay --rules rules/variants/endless.rules "$work/endless.in" --case 1 -o "$work/r.html"
measure "explain, endless game" "$bin" explain --rules rules/variants/endless.rules "$work/endless.in" --case 1
measure "run --trace --moves 99999.., endless game" "$bin" run --trace --moves 99999.. --rules rules/variants/endless.rules "$work/endless.in"

"$bin" gen --rules crosses --sides 1024..1024 --cases 1 --seed 3 > "$work/c1024.in"
sed '2s/.*/1024 116742 16314/' "$work/c1024.in" > "$work/c1024u.in"
measure "crosses, n = 1024, score out of reach" "$bin" run --rules crosses "$work/c1024u.in"
{ echo 1000; for _ in $(seq 1000); do printf '3 0 4\n1 1\n1 3\n3 1\n3 3\n2 2\n'; done; } > "$work/tiny.in"
measure "crosses, 1,000 cases on 3 x 3" "$bin" run --rules crosses "$work/tiny.in"
"$bin" gen --rules crosses --records --sides 300..300 --cases 1 > "$work/rec300.in"
measure "crosses --trace --moves 1, n = 300" "$bin" run --trace --rules crosses --moves 1 "$work/rec300.in"
"$bin" gen --rules crosses --records --sides 200..200 --cases 1 > "$work/rec200.in"
measure "crosses --trace, every move, n = 200" "$bin" run --trace --rules crosses "$work/rec200.in"
measure "gen --rules crosses --cases 100000" "$bin" gen --rules crosses --cases 100000
measure "gen --rules crosses --sides 2..2 (refused)" "$bin" gen --rules crosses --sides 2..2 --cases 1

# Big boards with two jobs: the engine's grids and RobotRace's search
# tables held once, not once a job.
for jobs in 1 2; do
    measure "big board (4096 x 4096), 100 cases, --jobs $jobs" "$bin" run --jobs $jobs \
        --rules rules/variants/big-board.rules tests/data/public-mixed.in
done
awk 'BEGIN { n = 1448; for (k = 0; k < 4; k++) { print n;
    for (r = 0; r < n; r++) { row = sprintf("%*s", n, ""); if (r == 0) row = "a" substr(row, 2);
        if (r == n - 1) row = substr(row, 1, n - 1) "b"; if (r == int(n / 2)) row = substr(row, 1, n / 2) "X" substr(row, n / 2 + 2);
        print row } print 2; print "a:X"; print "b:X" } }' > "$work/race.in"
for jobs in 1 2; do
    measure "RobotRace, 4 boards of 1448 x 1448, --jobs $jobs" "$bin" run --jobs $jobs --rules robot-race "$work/race.in"
done

head -n "$(grep -n '^2$' tests/data/janken-tactics/sample.in | head -1 | cut -d: -f1)" tests/data/janken-tactics/sample.in \
    | sed '$d' > "$work/j.in"
{ cat "$work/j.in"; echo 10000000; awk 'BEGIN { for (i = 0; i < 5000000; i++) print "E5 E9\nE9 E5" }'; } > "$work/j10m.in"
measure "janken, one data set of 10,000,000 moves" "$bin" run --rules janken-tactics "$work/j10m.in"

FUZZ_RUNS=$runs FUZZ_BIN=$bin cargo test --quiet --test main bounded_fuzz -- --nocapture 2>&1 | grep -E "^fuzz:|run [0-9]+:|test result"
