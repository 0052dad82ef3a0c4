#!/usr/bin/env bash
# bench/run.sh reproduces every figure of docs/PERFORMANCE.md.
#
#   bench/run.sh short   std, golangci-lint v2.15.0, engines N=100 and 1,000: 5 pairs each
#   bench/run.sh long    + engines N=10,000 and N=1,000 S=64, 7 pairs each; two cold
#                        pairs on std; the go vet pairs; context rows: go vet and
#                        staticcheck, cold and warm
#   bench/run.sh engines the generated engines only: N=1,000, 5,000 and 10,000
#                        (BENCH_ENGINES="N:S ..." to choose), 7 pairs each
#   bench/run.sh vet     the go vet pairs only (below)
#
# The go vet pairs: clampvet as go vet's tool against its own floor there,
# noopfactsvet (bench/cmd/noopfactsvet: the same driver with one no-op
# analyzer that declares a fact type, which is what makes go vet run a tool
# on every package of the graph), on golangci-lint's module: interleaved
# pairs of cold runs, each with a copy of its tool that no earlier run used
# (go vet keys its result cache on "TOOL -V=full", which for clampvet's
# driver is a hash of the executable's bytes: each copy gets 16 random bytes
# appended, which the loader ignores), so that vet analyzes every package
# while the build cache stays warm. The corpus is named golangci-go-vet; its
# arm A is noopfactsvet and B clampvet.
#
# (Engines of N <= 1,000 get three times the pairs: their runs last a tenth of a second.)
#
# clampvet is always measured against the floor, noopvet (bench/cmd/noopvet:
# clampvet's own driver with one no-op analyzer that requires inspect), on the same
# corpus, in runs interleaved A B A B (A = noopvet, B = clampvet; on the real corpora a
# third arm C = clampvet with its scan cache off, as on a first run: A B C A B C).
# One unmeasured warm-up run of each arm comes first. Wall time is taken around each
# run; peak RSS is /usr/bin/time's %M (the largest resident set of the process and
# the children it waited for, the go command included), and CPU time the user and system
# time of the same. The tables give medians, the ratio of the medians, and the median
# (min-max) of the per-pair ratios.
#
# Warm and cold: the measured runs are warm: the go build cache ($GOCACHE) holds the
# export data the loader asks `go list -export` for (the warm-up runs put it there)
# and, for clampvet, the scan cache holds the module-cache files it read. clampvet
# has no result cache. The cold pairs (long) give each run an empty GOCACHE and
# clampvet an empty scan cache. go vet's own result cache is defeated by running a
# copy of the stock vet under a fresh name each time (vet's tool ID is the output of
# "NAME -V=full", which names the executable: a new name is a new cache key while the
# build cache stays warm); the warm go vet row reruns the same copy. staticcheck's
# cache is defeated with a fresh STATICCHECK_CACHE.
#
# BENCH_BEFORE=REV adds an arm D to every pair: clampvet built from git revision REV
# (e.g. the commit before a change, for the before/after figures).
#
# Environment: BENCH_OUT (default: a new directory under ${TMPDIR:-/tmp}) receives
# raw.tsv (one line per run), the generated engines and the Markdown tables
# (tables.md, also printed). BENCH_PAIRS overrides the number of pairs.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

mode=${1:-short}
case "$mode" in
  short) pairs=${BENCH_PAIRS:-5} ;;
  long | engines | vet) pairs=${BENCH_PAIRS:-7} ;;
  *) echo "usage: bench/run.sh [short|long|engines|vet]" >&2; exit 2 ;;
esac
[ -x /usr/bin/time ] || { echo "bench/run.sh: needs GNU time at /usr/bin/time" >&2; exit 2; }

