#!/usr/bin/env bash
# Replies per second of `structout convert` on a generated file of realistic replies (70%
# clean JSON, 10% fenced, 8% messy in prose, 6% numbers as strings, 3% refusals, 3% values
# taken back), one core and all, with the peak memory. Needs python3 and GNU time.
#   cli/throughput.sh [LINES]     (default 1000000)
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-1000000}
dir=$(mktemp -d)
cargo build -q --release -p structout-cli
python3 - "$lines" "$dir" <<'PY'
import json, random, sys
random.seed(7)
lines, out = int(sys.argv[1]), sys.argv[2]
cities = ["Oslo", "Lima", "Kyoto", "Porto", "Quito", "Turin", "Lagos", "Perth", "São Paulo", "Zürich"]
def reply():
    r = random.random()
    c, n = random.choice(cities), random.randint(1, 500)
    if r < 0.70: return json.dumps({"city": c, "count": n})
    if r < 0.80: return "```json\n" + json.dumps({"city": c, "count": n}, indent=2) + "\n```"
    if r < 0.88: return f"Here is the result:\n{{city: '{c}', count: {n},}}\nHope this helps!"
    if r < 0.94: return f'{{"city": "{c}", "count": "{n}"}}'
    if r < 0.97: return "I'm sorry, I can't determine that from the text."
    return f'{{"city": "{c}", "count": {n}}}\n\nSorry, I misread the second line.'
with open(f"{out}/schema.json", "w") as f:
    json.dump({"type": "object", "properties": {"city": {"type": "string"}, "count": {"type": "integer"}}, "required": ["city", "count"]}, f)
with open(f"{out}/replies.jsonl", "w") as f:
    for i in range(lines):
        f.write(json.dumps({"custom_id": f"r{i}", "reply": reply()}) + "\n")
PY
for jobs in 1 $(nproc); do
    /usr/bin/time -f "$lines replies, $jobs core(s): %e s wall, peak memory %M KB" \
        target/release/structout convert --schema "$dir/schema.json" --field reply \
        --jobs "$jobs" "$dir/replies.jsonl" >/dev/null || true
done
rm -rf "$dir"
