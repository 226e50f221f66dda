#!/usr/bin/env bash
# Issue 16 point 5: 50,000 distinct request names (ManyNames) against a loopback server that counts
# what it served. Prints the JVM's peak RSS when the run had ended (the load generator: VmHWM read
# as "Run completed" is printed) and at its exit (the report too, /usr/bin/time -v), the run's
# duration, served against reported, the names in the run log and the sizes of run.log, stats.json,
# summary.md and index.html.
#
#   benchmarks/faults/many-names.sh                      # every name kept apart, -Xmx256m
#   MAX_NAMES=5000 benchmarks/faults/many-names.sh       # the default limit: 5,000 rows + (other names)
#   NAMES=50000 USERS=10 JVM_OPTIONS="-Xmx1g" benchmarks/faults/many-names.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

NAMES=${NAMES:-50000}
USERS=${USERS:-10}
MAX_NAMES=${MAX_NAMES:-$NAMES}
PORT=${PORT:-18092}
JVM_OPTIONS=${JVM_OPTIONS:--Xmx256m -XX:+UseSerialGC}
JAR=benchmarks/target/benchmarks.jar
WORK=$(mktemp -d)
[ -f "$JAR" ] || mvn -B -q -pl benchmarks -am package -DskipTests

# No Nagle delay: with it, each small response of the JDK server waits 40 ms for an ACK.
java -Dsun.net.httpserver.nodelay=true benchmarks/faults/CountingServer.java "$PORT" &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -rf "$WORK"' EXIT
until curl -sf "http://127.0.0.1:${PORT}/count" >/dev/null; do sleep 0.2; done

started=$(date +%s.%N)
# shellcheck disable=SC2086
/usr/bin/time -v -o "$WORK/time" java $JVM_OPTIONS -Dloadtest.baseUrl="http://127.0.0.1:${PORT}" \
  -Dloadtest.names="$NAMES" -Dloadtest.users="$USERS" -Dloadtest.maxRequestNames="$MAX_NAMES" \
  -Dloadtest.console.interval=5s -cp "$JAR" io.throng.app.Main --simulation io.throng.benchmarks.ManyNames \
  --results-dir "$WORK/results" > "$WORK/throng.out" 2>&1 &
timed=$!
run_rss_kb=unknown
ended=
while kill -0 "$timed" 2>/dev/null; do
  if [ -z "$ended" ] && grep -q '^Run ' "$WORK/throng.out"; then
    ended=$(date +%s.%N)
    java_pid=$(pgrep -P "$timed" java || true)
    [ -n "$java_pid" ] && run_rss_kb=$(awk '/VmHWM/ { print $2 }' "/proc/$java_pid/status" 2>/dev/null || echo unknown)
  fi
  sleep 0.05
done
# A report that fails (out of heap) still leaves the run log to measure: say so and go on.
wait "$timed" || grep -E '^error' "$WORK/throng.out" || true
served=$(curl -s "http://127.0.0.1:${PORT}/count")
rss_kb=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$WORK/time")
run=$(dirname "$(ls "$WORK"/results/*/run.log)")
eval "$(java -cp "$JAR" io.throng.benchmarks.RunLogFigures "$run/run.log")"
names=$(awk -F'\t' '$1 == "REQUEST" { print $3 }' "$run/run.log" | sort -u | wc -l)
seconds=$(awk -F'\t' '$1 == "USERS"' "$run/run.log" | wc -l)
size() { if [ -f "$1" ]; then stat -c %s "$1"; else echo missing; fi; }
echo "names=$NAMES maxRequestNames=$MAX_NAMES users=$USERS jvm='$JVM_OPTIONS'"
echo "peak_rss_at_run_end_mb=$([ "$run_rss_kb" = unknown ] && echo unknown || echo $((run_rss_kb / 1024)))" \
  "peak_rss_at_exit_mb=$((rss_kb / 1024)) run_wall_s=$(awk -v a="$started" -v b="$ended" 'BEGIN { printf "%.1f", b - a }')" \
  "logged_seconds=$seconds served=$served reported=$requests names_in_log=$names"
echo "run.log=$(size "$run/run.log") stats.json=$(size "$run/stats.json") summary.md=$(size "$run/summary.md")" \
  "index.html=$(size "$run/index.html") (bytes)"
grep -E '^Run |distinct request names' "$WORK/throng.out" || true