out=${BENCH_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/clampvet-bench.XXXXXX")}
mkdir -p "$out/bin" "$out/engines" "$out/log"
raw=$out/raw.tsv
: >"$raw"
bin=$out/bin

echo "# bench/run.sh $mode: $(date -u +%Y-%m-%dT%H:%MZ), $(go version | cut -d' ' -f3-4), $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)" >"$out/header.txt"
cat "$out/header.txt" >&2

echo "== building" >&2
go build -o "$bin/clampvet" ./cmd/clampvet
go build -o "$bin/noopvet" ./bench/cmd/noopvet
go build -o "$bin/noopfactsvet" ./bench/cmd/noopfactsvet
go build -o "$bin/genengine" ./bench/cmd/genengine
go build -o "$bin/factsize" ./bench/factsize
go build -o "$bin/analysis" ./bench/analysis
if [ "$mode" = long ]; then
  # staticcheck as its own module builds it (the root module does not depend on
  # its command's packages).
  (cd "$out" && GOBIN=$bin GOFLAGS= go install honnef.co/go/tools/cmd/staticcheck@v0.8.2)
fi
vet=$(go env GOTOOLDIR)/vet
before=${BENCH_BEFORE:-}
if [ -n "$before" ]; then
  rm -rf "$out/before" && mkdir -p "$out/before"
  git archive "$before" | tar -x -C "$out/before"
  (cd "$out/before" && go build -buildvcs=false -o "$bin/clampvet-before" ./cmd/clampvet)
  echo "# arm D: clampvet at $(git rev-parse --short "$before")" >>"$out/header.txt"
fi

# measure CORPUS ARM PAIR DIR CMD...: runs CMD in DIR, appends a line to raw.tsv:
# corpus arm pair wall-seconds peak-rss-kB exit-code stdout-bytes cpu-seconds (user+system
# of the process and the children it waited for: less disturbed than wall time by the
# other work of a shared machine)
measure() {
  local corpus=$1 arm=$2 pair=$3 dir=$4
  shift 4
  local log=$out/log/$corpus.$arm.$pair
  local t0 t1 rc=0
  t0=$(date +%s%N)
  (cd "$dir" && /usr/bin/time -f '%M %U %S' -o "$log.rss" "$@" >"$log.out" 2>"$log.err") || rc=$?
  t1=$(date +%s%N)
  local rss cpu
  read -r rss cpu < <(tail -1 "$log.rss" | awk '{ printf "%s %.2f\n", $1, $2 + $3 }')
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$corpus" "$arm" "$pair" \
    "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", (b - a) / 1e9 }')" \
    "$rss" "$rc" "$(wc -c <"$log.out")" "$cpu" >>"$raw"
}

# pairs CORPUS DIR ARGS...: warm-up, then interleaved pairs of noopvet and clampvet
# (and clampvet with the scan cache off when $third is set) with the same arguments.
pairs() {
  local corpus=$1 dir=$2
  shift 2
  echo "== $corpus: warm-up, then $pairs pairs" >&2
  (cd "$dir" && "$bin/noopvet" "$@") >/dev/null 2>&1 || true
  (cd "$dir" && "$bin/clampvet" -stats "$@") >/dev/null 2>"$out/log/$corpus.stats" || true
  if [ -n "${third:-}" ]; then (cd "$dir" && CLAMPVET_CACHE=off "$bin/clampvet" "$@") >/dev/null 2>&1 || true; fi
  if [ -n "$before" ]; then (cd "$dir" && "$bin/clampvet-before" "$@") >/dev/null 2>&1 || true; fi
  for i in $(seq 1 "$pairs"); do
    measure "$corpus" A "$i" "$dir" "$bin/noopvet" "$@"
    measure "$corpus" B "$i" "$dir" "$bin/clampvet" "$@"
    if [ -n "${third:-}" ]; then
      measure "$corpus" C "$i" "$dir" env CLAMPVET_CACHE=off "$bin/clampvet" "$@"
    fi
    if [ -n "$before" ]; then
      measure "$corpus" D "$i" "$dir" "$bin/clampvet-before" "$@"
    fi
  done
  (cd "$dir" && "$bin/factsize" "$@") >"$out/log/$corpus.facts" 2>/dev/null || echo "facts-bytes=?" >"$out/log/$corpus.facts"
  (cd "$dir" && "$bin/analysis" -n 9 "$@") >"$out/log/$corpus.analysis" 2>/dev/null || echo "analysis noop=?" >"$out/log/$corpus.analysis"
}

# context CORPUS DIR TESTS PATTERN: go vet and staticcheck, cold once and warm three
# times. TESTS is "true" or "false"; go vet has no flag to leave test files out, so it
# always analyzes them.
context() {
  local corpus=$1 dir=$2 tests=$3 pattern=$4
  echo "== $corpus: go vet and staticcheck" >&2
  local name=vet-$corpus-$$-$RANDOM
  cp "$vet" "$bin/$name"
  measure "$corpus" vet-cold 1 "$dir" go vet -vettool="$bin/$name" "$pattern"
  for i in 1 2 3; do measure "$corpus" vet-warm "$i" "$dir" go vet -vettool="$bin/$name" "$pattern"; done
  local sc=$out/staticcheck-cache-$corpus
  rm -rf "$sc"
  measure "$corpus" sc-cold 1 "$dir" env STATICCHECK_CACHE="$sc" "$bin/staticcheck" -tests="$tests" "$pattern"
  for i in 1 2 3; do measure "$corpus" sc-warm "$i" "$dir" env STATICCHECK_CACHE="$sc" "$bin/staticcheck" -tests="$tests" "$pattern"; done
}

# fresh TOOL: a copy of $bin/TOOL that go vet has never seen (see the header).
fresh() {
  local copy=$bin/fresh/$1-$$-$RANDOM$RANDOM
  mkdir -p "$bin/fresh"
  cp "$bin/$1" "$copy"
  head -c 16 /dev/urandom >>"$copy"
  echo "$copy"
}

# vetpairs CORPUS DIR PATTERN: one warm-up run of each tool, then interleaved
# pairs of cold go vet runs (a fresh copy of the tool each time), A =
# noopfactsvet, B = clampvet (and D = clampvet before, with BENCH_BEFORE).
vetpairs() {
  local corpus=$1 dir=$2 pattern=$3
  echo "== $corpus: go vet, warm-up, then $pairs pairs" >&2
  (cd "$dir" && go vet -vettool="$(fresh noopfactsvet)" "$pattern") >/dev/null 2>&1 || true
  (cd "$dir" && go vet -vettool="$(fresh clampvet)" "$pattern") >/dev/null 2>&1 || true
  if [ -n "$before" ]; then (cd "$dir" && go vet -vettool="$(fresh clampvet-before)" "$pattern") >/dev/null 2>&1 || true; fi
  for i in $(seq 1 "$pairs"); do
    measure "$corpus" A "$i" "$dir" go vet -vettool="$(fresh noopfactsvet)" "$pattern"
    measure "$corpus" B "$i" "$dir" go vet -vettool="$(fresh clampvet)" "$pattern"
    if [ -n "$before" ]; then
      measure "$corpus" D "$i" "$dir" go vet -vettool="$(fresh clampvet-before)" "$pattern"
    fi
  done
  rm -rf "$bin/fresh"
}

gcl=$repo/integration/golangci/gcl
gclpat=github.com/golangci/golangci-lint/v2/...
# The module zips of golangci-lint and its dependencies, once.
(cd "$gcl" && go mod download) >&2

# golangci-lint without its tests (as .ci/corpus runs it): the test files of one of its
# packages import a module that is not in the wrapper's go.sum, which the go command
# reports as a load error (exit 1 in every arm).
if [ "$mode" = short ] || [ "$mode" = long ]; then
  third=1
  pairs std "$repo" std
  pairs golangci "$gcl" -test=false "$gclpat"
  third=
fi
# go vet has no flag to leave the tests out: both arms meet the same load error.
if [ "$mode" = long ] || [ "$mode" = vet ]; then
  vetpairs golangci-go-vet "$gcl" "$gclpat"
fi

engines="100:16 1000:16"
case "$mode" in
  long) engines="$engines 10000:16 1000:64" ;;
  engines) engines=${BENCH_ENGINES:-1000:16 5000:16 10000:16} ;;
  vet) engines= ;;
