#!/usr/bin/env bash
# Issue 16 point 3: how much a SIGKILLed run loses. Runs ClosedLoop against a loopback server that
# counts what it served, kills the forked JVM with SIGKILL at a random instant, reads the cut-off
# run log back (what loadtest:report rebuilds from) and prints served vs reported per run.
#
#   benchmarks/faults/sigkill-loss.sh            # 10 runs, killed 1 to 4 s into the run
#   RUNS=3 USERS=20 benchmarks/faults/sigkill-loss.sh
#   TARGET=nginx benchmarks/faults/sigkill-loss.sh   # nginx as target, counted by its access log
set -euo pipefail
cd "$(dirname "$0")/../.."

RUNS=${RUNS:-10}
USERS=${USERS:-10}
PORT=${PORT:-18091}
JAR=benchmarks/target/benchmarks.jar
WORK=$(mktemp -d)
[ -f "$JAR" ] || mvn -B -q -pl benchmarks -am package -DskipTests

# What the target served so far: the JDK server's own count, or nginx's access-log lines (one per
# response it finished writing, logged as it does so).
if [ "${TARGET:-jdk}" = nginx ]; then
  command -v nginx >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -q nginx-light
  cat > "$WORK/nginx.conf" <<CONF
worker_processes 1;
daemon on;
pid $WORK/nginx.pid;
error_log $WORK/error.log;
events { worker_connections 1024; }
http {
  log_format done '\$msec';
  access_log $WORK/access.log done;
  keepalive_requests 10000000;
  server {
    listen 127.0.0.1:${PORT};
    location / { default_type application/json; return 200 '{"id":1}'; }
  }
}
CONF
  nginx -c "$WORK/nginx.conf" -p "$WORK"
  trap 'kill "$(cat "$WORK/nginx.pid")" 2>/dev/null || true; rm -rf "$WORK"' EXIT
  sleep 0.5
  served_so_far() { wc -l < "$WORK/access.log"; }
  # Responses nginx finished writing in the 200 ms before the instant $1 (epoch seconds).
  served_before() { awk -v t="$1" '$1 > t - 0.2 && $1 <= t { n++ } END { print n + 0 }' "$WORK/access.log"; }
else
  java benchmarks/faults/CountingServer.java "$PORT" &
  server=$!
  trap 'kill "$server" 2>/dev/null || true; rm -rf "$WORK"' EXIT
  until curl -sf "http://127.0.0.1:${PORT}/count" >/dev/null; do sleep 0.2; done
  served_so_far() { curl -s "http://127.0.0.1:${PORT}/count"; }
  served_before() { echo -; }
fi

# "last 200 ms": what the target served in the 200 ms before the kill (nginx only); the goal is a
# loss of at most that plus the requests in flight (one per user).
printf '%-4s %8s %10s %10s %8s %12s %7s\n' run "kill at" served reported lost "last 200 ms" within
for run in $(seq 1 "$RUNS"); do
  before=$(served_so_far)
  results="$WORK/run-$run"
  java -XX:+UseSerialGC -Dloadtest.baseUrl="http://127.0.0.1:${PORT}" -Dloadtest.eventLoops=1 \
    -Dloadtest.users="$USERS" -Dloadtest.duration=60s -Dloadtest.console.interval=60s \
    -cp "$JAR" io.throng.app.Main --simulation io.throng.benchmarks.ClosedLoop --results-dir "$results" \
    > "$WORK/throng-$run.out" 2>&1 &
  throng=$!
  # A random instant 1 to 4 s after the run log appears (past start-up and warm-up however loaded
  # the machine is), in ms: any phase of a step.
  for _ in $(seq 1 600); do ls "$results"/*/run.log >/dev/null 2>&1 && break; sleep 0.05; done
  delay=$(awk -v r="$RANDOM" 'BEGIN { printf "%.3f", 1 + (r % 3000) / 1000 }')
  sleep "$delay"
  killed_at=$(date +%s.%N)
  kill -KILL "$throng"
  wait "$throng" 2>/dev/null || true
  sleep 0.3 # the server finishes the responses it was writing
  served=$(( $(served_so_far) - before ))
  log=$(ls "$results"/*/run.log)
  figures=$(java -cp "$JAR" io.throng.benchmarks.RunLogFigures "$log")
  eval "$figures"
  recent=$(served_before "$killed_at")
  within=-
  [ "$recent" = - ] || within=$([ $((served - requests)) -le $((recent + USERS)) ] && echo yes || echo NO)
  printf '%-4s %8s %10s %10s %8s %12s %7s\n' "$run" "$delay" "$served" "$requests" $((served - requests)) \
    "$recent" "$within"
done
