#!/usr/bin/env bash
# loadtest:run of a project made from the archetype, on a JDK 25, without and with
# -Dloadtest.aotCache, alternating: a closed run of USERS users with no pause against nginx on
# loopback, Maven, its fork and nginx all on core 1. One training run (its wall time printed) comes
# first; then per run: requests/s over the run, the requests of seconds 0-4, the time from
# `mvn` to the first request, and the fork's peak RSS.
#
#   MVN="mvn -o -B -q -Dmaven.repo.local=/tmp/m2" benchmarks/aot-cache.sh   # Throng installed there
#   ROUNDS=3 DURATION=10 USERS=10 JDK=/usr/lib/jvm/temurin-25-jdk-amd64 benchmarks/aot-cache.sh
set -euo pipefail
cd "$(dirname "$0")/.."
JDK=${JDK:-/usr/lib/jvm/temurin-25-jdk-amd64}
MVN=${MVN:-mvn -o -B -q}
DURATION=${DURATION:-10}
USERS=${USERS:-10}
ROUNDS=${ROUNDS:-3}
PORT=${PORT:-18094}
JAR=benchmarks/target/benchmarks.jar
[ -x "$JDK/bin/java" ] || { echo "no JDK at $JDK: set JDK to a JDK 25 or later" >&2; exit 1; }
[ -f "$JAR" ] || mvn -B -q -pl benchmarks -am package -DskipTests
export JAVA_HOME=$JDK
WORK=$(mktemp -d)
trap 'kill $(cat "$WORK/nginx.pid" 2>/dev/null) 2>/dev/null || true; rm -rf "$WORK"' EXIT

body='{"id":1,"name":"Throng Benchmark User","email":"user1@example.com","team":"load-testing","active":true,"pad":"xxxxxxxxxxx"}'
cat > "$WORK/nginx.conf" <<CONF
worker_processes 1;
daemon on;
pid $WORK/nginx.pid;
error_log $WORK/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  keepalive_requests 10000000;
  server {
    listen 127.0.0.1:${PORT};
    location = /api/user/1 { default_type application/json; return 200 '${body}'; }
  }
}
CONF
taskset -c 1 nginx -c "$WORK/nginx.conf" -p "$WORK"

version=$(sed -n 's:.*<revision>\(.*\)</revision>.*:\1:p' pom.xml)
archetype=$(sed -n 's:.*<maven-archetype.version>\(.*\)</maven-archetype.version>.*:\1:p' pom.xml)
(cd "$WORK" && $MVN "org.apache.maven.plugins:maven-archetype-plugin:$archetype:generate" -DinteractiveMode=false \
  -DarchetypeGroupId=io.throng -DarchetypeArtifactId=throng-archetype -DarchetypeVersion="$version" \
  -DgroupId=com.example -DartifactId=project -Dversion=1.0 -Dpackage=com.example.load) > "$WORK/generate.out" 2>&1 \
  || { cat "$WORK/generate.out"; echo "install Throng first (mvn install -DskipTests)" >&2; exit 1; }
cat > "$WORK/project/src/test/java/com/example/load/Closed.java" <<'JAVA'
package com.example.load;

import static io.throng.dsl.Dsl.*;

import io.throng.dsl.Simulation;
import java.time.Duration;

public class Closed extends Simulation {

  public Closed() {
    Duration duration = config().getDuration("duration");
    setUp(scenario("loop").exec(http("user").get("/api/user/1"))
            .injectClosed(constantConcurrentUsers(config().getLong("users", 10)).during(duration)))
        .protocols(http.baseUrl(config().getString("baseUrl")));
  }
}
JAVA
# Compiled once, so that every run finds the same classes (and the cache its key).
(cd "$WORK/project" && $MVN test-compile) > "$WORK/compile.out" 2>&1 || { cat "$WORK/compile.out"; exit 1; }

run() { # label, extra options...
  local label=$1 launched start hwm=0 status fork=""; shift
  rm -rf "$WORK/project/target/loadtest"
  launched=$(date +%s%3N)
  (cd "$WORK/project" && exec taskset -c 1 ${MVN/ -q/} loadtest:run -Dsimulation=Closed -Dloadtest.users="$USERS" \
    -Dloadtest.baseUrl="http://127.0.0.1:${PORT}" -Dloadtest.duration="${DURATION}s" -Dloadtest.console.interval=60s "$@") \
    > "$WORK/run.out" 2>&1 &
  local maven=$!
  while kill -0 "$maven" 2>/dev/null; do
    [ -z "$fork" ] && fork=$(pgrep -f "io.throng.app.Main --simulation com.example.load.Closed" | head -1 || true)
    if [ -n "$fork" ] && status=$(awk '/^VmHWM:/ { print $2 }' "/proc/$fork/status" 2>/dev/null) && [ -n "$status" ]; then
      hwm=$status
    fi
    sleep 0.1
  done
  wait "$maven" || { cat "$WORK/run.out"; exit 1; }
  local wall=$(( $(date +%s%3N) - launched ))
  local log
  log=$(ls "$WORK"/project/target/loadtest/*/run.log)
  eval "$("$JDK/bin/java" -cp "$JAR" io.throng.benchmarks.RunLogFigures "$log")"
  local first
  first=$("$JDK/bin/java" -cp "$JAR" io.throng.benchmarks.RunLogSeconds "$log" | awk '$1 ~ /^[0-4]$/ { s += $2 } END { print s }')
  local cache
  cache=$(grep -o 'AOT cache: [a-zA-Z ]*' "$WORK/run.out" | tail -1 || true)
  printf '%-8s requests/s %8.0f  seconds 0-4 %7d  start %5.2f s  peak RSS %4d MB  wall %5.1f s  %s\n' "$label" \
    "$(awk -v n="$requests" -v d="$DURATION" 'BEGIN { print n / d }')" "$first" \
    "$(awk -v a="$start_ms" -v b="$launched" 'BEGIN { print (a - b) / 1000 }')" $((hwm / 1024)) \
    "$(awk -v w="$wall" 'BEGIN { print w / 1000 }')" "${cache:-no cache}"
}

echo "$("$JDK/bin/java" -version 2>&1 | head -1); $USERS users, ${DURATION} s, nginx and Maven on core 1"
run training -Dloadtest.aotCache=true
for _ in $(seq "$ROUNDS"); do
  run without
  run with -Dloadtest.aotCache=true
done
