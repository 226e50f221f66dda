#!/usr/bin/env bash
# Issue 19: is the baseline's verdict right on a real machine? Against the embedded demo target
# (BaselineProbe, each response loadtest.delayMs late), records a baseline of 5 runs, then
#   A/A: JUDGED judged runs of the same build (REPEATS_AA repeats each, default 5): how many say regressed
#        (goal: at most 1 of 20);
#   A/B: the delay raised by 20 % and by 50 %, JUDGED judged runs of REPEATS repeats each: how
#        many say regressed (goals: >= 16 of 20, and 20 of 20).
# Every run is one java process of io.throng.app.Main, bounded by loadtest.duration.
#
#   benchmarks/baseline/aa-ab.sh                         # 20 judged runs each, 3 s runs
#   JUDGED=5 DURATION=2s benchmarks/baseline/aa-ab.sh    # shorter, fewer judged runs
set -euo pipefail
cd "$(dirname "$0")/../.."

JUDGED=${JUDGED:-20}
REPEATS=${REPEATS:-5}
REPEATS_AA=${REPEATS_AA:-5}
BASE_RUNS=${BASE_RUNS:-5}
DELAY_MS=${DELAY_MS:-100}
RATE=${RATE:-20}
DURATION=${DURATION:-3s}
JVM_OPTIONS=${JVM_OPTIONS:--Xmx256m -XX:+UseSerialGC}
JAR=benchmarks/target/benchmarks.jar
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
[ -f "$JAR" ] || mvn -B -q -pl benchmarks -am package -DskipTests

main() {
  # shellcheck disable=SC2086 # JVM_OPTIONS is a list of options, split on purpose
  java $JVM_OPTIONS -Dloadtest.rate="$RATE" -Dloadtest.duration="$DURATION" "$@"
}

main -Dloadtest.delayMs="$DELAY_MS" -cp "$JAR" io.throng.app.Main baseline \
  --simulation io.throng.benchmarks.BaselineProbe --runs "$BASE_RUNS" --out "$WORK/baseline.json" \
  --results-dir "$WORK/base" > "$WORK/baseline.out" 2>&1 || { cat "$WORK/baseline.out"; exit 2; }
grep '^Baseline:' "$WORK/baseline.out"

# Judged runs of one delay; prints how many of them regressed (exit status 4).
judged() {
  local delay=$1 repeats=$2 regressed=0 status
  for i in $(seq 1 "$JUDGED"); do
    status=0
    main -Dloadtest.delayMs="$delay" -Dloadtest.baseline="$WORK/baseline.json" -Dloadtest.repeat="$repeats" \
      -cp "$JAR" io.throng.app.Main --simulation io.throng.benchmarks.BaselineProbe \
      --results-dir "$WORK/judged-$delay-$i" > "$WORK/judged-$delay-$i.out" 2>&1 || status=$?
    case $status in
      0) ;;
      4) regressed=$((regressed + 1)); grep -m3 '^REGRESSED' "$WORK/judged-$delay-$i.out" | sed 's/^/    /' >&2 ;;
      *) echo "judged run $i (delay $delay ms) ended with status $status:" >&2; tail -5 "$WORK/judged-$delay-$i.out" >&2; exit 2 ;;
    esac
  done
  echo "$regressed"
}

started=$(date +%s)
aa=$(judged "$DELAY_MS" "$REPEATS_AA")
echo "A/A: $aa of $JUDGED judged runs ($REPEATS_AA repeat(s) each, delay $DELAY_MS ms) regressed (false alarms; goal <= 1 of 20)"
ab20=$(judged $((DELAY_MS * 120 / 100)) "$REPEATS")
echo "A/B +20 %: $ab20 of $JUDGED judged runs ($REPEATS repeats each, delay $((DELAY_MS * 120 / 100)) ms) regressed (goal >= 16 of 20)"
ab50=$(judged $((DELAY_MS * 150 / 100)) "$REPEATS")
echo "A/B +50 %: $ab50 of $JUDGED judged runs ($REPEATS repeats each, delay $((DELAY_MS * 150 / 100)) ms) regressed (goal 20 of 20)"
echo "Took $(( $(date +%s) - started )) s after the baseline; rate $RATE/s for $DURATION per run, $(nproc) cores"
