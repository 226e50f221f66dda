#!/usr/bin/env bash
# End-to-end benchmark: Throng beside wrk against nginx on loopback.
# nginx is pinned to core 0 and the load generator to core 1, so the two never share a core.
# Prints a table of requests/s, generator CPU per request, latency, peak RSS and start-up time,
# and Throng's ratios to wrk measured in the same run.
#
#   benchmarks/run.sh                 # 20 s per case
#   DURATION=10 RATE=2000 benchmarks/run.sh
#   CASES="idle open" benchmarks/run.sh   # only some cases: wrk closed idle idle-project open open-shared
#   MVN="mvn -o -B -q -Dmaven.repo.local=/tmp/m2" CASES=idle-project benchmarks/run.sh
#                                     # the idle users in a project made from the archetype, run by
#                                     # Maven (MVN; Throng installed in its local repository): the
#                                     # forked JVM's peak RSS, and its heap per user (HEAP_USERS)
#   SHARED_RATE=20000 CASES=open-shared benchmarks/run.sh   # the shared-pool open case at another rate
#   MVN="mvn -o -B -q -Dmaven.repo.local=/tmp/m2" CASES=aot-project benchmarks/run.sh
#                                     # a project from the archetype, 10 users with no pause, run by Maven on
#                                     # AOT_JDK (a JDK 25) without and with -Dloadtest.aotCache, AOT_ROUNDS times
#                                     # in turn after one run that trains the cache (not run by default)
#   CASES=tls benchmarks/run.sh       # over https (not run by default): wrk, then Throng with BoringSSL and the JDK
#   CASES=h2 benchmarks/run.sh        # HTTP/2 over TLS (not run by default): h2load, then Throng with enableHttp2()
#   CASES=export benchmarks/run.sh    # live export's cost (not run by default): the closed model with 10 users,
#                                     # export off, then Prometheus (scraped each second) and OTLP (pushed each
#                                     # second to a local receiver) on, EXPORT_ROUNDS times in turn; prints the
#                                     # ratio of their CPU per request
#   BASELINE_JAR=/tmp/old-benchmarks.jar CASES="wrk closed" benchmarks/run.sh
#                                     # the closed cases (and h2's) also with an older build, in the same run
#   KEEP_LOGS=/tmp/logs CASES=open benchmarks/run.sh   # keeps each run.log; per second:
#     java -cp benchmarks/target/benchmarks.jar io.throng.benchmarks.RunLogSeconds /tmp/logs/OpenArrivals-*.log
set -euo pipefail
cd "$(dirname "$0")/.."

ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
DURATION=${DURATION:-20}
RATE=${RATE:-5000}
SHARED_RATE=${SHARED_RATE:-50000} # the open-shared case: new users a second, sharing each loop's keep-alive pool
CASES=" ${CASES:-wrk closed idle idle-project open open-shared} "
IDLE_USERS=${IDLE_USERS:-10000}
HEAP_USERS=${HEAP_USERS:-1000} # idle-project: the smaller run whose heap the 10,000 users' is compared with
AOT_JDK=${AOT_JDK:-/usr/lib/jvm/temurin-25-jdk-amd64} # aot-project: the JDK Maven and its forks run on
AOT_ROUNDS=${AOT_ROUNDS:-3} # aot-project: runs without and with the cache, in turn
MVN=${MVN:-mvn -B -q}
# The options loadtest:run gives its forked JVM by default (SimulationMojo.DEFAULT_JVM_ARGS): the
# benchmark runs Throng as a user gets it.
OWN_JVM_OPTIONS=${JVM_OPTIONS:+yes}
JVM_OPTIONS=${JVM_OPTIONS:--XX:+UseSerialGC -XX:NewSize=16m -XX:NewRatio=4 -XX:InitialHeapSize=20m -XX:MaxHeapFreeRatio=50 -XX:-ShrinkHeapInSteps -XX:TrimNativeHeapInterval=1000 -XX:Tier4InvocationThreshold=100000 -XX:Tier4MinInvocationThreshold=12000 -XX:Tier4CompileThreshold=300000 -XX:Tier4BackEdgeThreshold=800000 -XX:CompileCommand=quiet -XX:CompileCommand=CompileThresholdScaling,io.netty.channel.AbstractChannelHandlerContext::write,0.05 -XX:CompileCommand=CompileThresholdScaling,io.netty.channel.AbstractChannelHandlerContext::read,0.05 -XX:CompileCommand=CompileThresholdScaling,io.netty.handler.codec.http2.*::*,0.05 -XX:CompileCommand=CompileThresholdScaling,io.throng.engine.http.Http2*::*,0.05 -Dio.netty.jfr.enabled=false}
BASELINE_JAR=${BASELINE_JAR:-}
KEEP_LOGS=${KEEP_LOGS:-} # a directory to keep each run's run.log in, for a look second by second
PORT=${PORT:-18089}
TLS_PORT=${TLS_PORT:-18090}
H2_PORT=${H2_PORT:-18091}
METRICS_PORT=${METRICS_PORT:-18092} # the export case's /metrics
OTLP_PORT=${OTLP_PORT:-18093}       # the export case's OTLP receiver
EXPORT_ROUNDS=${EXPORT_ROUNDS:-2}   # the export case: runs off and on, in turn
URL="http://127.0.0.1:${PORT}/api/user/1"
TLS_URL="https://127.0.0.1:${TLS_PORT}/api/user/1"
H2_URL="https://127.0.0.1:${H2_PORT}/api/user/1"
JAR=benchmarks/target/benchmarks.jar
WORK=$(mktemp -d)
trap 'kill $(cat "$WORK/nginx.pid" "$WORK/helpers.pid" 2>/dev/null) 2>/dev/null || true; rm -rf "$WORK"' EXIT

