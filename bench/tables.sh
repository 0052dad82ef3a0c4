#!/usr/bin/env bash
# bench/tables.sh OUT prints the Markdown tables of docs/PERFORMANCE.md from the
# raw measurements bench/run.sh left in OUT (raw.tsv, log/*.stats, log/*.facts).
set -euo pipefail
out=$1
cat "$out/header.txt"
echo

# stat CORPUS KEY: a key=value of the corpus's -stats (or facts) line.
stat() { grep -o "$2=[^ ]*" "$out/log/$1.$3" 2>/dev/null | head -1 | cut -d= -f2 || true; }

awk -F'\t' -v out="$out" '
function median(list,    n, a, i, j, t) {
  n = split(list, a, " ")
  for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j-1] + 0 > a[j] + 0; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
  if (n == 0) return "";
  return (n % 2) ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2
}
function minmax(list,    n, a, i, lo, hi) {
  n = split(list, a, " "); lo = a[1]; hi = a[1]
  for (i = 2; i <= n; i++) { if (a[i] + 0 < lo + 0) lo = a[i]; if (a[i] + 0 > hi + 0) hi = a[i] }
  return sprintf("%.3f-%.3f", lo, hi)
}
{
  key = $1 SUBSEP $2
  if (!(($1) in seen)) { seen[$1] = 1; order[++nc] = $1 }
  wall[key] = wall[key] " " $4; rss[key] = rss[key] " " $5; cpu[key] = cpu[key] " " $8
  w[$1, $2, $3] = $4
  rcs[key] = rcs[key] (index(" " rcs[key] " ", " " $6 " ") ? "" : " " $6)
  if ($2 ~ /^[BCD]$/ && $7 > 0) findings[$1] = 1
}
END {
  print "Paired runs (A = noopvet, the floor; B = clampvet; C = clampvet with the scan cache off; D = clampvet before, see the header; on a -go-vet corpus, A and B are go vet runs with the tool noopfactsvet and clampvet). Times in seconds, peak RSS in MB."
  print ""
  print "| corpus | arm | runs | median wall | ÷ A (medians) | ÷ A per pair: median (min-max) | extra over A | median CPU | CPU ÷ A | median peak RSS | RSS ÷ A | exit codes |"
  print "|---|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---|"
  for (c = 1; c <= nc; c++) {
    corpus = order[c]
    if (!((corpus, "A") in wall)) continue
    ma = median(wall[corpus, "A"]); ra = median(rss[corpus, "A"]); ca = median(cpu[corpus, "A"])
    for (k = 1; k <= 4; k++) {
      arm = substr("ABCD", k, 1)
      if (!((corpus, arm) in wall)) continue
      m = median(wall[corpus, arm]); r = median(rss[corpus, arm]); u = median(cpu[corpus, arm])
      n = split(wall[corpus, arm], tmp, " ")
      ratios = ""
      for (p = 1; p <= n; p++) if ((corpus, "A", p) in w && (corpus, arm, p) in w) ratios = ratios " " (w[corpus, arm, p] / w[corpus, "A", p])
      label = (arm == "A") ? "noopvet" : (arm == "B") ? "clampvet" : (arm == "C") ? "clampvet, scan cache off" : "clampvet before (arm D)"
      if (corpus ~ /-go-vet$/) label = (arm == "A") ? "go vet -vettool=noopfactsvet" : (arm == "B") ? "go vet -vettool=clampvet" : "go vet -vettool=clampvet before (arm D)"
      if (arm == "A")
        printf "| %s | %s | %d | %.3f | | | | %.2f | | %.0f | | %s |\n", corpus, label, n, m, ca, ra / 1024, rcs[corpus, arm]
      else
        printf "| %s | %s | %d | %.3f | %.3f | %.3f (%s) | %+.3f | %.2f | %.3f | %.0f | %.2f | %s%s |\n", corpus, label, n, m, m / ma, median(ratios), minmax(ratios), m - ma, u, (ca > 0 ? u / ca : 0), r / 1024, r / ra, rcs[corpus, arm], (corpus in findings) ? ", FINDINGS PRINTED" : ""
    }
  }
  ctx = 0
  for (c = 1; c <= nc; c++) if ((order[c], "vet-cold") in wall) ctx = 1
  if (ctx) {
    print ""
    print "Context (not paired): go vet default suite (results cold: a fresh tool name; warm: the same again) and staticcheck (cold: empty STATICCHECK_CACHE). Cold runs: one; warm: median of three."
    print ""
    print "| corpus | go vet cold | go vet warm | staticcheck cold | staticcheck warm | peak RSS MB (vet cold / staticcheck cold) |"
    print "|---|---:|---:|---:|---:|---|"
    for (c = 1; c <= nc; c++) {
      corpus = order[c]
      if (!((corpus, "vet-cold") in wall)) continue
      printf "| %s | %.2f s | %.2f s | %.2f s | %.2f s | %.0f / %.0f |\n", corpus, median(wall[corpus, "vet-cold"]), median(wall[corpus, "vet-warm"]), median(wall[corpus, "sc-cold"]), median(wall[corpus, "sc-warm"]), median(rss[corpus, "vet-cold"]) / 1024, median(rss[corpus, "sc-cold"]) / 1024
    }
  }
}' "$out/raw.tsv"

echo
echo "Graph and facts (from one clampvet -stats run and bench/factsize):"
echo
echo "| corpus | packages in graph | marked | participating | roots | facts written (bytes) | facts | packages with facts | analysis phase alone, noopvet / clampvet (median of 9 in-process pairs): wall; CPU | each analyzer run sequentially (those clampvet's analyzers require included), summed over the packages |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---|---|"
for f in "$out"/log/*.stats; do
  c=$(basename "$f" .stats)
  seq=$(grep -o 'seq-[^ ]*' "$out/log/$c.analysis" 2>/dev/null | sed 's/^seq-//' | tr '\n' ' ' || true)
  echo "| $c | $(stat "$c" graph stats) | $(stat "$c" marked stats) | $(stat "$c" participating stats) | $(stat "$c" roots stats) | $(stat "$c" facts-bytes facts) | $(stat "$c" facts facts) | $(stat "$c" packages facts) | $(stat "$c" noop analysis) / $(stat "$c" clampvet analysis) (ratio $(stat "$c" ratio analysis)); $(stat "$c" cpu-noop analysis) / $(stat "$c" cpu-clampvet analysis) | ${seq% } |"
done
