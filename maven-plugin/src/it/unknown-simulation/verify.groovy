// The build fails before running anything, naming the simulations that exist.
def log = new File(basedir, 'build.log').text
assert log.contains('no simulation named Nope; found: it.Alpha, it.Beta')
assert log.contains('BUILD FAILURE')
assert !new File(basedir, 'target/loadtest').exists()
return true