esac
for e in $engines; do
  n=${e%:*} s=${e#*:}
  dir=$out/engines/n${n}s$s
  "$bin/genengine" -q -n "$n" -p $((n / 20)) -s "$s" -layers 3 -o "$dir" -replace
  # Runs of a tenth of a second: three times the pairs, so that the medians
  # are not those of the timer's and the machine's jitter.
  saved=$pairs
  if [ "$n" -le 1000 ]; then pairs=$((pairs * 3)); fi
  pairs "engine-n${n}-s$s" "$dir" ./...
  pairs=$saved
done

if [ "$mode" = long ]; then
  echo "== std: two cold pairs (an empty GOCACHE for each run, and for clampvet an empty scan cache), A B then B A" >&2
  for i in 1 2; do
    order="A B"
    [ "$i" = 2 ] && order="B A"
    for arm in $order; do
      cache=$(mktemp -d "$out/gocache.XXXXXX")
      tool=noopvet
      [ "$arm" = B ] && tool=clampvet
      measure std-cold "$arm" "$i" "$repo" env GOCACHE="$cache" CLAMPVET_CACHE="$cache/scan" "$bin/$tool" std
      chmod -R u+w "$cache" && rm -rf "$cache"
    done
  done
  context std "$repo" true std
  context golangci "$gcl" false "$gclpat"
  for e in $engines; do
    n=${e%:*} s=${e#*:}
    context "engine-n${n}-s$s" "$out/engines/n${n}s$s" true ./...
  done
fi

echo "# load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$out/header.txt"
"$repo/bench/tables.sh" "$out" | tee "$out/tables.md"
echo "raw data: $raw" >&2
