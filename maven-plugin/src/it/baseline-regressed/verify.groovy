// The baseline is written where loadtest:run finds it by default, and the slower runs fail the
// build naming the regressed metric, with the before/after table in summary.md and JUnit XML.
def log = new File(basedir, 'build.log').text
def baseline = new File(basedir, 'src/test/loadtest/baselines/Hello.json')
assert baseline.isFile()
assert baseline.text.contains('"format" : "throng-baseline"')
assert log.contains('Baseline: Hello from 5 run(s), 2 scope(s), written to ' + baseline.absolutePath)
assert log =~ /REGRESSED request hello: p50 [0-9.]+ ms -> [0-9.]+ ms/
assert log.contains('Regressed: Hello is worse than its baseline in ')
assert log.contains('it.Hello regressed against its baseline (loadtest.failOnRegression=false would only warn):')
assert log =~ /  - REGRESSED request hello: p50 /
assert log.contains('BUILD FAILURE')
def runs = new File(basedir, 'target/loadtest').listFiles().findAll { it.isDirectory() }.sort { it.name }
assert runs.size() == 8
def last = runs[-1]
assert new File(last, 'summary.md').text.contains('## Against the baseline')
assert new File(last, 'baseline-junit.xml').text.contains('name="request hello: p50"><failure message="REGRESSED')
return true
