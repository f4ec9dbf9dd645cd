#!/usr/bin/env bash
# What `#[derive(StructuredOutput)]` costs to compile, against serde's and schemars' derives.
#
# Generates a crate of N structs (6 fields each, each nesting the previous one, with a
# string, a number, an optional field, a list and a nested type), in four variants:
#   plain     the structs alone
#   serde     + #[derive(Deserialize, JsonSchema)]
#   derive    + #[derive(StructuredOutput)]
#   used      + a function per type that calls T::convert and T::partial_parser
# and times, for each, a build of the crate alone (its dependencies already built: "cold")
# and a rebuild after a doc-comment edit ("edit"). Prints CPU seconds (user + system, best
# of RUNS; wall time on a 2-core machine varies by a third from run to run) and the
# derive's cost as a ratio of serde's and schemars' together: (derive - serde) / (serde - plain).
#
# Usage: structout/benches/compile_cost.sh [N] [RUNS]      (defaults: 50 structs, 3 runs)
set -euo pipefail
n=${1:-50}
runs=${2:-3}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${COMPILE_COST_DIR:-$(mktemp -d)}
export CARGO_TARGET_DIR="$work/target"

generate() { # variant -> src/lib.rs
    local variant=$1 derive="" uses=""
    case $variant in
        plain) derive="" ;;
        serde) derive="#[derive(Deserialize, JsonSchema)]" ;;
        derive | used) derive="#[derive(Deserialize, JsonSchema, StructuredOutput)]" ;;
    esac
    {
        echo "#![allow(dead_code, unused_imports)]"
        echo "use schemars::JsonSchema;"
        echo "use serde::Deserialize;"
        echo "use structout::StructuredOutput;"
        for ((i = 0; i < n; i++)); do
            echo "/// Record $i."
            echo "$derive"
            echo "pub struct S$i {"
            echo "    pub name: String,"
            echo "    pub count: u32,"
            echo "    pub score: Option<f64>,"
            echo "    pub tags: Vec<String>,"
            echo "    pub flag: bool,"
            if ((i > 0)); then echo "    pub inner: Vec<S$((i - 1))>,"; else echo "    pub inner: Vec<u8>,"; fi
            echo "}"
            if [[ $variant == used ]]; then
                echo "pub fn use_$i(text: &str) -> bool {"
                echo "    let mut parser = S$i::partial_parser();"
                echo "    parser.push(text);"
                echo "    parser.current().is_some() && S$i::convert(text).is_ok()"
                echo "}"
            fi
        done
    } >"$work/gen/src/lib.rs"
}

mkdir -p "$work/gen/src"
cat >"$work/gen/Cargo.toml" <<EOF
[package]
name = "compile-cost"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
structout = { package = "structout-llm", path = "$root/structout" }
serde = { version = "1", features = ["derive"] }
schemars = "1"

[workspace]
EOF
cd "$work/gen"
generate plain
cargo build -q 2>/dev/null # the dependencies, once

seconds() { # command... -> CPU seconds (user + system), steadier than wall time on a
    # shared machine
    /usr/bin/time -o "$work/time" -f "%U %S" "$@" >/dev/null 2>&1
    awk '{print $1 + $2}' "$work/time"
}

# Runs interleave the variants (plain, serde, derive, used, then again), and each figure is
# the best of its runs: a slow spell of a shared machine then slows one run of every variant
# rather than every run of one.
declare -A cold edit
for variant in plain serde derive used; do
    cold[$variant]=999
    edit[$variant]=999
done
for ((r = 0; r < runs; r++)); do
    for variant in plain serde derive used; do
        generate "$variant"
        cargo clean -q -p compile-cost 2>/dev/null
        t=$(seconds cargo build -q)
        cold[$variant]=$(echo "if ($t < ${cold[$variant]}) $t else ${cold[$variant]}" | bc)
        sed -i "s|^/// Record 0\.|/// Record 0, edited.|" src/lib.rs
        t=$(seconds cargo build -q)
        edit[$variant]=$(echo "if ($t < ${edit[$variant]}) $t else ${edit[$variant]}" | bc)
    done
done
for variant in plain serde derive used; do
    printf "%-7s cold %6.2f s   edit %6.2f s\n" "$variant" "${cold[$variant]}" "${edit[$variant]}"
done
ratio() { echo "scale=2; ($1 - $2) / ($2 - $3)" | bc; }
echo "derive over serde+schemars derives ($n structs): cold $(ratio "${cold[derive]}" "${cold[serde]}" "${cold[plain]}"), edit $(ratio "${edit[derive]}" "${edit[serde]}" "${edit[plain]}")"
echo "with convert and partial_parser called: cold $(ratio "${cold[used]}" "${cold[serde]}" "${cold[plain]}"), edit $(ratio "${edit[used]}" "${edit[serde]}" "${edit[plain]}")"
