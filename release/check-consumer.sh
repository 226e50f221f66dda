#!/usr/bin/env bash
# Deploys a release build of Throng to a file repository, then builds a team's project
# (release/consumer) that resolves Throng only from there: an empty local repository, no
# reactor. The project's run must pass and write a report counting its 40 requests.
#   release/check-consumer.sh [version]      (default 0.2.0)
set -euo pipefail
cd "$(dirname "$0")/.."
version=${1:-0.2.0}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
repo="$work/repository"

echo "== Release $version to file://$repo"
mvn -B -q -Prelease -Drevision="$version" deploy -DskipTests \
  -DaltDeploymentRepository="release-check::file://$repo"
for module in throng-parent throng-dsl throng-engine throng-report throng-app throng-kubernetes loadtest-maven-plugin; do
  [ -f "$repo/io/throng/$module/$version/$module-$version.pom" ] || { echo "FAIL: $module $version was not deployed" >&2; exit 1; }
done
if grep -rl 'revision}' "$repo/io/throng" --include='*.pom'; then
  echo "FAIL: deployed poms still say \${revision}" >&2; exit 1
fi
for module in throng-dsl throng-engine loadtest-maven-plugin; do
  for kind in sources javadoc; do
    [ -f "$repo/io/throng/$module/$version/$module-$version-$kind.jar" ] || { echo "FAIL: no $kind jar for $module" >&2; exit 1; }
  done
done
if [ -d "$repo/io/throng/throng-simulations" ] || [ -d "$repo/io/throng/throng-benchmarks" ]; then
  echo "FAIL: the examples or benchmarks were deployed" >&2; exit 1
fi

echo "== A consumer project with an empty local repository"
cp -r release/consumer "$work/consumer"
(cd "$work/consumer" && mvn -B -Dmaven.repo.local="$work/empty-local" \
  -Dthrong.version="$version" -Dthrong.repository="file://$repo" \
  loadtest:run -Dsimulation=BrowseShop) | tee "$work/consumer.log" | grep -E 'PASS|FAIL|Report:|BUILD'
grep -q 'BUILD SUCCESS' "$work/consumer.log" || { echo "FAIL: the consumer's run did not pass" >&2; exit 1; }
report=$(ls "$work"/consumer/target/loadtest/*/index.html | sed -n 1p)
grep -q '<dt>Requests</dt><dd>40</dd>' "$report" || { echo "FAIL: $report does not count 40 requests" >&2; exit 1; }
if find "$work/empty-local/io/throng" -name '*SNAPSHOT*' | grep -q .; then
  echo "FAIL: the consumer resolved a SNAPSHOT" >&2; exit 1
fi
echo "OK: Throng $version resolved from a file repository alone; the consumer's report counts 40 requests"
