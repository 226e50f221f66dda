// The project has only the plugin and throng-dsl; its runs read loadtest.conf, then ci.conf.
def runs = new File(basedir, 'target/loadtest').listFiles().findAll { it.isDirectory() }
def counts = runs.collect { run ->
    def m = (new File(run, 'index.html').text =~ /<dt>Requests<\/dt><dd>([0-9,]+)<\/dd>/)
    assert m.find()
    m.group(1) as int
}.sort()
assert counts == [7, 9] : "loadtest.conf asks for 7 users and ci.conf for 9, the reports count ${counts}"
def pom = new File(basedir, 'pom.xml').text
assert (pom =~ /<artifactId>([^<]+)<\/artifactId>/).collect { it[1] }.toSet() ==
    ['standalone-project', 'throng-dsl', 'maven-compiler-plugin', 'maven-resources-plugin', 'loadtest-maven-plugin'] as Set
return true
