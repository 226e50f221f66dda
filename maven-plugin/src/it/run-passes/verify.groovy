// Two runs, each with a report that counts the 50 requests and a junit.xml with the passing
// assertion. loadtest:report then rewrote the newest one from its run log: that page has the
// figures but no assertions section, which only a run shows.
def runs = new File(basedir, 'target/loadtest').listFiles().findAll { it.isDirectory() }.sort { it.name }
assert runs.size() == 2 : "two run folders expected, found ${runs*.name}"
runs.each { run ->
    def html = new File(run, 'index.html').text
    def requests = (html =~ /<dt>Requests<\/dt><dd>([0-9,]+)<\/dd>/)
    assert requests.find() : "no request count in ${run}/index.html"
    assert requests.group(1).replace(',', '') as long == 50
    assert new File(run, 'junit.xml').text.contains('tests="2" failures="0"')
}
assert runs.count { new File(it, 'index.html').text.contains('<td class="verdict">PASS</td>') } == 1
def log = new File(basedir, 'build.log').text
assert log.contains('in a forked JVM')
assert log.contains("in Maven's JVM")
assert log.contains('PASS global: count of failed requests = 0 (actual 0, expected = 0)')
assert log.contains('Regenerating the report of')
assert log.contains('Merging the run logs of')
def merged = new File(basedir, 'target/merged/index.html').text
assert merged.contains('<dt>Requests</dt><dd>100</dd>') : 'the merged report counts both runs'
assert merged.contains('<dt>Run logs merged</dt><dd>2</dd>')
assert log.contains('BUILD SUCCESS')
return true