need() { command -v "$1" >/dev/null 2>&1; }
if ! need nginx || ! need wrk || [ ! -x /usr/bin/time ] || ! need taskset || ! need openssl; then
  apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q nginx-light wrk time util-linux openssl
fi
[ -f "$JAR" ] || mvn -B -q -pl benchmarks -am package -DskipTests

selected() { [[ $CASES == *" $1 "* ]]; }

# The seed's 123-byte JSON body, served by nginx itself (no upstream), keep-alive without limit.
body=$(printf '{"id":1,"name":"Throng Benchmark User","email":"user1@example.com","team":"load-testing","active":true,"pad":"%s"}' "xxxxxxxxxxx")

# The https case: a self-signed certificate for 127.0.0.1, which Throng trusts through a trust store
# of its own and still verifies (wrk does not verify).
tls_server=""
if selected tls || selected h2; then
  openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=127.0.0.1" -addext "subjectAltName=IP:127.0.0.1" \
    -keyout "$WORK/key.pem" -out "$WORK/cert.pem" 2>/dev/null
  "$(dirname "$(readlink -f "$(command -v java)")")/keytool" -importcert -noprompt -alias nginx -file "$WORK/cert.pem" -keystore "$WORK/trust.p12" -storetype PKCS12 \
    -storepass benchmark >/dev/null 2>&1
  tls_server="server {
    listen 127.0.0.1:${TLS_PORT} ssl backlog=8192;
    ssl_certificate $WORK/cert.pem;
    ssl_certificate_key $WORK/key.pem;
    location = /api/user/1 { default_type application/json; return 200 '${body}'; }
  }
  server {
    listen 127.0.0.1:${H2_PORT} ssl http2 backlog=8192;
    ssl_certificate $WORK/cert.pem;
    ssl_certificate_key $WORK/key.pem;
    location = /api/user/1 { default_type application/json; return 200 '${body}'; }
  }"
fi

