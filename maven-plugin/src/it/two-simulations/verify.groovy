// Each simulation ran in its own JVM, into its own run folder, and a summary lists both.
def runs = new File(basedir, 'target/loadtest').listFiles().findAll { it.isDirectory() }.sort { it.name }
assert runs*.name.collect { it.replaceAll(/-\d{8}-\d{6}(-\d+)?$/, '') } == ['alpha', 'beta'] : "found ${runs*.name}"
[20, 30].eachWithIndex { expected, i ->
    def html = new File(runs[i], 'index.html').text
    assert html.contains("<dt>Requests</dt><dd>${expected}</dd>") : "${runs[i]} should count ${expected} requests"
}
def log = new File(basedir, 'build.log').text
assert log.contains('Running it.Alpha (1 of 2) in a forked JVM')
assert log.contains('Running it.Beta (2 of 2) in a forked JVM')
assert log.contains('Load test summary:')
assert log =~ /PASSED it\.Alpha .*alpha-/
assert log =~ /PASSED it\.Beta .*beta-/
return true
