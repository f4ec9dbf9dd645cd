"""Generate replies to the evaluation prompts with a local model through llama-cpp-python.

Reads the JSON lines that `structout-eval prompts` writes and appends one JSON line per
(task, text, temperature, prompt, seed, constraint) to the output file: the prompt, the reply,
why generation stopped ("length" = cut off at the token limit), token counts and seconds. A
line already in the output file is not generated again, so an interrupted run resumes where
it stopped; the prompt is part of the key, so a changed instruction text gets new replies.

`--constraint grammar` puts a grammar on the sampler: for structout's texts the type's own
GBNF (`T::grammar().gbnf()`, the prompt line's `grammar`), for the peers' texts the grammar
llama-cpp-python's converter makes of the JSON Schema they are given (`LlamaGrammar.
from_json_schema`, a port of llama.cpp's `json_schema_to_grammar`), as a user of each would.
Without a constraint, texts marked `constrained_only` are skipped.

The prompt is one user message rendered with the model's own chat template (read from the
GGUF metadata by `create_chat_completion`). Every call uses the same seed, so a rerun on the
same build gives the same replies; temperature 0 is greedy decoding.
"""

import argparse
import json
import os
import sys
import time

from llama_cpp import Llama, LlamaGrammar

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
    p.add_argument("--constraint", default="none", choices=["none", "grammar"])
    return p.parse_args()


def grammar_key(record, constraint):
    """The digest of the grammar on the sampler, for a structout text under a constraint: a
    changed grammar is a changed prompt (`None` otherwise)."""
    return record.get("grammar_digest") if constraint == "grammar" else None


def done_keys(path):
    """The (task, text, temperature, prompt, seed, constraint, grammar digest) keys already in
    the output file."""
    keys = set()
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    r = json.loads(line)
                    keys.add(
                        (
                            r["task"],
                            r["text"],
                            float(r["temperature"]),
                            r.get("prompt"),
                            r.get("seed", 1234),
                            r.get("constraint", "none"),
                            grammar_key(r, r.get("constraint", "none")),
                        )
                    )
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
    c = args.constraint
    todo = [
        (p, t)
        for t in temps
        for p in prompts
        if (p["task"], p["text"], t, p["prompt"], args.seed, c, grammar_key(p, c)) not in done
        and (c == "grammar" or not p.get("constrained_only"))
    ]
    grammars = {}

    def grammar_for(p):
        """The prompt's constraint, built once per grammar text or schema."""
        if c == "none":
            return None
        if "grammar" in p:
            source = ("gbnf", p["grammar"])
        else:
            source = ("schema", json.dumps(p["schema"], ensure_ascii=False))
        if source not in grammars:
            if source[0] == "gbnf":
                grammars[source] = LlamaGrammar.from_string(source[1], verbose=False)
            else:
                grammars[source] = LlamaGrammar.from_json_schema(source[1], verbose=False)
        return grammars[source]

    print(f"{args.model}: {len(todo)} replies to generate ({len(done)} already done)", file=sys.stderr)
    with open(args.out, "a", encoding="utf-8") as out:
        for n, (p, temp) in enumerate(todo, 1):
            start = time.monotonic()
            result = llm.create_chat_completion(
                messages=[{"role": "user", "content": p["prompt"]}],
                temperature=temp,
                seed=args.seed,
                max_tokens=args.max_tokens,
                grammar=grammar_for(p),
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
                "constraint": c,
                "max_tokens": args.max_tokens,
                "reply": choice["message"]["content"] or "",
                "finish_reason": choice.get("finish_reason"),
                "prompt_tokens": usage.get("prompt_tokens"),
                "completion_tokens": usage.get("completion_tokens"),
                "seconds": round(seconds, 2),
            }
            if grammar_key(p, c) is not None:
                record["grammar_digest"] = grammar_key(p, c)
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
            out.flush()
            print(
                f"[{n}/{len(todo)}] {p['task']} {p['text']} {c} t={temp}: "
                f"{record['completion_tokens']} tokens, {seconds:.1f}s, {record['finish_reason']}",
                file=sys.stderr,
            )


if __name__ == "__main__":
    main()
