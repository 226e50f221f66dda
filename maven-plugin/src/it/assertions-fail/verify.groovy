// The build fails with the failed assertion listed, and junit.xml records it.
def log = new File(basedir, 'build.log').text
assert log.contains('FAIL global: count of successful requests > 1000000 (actual 50, expected > 1000000)')
assert log.contains('it.Demanding failed its assertions:')
assert log.contains('- global: count of successful requests > 1000000 (actual 50, expected > 1000000)')
assert log.contains('BUILD FAILURE')
def runs = new File(basedir, 'target/loadtest').listFiles().findAll { it.isDirectory() }
assert runs.size() == 1
def junit = new File(runs[0], 'junit.xml').text
assert junit.contains('tests="3" failures="1"')
assert new File(runs[0], 'index.html').text.contains('<td class="verdict">FAIL</td>')
return true
