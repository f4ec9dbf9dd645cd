"""Generate replies to the evaluation prompts with a local model through llama-cpp-python.

Reads the JSON lines that `structout-eval prompts` writes and appends one JSON line per
(task, text, temperature, prompt, seed) to the output file: the prompt, the reply, why generation
stopped ("length" = cut off at the token limit), token counts and seconds. A line already in
the output file is not generated again, so an interrupted run resumes where it stopped; the
prompt is part of the key, so a changed instruction text gets new replies.

The prompt is one user message rendered with the model's own chat template (read from the
GGUF metadata by `create_chat_completion`). Every call uses the same seed, so a rerun on the
same build gives the same replies; temperature 0 is greedy decoding.
"""

import argparse
import json
import os
import sys
import time

from llama_cpp import Llama

HERE = os.path.dirname(os.path.abspath(__file__))
MODELS = {
    "qwen": "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
    "smollm": "smollm2-135m-instruct-q4_1.gguf",
}


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--prompts", required=True, help="JSONL from `structout-eval prompts`")
    p.add_argument("--model", required=True, choices=sorted(MODELS))
    p.add_argument("--temps", default="0", help="comma-separated temperatures, e.g. 0,0.7")
    p.add_argument("--out", required=True, help="replies JSONL to append to")
    p.add_argument("--max-tokens", type=int, default=512)
    p.add_argument("--seed", type=int, default=1234)
    p.add_argument("--threads", type=int, default=os.cpu_count() or 2)
    p.add_argument("--ctx", type=int, default=4096)
    return p.parse_args()


def done_keys(path):
    """The (task, text, temperature, prompt, seed) keys already in the output file."""
    keys = set()
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    r = json.loads(line)
                    keys.add((r["task"], r["text"], float(r["temperature"]), r.get("prompt"), r.get("seed", 1234)))
    return keys


def main():
    args = parse_args()
    temps = [float(t) for t in args.temps.split(",") if t.strip()]
    with open(args.prompts, encoding="utf-8") as f:
        prompts = [json.loads(line) for line in f if line.strip()]
    path = os.path.join(HERE, "models", MODELS[args.model])
    if not os.path.exists(path):
        sys.exit(f"{path} is missing: run eval/setup.sh")
    llm = Llama(
        model_path=path,
        n_ctx=args.ctx,
        n_threads=args.threads,
        seed=args.seed,
        verbose=False,
    )
    done = done_keys(args.out)
    todo = [(p, t) for t in temps for p in prompts if (p["task"], p["text"], t, p["prompt"], args.seed) not in done]
    print(f"{args.model}: {len(todo)} replies to generate ({len(done)} already done)", file=sys.stderr)
    with open(args.out, "a", encoding="utf-8") as out:
        for n, (p, temp) in enumerate(todo, 1):
            start = time.monotonic()
            result = llm.create_chat_completion(
                messages=[{"role": "user", "content": p["prompt"]}],
                temperature=temp,
                seed=args.seed,
                max_tokens=args.max_tokens,
            )
            seconds = time.monotonic() - start
            choice = result["choices"][0]
            usage = result.get("usage", {})
            record = {
                "task": p["task"],
                "text": p["text"],
                "model": args.model,
                "temperature": temp,
                "prompt": p["prompt"],
                "seed": args.seed,
                "max_tokens": args.max_tokens,
                "reply": choice["message"]["content"] or "",
                "finish_reason": choice.get("finish_reason"),
                "prompt_tokens": usage.get("prompt_tokens"),
                "completion_tokens": usage.get("completion_tokens"),
                "seconds": round(seconds, 2),
            }
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
            out.flush()
            print(
                f"[{n}/{len(todo)}] {p['task']} {p['text']} t={temp}: "
                f"{record['completion_tokens']} tokens, {seconds:.1f}s, {record['finish_reason']}",
                file=sys.stderr,
            )


if __name__ == "__main__":
    main()