cat > "$WORK/nginx.conf" <<CONF
worker_processes 1;
worker_rlimit_nofile 65536;
daemon on;
pid $WORK/nginx.pid;
error_log $WORK/error.log;
events { worker_connections 20000; }
http {
  access_log off;
  keepalive_requests 10000000;
  server {
    listen 127.0.0.1:${PORT} backlog=8192;
    location = /api/user/1 { default_type application/json; return 200 '${body}'; }
  }
  ${tls_server}
}
CONF
taskset -c 0 nginx -c "$WORK/nginx.conf" -p "$WORK"
sleep 0.5
bytes=$(curl -s "$URL" | wc -c 2>/dev/null || echo "?")
echo "nginx on core 0 serves $URL ($bytes bytes); generators run on core 1 for ${DURATION}s each"

# Runs a command on core 1 under /usr/bin/time; leaves "elapsed user sys maxrss_kb" in $WORK/time.
timed() { /usr/bin/time -f "%e %U %S %M" -o "$WORK/time" taskset -c 1 "$@"; }

# wrk's latency line ("50%   41.00us") in milliseconds.
wrk_ms() {
  awk -v p="$1" '$1 == p { v = $2; u = v; gsub(/[0-9.]/, "", u); gsub(/[a-z]/, "", v);
    f = (u == "us") ? 0.001 : (u == "ms") ? 1 : (u == "s") ? 1000 : 1; printf "%.3f", v * f }' "$WORK/wrk.out"
}

# "Throng (label)/tool over what with 10 users: ...x the requests/s, ...x the CPU per request", and its KOs.
ratio() { # label tool what rps tool_rps cpu tool_cpu ko
  awk -v l="$1" -v t="$2" -v w="$3" -v a="$4" -v b="$5" -v c="$6" -v d="$7" \
    'BEGIN { printf "Throng (%s)/%s over %s with 10 users: %.2fx the requests/s, %.2fx the CPU per request", l, t, w, a / b, c / d }'
  if [ "$8" != 0 ]; then printf ' (%s KO: see the run log)' "$8"; fi
}

rows=()
row() { rows+=("$(printf '%-40s %-7s %10s %12s %9s %9s %10s %10s' "$@")"); }

run_wrk() { # connections [url]
  timed wrk -t1 -c"$1" -d"${DURATION}s" --latency "${2:-$URL}" > "$WORK/wrk.out"
  read -r _ user sys rss < "$WORK/time"
  rps=$(awk '/Requests\/sec/ { print $2 }' "$WORK/wrk.out")
  total=$(awk '/requests in/ { print $1 }' "$WORK/wrk.out")
  cpu=$(awk -v u="$user" -v s="$sys" -v n="$total" 'BEGIN { printf "%.2f", (u + s) * 1e6 / n }')
  echo "$rps $cpu $(wrk_ms 50%) $(wrk_ms 99%) $((rss / 1024))"
}

run_throng() { # simulation, extra -D options...
  run_jar "$JAR" "$@"
}

