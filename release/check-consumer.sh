#!/usr/bin/env bash
# Deploys a release build of Throng to a file repository, generates a team's project from the
# archetype found there, and runs it with an empty local repository and no reactor, so Throng
# can come only from that repository. The run must pass and its report count 40 requests.
#   release/check-consumer.sh [version]      (default 0.2.0)
set -euo pipefail
cd "$(dirname "$0")/.."
version=${1:-0.2.0}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
repo="$work/repository"
fail() { echo "FAIL: $*" >&2; exit 1; }

echo "== Release $version to file://$repo"
mvn -B -q -Prelease -Drevision="$version" deploy -DskipTests \
  -DaltDeploymentRepository="release-check::file://$repo"
for module in throng-parent throng-dsl throng-engine throng-report throng-app throng-junit throng-kubernetes \
    loadtest-maven-plugin throng-archetype; do
  [ -f "$repo/io/throng/$module/$version/$module-$version.pom" ] || fail "$module $version was not deployed"
done
! grep -rl 'revision}' "$repo/io/throng" --include='*.pom' || fail "deployed poms still say \${revision}"
for module in throng-dsl throng-engine throng-report throng-app throng-junit loadtest-maven-plugin; do
  for kind in sources javadoc; do
    [ -f "$repo/io/throng/$module/$version/$module-$version-$kind.jar" ] || fail "no $kind jar for $module"
  done
done
[ ! -d "$repo/io/throng/throng-simulations" ] && [ ! -d "$repo/io/throng/throng-benchmarks" ] \
  || fail "the examples or benchmarks were deployed"

echo "== A project generated from the archetype, built with an empty local repository"
maven=(mvn -B -s "$PWD/release/settings.xml" -Dthrong.repository="file://$repo" -Dmaven.repo.local="$work/empty-local")
(cd "$work" && "${maven[@]}" -q archetype:generate -DinteractiveMode=false \
  -DarchetypeGroupId=io.throng -DarchetypeArtifactId=throng-archetype -DarchetypeVersion="$version" \
  -DgroupId=com.example -DartifactId=shop-load-tests -Dversion=1.0 -Dpackage=com.example.load)
project="$work/shop-load-tests"
grep -q "<throng.version>$version</throng.version>" "$project/pom.xml" || fail "the generated pom does not use Throng $version"
[ -f "$project/.github/workflows/load-test.yml" ] || fail "the generated project has no CI workflow"
(cd "$project" && "${maven[@]}" loadtest:run -Dsimulation=BrowseSimulation) > "$work/run.log" 2>&1 \
  || { tail -40 "$work/run.log"; fail "the generated project's run did not pass"; }
grep -E '^(PASS|FAIL)|Report:' "$work/run.log"
report=$(ls "$project"/target/loadtest/*/index.html | sed -n 1p)
grep -q '<dt>Requests</dt><dd>40</dd>' "$report" || fail "$report does not count 40 requests"
! find "$work/empty-local/io/throng" -name '*SNAPSHOT*' | grep -q . || fail "the project resolved a SNAPSHOT"
echo "OK: Throng $version resolved from a file repository alone; the generated project's report counts 40 requests"
