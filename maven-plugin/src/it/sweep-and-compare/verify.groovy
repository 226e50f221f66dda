// The sweep ran failPercent=0 and 10, each in its own forked JVM that printed its ApacheBench
// summary, stopped there and said which level held; the comparison has both runs.
def log = new File(basedir, 'build.log').text
assert log.contains('Sweep level 1 of 3: failPercent=0')
assert log.contains('failPercent=0: held')
assert log.contains('failPercent=10: first over the limit: error 10.00 % > 5.00 %')
assert log.contains('Stopped at the first level that did not hold; not run: failPercent=20')
assert log.contains('Highest level that held: failPercent=0. First level over the limit: failPercent=10.')
assert log.count('Complete requests:      40') == 2 : 'each level printed its ApacheBench summary'
assert log.contains('Failed requests:        4')
assert !new File(basedir, 'target/sweep/failPercent-20').exists()
def sweep = new File(basedir, 'target/sweep/sweep.html').text
assert sweep.contains('Highest level that held: failPercent=0. First level over the limit: failPercent=10.')
['failPercent-0', 'failPercent-10'].each { level ->
    def runs = new File(basedir, "target/sweep/${level}").listFiles().findAll { it.isDirectory() }
    assert runs.size() == 1 && new File(runs[0], 'index.html').isFile() : "${level} has its run and report"
}
def comparison = new File(basedir, 'target/comparison/comparison.html').text
assert comparison.contains('>held</a>') && comparison.contains('>broken</a>')
assert comparison.contains('<td>40</td><td>4</td>') : 'the broken level: 40 requests, 4 errors'
assert log.contains('BUILD SUCCESS')
return true
