#!/usr/bin/env bash
# The real-model evaluation in one command (issues #13, #30):
#   eval/run.sh [--half reporting|tuning|all] [--types T,T] [--models qwen,smollm] [--tasks N]
#               [--temps 0,0.7] [--seeds S,S] [--constraints none,grammar] [--texts ID,ID]
# Runs setup.sh when the venv or the models are missing, writes the prompts of the chosen
# half, generates the replies that results/replies-<model>.jsonl does not hold yet, and
# prints the markdown tables for exactly this selection. --types keeps the tasks of those
# types (names as in src/shape.rs, e.g. Department,DeliveryComplaint), --tasks N the first N
# of them. Defaults: the reporting half, both models, temperatures 0 and 0.7, seed 1234, with
# and without a constraint, every text.
# Further seeds sample the temperatures above 0 again (greedy decoding at 0 ignores the seed:
# it runs with the first one only).
set -euo pipefail
cd "$(dirname "$0")"

HALF=reporting
TYPES=
MODELS=qwen,smollm
TASKS=
TEMPS=0,0.7
TEXTS=structout_type_signature,structout_json_schema,structout_brief,spring_bean,langchain_pydantic,baml
SEEDS=1234
CONSTRAINTS=none,grammar
while [ $# -gt 0 ]; do
  case "$1" in
    --half) HALF="$2"; shift 2 ;;
    --types) TYPES="$2"; shift 2 ;;
    --models) MODELS="$2"; shift 2 ;;
    --tasks) TASKS="$2"; shift 2 ;;
    --temps) TEMPS="$2"; shift 2 ;;
    --texts) TEXTS="$2"; shift 2 ;;
    --seeds) SEEDS="$2"; shift 2 ;;
    --constraints) CONSTRAINTS="$2"; shift 2 ;;
    *) sed -n 2,4p "$0" >&2; exit 2 ;;
  esac
done

if ! .venv/bin/python -c "import llama_cpp" 2>/dev/null \
  || [ ! -f models/qwen2.5-coder-0.5b-instruct-q4_k_m.gguf ] \
  || [ ! -f models/smollm2-135m-instruct-q4_1.gguf ]; then
  ./setup.sh
fi

cargo build --release --quiet --manifest-path Cargo.toml
TARGET_DIR="${CARGO_TARGET_DIR:-target}"
case "$TARGET_DIR" in /*) ;; *) TARGET_DIR="$PWD/$TARGET_DIR" ;; esac
EVAL="$TARGET_DIR/release/structout-eval"

mkdir -p results
# The replies behind the README's tables, kept in the repository: a fresh checkout scores
# them without generating them again, and generates only what they do not hold.
for kept in replies/replies-*.jsonl.gz; do
  out="results/$(basename "$kept" .gz)"
  if [ -e "$kept" ] && [ ! -e "$out" ]; then
    gunzip -c "$kept" > "$out"
  fi
done
PROMPTS="results/prompts-$HALF.jsonl"
"$EVAL" prompts --half "$HALF" --texts "$TEXTS" ${TYPES:+--types "$TYPES"} \
  ${TASKS:+--tasks "$TASKS"} > "$PROMPTS"

REPLIES=()
for model in ${MODELS//,/ }; do
  out="results/replies-$model.jsonl"
  for constraint in ${CONSTRAINTS//,/ }; do
    first=1
    for seed in ${SEEDS//,/ }; do
      temps="$TEMPS"
      if [ -z "$first" ]; then
        # Greedy decoding does not depend on the seed: only the sampled temperatures again.
        temps=$(echo "$TEMPS" | tr ',' '\n' | awk '$1 > 0' | paste -sd, -)
      fi
      if [ -n "$temps" ]; then
        .venv/bin/python generate.py --prompts "$PROMPTS" --model "$model" --temps "$temps" \
          --seed "$seed" --constraint "$constraint" --out "$out"
      fi
      first=
    done
  done
  REPLIES+=("$out")
done

"$EVAL" score --half "$HALF" ${TYPES:+--types "$TYPES"} --prompts "$PROMPTS" --temps "$TEMPS" \
  --seeds "$SEEDS" --constraints "$CONSTRAINTS" "${REPLIES[@]}"
