// The run stops early, the build fails listing the assertion, and the run log says why.
def log = new File(basedir, 'build.log').text
assert log =~ /Stopping at 00:0\d: abort-on-fail assertion failed: global: percentage of failed requests < 5 %/
assert log.contains('Run aborted: ')
assert log.contains('it.Flaky failed its assertions:')
assert log =~ /- global: percentage of failed requests < 5 % \(actual [0-9.]+ % \([0-9.]+ % when it stopped the run\)/

assert log.contains('BUILD FAILURE')
def runs = new File(basedir, 'target/loadtest').listFiles().findAll { it.isDirectory() }
assert runs.size() == 1
def runLog = new File(runs[0], 'run.log').readLines()
assert runLog.any { it.startsWith('ABORT\t') && it.contains('global: percentage of failed requests < 5 %') }
assert runLog.last().startsWith('END\t') && runLog.last().endsWith('\taborted')
def requests = runLog.findAll { it.startsWith('REQUEST\t') }.size()
assert requests < 60 * 2 // far from the minute it planned: at most an OK and a KO record a second
assert new File(runs[0], 'index.html').text.contains('Stopped at 00:0')
return true