run_jar() { # jar, simulation, extra -D options...
  local jar=$1 simulation=$2; shift 2
  local results
  results=$(mktemp -d "$WORK/results-$simulation-XXXX")
  local launched
  launched=$(date +%s%3N)
  timed java $JVM_OPTIONS -Dloadtest.baseUrl="http://127.0.0.1:${PORT}" -Dloadtest.eventLoops=1 \
    -Dloadtest.duration="${DURATION}s" -Dloadtest.console.interval=60s "$@" \
    -cp "$jar" io.throng.app.Main --simulation "io.throng.benchmarks.$simulation" --results-dir "$results" \
    > "$WORK/throng.out" 2>&1 || { cat "$WORK/throng.out"; exit 1; }
  read -r _ user sys rss < "$WORK/time"
  figures=$(java -cp "$jar" io.throng.benchmarks.RunLogFigures "$results"/*/run.log)
  if [ -n "$KEEP_LOGS" ]; then mkdir -p "$KEEP_LOGS" && cp "$results"/*/run.log "$KEEP_LOGS/$simulation-$(date +%H%M%S).log"; fi
  eval "$figures"
  cpu=$(awk -v u="$user" -v s="$sys" -v n="$requests" 'BEGIN { printf "%.2f", (u + s) * 1e6 / n }')
  startup=$(awk -v a="$start_ms" -v b="$launched" 'BEGIN { printf "%.2f", (a - b) / 1000 }')
  echo "$steady_rps $cpu $p50_ms $p99_ms $((rss / 1024)) $startup $ko $steady_min $steady_max $service_p99_ms $first_min $first_max"
}

# A project made from the archetype, as a user starts one, with a simulation of users that each
# loop a GET and a 5 s pause on their own keep-alive connection until the run's end.
user_project() {
  local version archetype
  version=$(sed -n 's:.*<revision>\(.*\)</revision>.*:\1:p' pom.xml)
  archetype=$(sed -n 's:.*<maven-archetype.version>\(.*\)</maven-archetype.version>.*:\1:p' pom.xml)
  (cd "$WORK" && $MVN "org.apache.maven.plugins:maven-archetype-plugin:$archetype:generate" -DinteractiveMode=false \
    -DarchetypeGroupId=io.throng -DarchetypeArtifactId=throng-archetype -DarchetypeVersion="$version" \
    -DgroupId=com.example -DartifactId=project -Dversion=1.0 -Dpackage=com.example.load) \
    || { echo "could not make a project from throng-archetype $version: install Throng first (mvn install -DskipTests)" >&2; exit 1; }
  cat > "$WORK/project/src/test/java/com/example/load/IdleUsers.java" <<'JAVA'
package com.example.load;

import static io.throng.dsl.Dsl.*;
import static java.time.Duration.ofSeconds;

import io.throng.dsl.Simulation;
import java.time.Duration;

public class IdleUsers extends Simulation {

  public IdleUsers() {
    Duration duration = config().getDuration("duration");
    setUp(scenario("idle").forever().on(exec(http("user").get("/api/user/1")).pause(ofSeconds(5)))
            .injectClosed(constantConcurrentUsers(config().getLong("users", 10_000)).during(duration)))
        .protocols(http.baseUrl(config().getString("baseUrl")))
        .maxDuration(duration);
  }
}
JAVA
}

# The pid of the process below $1 whose command line has $2, once it has started.
descendant() { # pid pattern
  local pid parent
  for _ in $(seq 600); do
    for pid in $(pgrep -f "$2"); do
      parent=$pid
      while [ "$parent" -gt 1 ]; do
        [ "$parent" = "$1" ] && { echo "$pid"; return; }
        parent=$(awk '/^PPid:/ { print $2 }' "/proc/$parent/status" 2>/dev/null || echo 1)
      done
    done
    sleep 0.1
  done
  echo "no $2 under process $1 after 60 s" >&2
  exit 1
}

# Runs the user project's IdleUsers with mvn loadtest:run on core 1 (the fork too); prints
# "req/s p50_ms p99_ms peak_rss_mb start_s", the peak RSS being the forked JVM's (VmHWM, read until
# it exits) and the start Maven's launch to the first request. With a file, writes the fork's
# class histogram to it three quarters into the run, once all users have long started.
# A loadtest:run of the user project; PROJECT_SIMULATION, PROJECT_JAVA_HOME (Maven's JDK, and so the
# fork's) and PROJECT_OPTIONS choose another run than the idle users'. Prints its steady requests/s,
# p50, p99, the fork's peak RSS, the time from mvn to the first request, its requests and those of
# seconds 0-4.
run_project() { # users [histogram file]
  local launched fork hwm=0 status log
  launched=$(date +%s%3N)
  (cd "$WORK/project" && JAVA_HOME=${PROJECT_JAVA_HOME:-${JAVA_HOME:-}} exec taskset -c 1 $MVN loadtest:run \
    -Dsimulation="${PROJECT_SIMULATION:-IdleUsers}" -Dloadtest.users="$1" -Dloadtest.baseUrl="http://127.0.0.1:${PORT}" \
    -Dloadtest.duration="${DURATION}s" -Dloadtest.console.interval=60s ${PROJECT_OPTIONS:-}) \
    > "$WORK/project.out" 2>&1 &
  local maven=$!
  fork=$(descendant "$maven" io.throng.app.Main) || { cat "$WORK/project.out"; exit 1; }
  local forked=$SECONDS
  while status=$(awk '/^VmHWM:/ { print $2 }' "/proc/$fork/status" 2>/dev/null) && [ -n "$status" ]; do
    hwm=$status
    if [ -n "${2:-}" ] && [ ! -f "$2" ] && [ $((SECONDS - forked)) -ge $((DURATION * 3 / 4)) ]; then
      jcmd "$fork" GC.class_histogram > "$2"
    fi
    sleep 0.1
  done
  wait "$maven" || { cat "$WORK/project.out"; exit 1; }
  log=$(ls -t "$WORK"/project/target/loadtest/*/run.log | head -1)
  figures=$(java -cp "$JAR" io.throng.benchmarks.RunLogFigures "$log")
  eval "$figures"
  startup=$(awk -v a="$start_ms" -v b="$launched" 'BEGIN { printf "%.2f", (a - b) / 1000 }')
  first=$(java -cp "$JAR" io.throng.benchmarks.RunLogSeconds "$log" | awk '$1 ~ /^[0-4]$/ { s += $2 } END { print s + 0 }')
  echo "$steady_rps $p50_ms $p99_ms $((hwm / 1024)) $startup $requests $first"
}

# An open case's per-second counts against its schedule: the first 5 seconds apart from the rest.
open_line() { # label rate ko steady_min steady_max first_min first_max
  awk -v l="$1" -v r="$2" -v ko="$3" -v lo="$4" -v hi="$5" -v flo="$6" -v fhi="$7" 'BEGIN {
    printf "%s: seconds 0-4 %d..%d for a target of %d (%.2f%%..%.2f%%), after %d..%d (%.2f%%..%.2f%%), %d KO\n",
      l, flo, fhi, r, (flo - r) * 100 / r, (fhi - r) * 100 / r, lo, hi, (lo - r) * 100 / r, (hi - r) * 100 / r, ko }'
}

row "case" "tool" "req/s" "cpu us/req" "p50 ms" "p99 ms" "RSS MB" "start s"

if selected wrk; then
  read -r w_rps w_cpu w_p50 w_p99 w_rss <<< "$(run_wrk 10)"
  row "closed, 10 connections, no pause" "wrk" "$w_rps" "$w_cpu" "$w_p50" "$w_p99" "$w_rss" "-"
fi

if selected closed; then
  for users in 10 100; do
    read -r t_rps t_cpu t_p50 t_p99 t_rss t_start t_ko _ <<< "$(run_throng ClosedLoop -Dloadtest.users=$users)"
    row "closed, $users users, no pause" "throng" "$t_rps" "$t_cpu" "$t_p50" "$t_p99" "$t_rss" "$t_start"
    [ "$users" = 10 ] && selected wrk && ratios=$(awk -v a="$t_rps" -v b="$w_rps" -v c="$t_cpu" -v d="$w_cpu" \
      'BEGIN { printf "Throng/wrk with 10 users: %.2fx the requests/s, %.2fx the CPU per request", a / b, c / d }')
    if [ -n "$BASELINE_JAR" ]; then
      read -r t_rps t_cpu t_p50 t_p99 t_rss t_start _ <<< "$(run_jar "$BASELINE_JAR" ClosedLoop -Dloadtest.users=$users)"
      row "closed, $users users, no pause" "baseline" "$t_rps" "$t_cpu" "$t_p50" "$t_p99" "$t_rss" "$t_start"
    fi
  done
fi

if selected idle; then
  read -r t_rps t_cpu t_p50 t_p99 t_rss t_start _ <<< "$(run_throng ManyIdleUsers -Dloadtest.users="$IDLE_USERS")"
  row "closed, $IDLE_USERS users, 5 s pause" "throng" "$t_rps" "$t_cpu" "$t_p50" "$t_p99" "$t_rss" "$t_start"
fi

if selected idle-project; then
  user_project
  read -r t_rps t_p50 t_p99 t_rss t_start _ <<< "$(run_project "$IDLE_USERS")"
  row "project, $IDLE_USERS users, forever + 5 s" "mvn" "$t_rps" "-" "$t_p50" "$t_p99" "$t_rss" "$t_start"
  # The heap runs apart: the histogram's full collection would change the peak RSS measured above.
  run_project "$HEAP_USERS" "$WORK/heap-base.txt" > /dev/null
  run_project "$IDLE_USERS" "$WORK/heap-top.txt" > /dev/null
  heap_note=$(java -cp "$JAR" io.throng.benchmarks.HeapPerUser "$WORK/heap-base.txt" "$HEAP_USERS" "$WORK/heap-top.txt" "$IDLE_USERS")
fi

if selected aot-project; then
  [ -x "$AOT_JDK/bin/java" ] || { echo "no JDK at $AOT_JDK for the aot-project case: set AOT_JDK to a JDK 25 or later" >&2; exit 1; }
  [ -d "$WORK/project" ] || user_project
  cat > "$WORK/project/src/test/java/com/example/load/ClosedUsers.java" <<'JAVA'
package com.example.load;

import static io.throng.dsl.Dsl.*;

import io.throng.dsl.Simulation;

public class ClosedUsers extends Simulation {

  public ClosedUsers() {
    setUp(scenario("loop").exec(http("user").get("/api/user/1"))
            .injectClosed(constantConcurrentUsers(config().getLong("users", 10)).during(config().getDuration("duration"))))
        .protocols(http.baseUrl(config().getString("baseUrl")));
  }
}
JAVA
  PROJECT_SIMULATION=ClosedUsers PROJECT_JAVA_HOME=$AOT_JDK
  aot_note="$("$AOT_JDK/bin/java" -version 2>&1 | sed -n 1p), 10 users for ${DURATION} s, per run:"$'\n'
  for label in training $(for _ in $(seq "$AOT_ROUNDS"); do echo without with; done); do
    PROJECT_OPTIONS=$([ "$label" = without ] || echo -Dloadtest.aotCache=true)
    read -r _ _ t_p99 t_rss t_start t_requests t_first <<< "$(run_project 10)"
    refused=$(grep -o 'AOT cache: NOT used.*' "$WORK/project.out" || true)
    t_rps=$(awk -v n="$t_requests" -v d="$DURATION" 'BEGIN { printf "%.0f", n / d }')
    row "project on JDK 25, 10 users, $label" "mvn" "$t_rps" "-" "-" "$t_p99" "$t_rss" "$t_start"
    aot_note+="$(printf '%-8s %7d requests/s, seconds 0-4 %7d, start %s s, peak RSS %d MB %s' "$label" "$t_rps" \
      "$t_first" "$t_start" "$t_rss" "$refused")"$'\n'
  done
  PROJECT_SIMULATION="" PROJECT_JAVA_HOME="" PROJECT_OPTIONS=""
fi

if selected open; then
  read -r t_rps t_cpu t_p50 t_p99 t_rss t_start t_ko t_min t_max t_sp99 t_fmin t_fmax <<< "$(run_throng OpenArrivals -Dloadtest.rate="$RATE")"
  row "open, $RATE new connections/s" "throng" "$t_rps" "$t_cpu" "$t_p50" "$t_p99" "$t_rss" "$t_start"
  open_note+="$(open_line "open, $RATE new connections/s" "$RATE" "$t_ko" "$t_min" "$t_max" "$t_fmin" "$t_fmax")"$'\n'
fi

if selected open-shared; then
  read -r t_rps t_cpu t_p50 t_p99 t_rss t_start t_ko t_min t_max t_sp99 t_fmin t_fmax <<< "$(run_throng OpenArrivals \
    -Dloadtest.rate="$SHARED_RATE" -Dloadtest.connections=shared)"
  row "open, $SHARED_RATE new users/s, shared pool" "throng" "$t_rps" "$t_cpu" "$t_p50" "$t_p99" "$t_rss" "$t_start"
  open_note+="$(open_line "open, $SHARED_RATE new users/s, shared pool" "$SHARED_RATE" "$t_ko" "$t_min" "$t_max" "$t_fmin" "$t_fmax")"$'\n'
fi

if selected export; then
  # A receiver that takes every OTLP push and a scraper that asks for /metrics each second as
  # Prometheus does (protobuf, for the native histograms): both on nginx's core, so the generator's
  # core does only the generator's work, exporting included.
  taskset -c 0 python3 -c '
import http.server, sys
class Sink(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.send_response(200); self.send_header("Content-Length", "0"); self.end_headers()
    def log_message(self, *args): pass
http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Sink).serve_forever()' "$OTLP_PORT" &
  receiver=$!
  ( while sleep 1; do taskset -c 0 curl -s -o /dev/null -H 'Accept: application/vnd.google.protobuf;proto=io.prometheus.client.MetricFamily;encoding=delimited' \
      "http://127.0.0.1:${METRICS_PORT}/metrics" || true; done ) &
  scraper=$!
  echo "$receiver $scraper" > "$WORK/helpers.pid"
  off_cpu=0; on_cpu=0
  for round in $(seq "$EXPORT_ROUNDS"); do
    read -r t_rps t_cpu t_p50 t_p99 t_rss t_start _ <<< "$(run_throng ClosedLoop -Dloadtest.users=10)"
    row "closed, 10 users, export off ($round)" "throng" "$t_rps" "$t_cpu" "$t_p50" "$t_p99" "$t_rss" "$t_start"
    off_cpu=$(awk -v a="$off_cpu" -v b="$t_cpu" 'BEGIN { print a + b }')
    read -r t_rps t_cpu t_p50 t_p99 t_rss t_start _ <<< "$(run_throng ClosedLoop -Dloadtest.users=10 \
      -Dloadtest.prometheus.port="$METRICS_PORT" -Dloadtest.prometheus.host=127.0.0.1 -Dloadtest.prometheus.grace=0s \
      -Dloadtest.otlp.endpoint="http://127.0.0.1:${OTLP_PORT}" -Dloadtest.otlp.interval=1s)"
    row "closed, 10 users, Prometheus+OTLP ($round)" "throng" "$t_rps" "$t_cpu" "$t_p50" "$t_p99" "$t_rss" "$t_start"
    on_cpu=$(awk -v a="$on_cpu" -v b="$t_cpu" 'BEGIN { print a + b }')
  done
  kill "$scraper" "$receiver" 2>/dev/null || true
  export_ratio=$(awk -v on="$on_cpu" -v off="$off_cpu" -v n="$EXPORT_ROUNDS" \
    'BEGIN { printf "Export on/off over %d rounds: %.3fx the CPU per request (%+.1f %%)", n, on / off, (on / off - 1) * 100 }')
fi

if selected tls; then
  read -r s_rps s_cpu s_p50 s_p99 s_rss <<< "$(run_wrk 10 "$TLS_URL")"
  row "https, 10 connections, no pause" "wrk" "$s_rps" "$s_cpu" "$s_p50" "$s_p99" "$s_rss" "-"
  for provider in openssl jdk; do
    read -r t_rps t_cpu t_p50 t_p99 t_rss t_start t_ko _ <<< "$(run_throng ClosedLoop -Dloadtest.users=10 \
      -Dloadtest.baseUrl="https://127.0.0.1:${TLS_PORT}" -Dloadtest.trustStore="$WORK/trust.p12" \
      -Dloadtest.trustStorePassword=benchmark -Dloadtest.http.tlsProvider=$provider)"
    row "https, 10 users, no pause, $provider" "throng" "$t_rps" "$t_cpu" "$t_p50" "$t_p99" "$t_rss" "$t_start"
    tls_ratios+="$(ratio "$provider" wrk https "$t_rps" "$s_rps" "$t_cpu" "$s_cpu" "$t_ko")"$'\n'
  done
fi

if selected h2; then
  need h2load || { echo "h2load is missing: apt-get install -y nghttp2-client" >&2; exit 1; }
  # h2load's closed model as Throng's: 10 connections, one stream at a time on each.
  timed h2load -t1 -c10 -m1 -D "$DURATION" "$H2_URL" > "$WORK/h2load.out"
  # That h2load spoke h2 (its ALPN); this h2load does not print its cipher (OpenSSL 3's TLS 1.3
  # list, AES-128-GCM first, as BoringSSL's client offers).
  grep '^Application protocol:' "$WORK/h2load.out" | sed 's/^/h2load: /' >&2 || true
  read -r _ user sys rss < "$WORK/time"
  h_total=$(awk '/^requests:/ { print $4 }' "$WORK/h2load.out")
  h_rps=$(awk '/^finished in/ { print $4 }' "$WORK/h2load.out")
  h_cpu=$(awk -v u="$user" -v s="$sys" -v n="$h_total" 'BEGIN { printf "%.2f", (u + s) * 1e6 / n }')
  row "h2 over TLS, 10 connections" "h2load" "$h_rps" "$h_cpu" "-" "-" "$((rss / 1024))" "-"
  h2_ratios=""
  # As loadtest:run forks a project that turns HTTP/2 on: without the lean compiler options.
  h2_jvm_options=$JVM_OPTIONS
  [ -n "$OWN_JVM_OPTIONS" ] || h2_jvm_options=$(tr ' ' '\n' <<< "$JVM_OPTIONS" | grep -v -e '^-XX:Tier4' -e '^-XX:CompileCommand=' | tr '\n' ' ')
  for jar in "$JAR" ${BASELINE_JAR:+"$BASELINE_JAR"}; do
    label=$([ "$jar" = "$JAR" ] && echo throng || echo baseline)
    read -r t_rps t_cpu t_p50 t_p99 t_rss t_start t_ko _ <<< "$(JVM_OPTIONS=$h2_jvm_options run_jar "$jar" ClosedLoop \
      -Dloadtest.users=10 -Dloadtest.baseUrl="https://127.0.0.1:${H2_PORT}" -Dloadtest.trustStore="$WORK/trust.p12" \
      -Dloadtest.trustStorePassword=benchmark -Dloadtest.http2=true)"
    row "h2 over TLS, 10 users, no pause" "$label" "$t_rps" "$t_cpu" "$t_p50" "$t_p99" "$t_rss" "$t_start"
    h2_ratios+="$(ratio "$label" h2load HTTP/2 "$t_rps" "$h_rps" "$t_cpu" "$h_cpu" "$t_ko")"$'\n'
  done
fi

echo
printf '%s\n' "${rows[@]}"
echo
if [ -n "${ratios:-}" ]; then echo "$ratios"; fi
if [ -n "${open_note:-}" ]; then printf '%s' "$open_note"; fi
if [ -n "${tls_ratios:-}" ]; then printf '%s' "$tls_ratios"; fi
if [ -n "${h2_ratios:-}" ]; then printf '%s' "$h2_ratios"; fi
if [ -n "${export_ratio:-}" ]; then echo "$export_ratio"; fi
if [ -n "${aot_note:-}" ]; then printf '%s' "$aot_note"; fi
if [ -n "${heap_note:-}" ]; then printf 'Live heap after a full GC, %d against %d idle users (user project):\n%s\n' \
  "$IDLE_USERS" "$HEAP_USERS" "$heap_note"; fi
