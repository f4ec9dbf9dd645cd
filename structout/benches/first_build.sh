#!/usr/bin/env bash
# A new user's first build from an empty target directory (crates already downloaded), against
# an empty program that depends on what any program with typed model output already has:
# serde (derive), serde_json and schemars. Two builds of the quickstart: as a program of the
# user's own that depends on structout (examples/quickstart.rs as its main.rs, with the
# user's default profile: what a user pays), and the README's command in this workspace.
#
# Prints wall seconds (best of RUNS rounds; run it on an idle machine) and the ratios.
#
# Usage: structout/benches/first_build.sh [RUNS]      (default 3)
set -euo pipefail
runs=${1:-3}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${FIRST_BUILD_DIR:-$(mktemp -d)}

mkdir -p "$work/baseline/src"
cat >"$work/baseline/Cargo.toml" <<EOF
[package]
name = "baseline"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
serde = { version = "1", features = ["derive"] }
serde_json = "1"
schemars = "1"

[workspace]
EOF
echo 'fn main() {}' >"$work/baseline/src/main.rs"

mkdir -p "$work/user/src"
sed -e 's/^name = "baseline"/name = "user"/' "$work/baseline/Cargo.toml" >"$work/user/Cargo.toml"
sed -i "s|^\[dependencies\]|[dependencies]\nstructout = { package = \"structout-llm\", path = \"$root/structout\" }|" "$work/user/Cargo.toml"
cp "$root/examples/quickstart.rs" "$work/user/src/main.rs"

wall() { # dir command... -> wall seconds
    local dir=$1 start end
    shift
    start=$(date +%s.%N)
    (cd "$dir" && "$@" >/dev/null 2>&1)
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}

(cd "$work/baseline" && cargo fetch -q)
(cd "$work/user" && cargo fetch -q)
(cd "$root" && cargo fetch -q)
# Rounds interleave the three builds and each figure is the best of its rounds, so that a
# slow spell of a shared machine slows one build of each rather than every build of one.
base=999 user=999 quick=999
min() { echo "if ($1 < $2) $1 else $2" | bc; }
for ((r = 0; r < runs; r++)); do
    rm -rf "$work/target"
    base=$(min "$(CARGO_TARGET_DIR="$work/target" wall "$work/baseline" cargo build)" "$base")
    rm -rf "$work/target"
    user=$(min "$(CARGO_TARGET_DIR="$work/target" wall "$work/user" cargo build)" "$user")
    rm -rf "$work/target"
    quick=$(min "$(CARGO_TARGET_DIR="$work/target" wall "$root" cargo build --example quickstart)" "$quick")
done
rm -rf "$work/target"
ratio() { echo "scale=2; $1 / $base" | bc; }
printf "serde + serde_json + schemars, empty program     %6.1f s\n" "$base"
printf "the quickstart as the user's own program          %6.1f s  (%sx)\n" "$user" "$(ratio "$user")"
printf "cargo build --example quickstart (this workspace) %6.1f s  (%sx)\n" "$quick" "$(ratio "$quick")"
