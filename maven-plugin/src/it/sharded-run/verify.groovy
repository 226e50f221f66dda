// One run folder holding the merged report of the three shards (60 requests, the assertion
// passed on the merge) and one folder per shard, each with a run log that says which shard it is;
// each shard alone failed the assertion (20 requests), which does not fail the build.
def runs = new File(basedir, 'target/loadtest').listFiles().findAll { it.isDirectory() }
assert runs.size() == 1 : "one run folder expected, found ${runs*.name}"
def run = runs[0]
def html = new File(run, 'index.html').text
assert html.contains('<dt>Requests</dt><dd>60</dd>') : 'the merged report counts every shard'
assert html.contains('<dt>Run logs merged</dt><dd>3</dd>')
assert new File(run, 'junit.xml').text.contains('tests="2" failures="0"')
(0..2).each { k ->
    def shardRuns = new File(run, "shard-${k}").listFiles().findAll { it.isDirectory() }
    assert shardRuns.size() == 1 : "one run folder for shard ${k}"
    assert new File(shardRuns[0], 'run.log').text.contains("\nSHARD\t${k}\t3\n")
}
def log = new File(basedir, 'build.log').text
assert log.contains('as 3 shard JVMs')
assert log.contains('[shard 0/3] FAIL global: count of successful requests = 60 (actual 20, expected = 60)')
assert log.contains('PASS global: count of successful requests = 60 (actual 60, expected = 60)')
assert log.contains('BUILD SUCCESS')
return true
