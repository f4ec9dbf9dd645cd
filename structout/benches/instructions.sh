#!/usr/bin/env bash
# Instructions per conversion of one reply by one converter (see count.rs), from callgrind:
# (I(2n) - I(n)) / n, so that setup and input generation cancel out. Needs valgrind.
#   structout/benches/instructions.sh <reply> <converter> [n]
set -euo pipefail
cd "$(dirname "$0")/../.."
reply=$1 who=$2 n=${3:-200}
bin=$(cargo bench --bench count --no-run --message-format=json 2>/dev/null \
    | sed -n 's/.*"executable":"\([^"]*count-[^"]*\)".*/\1/p' | tail -1)
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$reply" "$who" "$1" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
one=$(count "$n")
two=$(count $((2 * n)))
echo "$reply $who: $(((two - one) / n)) instructions per conversion"
