// Two runs of 50 requests: the first trained the cache (its class folders in a jar, the cache
// kept under its key), the second ran with it and said it was used.
def runs = new File(basedir, 'target/loadtest').listFiles().findAll { it.isDirectory() }.sort { it.name }
assert runs.size() == 2 : "two run folders expected, found ${runs*.name}"
runs.each { run ->
    def requests = (new File(run, 'index.html').text =~ /<dt>Requests<\/dt><dd>([0-9,]+)<\/dd>/)
    assert requests.find() : "no request count in ${run}/index.html"
    assert requests.group(1).replace(',', '') as long == 50
}
def log = new File(basedir, 'build.log').text
assert log.contains('AOT cache: none yet for this class path and JDK, this run trains ')
assert log.contains('AOT cache: trained ')
assert log.contains('AOT cache: running with ')
assert log.contains('AOT cache: used ')
assert !log.contains('AOT cache: NOT used')
assert !log.contains('Cannot have non-empty directory')
def aot = new File(basedir, 'target/loadtest-aot')
def caches = aot.listFiles().findAll { it.name.endsWith('.aot') }
assert caches.size() == 1 : "one cache expected, found ${aot.list()}"
assert caches[0].length() > 1_000_000
assert new File(aot, 'jars').listFiles().any { it.name.startsWith('test-classes-') && it.name.endsWith('.jar') }
assert log.count('BUILD SUCCESS') == 2
return true
