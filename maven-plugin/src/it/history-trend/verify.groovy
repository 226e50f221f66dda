// Each run appended its row through the forked JVM, and the trend found the slowdown at the
// sixth run, drawn on a page of its own.
def log = new File(basedir, 'build.log').text
def history = new File(basedir, 'target/history/Hello.csv')
assert history.isFile()
def lines = history.readLines()
assert lines.size() == 10
assert lines[0].startsWith('time,simulation,run,label,all.p50,all.p95,all.p99,all.errorPercent,all.throughput,request hello.p50,')
assert lines[1].contains(',Hello,hello-') && lines[1].contains(',fast,')
assert lines[9].contains(',slow,')
assert log.contains('History: 10 figures of hello-')
assert log =~ /CHANGE request hello p50 at run 6 \(hello-[^,]+, slow\): [0-9.]+ ms -> [0-9.]+ ms \(\+[0-9.]+ %\), worse; p = /
assert log.contains('Trend: ' + new File(basedir, 'target/loadtest/trend/trend.html').absolutePath)
def page = new File(basedir, 'target/loadtest/trend/trend.html').text
assert page.contains('<path class="s-change"')
assert !page.contains('<script')
return true
