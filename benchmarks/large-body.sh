#!/usr/bin/env bash
# Issue 16, point 4: a 10 MiB body checked with substring(...).exists() by 50 users for 10 s against
# an in-process loopback server (LargeBodyCheck). Prints the responses completed, the KOs and the
# peak RSS of the JVM (load generator and server together, as /usr/bin/time -v reports it).
# The targets: >= ~500 responses in 10 s (Gatling 3.15.1: 491-609) and a peak RSS <= 300 MB.
#
#   benchmarks/large-body.sh
#   SEARCH=false benchmarks/large-body.sh   # unchecked, for comparison
#   USERS=50 BODY_MIB=10 DURATION=10 JVM_OPTIONS="-Xmx512m" benchmarks/large-body.sh
set -euo pipefail
cd "$(dirname "$0")/.."

USERS=${USERS:-50}
BODY_MIB=${BODY_MIB:-10}
DURATION=${DURATION:-10}
PORT=${PORT:-18091}
JVM_OPTIONS=${JVM_OPTIONS:-}
SEARCH=${SEARCH:-true} # false: the same requests unchecked, the ceiling of this client and server
JAR=benchmarks/target/benchmarks.jar
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

[ -f "$JAR" ] || mvn -B -q -pl benchmarks -am package -DskipTests

# shellcheck disable=SC2086
/usr/bin/time -v -o "$WORK/time" java $JVM_OPTIONS -Dloadtest.users="$USERS" -Dloadtest.bodyMiB="$BODY_MIB" \
  -Dloadtest.duration="${DURATION}s" -Dloadtest.port="$PORT" -Dloadtest.search="$SEARCH" -Dloadtest.http.maxBodyBytes=16MiB \
  -Dloadtest.warmup=0s -Dloadtest.console.interval=60s \
  -cp "$JAR" io.throng.app.Main --simulation io.throng.benchmarks.LargeBodyCheck --results-dir "$WORK/results" \
  > "$WORK/throng.out" 2>&1 || { cat "$WORK/throng.out"; exit 1; }
rss_kb=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$WORK/time")
eval "$(java -cp "$JAR" io.throng.benchmarks.RunLogFigures "$WORK"/results/*/run.log)"
echo "users=$USERS body=${BODY_MIB}MiB duration=${DURATION}s responses=$requests ko=$ko peak_rss_mb=$((rss_kb / 1024))"
