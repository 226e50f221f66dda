#!/usr/bin/env bash
# Issue 16 point 3: how much a SIGKILLed run loses. Runs ClosedLoop against a loopback server that
# counts what it served, kills the forked JVM with SIGKILL at a random instant, reads the cut-off
# run log back (what loadtest:report rebuilds from) and prints served vs reported per run.
#
#   benchmarks/faults/sigkill-loss.sh            # 10 runs, killed between 3 and 6 s in
#   RUNS=3 USERS=20 benchmarks/faults/sigkill-loss.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

RUNS=${RUNS:-10}
USERS=${USERS:-10}
PORT=${PORT:-18091}
JAR=benchmarks/target/benchmarks.jar
WORK=$(mktemp -d)
[ -f "$JAR" ] || mvn -B -q -pl benchmarks -am package -DskipTests

java benchmarks/faults/CountingServer.java "$PORT" &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -rf "$WORK"' EXIT
until curl -sf "http://127.0.0.1:${PORT}/count" >/dev/null; do sleep 0.2; done

printf '%-4s %8s %10s %10s %8s\n' run "kill s" served reported lost
for run in $(seq 1 "$RUNS"); do
  before=$(curl -s "http://127.0.0.1:${PORT}/count")
  results="$WORK/run-$run"
  java -XX:+UseSerialGC -Dloadtest.baseUrl="http://127.0.0.1:${PORT}" -Dloadtest.eventLoops=1 \
    -Dloadtest.users="$USERS" -Dloadtest.duration=60s -Dloadtest.console.interval=60s \
    -cp "$JAR" io.throng.app.Main --simulation io.throng.benchmarks.ClosedLoop --results-dir "$results" \
    > "$WORK/throng-$run.out" 2>&1 &
  throng=$!
  # A random instant between 3 and 6 s after launch, in ms: past start-up, any phase of a step.
  delay=$(awk -v r="$RANDOM" 'BEGIN { printf "%.3f", 3 + (r % 3000) / 1000 }')
  sleep "$delay"
  kill -KILL "$throng"
  wait "$throng" 2>/dev/null || true
  sleep 0.3 # the server finishes the responses it was writing
  served=$(( $(curl -s "http://127.0.0.1:${PORT}/count") - before ))
  log=$(ls "$results"/*/run.log)
  figures=$(java -cp "$JAR" io.throng.benchmarks.RunLogFigures "$log")
  eval "$figures"
  printf '%-4s %8s %10s %10s %8s\n' "$run" "$delay" "$served" "$requests" $((served - requests))
done
